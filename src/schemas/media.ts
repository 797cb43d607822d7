// The public pictures' URLs at spec §9's widths, for `srcset`/`sizes` in the views and for the server.
import { z } from 'zod';
import { text } from './text.ts';
import { imageWidths } from './products.ts';

/** A picture's URL at one of the widths the media path serves. */
export const imageSrc = (url: string, width: (typeof imageWidths)[number]) => `${url}?w=${width}`;

/** Every width the media path serves, as a `srcset`: "url?w=640 640w, url?w=750 750w, …". */
export const imageSrcSet = (url: string) =>
  imageWidths.map((width) => `${imageSrc(url, width)} ${width}w`).join(', ');

const widthMessage = `w must be one of ${imageWidths.join(', ')}`;

/** GET /media/products/:key: a storage key (random UUID); `w`, when given, one of the widths above. */
export const mediaImageParamsSchema = z.object({
  key: text({
    label: 'key',
    max: 36,
    error: 'Not an image key',
    tooLong: 'Not an image key',
    notAllowed: 'Not an image key',
  }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { error: 'Not an image key' }),
});
export const mediaImageQuerySchema = z.object({
  w: z.coerce
    .number({ error: widthMessage })
    .pipe(z.literal(imageWidths, { error: widthMessage }))
    .optional(),
});
