// The public pictures' URLs at spec §9's widths, for `srcset`/`sizes` in the views and for the server.
import { imageWidths } from './products.ts';

/** A picture's URL at one of the widths the media path serves. */
export const imageSrc = (url: string, width: (typeof imageWidths)[number]) => `${url}?w=${width}`;

/** Every width the media path serves, as a `srcset`: "url?w=640 640w, url?w=750 750w, …". */
export const imageSrcSet = (url: string) =>
  imageWidths.map((width) => `${imageSrc(url, width)} ${width}w`).join(', ');
