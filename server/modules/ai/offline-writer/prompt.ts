// The offline background prompt (decision 047): a surface fit for the category and colours that set off the
// product's own, measured from the photo with sharp. Written in the words the offline backdrops draw
// (vocabulary.ts), so the suggestion, sent as it is, gives the picture it describes.
import sharp from 'sharp';
import { imageWork } from '../../media/images.ts';
import type { SourceImage } from '../provider.ts';
import type { CategoryPath } from './facts.ts';
import {
  backdropColours,
  type BackdropColour,
  type BackdropLight,
  type BackdropSurface,
} from './vocabulary.ts';

type Lab = readonly [number, number, number];

const linear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** CIELAB (D65), where distance is close to how different two colours look. */
function lab(red: number, green: number, blue: number): Lab {
  const [r, g, b] = [linear(red), linear(green), linear(blue)];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

const palette = Object.entries(backdropColours).map(([name, hex]) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return { name: name as BackdropColour, lab: lab(value >> 16, (value >> 8) & 0xff, value & 0xff) };
});

function nearest(colour: Lab): BackdropColour {
  let best = palette[0]!;
  let bestDistance = Infinity;
  for (const entry of palette) {
    const distance =
      (entry.lab[0] - colour[0]) ** 2 + (entry.lab[1] - colour[1]) ** 2 + (entry.lab[2] - colour[2]) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [entry, distance];
  }
  return best.name;
}

const top = (counts: Map<BackdropColour, number>) =>
  [...counts].sort((a, b) => b[1] - a[1]).map(([name, weight]) => ({ name, weight }));

/** The side of the small copy the colours are counted on: enough for a colour's share, cheap to decode. */
const sampleSide = 64;

/**
 * The photo's colours by name: its border's (the background it stands on now) and the product's, counted in
 * the middle with the middle weighing most; a colour the border shares counts for the product only when the
 * middle holds little else (a white mug on a white table).
 */
export async function measureColours(
  image: SourceImage,
): Promise<{ product: BackdropColour; border: BackdropColour }> {
  const { data, info } = await imageWork.run(() =>
    sharp(image.data)
      .resize(sampleSide, sampleSide, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const border = new Map<BackdropColour, number>();
  const middle = new Map<BackdropColour, number>();
  const edge = 0.12;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const at = (y * info.width + x) * 4;
      if (data[at + 3]! < 128) continue;
      const name = nearest(lab(data[at]!, data[at + 1]!, data[at + 2]!));
      const [u, v] = [(x + 0.5) / info.width, (y + 0.5) / info.height];
      if (u < edge || u > 1 - edge || v < edge || v > 1 - edge) border.set(name, (border.get(name) ?? 0) + 1);
      const fromCentre = Math.hypot(u - 0.5, v - 0.5) / Math.SQRT1_2;
      if (fromCentre < 0.6) middle.set(name, (middle.get(name) ?? 0) + (1 - fromCentre));
    }
  }
  const around = top(border)[0]?.name ?? 'white';
  const inside = top(middle);
  const total = inside.reduce((sum, { weight }) => sum + weight, 0);
  const own = inside.find(({ name, weight }) => name !== around && weight >= total * 0.15);
  return { product: own?.name ?? inside[0]?.name ?? around, border: around };
}

/** A main backdrop colour and an accent that set off a product of each colour. */
const setsOff: Record<BackdropColour, readonly [BackdropColour, BackdropColour]> = {
  white: ['sage', 'sand'],
  cream: ['terracotta', 'beige'],
  beige: ['teal', 'cream'],
  sand: ['navy', 'cream'],
  grey: ['blush', 'white'],
  charcoal: ['white', 'beige'],
  black: ['cream', 'sand'],
  navy: ['peach', 'cream'],
  blue: ['sand', 'peach'],
  'sky blue': ['coral', 'cream'],
  teal: ['coral', 'sand'],
  sage: ['blush', 'cream'],
  green: ['blush', 'cream'],
  olive: ['lavender', 'cream'],
  yellow: ['navy', 'grey'],
  mustard: ['navy', 'cream'],
  orange: ['sky blue', 'white'],
  peach: ['teal', 'cream'],
  coral: ['teal', 'white'],
  terracotta: ['sage', 'cream'],
  red: ['sage', 'cream'],
  pink: ['sage', 'white'],
  blush: ['sage', 'white'],
  lavender: ['mustard', 'cream'],
  purple: ['sand', 'cream'],
  brown: ['sky blue', 'cream'],
};

/** Surfaces named by what the title says first, then by the category. */
const surfaceByTitle: readonly [RegExp, BackdropSurface][] = [
  [
    /swim|bikini|rash ?guard|sunglass|sunscreen|sunblock|slippers?|tsinelas|sandals?|beach|surf|snorkel/i,
    'beach',
  ],
  [/plant|coconut|mango|tropical|pineapple|banana|calamansi|buko/i, 'tropical leaves'],
  [/perfume|cologne|serum|\brings?\b|necklace|earrings?|bracelet|watch|jewel|pearl|lipstick/i, 'marble'],
  [
    /coffee|\btea\b|bread|cake|cookie|chocolate|kakanin|ube|dried|jam|honey|sauce|vinegar|bagoong|chopping|ladle/i,
    'wood',
  ],
  [/pillow|bedsheet|blanket|towel|dress|blouse|barong|scarf/i, 'linen'],
];

const surfaceByCategory: Record<string, BackdropSurface> = {
  'Water Sports': 'beach',
  'Camping & Hiking': 'tropical leaves',
  'Pasalubong & Delicacies': 'wood',
  'Food & Beverages': 'wood',
  Kitchenware: 'wood',
  'Bedding & Bath': 'linen',
  'Home Décor': 'linen',
  Handicrafts: 'linen',
  'Health & Beauty': 'marble',
  'Jewelry & Watches': 'marble',
  Shoes: 'gradient',
  Electronics: 'gradient',
  'Sports & Outdoors': 'gradient',
};

export function surfaceFor(title: string, category: CategoryPath | null): BackdropSurface {
  const byTitle = surfaceByTitle.find(([words]) => words.test(title));
  if (byTitle) return byTitle[1];
  return (
    (category && (surfaceByCategory[category.child ?? ''] ?? surfaceByCategory[category.parent])) ?? 'studio'
  );
}

const lightFor = (surface: BackdropSurface): BackdropLight =>
  surface === 'wood' || surface === 'tropical leaves' || surface === 'beach'
    ? 'warm light'
    : surface === 'gradient'
      ? 'cool light'
      : 'soft light';

export function backgroundPromptFor(surface: BackdropSurface, product: BackdropColour): string {
  const [main, accent] = setsOff[product];
  const name = surface.charAt(0).toUpperCase() + surface.slice(1);
  return `${name} backdrop in ${main} and ${accent}, ${lightFor(surface)}, a soft shadow under the product`;
}
