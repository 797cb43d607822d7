// An order's packing slip as a PDF (issue 12, decision 026): the store and where it ships from, the order
// number as text and as a Code 128 barcode, the date in Philippine time, who it goes to, and each line's
// name, variant, SKU and quantity. One layout for A6 (a label printer's slip) and A4 (an office printer),
// scaled by size; lines that do not fit continue on further pages under a repeated table header.
import PDFDocument from 'pdfkit';
import { orderTimeZone, type Order } from '#schemas/orders';
import { canEncodeCode128, code128Bars, code128QuietZone } from './code128.ts';

export const packingSlipSizes = ['a6', 'a4'] as const;
export type PackingSlipSize = (typeof packingSlipSizes)[number];

export type PackingSlip = {
  /** The store's name and the lines of its pickup (warehouse) address, empty when it has none. */
  store: { name: string; address: string[] };
  order: Order;
};

type Layout = {
  page: 'A6' | 'A4';
  margin: number;
  /** Type sizes, in points. */
  body: number;
  small: number;
  title: number;
  barHeight: number;
  /** The widest a barcode module is drawn; a long order number gets narrower ones to fit the width. */
  moduleMax: number;
  gap: number;
};

/** Each size's page, margin, type sizes and barcode bounds (points): A6 is a quarter of A4, its type a little larger. */
const layouts: Record<PackingSlipSize, Layout> = {
  a6: { page: 'A6', margin: 18, body: 8, small: 7, title: 11, barHeight: 34, moduleMax: 1.1, gap: 8 },
  a4: { page: 'A4', margin: 42, body: 11, small: 9, title: 18, barHeight: 56, moduleMax: 1.8, gap: 16 },
};

type WriteOptions = {
  font?: string;
  fontSize?: number;
  x?: number;
  w?: number;
  align?: 'left' | 'center' | 'right';
};

/**
 * The text as the standard PDF fonts can show it (WinAnsi): any space becomes a plain one (ICU's dates use
 * U+202F), and a character those fonts lack becomes '?' rather than a wrong glyph.
 */
export function winAnsi(text: string): string {
  return [...text.replace(/\s/g, ' ')]
    .map((character) => {
      const code = character.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return character;
      return winAnsiExtras.has(character) ? character : '?';
    })
    .join('');
}
/** WinAnsi's characters in 0x80–0x9F (pdfkit maps them to their codes). */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const placedDate = new Intl.DateTimeFormat('en-PH', {
  timeZone: orderTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The buyer's address as a label prints it: street, barangay, then city, province and zip code. */
const shippingLines = ({ shippingAddress: to }: Order) => [
  to.address,
  ...(to.barangay ? [to.barangay] : []),
  `${to.city}, ${to.state} ${to.zipcode}`,
];

/** The packing slip of `slip.order` on `size` paper, as the bytes of a PDF. */
export function packingSlipPdf(slip: PackingSlip, size: PackingSlipSize): Promise<Buffer> {
  const layout = layouts[size];
  const { order, store } = slip;
  const doc = new PDFDocument({
    size: layout.page,
    margin: layout.margin,
    bufferPages: true,
    info: { Title: winAnsi(`Packing slip ${order.orderNumber}`), Author: winAnsi(store.name) },
  });
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = layout.margin;
  const width = doc.page.width - 2 * layout.margin;
  const footerTop =
    doc.page.height - layout.margin - doc.font('Helvetica').fontSize(layout.small).currentLineHeight();
  /** Rows end above the footer. */
  const bottom = footerTop - layout.gap / 2;
  let y = layout.margin;

  /** Writes `text` at the current line, `width` wide unless told, and moves below it. */
  const write = (
    text: string,
    { font = 'Helvetica', fontSize = layout.body, x = left, w = width, align = 'left' }: WriteOptions = {},
  ) => {
    const shown = winAnsi(text);
    doc.font(font).fontSize(fontSize);
    const height = doc.heightOfString(shown, { width: w, lineGap: 0 });
    doc.text(shown, x, y, { width: w, align, lineGap: 0 });
    y += height;
  };
  const rule = () => {
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .stroke('black');
  };

  // The store: who it is from and where a return goes.
  write(store.name, { font: 'Helvetica-Bold', fontSize: layout.title });
  for (const line of store.address) write(line, { fontSize: layout.small });
  y += layout.gap / 2;
  rule();
  y += layout.gap / 2;

  // The order, and its number as a barcode a courier or a packer can scan.
  write(`Order ${order.orderNumber}`, { font: 'Helvetica-Bold', fontSize: layout.title });
  write(`Placed ${placedDate.format(new Date(order.placedAt))}`, { fontSize: layout.small });
  if (canEncodeCode128(order.orderNumber)) {
    y += layout.gap / 2;
    const { bars, width: modules } = code128Bars(order.orderNumber);
    const moduleWidth = Math.min(layout.moduleMax, width / (modules + 2 * code128QuietZone));
    const x0 = left + code128QuietZone * moduleWidth;
    for (const bar of bars) doc.rect(x0 + bar.x * moduleWidth, y, bar.width * moduleWidth, layout.barHeight);
    doc.fill('black');
    y += layout.barHeight + layout.small * 0.3;
    write(order.orderNumber, {
      font: 'Courier',
      fontSize: layout.small,
      x: x0,
      w: modules * moduleWidth,
      align: 'center',
    });
  }
  y += layout.gap / 2;
  rule();
  y += layout.gap / 2;

  // Who it goes to.
  write('Ship to', { font: 'Helvetica-Bold', fontSize: layout.small });
  write(order.buyer.name, { font: 'Helvetica-Bold' });
  write(order.buyer.phone);
  for (const line of shippingLines(order)) write(line);
  y += layout.gap;

  // The lines: item (name, variant under it), SKU, quantity.
  const quantityWidth = layout.body * 3.5;
  const skuWidth = (width - quantityWidth) * 0.36;
  const itemWidth = width - quantityWidth - skuWidth - layout.gap;
  const skuX = left + itemWidth + layout.gap / 2;
  const quantityX = left + width - quantityWidth;
  const cellPadding = layout.body * 0.3;

  const tableHeader = () => {
    const top = y;
    write('Item', { font: 'Helvetica-Bold', fontSize: layout.small, w: itemWidth });
    y = top;
    write('SKU', { font: 'Helvetica-Bold', fontSize: layout.small, x: skuX, w: skuWidth });
    y = top;
    write('Qty', {
      font: 'Helvetica-Bold',
      fontSize: layout.small,
      x: quantityX,
      w: quantityWidth,
      align: 'right',
    });
    y += cellPadding;
    rule();
  };
  const heightOf = (text: string, font: string, fontSize: number, w: number) =>
    doc.font(font).fontSize(fontSize).heightOfString(winAnsi(text), { width: w, lineGap: 0 });

  /** The item count under the table: it stays on the page of the last row, never alone on one of its own. */
  const countHeight = cellPadding + doc.font('Helvetica-Bold').fontSize(layout.body).currentLineHeight();
  tableHeader();
  for (const [index, line] of order.lines.entries()) {
    const sku = line.sku ?? '—';
    const itemHeight =
      heightOf(line.productName, 'Helvetica-Bold', layout.body, itemWidth) +
      (line.variantName ? heightOf(line.variantName, 'Helvetica', layout.small, itemWidth) : 0);
    const rowHeight =
      Math.max(itemHeight, heightOf(sku, 'Helvetica', layout.body, skuWidth)) + 2 * cellPadding;
    const needed = rowHeight + (index === order.lines.length - 1 ? countHeight : 0);
    if (y + needed > bottom) {
      doc.addPage();
      y = layout.margin;
      write(`Order ${order.orderNumber} (continued)`, { font: 'Helvetica-Bold', fontSize: layout.body });
      y += layout.gap / 2;
      tableHeader();
    }
    const top = y + cellPadding;
    y = top;
    write(line.productName, { font: 'Helvetica-Bold', w: itemWidth });
    if (line.variantName) write(line.variantName, { fontSize: layout.small, w: itemWidth });
    y = top;
    write(sku, { x: skuX, w: skuWidth });
    y = top;
    write(String(line.quantity), { font: 'Helvetica-Bold', x: quantityX, w: quantityWidth, align: 'right' });
    y = top - cellPadding + rowHeight;
    rule();
  }
  const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  y += cellPadding;
  write(`${items} ${items === 1 ? 'item' : 'items'}`, { font: 'Helvetica-Bold', align: 'right' });

  // Every page says which order and which page it is, so loose pages find their parcel.
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    // pdfkit moves text whose line reaches the bottom margin to a new page; the footer's last line ends on it.
    doc.page.margins.bottom = 0;
    y = footerTop;
    write(`Order ${order.orderNumber} · page ${page - start + 1} of ${count}`, { fontSize: layout.small });
  }
  doc.end();
  return bytes;
}
