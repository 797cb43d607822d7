// Shared set-up of the catalog's server tests: the real app, approved sellers, categories, real pictures made
// with sharp, and the multipart forms the browser sends.
import fs from 'node:fs/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { productResponseSchema, type Product } from '#schemas/products';
import { approvalStatus } from '#schemas/seller';
import { sellers } from '../../server/db/schema.ts';
import { productCategories } from '../../server/modules/categories/table.ts';
import { mediaDirectory } from '../../server/modules/media/store.ts';
import { tokenSchema } from '#schemas/auth';
import { call, sellerForm } from './support.ts';
import { formBody, type OnboardingTestApp, type Part, type TestSeller } from './onboarding-fixture.ts';

export { startOnboardingApp as startCatalogApp, elfBytes } from './onboarding-fixture.ts';
export type { OnboardingTestApp as CatalogTestApp, Part, TestSeller } from './onboarding-fixture.ts';

let sellerNumber = 0;

/**
 * A verified seller, approved unless told otherwise (set in the database: onboarding has its own tests). Each
 * registers from an address of its own, so the registration throttle never counts them together.
 */
export async function approvedSeller(t: OnboardingTestApp, { approved = true } = {}): Promise<TestSeller> {
  sellerNumber += 1;
  const form = sellerForm();
  const response = await call(t.app, 'POST', '/api/auth/register', {
    body: form,
    remoteAddress: `10.11.${Math.floor(sellerNumber / 250)}.${(sellerNumber % 250) + 1}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await t.database.db
    .update(sellers)
    .set({
      emailVerifiedAt: new Date(),
      ...(approved ? { hasOnboarded: true, approvalStatus: approvalStatus.approved } : {}),
    })
    .where(eq(sellers.email, form.email))
    .returning({ id: sellers.id });
  return { token: tokenSchema.parse(response.json()).data.token, email: form.email, id: row!.id };
}

let categoryCount = 0;

/** A category of its own (a child when `parentId` is given; the title gets a number); answers its id. */
export async function addCategory(
  t: OnboardingTestApp,
  title: string,
  parentId: number | null = null,
  tags: string[] = [],
): Promise<number> {
  const [row] = await t.database.db
    .insert(productCategories)
    .values({ title: `${title} ${(categoryCount += 1)}`, parentId, tags })
    .returning({ id: productCategories.id });
  return row!.id;
}

/** A real PNG of `width` × `height`, its colour from `seed`. */
export const pngImage = (seed = 1, width = 64, height = 48) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: 120 },
    },
  })
    .png()
    .toBuffer();

export const jpegImage = (seed = 1) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: seed % 256, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

let skuCount = 0;
export const nextSku = (prefix = 'SKU') => `${prefix}-${(skuCount += 1)}`;

/** The text fields of a valid new product, as form fields. */
export function productFields(
  categoryId: number,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    productName: 'Abaca tote',
    productDescription: 'Hand-woven in Bicol.',
    productTag: 'bag, woven',
    productCategoryIds: JSON.stringify([categoryId]),
    price: '450.50',
    discountedPrice: '',
    chargeTaxes: 'true',
    sku: nextSku('TOTE'),
    quantity: '12',
    weight: '350',
    length: '40',
    width: '30',
    height: '5',
    ...overrides,
  };
}

/** The text fields of an edit of `product`, as the editor sends them (tags and kept pictures as JSON). */
export function editFields(product: Product, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    productName: product.productName,
    productDescription: product.productDescription,
    productTag: JSON.stringify(product.productTag),
    productCategoryIds: JSON.stringify(product.productCategoryIds),
    images: JSON.stringify(product.images.map(({ id }) => ({ id }))),
    price: String(product.price),
    discountedPrice: product.discountedPrice === null ? '' : String(product.discountedPrice),
    chargeTaxes: String(product.chargeTaxes),
    sku: product.sku,
    quantity: String(product.quantity),
    weight: String(product.weight),
    length: String(product.length),
    width: String(product.width),
    height: String(product.height),
    options: JSON.stringify(
      product.options.map((option) => ({ name: option.name, values: option.values.map((v) => v.value) })),
    ),
    variants: JSON.stringify(
      product.variants.map((variant) => ({
        option1: variant.option1,
        option2: variant.option2,
        option3: variant.option3,
        sku: variant.sku,
        quantity: variant.quantity,
        price: variant.price,
        discountedPrice: variant.discountedPrice,
        chargeTaxes: variant.chargeTaxes,
        image: variant.image && { id: variant.image.id },
      })),
    ),
    ...overrides,
  };
}

export type FileParts = Array<[string, { filename: string; contentType?: string; data: Buffer }]>;

/** Sends a multipart form: the text fields, then the files. */
export function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  fields: Record<string, string>,
  files: FileParts = [],
): Promise<LightMyRequestResponse> {
  const parts: Array<[string, Part]> = [...Object.entries(fields), ...files];
  const { body, headers } = formBody(parts);
  return app.inject({
    method,
    url,
    payload: body,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

/** Creates a product and expects 201; answers it. */
export async function createProduct(
  t: OnboardingTestApp,
  seller: TestSeller,
  fields: Record<string, string>,
  files: FileParts = [],
): Promise<Product> {
  const response = await sendForm(t.app, 'POST', '/api/products', seller.token, fields, files);
  expect(response.statusCode, response.body).toBe(201);
  return productResponseSchema.parse(response.json()).data;
}

export async function getProduct(t: OnboardingTestApp, seller: TestSeller, id: number): Promise<Product> {
  const response = await call(t.app, 'GET', `/api/products/${id}`, { token: seller.token });
  expect(response.statusCode, response.body).toBe(200);
  return productResponseSchema.parse(response.json()).data;
}

/** Every file in media storage (originals and sizes made of them). */
export const mediaFiles = async (t: OnboardingTestApp) =>
  (await fs.readdir(mediaDirectory(t.dataDir)).catch(() => [] as string[])).sort();

/** The storage key in a picture's media path. */
export const storageKeyOf = (url: string) => url.split('/').pop()!;
