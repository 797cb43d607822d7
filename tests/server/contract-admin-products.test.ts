// The in-memory admin products service (tests/services/admin-products.ts) against the real
// /api/admin/products routes: the review queue (one status, oldest first, keyset pages, counts) and the
// decisions (approve, reject with a reason, 409 once decided) answer alike, so the review's stories and model
// test show what the server does.
import { expect } from 'vitest';
import {
  productReviewPageSchema,
  productReviewResponseSchema,
  productStatus,
  type ProductStatus,
} from '#schemas/products';
import { createAdminProductsService, type AdminProductsService } from '../../src/services/admin-products.ts';
import { createCategoriesService } from '../../src/services/categories.ts';
import { createProductSaveService } from '../../src/services/product-save.ts';
import { createProductsService } from '../../src/services/products.ts';
import {
  approvedSeller,
  contract,
  expectRefusal,
  parsed,
  sharedServerWorld,
  type World,
} from '../helpers/contract.ts';
import {
  createFakeAdminProducts,
  fakeNow,
  makeReviewProduct,
  productConflictMessage,
} from '../services/admin-products.ts';

type ReviewWorld = World & {
  /** The admin's side. */
  service: AdminProductsService;
  /** A seller submits a product (pending, after every other); answers its id. */
  submit(name: string): Promise<number>;
  /** The store the submitted products come from. */
  storeName: string;
};

const serverWorld = sharedServerWorld();

const scenario = contract<ReviewWorld>({
  'the test service': async () => {
    const fake = createFakeAdminProducts();
    const storeName = 'contract store';
    let submitted = 0;
    return {
      service: fake.service,
      storeName,
      async submit(name) {
        submitted += 1;
        const at = new Date(fakeNow.getTime() + submitted * 1000).toISOString();
        const product = makeReviewProduct(submitted, {
          productName: name,
          submittedAt: at,
          date_add: at,
          updatedAt: at,
          seller: { id: '00000000-0000-4000-9000-000000000001', spStoreName: storeName },
        });
        fake.products.set(product.id, product);
        return product.id;
      },
      close: async () => undefined,
    };
  },
  'the real routes': async () => {
    const server = await serverWorld();
    const seller = await approvedSeller(server);
    const categoryId = (await createCategoriesService(seller).listCategories()).find(
      (category) => category.parentCategory,
    )!.id;
    const made: number[] = [];
    return {
      service: createAdminProductsService(server.admin),
      storeName: 'contract store',
      async submit(name) {
        const product = await createProductSaveService(seller).createProduct(
          {
            productName: name,
            productDescription: 'Hand-woven in Bicol.',
            productCategoryIds: JSON.stringify([categoryId]),
            price: '1299.50',
            sku: `REVIEW-${made.length + 1}`,
            quantity: '3',
            weight: '450',
            length: '40',
            width: '12',
            height: '35',
          },
          [],
          () => undefined,
        );
        made.push(product.id);
        return product.id;
      },
      // The queue is every seller's: the next scenario starts from an empty one.
      async close() {
        const products = createProductsService(seller);
        for (const id of made) await products.deleteProduct(id);
      },
    };
  },
});

const pageOf = productReviewPageSchema.shape.data;
const decidedOf = productReviewResponseSchema.shape.data;

const queue = async (
  service: AdminProductsService,
  status: ProductStatus,
  cursor: string | null,
  limit = 2,
) => {
  const page = await parsed(pageOf, service.listProducts({ status, cursor, limit }));
  return { ...page, names: page.products.map((product) => product.productName) };
};

scenario('the queue: oldest submission first, a page after the cursor, counts by status', async (world) => {
  const { service } = world;
  for (const name of ['Tote 1', 'Tote 2', 'Tote 3']) await world.submit(name);

  const first = await queue(service, productStatus.pending, null);
  expect(first.names).toEqual(['Tote 1', 'Tote 2']);
  expect(first.nextCursor).not.toBeNull();
  expect(first.counts).toEqual({ pending: 3, approved: 0, rejected: 0 });
  expect(first.products[0]).toMatchObject({
    status: productStatus.pending,
    statusReason: null,
    seller: { spStoreName: world.storeName },
  });

  const second = await queue(service, productStatus.pending, first.nextCursor);
  expect(second.names).toEqual(['Tote 3']);
  expect(second.nextCursor).toBeNull();

  const whole = await queue(service, productStatus.pending, null, 3);
  expect(whole.names).toEqual(['Tote 1', 'Tote 2', 'Tote 3']);
  expect(whole.nextCursor).toBeNull();
  expect((await queue(service, productStatus.approved, null)).names).toEqual([]);

  const stale = 'This page of the queue is no longer valid. Start again from the first page.';
  await expectRefusal(service.listProducts({ status: productStatus.pending, cursor: 'page-2' }), {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: stale,
    fields: { cursor: stale },
  });
});

scenario('a decided product leaves the queue; the next page is not shifted by it', async (world) => {
  const { service } = world;
  const ids = [];
  for (const name of ['Mat 1', 'Mat 2', 'Mat 3', 'Mat 4']) ids.push(await world.submit(name));
  const first = await queue(service, productStatus.pending, null);
  await service.reviewProduct(ids[0]!, { status: productStatus.approved });
  const second = await queue(service, productStatus.pending, first.nextCursor);
  expect(second.names).toEqual(['Mat 3', 'Mat 4']);
  expect(second.counts).toEqual({ pending: 3, approved: 1, rejected: 0 });
});

scenario('approves, rejects with the reason, and refuses a second decision with 409', async (world) => {
  const { service } = world;
  const bag = await world.submit('Abaca bag');
  const hat = await world.submit('Buri hat');
  const mat = await world.submit('Banig mat');

  const approved = await parsed(decidedOf, service.reviewProduct(bag, { status: productStatus.approved }));
  expect(approved).toMatchObject({
    id: bag,
    productName: 'Abaca bag',
    status: productStatus.approved,
    statusReason: null,
  });
  const rejected = await parsed(
    decidedOf,
    service.reviewProduct(hat, { status: productStatus.rejected, reason: 'The photos are blurred.' }),
  );
  expect(rejected).toMatchObject({
    id: hat,
    status: productStatus.rejected,
    statusReason: 'The photos are blurred.',
  });

  const reason = 'Please give the seller a reason';
  await expectRefusal(service.reviewProduct(mat, { status: productStatus.rejected, reason: '  ' }), {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: reason,
    fields: { reason },
  });
  await expectRefusal(service.reviewProduct(bag, { status: productStatus.rejected, reason: 'Too late.' }), {
    status: 409,
    code: 'CONFLICT',
    message: productConflictMessage(productStatus.approved),
  });
  await expectRefusal(service.reviewProduct(hat, { status: productStatus.approved }), {
    status: 409,
    code: 'CONFLICT',
    message: productConflictMessage(productStatus.rejected),
  });
  await expectRefusal(service.reviewProduct(999_999, { status: productStatus.approved }), {
    status: 404,
    code: 'NOT_FOUND',
    message: 'There is no such product.',
  });

  const pending = await queue(service, productStatus.pending, null, 10);
  expect(pending.names).toEqual(['Banig mat']);
  expect(pending.counts).toEqual({ pending: 1, approved: 1, rejected: 1 });
  const rejectedQueue = await queue(service, productStatus.rejected, null, 10);
  expect(rejectedQueue.products.map(({ id, statusReason }) => ({ id, statusReason }))).toEqual([
    { id: hat, statusReason: 'The photos are blurred.' },
  ]);
  expect((await queue(service, productStatus.approved, null, 10)).names).toEqual(['Abaca bag']);
});
