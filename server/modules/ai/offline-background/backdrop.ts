// The backdrops, painted pixel by pixel from a prompt's reading (decision 046): nothing is downloaded or
// shipped. They are painted at most `paintSideMax` on the longer side and enlarged by sharp, which reads as
// a background slightly out of focus behind a sharp product. Pure arithmetic, so it runs in the worker.
import { type Backdrop, type Rgb, type Scene, shade } from './prompt.ts';

export const paintSideMax = 768;

type Colour = [number, number, number];
/** A scene's colour at (x, y): both in units of the picture's longer side, so textures keep their shape. */
type Painter = (x: number, y: number) => Colour;
type Frame = { width: number; height: number; random: () => number; noise: Noise };

/** Mulberry32: a small seeded generator, so a prompt always paints the same backdrop. */
const generator = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

type Noise = { value(x: number, y: number): number; fbm(x: number, y: number, octaves?: number): number };

/** Value noise on a seeded lattice (0 to 1), and its fractal sum. */
function createNoise(random: () => number): Noise {
  const size = 256;
  const lattice = Float32Array.from({ length: size * size }, random);
  const at = (x: number, y: number) => lattice[(y & (size - 1)) * size + (x & (size - 1))]!;
  const fade = (t: number) => t * t * (3 - 2 * t);
  const value = (x: number, y: number) => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const tx = fade(x - x0);
    const ty = fade(y - y0);
    const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * tx;
    const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * tx;
    return top + (bottom - top) * ty;
  };
  const fbm = (x: number, y: number, octaves = 4) => {
    let sum = 0;
    let amplitude = 0.5;
    let total = 0;
    for (let octave = 0; octave < octaves; octave += 1) {
      sum += value(x * 2 ** octave + octave * 17.3, y * 2 ** octave) * amplitude;
      total += amplitude;
      amplitude /= 2;
    }
    return sum / total;
  };
  return { value, fbm };
}

const mix = (a: Rgb, b: Rgb, t: number): Colour => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const scale = (c: Rgb, factor: number): Colour => [c[0] * factor, c[1] * factor, c[2] * factor];
const smoothstep = (from: number, to: number, t: number) => {
  const x = Math.min(1, Math.max(0, (t - from) / (to - from)));
  return x * x * (3 - 2 * x);
};
const luminance = (c: Rgb) => 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
const between = (random: () => number, low: number, high: number) => low + (high - low) * random();

const studio = (colours: Rgb[], frame: Frame): Painter => {
  const wall = colours[0] ?? [236, 234, 230];
  // A second colour is the accent: the floor leans to it.
  const floor = shade(colours[1] ? mix(wall, colours[1], 0.45) : wall, -0.1);
  const horizon = 0.62 * (frame.height / Math.max(frame.width, frame.height));
  const cx = 0.5 * (frame.width / Math.max(frame.width, frame.height));
  return (x, y) => {
    const base = mix(wall, floor, smoothstep(horizon - 0.14, horizon + 0.12, y));
    // The key light's glow on the sweep, toward white so a white studio is not burnt out.
    const glow = 0.3 * (1 - smoothstep(0, 0.75, Math.hypot(x - cx, y - horizon * 0.7)));
    return scale(mix(base, [252, 251, 249], glow), 0.985 + 0.03 * frame.noise.fbm(x * 6, y * 6, 3));
  };
};

const gradient = (colours: Rgb[], frame: Frame): Painter => {
  const from = colours[0] ?? [246, 206, 186];
  const to = colours[1] ?? shade(from, luminance(from) > 170 ? -0.3 : 0.55);
  const angle = between(frame.random, 0.2, 1.3);
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  return (x, y) => mix(from, to, smoothstep(-0.1, 1.2, x * dx + y * dy));
};

const wood = (colours: Rgb[], frame: Frame): Painter => {
  const tone = colours[0] ?? [172, 118, 74];
  const dark = shade(tone, -0.35);
  const plank = between(frame.random, 0.13, 0.2);
  const offsets = Array.from({ length: 64 }, () => [frame.random() * 50, 0.9 + frame.random() * 0.2]);
  return (x, y) => {
    const index = Math.floor(y / plank);
    const [offset, tint] = offsets[index & 63]!;
    const within = y / plank - index;
    const warp = frame.noise.fbm(x * 1.6 + offset!, y * 5, 4) * 6;
    const rings = 0.5 + 0.5 * Math.sin((y * 70 + warp) * Math.PI);
    const fibre = frame.noise.fbm(x * 12 + offset!, y * 160, 2);
    const base = mix(tone, dark, 0.28 * rings ** 3 + 0.3 * fibre);
    const seam = 1 - 0.45 * (1 - smoothstep(0, 0.035, Math.min(within, 1 - within)));
    return scale(base, tint! * seam);
  };
};

const marble = (colours: Rgb[], frame: Frame): Painter => {
  const base = colours[0] ?? [238, 236, 232];
  const vein = colours[1] ?? (luminance(base) > 128 ? [118, 118, 126] : [226, 220, 208]);
  const [ax, ay] = [between(frame.random, 1.2, 2.2), between(frame.random, 0.6, 1.4)];
  return (x, y) => {
    // A few bold veins, warped by turbulence, and many faint ones between them, over a cloudy ground.
    const warp = frame.noise.fbm(x * 2.2, y * 2.2, 5) * 7;
    const bold = Math.abs(Math.sin((x * ax + y * ay) * Math.PI + warp));
    const faint = Math.abs(Math.sin((x * ay - y * ax) * Math.PI * 3 + warp * 1.7));
    const cloud = frame.noise.fbm(x * 4 + 40, y * 4, 4);
    const strength = 0.85 * (1 - bold) ** 24 + 0.3 * (1 - faint) ** 30 + 0.18 * cloud ** 2;
    return mix(scale(base, 0.97 + 0.05 * cloud), vein, Math.min(1, strength));
  };
};

const linen = (colours: Rgb[], frame: Frame): Painter => {
  const base = colours[0] ?? [226, 218, 202];
  const threads = 150;
  return (x, y) => {
    const warpThread = 0.5 + 0.5 * Math.sin((x * threads + frame.noise.value(y * 40, 3) * 2) * Math.PI * 2);
    const weftThread = 0.5 + 0.5 * Math.sin((y * threads + frame.noise.value(x * 40, 9) * 2) * Math.PI * 2);
    const slub = frame.noise.fbm(x * 3, y * 90, 2);
    const fold = frame.noise.fbm(x * 1.5 + 7, y * 1.5, 3);
    return scale(base, 0.9 + 0.05 * warpThread + 0.05 * weftThread + 0.06 * slub + 0.08 * fold - 0.06);
  };
};

type Leaf = {
  x: number;
  y: number;
  cos: number;
  sin: number;
  length: number;
  width: number;
  colour: Rgb;
  /** Its bounding box, to pass over the pixels far from it quickly. */
  box: [number, number, number, number];
};
const greens: Rgb[] = [
  [38, 102, 56],
  [58, 130, 70],
  [30, 84, 50],
  [86, 148, 78],
  [48, 118, 84],
];

const leaves = (colours: Rgb[], frame: Frame): Painter => {
  // The wall takes the first colour named that is not a green ("leaves in green and cream": cream).
  const wall = colours.find(([r, g, b]) => !(g > r + 10 && g > b)) ?? [230, 226, 212];
  const longer = Math.max(frame.width, frame.height);
  const [right, bottom] = [frame.width / longer, frame.height / longer];
  // Leaves reach in from the edges and corners, leaving the middle, where the product stands, open.
  const list: Leaf[] = Array.from({ length: 12 + Math.floor(frame.random() * 6) }, () => {
    const edge = frame.random() * 4;
    const along = frame.random();
    const [x, y] =
      edge < 1
        ? [along * right, -0.02]
        : edge < 2
          ? [right + 0.02, along * bottom]
          : edge < 3
            ? [-0.02, along * bottom]
            : [along * right, bottom + 0.02];
    const inward = Math.atan2(bottom / 2 - y, right / 2 - x) + between(frame.random, -0.7, 0.7);
    const length = between(frame.random, 0.22, 0.42);
    const width = length * between(frame.random, 0.2, 0.32);
    const [tipX, tipY] = [x + Math.cos(inward) * length, y + Math.sin(inward) * length];
    return {
      x,
      y,
      cos: Math.cos(inward),
      sin: Math.sin(inward),
      length,
      width,
      box: [
        Math.min(x, tipX) - width,
        Math.min(y, tipY) - width,
        Math.max(x, tipX) + width,
        Math.max(y, tipY) + width,
      ],
      colour: shade(greens[Math.floor(frame.random() * greens.length)]!, between(frame.random, -0.15, 0.1)),
    };
  });
  /** The topmost leaf over (x, y): its colour, shaded by the midrib and the side veins. */
  const leafAt = (x: number, y: number): Colour | null => {
    for (let index = list.length - 1; index >= 0; index -= 1) {
      const leaf = list[index]!;
      if (x < leaf.box[0] || y < leaf.box[1] || x > leaf.box[2] || y > leaf.box[3]) continue;
      const along = (x - leaf.x) * leaf.cos + (y - leaf.y) * leaf.sin;
      if (along <= 0 || along >= leaf.length) continue;
      const across = -(x - leaf.x) * leaf.sin + (y - leaf.y) * leaf.cos;
      const half = leaf.width * Math.sin((Math.PI * along) / leaf.length) ** 0.7;
      if (Math.abs(across) >= half) continue;
      const side = Math.abs(across) / half;
      const veins = 0.5 + 0.5 * Math.sin((along * 60 - side * 6) * Math.PI);
      const rib = 1 - smoothstep(0, 0.06, side);
      return scale(leaf.colour, 0.82 + 0.22 * (1 - side) + 0.06 * veins + 0.25 * rib);
    }
    return null;
  };
  return (x, y) => {
    const leaf = leafAt(x, y);
    if (leaf) return leaf;
    const shadowed = leafAt(x - 0.012, y - 0.02) !== null;
    return scale(wall, (shadowed ? 0.82 : 1) * (0.97 + 0.05 * frame.noise.fbm(x * 4, y * 4, 3)));
  };
};

const beach = (colours: Rgb[], frame: Frame): Painter => {
  const skyTop: Rgb = colours[0] ? mix([112, 176, 228], colours[0], 0.6) : [112, 176, 228];
  const skyLow: Rgb = [212, 230, 240];
  const sea: Rgb = [34, 138, 164];
  const shallow: Rgb = [96, 200, 198];
  const sand: Rgb = [228, 206, 170];
  const bottom = frame.height / Math.max(frame.width, frame.height);
  const horizon = bottom * 0.4;
  return (x, y) => {
    const shore = bottom * 0.55 + 0.02 * frame.noise.fbm(x * 5, 3, 3);
    if (y < horizon) return mix(skyTop, skyLow, smoothstep(0, horizon, y));
    if (y < shore) {
      const depth = (y - horizon) / (shore - horizon);
      const ripple = frame.noise.fbm(x * 8, y * 90, 3);
      const water = scale(mix(sea, shallow, depth), 0.92 + 0.16 * ripple);
      return mix(water, [250, 250, 246], smoothstep(0.86, 1, depth) * 0.85);
    }
    const wet = 1 - smoothstep(0, 0.05, y - shore);
    const grain = frame.noise.fbm(x * 90, y * 90, 2);
    return scale(sand, (1 - 0.16 * wet) * (0.93 + 0.12 * grain));
  };
};

type Light = { x: number; y: number; radius: number; colour: Rgb; strength: number };

const bokeh = (colours: Rgb[], frame: Frame): Painter => {
  const palette: Rgb[] =
    colours.length > 0
      ? colours
      : [
          [255, 204, 128],
          [255, 172, 96],
          [255, 232, 178],
        ];
  const base = shade(palette[0]!, -0.84);
  const longer = Math.max(frame.width, frame.height);
  const lights: Light[] = Array.from({ length: 36 }, () => ({
    x: frame.random() * (frame.width / longer),
    y: frame.random() ** 1.4 * (frame.height / longer),
    radius: between(frame.random, 0.02, 0.075),
    colour: palette[Math.floor(frame.random() * palette.length)]!,
    strength: between(frame.random, 0.25, 0.6),
  }));
  return (x, y) => {
    let colour = mix(shade(base, 0.12), base, smoothstep(0, 0.8, y));
    for (const light of lights) {
      if (Math.abs(x - light.x) > light.radius || Math.abs(y - light.y) > light.radius) continue;
      const distance = Math.hypot(x - light.x, y - light.y) / light.radius;
      if (distance < 1)
        colour = mix(colour, light.colour, light.strength * (1 - smoothstep(0.82, 1, distance)));
    }
    return colour;
  };
};

const concrete = (colours: Rgb[], frame: Frame): Painter => {
  const base = colours[0] ?? [162, 160, 156];
  return (x, y) => {
    const cloud = frame.noise.fbm(x * 4, y * 4, 5);
    const fine = frame.noise.fbm(x * 60, y * 60, 2);
    const pit = frame.noise.value(x * 220, y * 220) > 0.93 ? 0.8 : 1;
    return scale(base, (0.86 + 0.22 * cloud + 0.08 * fine) * pit);
  };
};

const scenes: Record<Scene, (colours: Rgb[], frame: Frame) => Painter> = {
  studio,
  gradient,
  wood,
  marble,
  linen,
  leaves,
  beach,
  bokeh,
  concrete,
};

/** The size to paint a `width` × `height` backdrop at before sharp enlarges it. */
export const paintSize = (width: number, height: number) => {
  const factor = Math.min(1, paintSideMax / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
};

/** The backdrop as packed RGB, `width` × `height`, with the prompt's light and a soft vignette. */
export function paintBackdrop(
  backdrop: Backdrop,
  width: number,
  height: number,
): Uint8ClampedArray<ArrayBuffer> {
  const random = generator(backdrop.seed);
  const frame: Frame = { width, height, random, noise: createNoise(random) };
  const painter = scenes[backdrop.scene](backdrop.colours, frame);
  const { brightness, warmth, saturation } = backdrop.light;
  const longer = Math.max(width, height);
  const [cx, cy] = [width / longer / 2, height / longer / 2];
  const reach = Math.hypot(cx, cy);
  // Clamped: a channel pushed past 255 by the light stays white instead of wrapping round.
  const pixels = new Uint8ClampedArray(width * height * 3);
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const x = column / longer;
      const y = row / longer;
      const [r, g, b] = painter(x, y);
      const grey = 0.299 * r + 0.587 * g + 0.114 * b;
      const vignette = brightness * (1 - 0.16 * smoothstep(0.45, 1.05, Math.hypot(x - cx, y - cy) / reach));
      // A little noise breaks the bands an 8-bit gradient would show once enlarged.
      const dither = random() - 0.5;
      const at = (row * width + column) * 3;
      pixels[at] = (grey + (r - grey) * saturation + 255 * warmth * 0.5) * vignette + dither;
      pixels[at + 1] = (grey + (g - grey) * saturation + 255 * warmth * 0.12) * vignette + dither;
      pixels[at + 2] = (grey + (b - grey) * saturation - 255 * warmth * 0.5) * vignette + dither;
    }
  }
  return pixels;
}
