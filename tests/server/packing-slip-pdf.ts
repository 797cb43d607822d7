// Reads back the PDFs the packing slip writes (no PDF library is installed): checks the file's structure
// (header, every cross-reference offset landing on its object, the trailer), then gives each page's size,
// its lines of text (each TJ of pdfkit's standard fonts is one line, WinAnsi in hex) and its filled rectangles.
import { inflateSync } from 'node:zlib';

export type PdfPage = {
  /** Width and height in points. */
  size: [number, number];
  lines: string[];
  /** `x y w h re` in the page's top-down coordinates, as pdfkit draws after its flip. */
  rects: Array<{ x: number; y: number; width: number; height: number }>;
};

/** WinAnsi's 0x80–0x9F, the codes where it differs from Latin-1. */
const winAnsiHigh = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const decodeHex = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((pair) => {
      const code = Number.parseInt(pair, 16);
      return code >= 0x80 && code <= 0x9f ? winAnsiHigh[code - 0x80]! : String.fromCharCode(code);
    })
    .join('');

export function readPdf(bytes: Buffer): PdfPage[] {
  const text = bytes.toString('latin1');
  if (!text.startsWith('%PDF-1.')) throw new Error('no %PDF- header');
  if (!/%%EOF\s*$/.test(text)) throw new Error('no %%EOF at the end');

  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!startxref) throw new Error('no startxref');
  const xref = /^xref\s+0 (\d+)\s+/.exec(text.slice(Number(startxref[1])));
  if (!xref) throw new Error('startxref does not point at the cross-reference table');
  const entries = text
    .slice(Number(startxref[1]) + xref[0].length)
    .split(/\r?\n/)
    .slice(0, Number(xref[1]));
  entries.forEach((entry, id) => {
    const [offset, , kind] = entry.trim().split(' ');
    if (kind === 'n' && !text.startsWith(`${id} 0 obj`, Number(offset)))
      throw new Error(`object ${id} is not at its cross-reference offset ${offset}`);
  });
  const root = /trailer\s*<<[\s\S]*?\/Root (\d+) 0 R/.exec(text);
  if (!root) throw new Error('no trailer naming the document catalog');

  const objects = new Map<number, { dictionary: string; stream: Buffer | null }>();
  const objectPattern = /(\d+) 0 obj\s*(<<[\s\S]*?>>)\s*(stream\r?\n)?/g;
  for (let match = objectPattern.exec(text); match; match = objectPattern.exec(text)) {
    const [whole, id, dictionary, streamStart] = match;
    let stream: Buffer | null = null;
    if (streamStart) {
      const start = match.index + whole.length;
      const length = Number(/\/Length (\d+)/.exec(dictionary!)?.[1]);
      const raw = bytes.subarray(start, start + length);
      stream = dictionary!.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(id), { dictionary: dictionary!, stream });
  }
  const reference = (dictionary: string, key: string) => {
    const id = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1];
    const object = id === undefined ? undefined : objects.get(Number(id));
    if (!object) throw new Error(`/${key} names no object`);
    return object;
  };

  const pages = reference(objects.get(Number(root[1]))!.dictionary, 'Pages');
  const kids = /\/Kids \[([^\]]*)\]/.exec(pages.dictionary)?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].map(([, id]) => {
    const page = objects.get(Number(id))!;
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(page.dictionary);
    if (!box) throw new Error(`page ${id} has no MediaBox`);
    const content = reference(page.dictionary, 'Contents').stream?.toString('latin1') ?? '';
    const lines = [...content.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\] TJ/g)].map(([, array]) =>
      [...array!.matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => decodeHex(hex!)).join(''),
    );
    const rects = [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map(
      ([, x, y, width, height]) => ({
        x: Number(x),
        y: Number(y),
        width: Number(width),
        height: Number(height),
      }),
    );
    return { size: [Number(box[1]), Number(box[2])] as [number, number], lines, rects };
  });
}
