// The listing assistant's stage on the e2e server, through the real API: an approved seller's products with a
// real photo to write about and to put on a new background, and what the product holds after a save (its
// pictures, each fetched as a storefront would).
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import sharp from 'sharp';
import { productResponseSchema, type Product } from '#schemas/products';
import { api } from './e2e-sellers.ts';

/**
 * A real photograph (tests/fixtures/ai/SOURCES.md): a cup on its saucer on a wooden table, 600 × 400 px;
 * `mirrored`, the same photo flipped, whose bytes differ (the background maker keeps the cut-outs of photos it
 * has seen, and would not run the model again).
 */
export async function productPhoto({ mirrored = false } = {}): Promise<Buffer> {
  const photo = await readFile(new URL('../fixtures/ai/cup.jpg', import.meta.url));
  return mirrored ? sharp(photo).flop().jpeg({ quality: 90 }).toBuffer() : photo;
}

/** The starter tree's Home & Living > Kitchen & Dining, or its first subcategory. */
async function kitchenCategory(token: string): Promise<number> {
  const { data } = await api<{ data: Array<{ id: number; title: string; parentCategory: unknown }> }>(
    '/api/product-categories',
    { token },
  );
  const child =
    data.find((category) => /kitchen/i.test(category.title)) ?? data.find((c) => c.parentCategory);
  if (!child) throw new Error('the starter tree has no subcategory');
  return child.id;
}

/** A product of the seller with the photo as its one picture (pending review: the editor opens it alike). */
export async function productWithPhoto(
  seller: { token: string },
  { name, sku, photo }: { name: string; sku: string; photo: Buffer },
): Promise<number> {
  const form = new FormData();
  for (const [field, value] of Object.entries({
    productName: name,
    productDescription: 'Espresso cup with saucer.',
    productTag: 'cup, coffee',
    productCategoryIds: JSON.stringify([await kitchenCategory(seller.token)]),
    price: '350.00',
    chargeTaxes: 'true',
    sku,
    quantity: '12',
    weight: '280',
    length: '14',
    width: '14',
    height: '7',
  }))
    form.append(field, value);
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'cup.jpg');
  const { data } = await api<{ data: { id: number } }>('/api/products', {
    method: 'POST',
    body: form,
    token: seller.token,
  });
  return data.id;
}

/** The product as its seller's API answers it. */
export async function productOf(seller: { token: string }, id: number): Promise<Product> {
  return productResponseSchema.parse(await api(`/api/products/${id}`, { token: seller.token })).data;
}

/** A picture as the server sends it to anyone: its type and its pixels' size. */
export async function servedPicture(url: string) {
  const response = await fetch(new URL(url, inject('e2eBaseUrl')));
  const body = Buffer.from(await response.arrayBuffer());
  const { width, height, format } = response.ok ? await sharp(body).metadata() : {};
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    width,
    height,
    format,
  };
}
