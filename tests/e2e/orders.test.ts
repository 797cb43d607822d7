// Orders end to end (issue 12), in Chromium against the built app and the real server, which sends its order
// events to a storefront stand-in (tests/helpers/e2e-global-setup.ts). On a phone (375 px) and again on a
// laptop (1440 px): an approved seller with an approved product in stock waits on /orders; the storefront
// simulator (scripts/storefront.ts) places an order and the bell counts it live; the seller finds it Pending,
// opens it, accepts it, ships it with a courier and tracking number, downloads both packing slips (PDFs with the
// order number in their text), and sees it Delivered once the storefront says so; the storefront heard the
// acceptance and the shipment, signed. A second order is rejected from the list with a reason and its stock
// returns to the product. Every orders screen is axe clean and fits 320, 375 and 1440 px; with
// E2E_SCREENSHOTS=<dir> each is photographed at 375 and 1440 px, for a person to look at.
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SellerOrderEvent } from '#schemas/orders';
import { expectAccessible } from '../helpers/axe.ts';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { policyWatch } from '../helpers/e2e-csp.ts';
import { expectFitsViewports } from '../helpers/e2e-fit.ts';
import { animationsFinished } from '../helpers/e2e-page.ts';
import { approvedProduct, orderOf, placeOrder, storefront } from '../helpers/e2e-orders.ts';
import { api, approvedSeller } from '../helpers/e2e-sellers.ts';
import { readPdf } from '../server/packing-slip-pdf.ts';

const baseUrl = inject('e2eBaseUrl');
const storefrontUrl = inject('e2eStorefrontUrl');
const screenshots = process.env.E2E_SCREENSHOTS;

const phone = { width: 375, height: 812 };
const laptop = { width: 1440, height: 900 };

type Seller = Awaited<ReturnType<typeof approvedSeller>>;

let browser: Browser;
// Every page these tests open is watched for Content-Security-Policy violations.
const policies = policyWatch();
afterEach(() => policies.expectNone());

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
});

async function sellerPage(seller: Seller, viewport: { width: number; height: number }): Promise<Page> {
  const context = await policies.newContext(browser, { viewport, baseURL: baseUrl });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(seller.email);
  await page.getByLabel('Password', { exact: true }).fill(seller.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  return page;
}

/**
 * The screen as a person meets it: no serious axe violation, nothing wider than 320, 375 or 1440 px, and,
 * when E2E_SCREENSHOTS names a folder, a full-page photograph at 375 and 1440 px.
 */
async function checkScreen(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  await expectFitsViewports(page);
  if (!screenshots) return;
  await fs.mkdir(screenshots, { recursive: true });
  const original = page.viewportSize()!;
  for (const width of [phone.width, laptop.width]) {
    await page.setViewportSize({ width, height: original.height });
    await animationsFinished(page);
    await page.screenshot({ path: path.join(screenshots, `orders-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
  await animationsFinished(page);
}

const toast = (page: Page, title: string) => page.getByRole('alertdialog').filter({ hasText: title });
const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: `Notifications, ${unread} unread` });
const orderRow = (page: Page, orderNumber: string) =>
  page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Order #${orderNumber}`, exact: true }) });
/** The badge beside the order page's title. */
const detailBadge = (page: Page, orderNumber: string, label: string) =>
  page
    .getByRole('article', { name: `Order #${orderNumber}` })
    .locator('header')
    .getByText(label, { exact: true });

const stockOf = async (seller: Seller, productId: number) =>
  (await api<{ data: { quantity: number } }>(`/api/products/${productId}`, { token: seller.token })).data
    .quantity;

const unreadCount = async (seller: Seller) =>
  (await api<{ data: { unreadCount: number } }>('/api/notifications/unread-count', { token: seller.token }))
    .data.unreadCount;

/** What the storefront stand-in received about this order (it keeps only events whose signature verifies). */
async function heardAbout(orderNumber: string): Promise<SellerOrderEvent[]> {
  const response = await fetch(`${storefrontUrl}/events`);
  const events = (await response.json()) as SellerOrderEvent[];
  return events.filter((event) => event.data.orderNumber === orderNumber);
}

/** The job queue sends each event once its transaction commits; a loaded machine may take seconds. */
const sentSoon = { timeout: 15_000 };

/** The event types heard about the order, once each (delivery is at least once). */
const typesHeard = async (orderNumber: string) =>
  [...new Set((await heardAbout(orderNumber)).map((event) => event.type))].sort();

/** Downloads the packing slip of this size from the order page; answers the PDF's bytes. */
async function packingSlip(page: Page, orderNumber: string, size: 'A6' | 'A4'): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${size}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`packing-slip-${orderNumber}.pdf`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Page sizes in points. */
const paperSizes = { A6: [297.64, 419.53], A4: [595.28, 841.89] } as const;

describe('orders: from the storefront to the seller and back', () => {
  for (const [pass, viewport] of [
    ['phone', phone],
    ['laptop', laptop],
  ] as const) {
    it(
      `the seller handles an order from arrival to delivery, and rejects another (${pass}, ${viewport.width} px)`,
      { timeout: 180_000 },
      async () => {
        const stamp = `${pass}${Date.now().toString(36)}`;
        const seller = await approvedSeller(`Orders ${pass} ${stamp}`);
        const productId = await approvedProduct(seller, stamp);
        const stockAtStart = await stockOf(seller, productId);
        const unread = await unreadCount(seller);

        const page = await sellerPage(seller, viewport);
        await page.goto('/orders');
        await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
        await page.getByRole('heading', { name: 'No orders yet' }).waitFor();
        await bell(page, unread).waitFor();
        await checkScreen(page, `${pass}-list-empty`);

        // The buyer orders on the storefront while the seller's page stays open: the bell counts it over the
        // stream, no reload.
        const first = await placeOrder(seller);
        await bell(page, unread + 1).waitFor();
        await bell(page, unread + 1).click();
        const panel = page.getByRole('dialog', { name: 'Notifications' });
        const arrival = panel.getByRole('row', { name: new RegExp(`New order #${first}`) });
        await arrival.waitFor();
        await checkScreen(page, `${pass}-notification`);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });

        // The list is read when the page opens (it does not follow the stream): a reload shows the order.
        await page.reload();
        const firstRow = orderRow(page, first);
        await firstRow.waitFor();
        await firstRow.getByText('Pending', { exact: true }).waitFor();
        expect(await firstRow.textContent()).toContain(`Banig Tote ${stamp}`);
        await checkScreen(page, `${pass}-list-pending`);

        // On the phone the seller follows the notification; on the laptop, the order's link in the list.
        if (pass === 'phone') {
          await bell(page, unread + 1).click();
          await arrival.click();
        } else {
          await firstRow.getByRole('link', { name: `Order #${first}` }).click();
        }
        const order = await orderOf(seller, first);
        await page.waitForURL(`**/orders/${order.id}`);
        await page.getByRole('heading', { level: 1, name: `Order #${first}` }).waitFor();
        await detailBadge(page, first, 'Pending').waitFor();
        // The line's picture is the product's, served by the media route.
        const thumb = page
          .getByRole('article', { name: `Order #${first}` })
          .locator('img')
          .first();
        await expect
          .poll(() => thumb.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
            timeout: 15_000,
          })
          .toBeGreaterThan(0);
        await checkScreen(page, `${pass}-detail-pending`);

        await page.getByRole('button', { name: 'Accept', exact: true }).click();
        await page.getByText(`Accept order #${first}?`).waitFor();
        await checkScreen(page, `${pass}-detail-accept`);
        await page.getByRole('button', { name: 'Accept order' }).click();
        await toast(page, 'Order status updated successfully').waitFor();
        await detailBadge(page, first, 'Accepted').waitFor();

        const courier = 'J&T Express';
        const trackingNumber = `JT${Date.now()}`;
        await page.getByRole('button', { name: 'Mark as shipped' }).click();
        await page.getByRole('textbox', { name: 'Courier (optional)' }).fill(courier);
        await page.getByRole('textbox', { name: 'Tracking number (optional)' }).fill(trackingNumber);
        await checkScreen(page, `${pass}-detail-ship`);
        await page.getByRole('button', { name: 'Mark as shipped' }).click();
        await toast(page, 'Order fulfilled successfully').waitFor();
        await detailBadge(page, first, 'Shipped').waitFor();
        // Nothing is left for the seller to do: the actions panel is gone, the shipment is shown.
        await page.getByRole('button', { name: 'Mark as shipped' }).waitFor({ state: 'detached' });
        const shipment = await page.getByRole('article', { name: `Order #${first}` }).textContent();
        expect(shipment).toContain(courier);
        expect(shipment).toContain(trackingNumber);
        await checkScreen(page, `${pass}-detail-shipped`);

        for (const size of ['A6', 'A4'] as const) {
          const pdf = await packingSlip(page, first, size);
          expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
          const pages = readPdf(pdf);
          expect(pages.some((each) => each.lines.some((line) => line.includes(first)))).toBe(true);
          expect(pages[0]!.size[0]).toBeCloseTo(paperSizes[size][0], 0);
          expect(pages[0]!.size[1]).toBeCloseTo(paperSizes[size][1], 0);
        }

        // The storefront heard both steps, signed (the stand-in keeps only events whose signature verifies).
        await expect.poll(() => typesHeard(first), sentSoon).toEqual(['order.accepted', 'order.fulfilled']);
        const fulfilled = (await heardAbout(first)).find((event) => event.type === 'order.fulfilled');
        expect(fulfilled?.data).toMatchObject({ orderNumber: first, courier, trackingNumber });

        // The courier delivers it; the storefront tells the portal, and the seller's page shows it when read again.
        await storefront('deliver', first);
        await page.reload();
        await detailBadge(page, first, 'Delivered').waitFor();
        await checkScreen(page, `${pass}-detail-delivered`);

        // A second order, rejected from the list's actions panel: its stock goes back to the product.
        const stockBeforeSecond = await stockOf(seller, productId);
        expect(stockBeforeSecond).toBe(stockAtStart - order.lines[0]!.quantity);
        const second = await placeOrder(seller);
        const secondQuantity = (await orderOf(seller, second)).lines[0]!.quantity;
        expect(await stockOf(seller, productId)).toBe(stockBeforeSecond - secondQuantity);

        await page.getByRole('link', { name: '← Orders' }).click();
        await page.waitForURL('**/orders');
        const secondRow = orderRow(page, second);
        await secondRow.getByText('Pending', { exact: true }).waitFor();
        await orderRow(page, first).getByText('Delivered', { exact: true }).waitFor();
        await secondRow.getByRole('button', { name: `Actions for order #${second}` }).click();
        const dialog = page.getByRole('dialog', { name: `Order #${second}` });
        await dialog.waitFor();
        await checkScreen(page, `${pass}-list-actions`);
        await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
        const reason = 'Sorry, this batch of totes failed our quality check.';
        await dialog.getByRole('textbox', { name: 'Reason for rejecting' }).fill(reason);
        await checkScreen(page, `${pass}-list-reject`);
        await dialog.getByRole('button', { name: 'Reject order' }).click();
        await toast(page, 'Order status updated successfully').waitFor();
        await dialog.waitFor({ state: 'detached' });
        await secondRow.getByText('Rejected', { exact: true }).waitFor();
        expect(await secondRow.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
        expect(await stockOf(seller, productId)).toBe(stockBeforeSecond);
        await checkScreen(page, `${pass}-list-handled`);

        await expect.poll(() => typesHeard(second), sentSoon).toEqual(['order.rejected']);
        expect((await heardAbout(second))[0]!.data).toMatchObject({ orderNumber: second, reason });
        await page.context().close();
      },
    );
  }
});
