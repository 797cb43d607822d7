// Orders on the e2e server as they happen: a seller's product approved for sale, the storefront simulator
// (scripts/storefront.ts) placing and delivering orders signed with the server's secret, the seller's steps in
// between through the API.
import { expect, inject } from 'vitest';
import type { Category } from '#schemas/categories';
import type { Order } from '#schemas/orders';
import { productStatus } from '#schemas/products';
import { runStorefront } from '../../scripts/storefront.ts';
import { sampleProductImage } from '../../server/modules/media/samples.ts';
import { adminToken, api } from './e2e-sellers.ts';

type Seller = { email: string; token: string };

/** Runs one storefront simulator command against the e2e server; answers what it printed. */
export async function storefront(...argv: string[]): Promise<string[]> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStorefront([...argv, '--url', inject('e2eBaseUrl')], {
    env: { DATA_DIR: inject('e2eDataDir'), STOREFRONT_WEBHOOK_SECRET: inject('e2eStorefrontSecret') },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  expect(code, err.join('\n')).toBe(0);
  return out;
}

/** An approved product of the seller (one picture, 20 in stock at ₱650), made by the seller and approved by the admin. */
export async function approvedProduct(seller: Seller, stamp: string): Promise<number> {
  const { data: categories } = await api<{ data: Category[] }>('/api/product-categories', {
    token: seller.token,
  });
  const category = categories.find((each) => each.parentCategory);
  if (!category) throw new Error('the starter tree has no subcategory');
  const form = new FormData();
  for (const [name, value] of Object.entries({
    productName: `Banig Tote ${stamp}`,
    productDescription: 'Hand-woven pandan tote from Basey, Samar.',
    productTag: 'bag, woven',
    productCategoryIds: JSON.stringify([category.id]),
    price: '650.00',
    chargeTaxes: 'true',
    sku: `BANIG-${stamp}`.toUpperCase(),
    quantity: '20',
    weight: '300',
    length: '38',
    width: '10',
    height: '30',
  }))
    form.append(name, value);
  const picture = await sampleProductImage({ seed: 7, label: 'banig', width: 800, height: 800 });
  form.append('images', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'banig.jpg');
  const { data: product } = await api<{ data: { id: number } }>('/api/products', {
    method: 'POST',
    body: form,
    token: seller.token,
  });
  await api(`/api/admin/products/${product.id}/review`, {
    method: 'PATCH',
    token: await adminToken(),
    body: JSON.stringify({ status: productStatus.approved }),
  });
  return product.id;
}

/** The simulator places a paid order of one of the seller's items; answers its order number. */
export async function placeOrder(seller: Seller): Promise<string> {
  const [placed = ''] = await storefront('place', '--seller', seller.email, '--items', '1');
  const orderNumber = /^Placed order (\S+) for /.exec(placed)?.[1];
  if (!orderNumber) throw new Error(`the simulator said: ${placed}`);
  return orderNumber;
}

/** The seller's order with this number, through the API. */
export async function orderOf(seller: Seller, orderNumber: string): Promise<Order> {
  const { data } = await api<{ data: { orders: Order[] } }>('/api/orders?limit=10&page=1', {
    token: seller.token,
  });
  const order = data.orders.find((each) => each.orderNumber === orderNumber);
  if (!order) throw new Error(`order ${orderNumber} is not in the seller's list`);
  return order;
}

/**
 * An order the storefront placed and paid, the seller accepted and shipped, and the storefront delivered:
 * from then on it earns (after HOLD_DAYS, which the e2e server sets to 0).
 */
export async function deliveredOrder(seller: Seller): Promise<Order> {
  const orderNumber = await placeOrder(seller);
  const { id } = await orderOf(seller, orderNumber);
  await api(`/api/orders/${id}/status`, {
    method: 'PATCH',
    token: seller.token,
    body: JSON.stringify({ status: 'accepted' }),
  });
  await api(`/api/orders/${id}/fulfill`, {
    method: 'POST',
    token: seller.token,
    body: JSON.stringify({ courier: 'LBC Express' }),
  });
  await storefront('deliver', orderNumber);
  const order = await orderOf(seller, orderNumber);
  expect(order.displayStatus).toBe('delivered');
  return order;
}
