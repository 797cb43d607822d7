// Creating and updating a product (multipart, with upload progress) and its variants (spec §7). The fields
// arrive as the text the form sends (JSON text for lists, decision 019); the server parses them with the same
// shared schemas the form validated them with.
import { z } from 'zod';
import { productResponseSchema, type Product } from '../schemas/products.ts';
import type { HttpClient } from './client.ts';

/** A product's text fields, each as one multipart part. */
export type ProductFields = Record<string, string>;

export type UploadProgress = (progress: { loaded: number; total: number }) => void;

const productPath = (id: number) => `/api/products/${id}`;
const variantsPath = (productId: number) => `${productPath(productId)}/variants`;

/** The fields, then each file under `fileField` in display order. */
const multipart = (fields: ProductFields, fileField: string, files: readonly File[]) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append(fileField, file, file.name);
  return body;
};

export const createProductSaveService = (http: HttpClient) => ({
  /** POST /api/products: the pictures as repeated `images` parts. */
  createProduct: async (
    fields: ProductFields,
    images: readonly File[],
    onProgress: UploadProgress,
    signal?: AbortSignal,
  ): Promise<Product> =>
    (
      await http.upload(productResponseSchema, '/api/products', multipart(fields, 'images', images), {
        method: 'POST',
        onProgress,
        signal,
        fallback: 'Error creating product',
      })
    ).data,

  /** PUT /api/products/{id}: `fields.images` lists the kept pictures; new ones go as `newImages` parts. */
  updateProduct: async (
    id: number,
    fields: ProductFields,
    newImages: readonly File[],
    onProgress: UploadProgress,
    signal?: AbortSignal,
  ): Promise<Product> =>
    (
      await http.upload(productResponseSchema, productPath(id), multipart(fields, 'newImages', newImages), {
        method: 'PUT',
        onProgress,
        signal,
        fallback: 'Error updating product',
      })
    ).data,

  /** The variant routes answer the whole product (its stock is the sum of its variants'). */
  createVariant: async (productId: number, fields: ProductFields): Promise<Product> =>
    (
      await http.upload(productResponseSchema, variantsPath(productId), multipart(fields, 'images', []), {
        method: 'POST',
        fallback: 'Error creating product variant',
      })
    ).data,

  updateVariant: async (productId: number, variantId: number, fields: ProductFields): Promise<Product> =>
    (
      await http.upload(
        productResponseSchema,
        `${variantsPath(productId)}/${variantId}`,
        multipart(fields, 'images', []),
        { method: 'PUT', fallback: 'Error updating product variant' },
      )
    ).data,

  /** Whatever a 2xx carries is not read: the row goes. */
  deleteVariant: async (productId: number, variantId: number): Promise<void> => {
    await http.request(z.unknown(), `${variantsPath(productId)}/${variantId}`, {
      method: 'DELETE',
      fallback: 'Error deleting product variant',
    });
  },
});

export type ProductSaveService = ReturnType<typeof createProductSaveService>;
