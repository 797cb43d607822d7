// GET /api/orders/:id/packing-slip (issue 12, decision 026) through the real app: a valid PDF for A6 (the
// default) and A4 whose text carries the store, its pickup address, the order number, the date in Philippine
// time, the buyer and every line, and whose bars read back as the order number in Code 128; long orders
// continue on further pages; other sellers' orders are 404, unapproved sellers 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingSubmissionSchema } from '#schemas/onboarding';
import { code128Patterns } from '../../server/modules/orders/code128.ts';
import { orderLines, orders } from '../../server/modules/orders/table.ts';
import { onboardingSubmissions } from '../../server/modules/onboarding/table.ts';
import { validSubmission } from '../helpers/sample-onboarding.ts';
import { approvedSeller, startCatalogApp, type CatalogTestApp, type TestSeller } from './products-fixture.ts';
import { readPdf, type PdfPage } from './packing-slip-pdf.ts';
import { call, expectError } from './support.ts';

let t: CatalogTestApp;
let seller: TestSeller;
let other: TestSeller;

/** A6 and A4 in points, as pdfkit sizes them. */
const a6: [number, number] = [297.64, 419.53];
const a4: [number, number] = [595.28, 841.89];

type LineSpec = { name: string; variant: string | null; sku: string | null; quantity: number };

let orderCount = 0;
/** An order of `sellerId` with `lines`, placed 1 March 2026 17:30 UTC (2 March, 1:30 AM in Manila). */
async function insertOrder(sellerId: string, lines: LineSpec[], orderNumber = `SK-2026-${++orderCount}`) {
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * 45_050, 0);
  const [order] = await t.database.db
    .insert(orders)
    .values({
      sellerId,
      orderNumber,
      buyerName: 'Maria Dela Cruz',
      buyerEmail: 'maria@example.ph',
      buyerPhone: '+63 917 555 0101',
      shipAddress: '123 Rizal Street, Unit 4B',
      shipBarangay: 'San Antonio',
      shipCity: 'Makati',
      shipState: 'Metro Manila',
      shipZipcode: '1203',
      paymentStatus: 'paid',
      subtotal,
      shippingFee: 0,
      total: subtotal,
      placedAt: new Date('2026-03-01T17:30:00Z'),
    })
    .returning({ id: orders.id });
  await t.database.db.insert(orderLines).values(
    lines.map((line, position) => ({
      orderId: order!.id,
      position,
      productId: position + 1,
      variantId: line.variant ? position + 100 : null,
      productName: line.name,
      variantName: line.variant,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: 45_050,
    })),
  );
  return { id: order!.id, orderNumber };
}

const slip = (token: string, id: number | string, query = '') =>
  call(t.app, 'GET', `/api/orders/${id}/packing-slip${query}`, { token });

/** The order number the page's barcode holds: its bars read back, character by character, check included. */
function barcodeText(page: PdfPage): string {
  // The bars share one top and one height; the table's rules are lines, not rectangles.
  const rows = new Map<string, PdfPage['rects']>();
  for (const rect of page.rects) {
    const key = `${rect.y} ${rect.height}`;
    rows.set(key, [...(rows.get(key) ?? []), rect]);
  }
  const bars = [...rows.values()].find((group) => group.length >= 20)?.sort((a, b) => a.x - b.x);
  if (!bars) throw new Error('no barcode on the page');
  const module = Math.min(...bars.map((bar) => bar.width));
  const start = bars[0]!.x;
  const end = bars.at(-1)!.x + bars.at(-1)!.width;
  const row = Array.from({ length: Math.round((end - start) / module) }, () => '0');
  for (const bar of bars)
    row.fill('1', Math.round((bar.x - start) / module), Math.round((bar.x + bar.width - start) / module));
  const modules = row.join('');
  const widths = (pattern: string) =>
    pattern
      .match(/1+|0+/g)!
      .map((run) => run.length)
      .join('');
  const values: number[] = [];
  for (let at = 0; at + 11 <= modules.length - 13; at += 11)
    values.push(code128Patterns.indexOf(widths(modules.slice(at, at + 11))));
  expect(widths(modules.slice(-13))).toBe(code128Patterns[106]);
  const [startCode, ...rest] = values;
  expect(startCode).toBe(104);
  const check = rest.pop()!;
  expect(rest.reduce((sum, value, index) => sum + value * (index + 1), 104) % 103).toBe(check);
  return String.fromCharCode(...rest.map((value) => value + 32));
}

beforeAll(async () => {
  t = await startCatalogApp();
  seller = await approvedSeller(t);
  other = await approvedSeller(t);
  await t.database.db
    .insert(onboardingSubmissions)
    .values({ sellerId: seller.id, data: onboardingSubmissionSchema.parse(validSubmission()) });
});
afterAll(() => t.close());

describe('packing slip', () => {
  it('is an A6 PDF by default with the store, its pickup address, the order, the buyer and every line', async () => {
    const { id, orderNumber } = await insertOrder(seller.id, [
      { name: 'Piña abaca tote', variant: 'Red / L', sku: 'TOTE-R-L', quantity: 2 },
      { name: 'Banig placemat', variant: null, sku: null, quantity: 1 },
    ]);
    const response = await slip(seller.token, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="packing-slip-${orderNumber}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pages = readPdf(response.rawPayload);
    expect(pages.map((page) => page.size)).toEqual([a6]);
    const [page] = pages;
    const store = validSubmission().warehouseAddress;
    expect(page!.lines).toEqual([
      expect.stringMatching(/^Ana's Sari-Sari \d+$/),
      store.warehouseAddress,
      `${store.city}, ${store.state} ${store.zipcode}`,
      store.contact,
      `Order ${orderNumber}`,
      'Placed Mar 2, 2026, 1:30 AM',
      orderNumber,
      'Ship to',
      'Maria Dela Cruz',
      '+63 917 555 0101',
      '123 Rizal Street, Unit 4B',
      'San Antonio',
      'Makati, Metro Manila 1203',
      'Item',
      'SKU',
      'Qty',
      'Piña abaca tote',
      'Red / L',
      'TOTE-R-L',
      '2',
      'Banig placemat',
      '—',
      '1',
      '3 items',
      `Order ${orderNumber} · page 1 of 1`,
    ]);
    expect(barcodeText(page!)).toBe(orderNumber);
  });

  it('prints on A4 when asked, the same slip larger', async () => {
    const { id, orderNumber } = await insertOrder(seller.id, [
      { name: 'Ube jam', variant: '250 g', sku: 'UBE-250', quantity: 4 },
    ]);
    const response = await slip(seller.token, id, '?size=a4');
    expect(response.statusCode, response.body).toBe(200);
    const pages = readPdf(response.rawPayload);
    expect(pages.map((page) => page.size)).toEqual([a4]);
    expect(pages[0]!.lines).toEqual(expect.arrayContaining([`Order ${orderNumber}`, 'UBE-250', '4 items']));
    expect(barcodeText(pages[0]!)).toBe(orderNumber);
  });

  it.each(['a6', 'a4'] as const)(
    'continues a long order on further %s pages: every line once, each page numbered',
    async (size) => {
      const lines = Array.from({ length: 100 }, (_, index) => ({
        name: `Item ${index + 1}`,
        variant: index % 2 ? 'Blue / M' : null,
        sku: `LONG-${index + 1}`,
        quantity: 1,
      }));
      const { id, orderNumber } = await insertOrder(seller.id, lines);
      const response = await slip(seller.token, id, `?size=${size}`);
      expect(response.statusCode, response.body).toBe(200);
      const pages = readPdf(response.rawPayload);
      expect(pages.length).toBeGreaterThan(1);
      pages.forEach((page, index) => {
        expect(page.size).toEqual(size === 'a6' ? a6 : a4);
        expect(page.lines.at(-1)).toBe(`Order ${orderNumber} · page ${index + 1} of ${pages.length}`);
        if (index > 0)
          expect(page.lines.slice(0, 4)).toEqual([`Order ${orderNumber} (continued)`, 'Item', 'SKU', 'Qty']);
      });
      const skus = pages.flatMap((page) => page.lines.filter((line) => line.startsWith('LONG-')));
      expect(skus).toEqual(lines.map((line) => line.sku));
      // The count closes the table on the page of its last row.
      expect(pages.at(-1)!.lines.at(-2)).toBe('100 items');
      expect(pages.at(-1)!.lines.at(-3)).toBe('1');
    },
  );

  it('shows what the standard fonts lack as ? and leaves out a barcode Code 128 cannot hold', async () => {
    const { id } = await insertOrder(
      seller.id,
      [{ name: 'Pineapple 🍍 fibre shawl', variant: null, sku: '漢-1', quantity: 1 }],
      'ÑX-2026-1',
    );
    const response = await slip(seller.token, id);
    expect(response.statusCode, response.body).toBe(200);
    const [page] = readPdf(response.rawPayload);
    expect(page!.lines).toEqual(
      expect.arrayContaining(['Order ÑX-2026-1', 'Pineapple ? fibre shawl', '?-1']),
    );
    expect(page!.rects).toEqual([]);
    expect(response.headers['content-disposition']).toBe('attachment; filename="packing-slip--X-2026-1.pdf"');
  });

  it("answers 404 for another seller's order, one that does not exist and an id that is no number", async () => {
    const { id } = await insertOrder(other.id, [{ name: 'Other', variant: null, sku: 'O-1', quantity: 1 }]);
    for (const path of [id, 999_999_999, 'abc', '1.5', '0'])
      expect(expectError(await slip(seller.token, path), 404, 'NOT_FOUND').error).toBe(
        'There is no such order.',
      );
  });

  it('refuses a size other than a6 or a4', async () => {
    const { id } = await insertOrder(seller.id, [{ name: 'Tote', variant: null, sku: 'T-1', quantity: 1 }]);
    expect(expectError(await slip(seller.token, id, '?size=a5'), 400, 'VALIDATION_FAILED').error).toBe(
      'size must be a6 or a4',
    );
  });

  it('is for approved sellers only', async () => {
    const unapproved = await approvedSeller(t, { approved: false });
    const { id } = await insertOrder(seller.id, [{ name: 'Tote', variant: null, sku: 'T-1', quantity: 1 }]);
    expectError(await slip(unapproved.token, id), 403, 'AWAITING_APPROVAL');
  });
});
