// The words an offline background prompt is made of, shared with the offline backdrops (decision 046/047):
// the writer names a surface, up to two colours and a light; the backdrops read the same words back, so a
// prompt the writer suggests (or a seller types with these words) draws what it says.

export const backdropSurfaces = [
  'studio',
  'gradient',
  'wood',
  'marble',
  'linen',
  'tropical leaves',
  'beach',
] as const;
export type BackdropSurface = (typeof backdropSurfaces)[number];

/** Colour names and the sRGB both sides draw them with; longer names are matched first ("sky blue"). */
export const backdropColours = {
  white: '#f4f4f1',
  cream: '#f3ead8',
  beige: '#e3d3b8',
  sand: '#d9c29a',
  grey: '#a3a7ab',
  charcoal: '#3b3e43',
  black: '#1c1c1e',
  navy: '#23324f',
  blue: '#4371b0',
  'sky blue': '#a9cbe8',
  teal: '#2f8a8a',
  sage: '#a9b89b',
  green: '#4f8a55',
  olive: '#7d7a45',
  yellow: '#f1d36b',
  mustard: '#c9a13a',
  orange: '#e58a3c',
  peach: '#f4c7a1',
  coral: '#e9806b',
  terracotta: '#b4613f',
  red: '#b23b3b',
  pink: '#e9b4c1',
  blush: '#f2d8d4',
  lavender: '#c9bbe0',
  purple: '#6d4e8b',
  brown: '#7a5538',
} as const satisfies Record<string, `#${string}`>;
export type BackdropColour = keyof typeof backdropColours;

export const backdropLights = ['soft light', 'warm light', 'cool light'] as const;
export type BackdropLight = (typeof backdropLights)[number];
