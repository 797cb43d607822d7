// What the offline background maker understands of a prompt (decision 046): one scene, the colours named
// (English, and the everyday Filipino words), and the light. Words it does not know are ignored, so any
// prompt makes a backdrop, and the same prompt always makes the same one. The offline writer suggests
// prompts in these words (decision 047; /work/brief/walks-needed.md "Vocabulary").

/** Each scene with the words that choose it; the first scene named in the prompt wins. */
export const sceneWords = {
  studio: ['studio', 'seamless', 'sweep', 'plain', 'minimal', 'minimalist', 'clean', 'backdrop', 'infinity'],
  gradient: ['gradient', 'ombre', 'ombré', 'fade', 'duotone'],
  wood: [
    'wood',
    'wooden',
    'oak',
    'walnut',
    'teak',
    'narra',
    'acacia',
    'plank',
    'planks',
    'rustic',
    'tabletop',
    'table',
    'desk',
    'cafe',
    'café',
  ],
  marble: [
    'marble',
    'granite',
    'stone',
    'quartz',
    'countertop',
    'counter',
    'kitchen',
    'bathroom',
    'luxury',
    'elegant',
  ],
  linen: [
    'linen',
    'fabric',
    'cloth',
    'cotton',
    'canvas',
    'textile',
    'tablecloth',
    'sheet',
    'bedroom',
    'knit',
    'burlap',
    'jute',
    'banig',
    'woven',
  ],
  leaves: [
    'leaves',
    'leaf',
    'tropical',
    'palm',
    'monstera',
    'jungle',
    'foliage',
    'plants',
    'plant',
    'garden',
    'botanical',
    'nature',
    'outdoor',
    'outdoors',
    'banana',
  ],
  beach: [
    'beach',
    'sand',
    'sandy',
    'sea',
    'ocean',
    'shore',
    'seaside',
    'coast',
    'island',
    'summer',
    'tropics',
    'boracay',
    'palawan',
    'dagat',
  ],
  bokeh: [
    'bokeh',
    'lights',
    'festive',
    'christmas',
    'holiday',
    'party',
    'parol',
    'celebration',
    'glitter',
    'sparkle',
    'night',
  ],
  concrete: ['concrete', 'cement', 'industrial', 'urban', 'slate', 'loft'],
} as const satisfies Record<string, readonly string[]>;

export type Scene = keyof typeof sceneWords;

export type Rgb = readonly [number, number, number];

/** Colour words, with the Filipino ones sellers write in Taglish prompts. */
export const colourWords: Readonly<Record<string, Rgb>> = {
  white: [244, 243, 240],
  puti: [244, 243, 240],
  ivory: [240, 234, 218],
  cream: [238, 228, 205],
  beige: [222, 205, 178],
  tan: [205, 170, 125],
  brown: [128, 86, 56],
  kayumanggi: [128, 86, 56],
  chocolate: [92, 58, 38],
  tsokolate: [92, 58, 38],
  coffee: [111, 78, 55],
  kape: [111, 78, 55],
  caramel: [190, 128, 70],
  terracotta: [196, 110, 80],
  black: [30, 30, 32],
  itim: [30, 30, 32],
  charcoal: [58, 60, 64],
  grey: [150, 150, 152],
  gray: [150, 150, 152],
  silver: [192, 194, 198],
  red: [196, 46, 46],
  pula: [196, 46, 46],
  maroon: [118, 32, 42],
  burgundy: [112, 30, 48],
  pink: [236, 168, 186],
  rosas: [236, 168, 186],
  blush: [240, 200, 200],
  rose: [214, 120, 140],
  coral: [240, 128, 104],
  peach: [246, 190, 160],
  orange: [236, 128, 44],
  kahel: [236, 128, 44],
  yellow: [244, 206, 70],
  dilaw: [244, 206, 70],
  mustard: [206, 160, 44],
  gold: [212, 170, 80],
  golden: [212, 170, 80],
  ginto: [212, 170, 80],
  green: [70, 140, 80],
  berde: [70, 140, 80],
  sage: [160, 180, 150],
  olive: [120, 124, 60],
  mint: [176, 226, 200],
  emerald: [30, 130, 90],
  teal: [30, 128, 128],
  turquoise: [64, 200, 196],
  aqua: [110, 210, 220],
  blue: [60, 110, 200],
  asul: [60, 110, 200],
  navy: [28, 40, 84],
  sky: [150, 196, 236],
  cobalt: [0, 71, 171],
  purple: [120, 70, 160],
  lila: [180, 150, 210],
  lavender: [190, 170, 225],
  lilac: [200, 170, 220],
  violet: [128, 80, 190],
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
  light: { brightness: 1.1 },
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

const sceneOf = (word: string): Scene | undefined =>
  (Object.keys(sceneWords) as Scene[]).find((scene) =>
    (sceneWords[scene] as readonly string[]).includes(word),
  );

export function readPrompt(prompt: string): Backdrop {
  const list = words(prompt);
  const scene = list.map(sceneOf).find((found) => found !== undefined) ?? 'studio';
  const colours: Rgb[] = [];
  const light: Light = { brightness: 1, warmth: 0, saturation: 1 };
  list.forEach((word, index) => {
    const colour = colourWords[word];
    const before = list[index - 1];
    if (colour) {
      // "navy blue", "sky blue", "rose gold": the first word already named the colour.
      if (before !== undefined && colourWords[before] && colours.length > 0) return;
      const amount = before === undefined ? undefined : shadeWords[before];
      colours.push(amount === undefined ? colour : shade(colour, amount));
      return;
    }
    const next = list[index + 1];
    // "light blue" shades the colour; "light and airy" sets the light.
    if (shadeWords[word] !== undefined && next !== undefined && colourWords[next]) return;
    const change = lightWords[word];
    if (!change) return;
    light.brightness *= change.brightness ?? 1;
    light.saturation *= change.saturation ?? 1;
    light.warmth += change.warmth ?? 0;
  });
  // Past these the product would sit in the dark, or on white whatever the scene.
  light.brightness = Math.min(1.25, Math.max(0.55, light.brightness));
  return { scene, colours, light, seed: hash(list.join(' ')) };
}
