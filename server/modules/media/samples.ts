// Real-looking product pictures for the demo and the tests: a studio backdrop, a product with its shading
// and shadow, a label, and a little sensor grain, drawn with sharp. The same seed gives the same bytes.
import sharp from 'sharp';

export type SampleImageOptions = {
  seed: number;
  /** Printed on the product (a name, a size); none by default. */
  label?: string;
  width?: number;
  height?: number;
};

/** A small, fast, seeded generator (mulberry32): the picture depends on the seed alone. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue)}, ${Math.round(saturation)}%, ${Math.round(lightness)}%)`;

/** Product silhouettes on a 100 × 100 box, centred at the bottom: a tote, a bottle, a box, a mug, a jar. */
const silhouettes = [
  'M18 38 H82 L76 96 H24 Z M34 38 C34 14 66 14 66 38 H60 C60 22 40 22 40 38 Z',
  'M42 4 H58 V18 C58 26 72 28 72 42 V92 C72 96 68 98 64 98 H36 C32 98 28 96 28 92 V42 C28 28 42 26 42 18 Z',
  'M16 32 L50 18 L84 32 V86 L50 98 L16 86 Z',
  'M20 30 H70 V88 C70 94 66 98 60 98 H30 C24 98 20 94 20 88 Z M70 42 C90 42 90 74 70 74 V66 C80 66 80 50 70 50 Z',
  'M26 22 H74 V30 C80 32 82 38 82 44 V90 C82 95 78 98 73 98 H27 C22 98 18 95 18 90 V44 C18 38 20 32 26 30 Z',
];

/** A product picture (JPEG) for the demo and the tests; deterministic by `seed`. */
export async function sampleProductImage({
  seed,
  label,
  width = 1200,
  height = 1200,
}: SampleImageOptions): Promise<Buffer> {
  const next = random(seed);
  const hue = next() * 360;
  const accent = (hue + 90 + next() * 180) % 360;
  const shape = silhouettes[Math.floor(next() * silhouettes.length)]!;
  const size = Math.min(width, height) * (0.55 + next() * 0.15);
  const x = (width - size) / 2 + (next() - 0.5) * width * 0.1;
  const y = height * 0.9 - size;
  // A sticker across the product's middle, the label on it in the product's colour.
  const fontSize = label ? Math.min(8, 64 / label.length) : 0;
  const stickerWidth = label ? Math.min(56, label.length * fontSize * 0.66 + 8) : 0;
  const sticker = label
    ? `<rect x="${50 - stickerWidth / 2}" y="${62 - fontSize}" width="${stickerWidth}" height="${fontSize * 1.7}"
        rx="1.5" fill="${hsl(accent, 30, 97)}" fill-opacity="0.92"/>
      <text x="50" y="${62 + fontSize * 0.2}" text-anchor="middle" font-family="DejaVu Sans, sans-serif"
        font-weight="bold" font-size="${fontSize}" fill="${hsl(accent, 60, 25)}">${escapeXml(label)}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <radialGradient id="backdrop" cx="50%" cy="35%" r="80%">
        <stop offset="0" stop-color="${hsl(hue, 25, 97)}"/>
        <stop offset="1" stop-color="${hsl(hue, 20, 78)}"/>
      </radialGradient>
      <linearGradient id="body" x1="0" y1="0" x2="1" y2="0.3">
        <stop offset="0" stop-color="${hsl(accent, 55, 62)}"/>
        <stop offset="0.45" stop-color="${hsl(accent, 60, 48)}"/>
        <stop offset="1" stop-color="${hsl(accent, 65, 28)}"/>
      </linearGradient>
      <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.35"/>
        <stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#backdrop)"/>
    <ellipse cx="${x + size / 2}" cy="${y + size * 0.98}" rx="${size * 0.5}" ry="${size * 0.07}" fill="url(#shadow)"/>
    <g transform="translate(${x} ${y}) scale(${size / 100})">
      <path d="${shape}" fill="url(#body)" fill-rule="evenodd"/>
      <path d="${shape}" fill="none" stroke="${hsl(accent, 60, 20)}" stroke-opacity="0.35" stroke-width="0.6"/>
      ${sticker}
    </g>
  </svg>`;
  // Grain, as a camera's sensor adds it: photographs compress like photographs, not like flat drawings.
  const grain = Buffer.alloc(width * height);
  for (let index = 0; index < grain.length; index += 1) grain[index] = 118 + Math.floor(next() * 20);
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, raw: { width, height, channels: 1 }, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
