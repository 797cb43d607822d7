// The picture put together with sharp: the photo at its own size (its longer side at most 2048 px), the
// product kept pixel for pixel where the model is sure of it, a soft shadow under it, the backdrop behind.
import sharp from 'sharp';
import { imagePixelsMax } from '../../media/images.ts';
import type { MadeImage } from '../provider.ts';
import { type Box, type Cutout, modelSide } from './segmentation.ts';

/** The made picture's longer side at most (a product picture's largest width, spec §9). */
export const madeSideMax = 2048;

/** The photo upright and flattened on white (a transparent PNG's empty parts read as white), packed RGB. */
export type Photo = { rgb: Buffer; width: number; height: number };

const raw = (width: number, height: number, channels: 1 | 3 | 4) => ({ raw: { width, height, channels } });

export async function readPhoto(data: Buffer): Promise<Photo> {
  const { data: rgb, info } = await sharp(data, { limitInputPixels: imagePixelsMax })
    .rotate()
    .resize({ width: madeSideMax, height: madeSideMax, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb, width: info.width, height: info.height };
}

/** The photo stretched to the model's square, as the model was trained; a copy of its own, to transfer. */
export const modelInput = async (photo: Photo): Promise<Uint8Array<ArrayBuffer>> =>
  new Uint8Array(
    await sharp(photo.rgb, raw(photo.width, photo.height, 3))
      .resize(modelSide, modelSide, { fit: 'fill' })
      .raw()
      .toBuffer(),
  );

/** A contact shadow: a dark, soft ellipse where the product meets the surface it stands on. */
const contactShadow = (box: Box, width: number, height: number) => {
  const [sx, sy] = [width / modelSide, height / modelSide];
  const rx = ((box.right - box.left + 1) / 2) * sx * 0.92;
  // Flat enough to read as the ground, never a line under a wide flat lay.
  const ry = Math.max(3, (box.bottom - box.top + 1) * sy * 0.045, rx * 0.08);
  const cx = ((box.left + box.right + 1) / 2) * sx;
  const cy = (box.bottom + 1) * sy - ry * 0.35;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><radialGradient id="shadow">' +
      '<stop offset="0" stop-color="#141210" stop-opacity="0.5"/>' +
      '<stop offset="0.6" stop-color="#141210" stop-opacity="0.22"/>' +
      '<stop offset="1" stop-color="#141210" stop-opacity="0"/>' +
      `</radialGradient></defs><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/></svg>`,
  );
};

export async function compose(
  photo: Photo,
  cutout: Cutout & { box: Box },
  backdrop: { pixels: Uint8ClampedArray<ArrayBuffer>; width: number; height: number },
): Promise<MadeImage> {
  const { width, height } = photo;
  const alpha = await sharp(cutout.mask, raw(modelSide, modelSide, 1))
    .resize(width, height, { fit: 'fill' })
    // One channel out: sharp would hand a single channel back as RGB.
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  // The product's own silhouette, dropped a little and blurred: the light from above and in front.
  const drop = Math.max(1, Math.round(height * 0.012));
  const dropped = Buffer.alloc(width * height);
  alpha.copy(dropped, drop * width, 0, (height - drop) * width);
  const shadowAlpha = await sharp(dropped, raw(width, height, 1))
    .blur(Math.max(0.5, Math.max(width, height) * 0.012))
    .linear(0.38, 0)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const shadow = await sharp({ create: { width, height, channels: 3, background: '#181410' } })
    .joinChannel(shadowAlpha, raw(width, height, 1))
    .raw()
    .toBuffer();
  const product = await sharp(photo.rgb, raw(width, height, 3))
    .joinChannel(alpha, raw(width, height, 1))
    .raw()
    .toBuffer();
  const pixels = Buffer.from(backdrop.pixels.buffer, backdrop.pixels.byteOffset, backdrop.pixels.byteLength);
  const data = await sharp(pixels, raw(backdrop.width, backdrop.height, 3))
    .resize(width, height, { fit: 'fill' })
    .composite([
      { input: shadow, ...raw(width, height, 4) },
      { input: contactShadow(cutout.box, width, height) },
      { input: product, ...raw(width, height, 4) },
    ])
    .png()
    .toBuffer();
  return { data, contentType: 'image/png' };
}
