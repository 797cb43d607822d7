// What the offline background maker understands of a prompt (decision 046): one scene, the colours named
// (English, and the everyday Filipino words), and the light. Words it does not know are ignored, so any
// prompt makes a backdrop, and the same prompt always makes the same one. The offline writer suggests
// prompts in these words (decision 047), whose colours it shares.
import { backdropColours } from '../offline-writer/vocabulary.ts';

/**
 * Each scene with its names and its hints. A name ("marble") outranks a hint ("kitchen", "plain"): the
 * first name in the prompt chooses the scene, else the first hint, else the studio.
 */
export const sceneWords = {
  studio: {
    names: ['studio', 'seamless', 'sweep', 'infinity'],
    hints: ['plain', 'minimal', 'minimalist', 'clean', 'simple', 'solid'],
  },
  gradient: { names: ['gradient', 'ombre', 'ombré', 'duotone'], hints: ['fade'] },
  wood: {
    names: ['wood', 'wooden', 'oak', 'walnut', 'teak', 'narra', 'acacia', 'plank', 'planks'],
    hints: ['rustic', 'tabletop', 'table', 'desk', 'cafe', 'café'],
  },
  marble: {
    names: ['marble', 'granite', 'stone', 'quartz', 'countertop'],
    hints: ['counter', 'kitchen', 'bathroom', 'luxury', 'elegant'],
  },
  linen: {
    names: [
      'linen',
      'fabric',
      'cloth',
      'cotton',
      'canvas',
      'textile',
      'tablecloth',
      'burlap',
      'jute',
      'banig',
    ],
    hints: ['sheet', 'sheets', 'bedroom', 'knit', 'woven'],
  },
  leaves: {
    names: ['leaves', 'leaf', 'tropical', 'palm', 'palms', 'monstera', 'jungle', 'foliage', 'botanical'],
    hints: ['plants', 'plant', 'garden', 'nature', 'outdoor', 'outdoors', 'banana'],
  },
  beach: {
    names: ['beach', 'sea', 'ocean', 'shore', 'seaside', 'coast', 'dagat'],
    hints: ['sandy', 'island', 'summer', 'tropics', 'boracay', 'palawan', 'siargao'],
  },
  bokeh: {
    names: ['bokeh', 'lights', 'sparkle', 'sparkles', 'glitter'],
    hints: ['festive', 'christmas', 'holiday', 'holidays', 'party', 'parol', 'celebration', 'night'],
  },
  concrete: {
    names: ['concrete', 'cement', 'slate'],
    hints: ['industrial', 'urban', 'loft'],
  },
} as const satisfies Record<string, { names: readonly string[]; hints: readonly string[] }>;

export type Scene = keyof typeof sceneWords;

export type Rgb = readonly [number, number, number];

const rgb = (hex: string): Rgb => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/** The colours the offline writer names, in its sRGB, and more a seller may type. */
const english: Readonly<Record<string, Rgb>> = {
  ...Object.fromEntries(Object.entries(backdropColours).map(([name, hex]) => [name, rgb(hex)])),
  gray: rgb(backdropColours.grey),
  ivory: [240, 234, 218],
  tan: [205, 170, 125],
  chocolate: [92, 58, 38],
  coffee: [111, 78, 55],
  caramel: [190, 128, 70],
  silver: [192, 194, 198],
  maroon: [118, 32, 42],
  burgundy: [112, 30, 48],
  rose: [214, 120, 140],
  gold: [212, 170, 80],
  golden: [212, 170, 80],
  mint: [176, 226, 200],
  emerald: [30, 130, 90],
  turquoise: [64, 200, 196],
  aqua: [110, 210, 220],
  cobalt: [0, 71, 171],
  lilac: [200, 170, 220],
  violet: [128, 80, 190],
};

/** Everyday Filipino colour words, as sellers write them in Taglish prompts. */
const filipino: Readonly<Record<string, string>> = {
  puti: 'white',
  itim: 'black',
  pula: 'red',
  asul: 'blue',
  berde: 'green',
  dilaw: 'yellow',
  rosas: 'pink',
  lila: 'lilac',
  kahel: 'orange',
  kayumanggi: 'brown',
  tsokolate: 'chocolate',
  kape: 'coffee',
  ginto: 'gold',
};

export const colourWords: Readonly<Record<string, Rgb>> = {
  ...english,
  ...Object.fromEntries(Object.entries(filipino).map(([word, name]) => [word, english[name]!])),
};

export type Light = {
  /** 1 is as the scene is; less is darker, more lighter. */
  brightness: number;
  /** Positive warms (golden), negative cools (blue). */
  warmth: number;
  /** 1 keeps the colours; less washes them out (pastel). */
  saturation: number;
};

const lightWords: Readonly<Record<string, Partial<Light>>> = {
  dark: { brightness: 0.75 },
  moody: { brightness: 0.8, saturation: 0.85 },
  dramatic: { brightness: 0.7 },
  bright: { brightness: 1.12 },
  airy: { brightness: 1.12, saturation: 0.85 },
  soft: { saturation: 0.9 },
  pastel: { brightness: 1.12, saturation: 0.6 },
  muted: { saturation: 0.65 },
  vibrant: { saturation: 1.3 },
  bold: { saturation: 1.25 },
  warm: { warmth: 0.12 },
  sunlit: { warmth: 0.1, brightness: 1.08 },
  sunny: { warmth: 0.1, brightness: 1.08 },
  sunset: { warmth: 0.18 },
  cool: { warmth: -0.1 },
  cold: { warmth: -0.14 },
};

/** Words that make the colour after them lighter or deeper ("light blue", "deep green"). */
const shadeWords: Readonly<Record<string, number>> = {
  light: 0.45,
  pale: 0.55,
  baby: 0.5,
  pastel: 0.55,
  dark: -0.45,
  deep: -0.4,
};

export type Backdrop = {
  scene: Scene;
  /** The colours named, in the prompt's order (shades applied). */
  colours: Rgb[];
  light: Light;
  /** Picks the scene's free choices (plank widths, leaves, lights), so different prompts differ. */
  seed: number;
};

/** A colour word, also with Tagalog's linking "-ng" ("puting linen", "pulang background"). */
const colourOf = (word: string): Rgb | undefined =>
  colourWords[word] ?? (word.endsWith('ng') ? colourWords[word.slice(0, -2)] : undefined);

/** Plain hue words, which after another colour word only say what kind it is ("navy blue"). */
const hues = new Set([
  'blue',
  'green',
  'red',
  'pink',
  'yellow',
  'purple',
  'orange',
  'brown',
  'gold',
  'grey',
  'gray',
]);

const words = (prompt: string) =>
  prompt
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Mixes `colour` toward white (amount > 0) or black (amount < 0). */
export const shade = (colour: Rgb, amount: number): Rgb =>
  colour.map((channel) =>
    Math.round(amount >= 0 ? channel + (255 - channel) * amount : channel * (1 + amount)),
  ) as unknown as Rgb;

/** FNV-1a: a stable seed from the prompt's text. */
const hash = (text: string) => {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return value;
};

const sceneFor = (list: string[], kind: 'names' | 'hints') =>
  list
    .map((word) =>
      (Object.keys(sceneWords) as Scene[]).find((scene) =>
        (sceneWords[scene][kind] as readonly string[]).includes(word),
      ),
    )
    .find((scene) => scene !== undefined);

export function readPrompt(prompt: string): Backdrop {
  const list = words(prompt);
  const scene = sceneFor(list, 'names') ?? sceneFor(list, 'hints') ?? 'studio';
  const colours: Rgb[] = [];
  const light: Light = { brightness: 1, warmth: 0, saturation: 1 };
  /** Each light word counts once ("soft light, a soft shadow"). */
  const lit = new Set<string>();
  for (let index = 0; index < list.length; index += 1) {
    const word = list[index]!;
    const before = list[index - 1];
    const next = list[index + 1];
    // Two-word names first ("sky blue"), then one word; a shade word before it lightens or deepens it.
    const pair = next === undefined ? undefined : colourWords[`${word} ${next}`];
    const colour = pair ?? colourOf(word);
    if (colour) {
      const amount = before === undefined ? undefined : shadeWords[before];
      colours.push(amount === undefined ? colour : shade(colour, amount));
      // "navy blue", "rose gold", "sage green": the first word already named the colour.
      if (pair || (next !== undefined && hues.has(next))) index += 1;
      continue;
    }
    // "light blue" shades the colour after it; "soft light" and "light and airy" do not count here.
    if (shadeWords[word] !== undefined && next !== undefined && colourWords[next]) continue;
    const change = lightWords[word];
    if (!change || lit.has(word)) continue;
    lit.add(word);
    light.brightness *= change.brightness ?? 1;
    light.saturation *= change.saturation ?? 1;
    light.warmth += change.warmth ?? 0;
  }
  // Past these the product would sit in the dark, or on white whatever the scene.
  light.brightness = Math.min(1.25, Math.max(0.55, light.brightness));
  return { scene, colours, light, seed: hash(list.join(' ')) };
}
