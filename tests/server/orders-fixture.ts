// Shared set-up of the orders' server tests: the real app, approved sellers with approved products (with or
// without variants and pictures), the order service the storefront's events reach, and events to send it.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderResponseSchema, type Order, type OrderPlacedData, type StorefrontEvent } from '#schemas/orders';
import { productStatus, type Product } from '#schemas/products';
import { createOrderService } from '../../server/modules/orders/service.ts';
import { products } from '../../server/modules/products/table.ts';
import {
  addCategory,
  createProduct,
  getProduct,
  nextSku,
  pngImage,
  productFields,
  type CatalogTestApp,
  type TestSeller,
} from './products-fixture.ts';
import { call } from './support.ts';

export { approvedSeller, startCatalogApp as startOrdersApp } from './products-fixture.ts';
export type { CatalogTestApp as OrdersTestApp, TestSeller } from './products-fixture.ts';

/** The order service on the test's database, as the storefront's route calls it. */
export const orderServiceOf = (t: CatalogTestApp) =>
  createOrderService({
    config: t.config,
    database: t.database,
    jobs: t.app.jobs,
    ledger: { settings: t.config.earnings, now: () => new Date() },
  });

/** Each app's category for its products: a second app in the same file has a database of its own. */
const categories = new WeakMap<CatalogTestApp, number>();

/**
 * An approved product of `seller` (approved in the database: reviews have their own tests), with a picture
 * unless told otherwise, and the variants named by `variants` (option value → stock) if any.
 */
export async function approvedProduct(
  t: CatalogTestApp,
  seller: TestSeller,
  {
    quantity = 10,
    price = '450.50',
    variants,
    picture = true,
  }: { quantity?: number; price?: string; variants?: Record<string, number>; picture?: boolean } = {},
): Promise<Product> {
  let categoryId = categories.get(t);
  if (categoryId === undefined) {
    categoryId = await addCategory(t, 'Bags');
    categories.set(t, categoryId);
  }
  const fields = productFields(categoryId, {
    quantity: String(quantity),
    price,
    ...(variants
      ? {
          options: JSON.stringify([{ name: 'Color', values: Object.keys(variants) }]),
          variants: JSON.stringify(
            Object.entries(variants).map(([option1, stock]) => ({
              option1,
              quantity: stock,
              price: Number(price),
              sku: nextSku('VAR'),
            })),
          ),
        }
      : {}),
  });
  const files = picture
    ? [['images', { filename: 'tote.png', contentType: 'image/png', data: await pngImage(3) }] as const]
    : [];
  const created = await createProduct(t, seller, fields, files as never);
  await t.database.db
    .update(products)
    .set({ status: productStatus.approved })
    .where(eq(products.id, created.id));
  return getProduct(t, seller, created.id);
}

let orderCount = 0;
export const nextOrderNumber = () => `SK-${Date.now().toString(36)}-${(orderCount += 1)}`;

/** order.placed's data for one line of each `line`, paid, placed now, unless overridden. */
export function placedData(
  lines: Array<{ product: Product; variant?: number; quantity?: number }>,
  overrides: Partial<OrderPlacedData> = {},
): OrderPlacedData {
  return {
    orderNumber: nextOrderNumber(),
    buyer: { name: 'Maria Clara', email: 'maria@example.ph', phone: '+63 917 555 0101' },
    shippingAddress: {
      address: '12 Mabini St.',
      barangay: 'Poblacion',
      city: 'Makati',
      state: 'Metro Manila',
      zipcode: '1210',
    },
    lines: lines.map(({ product, variant, quantity = 1 }) => ({
      productId: product.id,
      variantId: variant === undefined ? null : product.variants[variant]!.id,
      quantity,
      unitPrice: Math.round(product.price * 100),
    })),
    shippingFee: 5000,
    paymentStatus: 'paid',
    placedAt: new Date().toISOString(),
    ...overrides,
  };
}

export const placedEvent = (data: OrderPlacedData): StorefrontEvent => ({
  id: randomUUID(),
  type: 'order.placed',
  createdAt: new Date().toISOString(),
  data,
});

/** A storefront event about an existing order. */
export const orderEvent = (
  orderNumber: string,
  change:
    | { type: 'order.payment_updated'; paymentStatus: 'paid' | 'refunded' | 'voided' | 'partially_refunded' }
    | { type: 'order.delivered' }
    | { type: 'order.cancelled'; reason?: string },
): StorefrontEvent => {
  const base = { id: randomUUID(), createdAt: new Date().toISOString() };
  switch (change.type) {
    case 'order.payment_updated':
      return { ...base, type: change.type, data: { orderNumber, paymentStatus: change.paymentStatus } };
    case 'order.delivered':
      return { ...base, type: change.type, data: { orderNumber } };
    case 'order.cancelled':
      return {
        ...base,
        type: change.type,
        data: { orderNumber, ...(change.reason ? { reason: change.reason } : {}) },
      };
  }
};

/** Places an order through the service and expects it applied; answers the order as its seller reads it. */
export async function placeOrder(
  t: CatalogTestApp,
  seller: TestSeller,
  data: OrderPlacedData,
): Promise<Order> {
  const outcome = await orderServiceOf(t).applyStorefrontEvent(placedEvent(data));
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true, value: { duplicate: false } });
  if (!outcome.ok) throw new Error(outcome.reason);
  return getOrder(t, seller, outcome.value.orderId!);
}

export async function getOrder(t: CatalogTestApp, seller: TestSeller, id: number): Promise<Order> {
  const response = await call(t.app, 'GET', `/api/orders/${id}`, { token: seller.token });
  expect(response.statusCode, response.body).toBe(200);
  return orderResponseSchema.parse(response.json()).data;
}

/** The product's stock and each variant's, as its seller reads them. */
export async function stockOf(t: CatalogTestApp, seller: TestSeller, product: Product) {
  const now = await getProduct(t, seller, product.id);
  return { product: now.quantity, variants: now.variants.map((variant) => variant.quantity) };
}
