// The in-memory products service (tests/services/products.ts) against the real /api/products routes: the
// seller's list (order, sort, filters, search, pages), the count, one product and deleting one answer alike,
// so the list's stories and model test show what the server does.
import { expect } from 'vitest';
import {
  productCountResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  productStatus,
  type ProductStatus,
} from '#schemas/products';
import { createAdminProductsService } from '../../src/services/admin-products.ts';
import { createCategoriesService } from '../../src/services/categories.ts';
import { createProductSaveService } from '../../src/services/product-save.ts';
import {
  createProductsService,
  type ProductListQuery,
  type ProductsService,
} from '../../src/services/products.ts';
import { injectHttpClient, memoryTokens } from '../helpers/inject-http.ts';
import { createSeller } from '../helpers/route-parties.ts';
import {
  approvedSeller,
  contract,
  expectRefusal,
  parsed,
  sharedServerWorld,
  type World,
} from '../helpers/contract.ts';
import { createFakeProducts, fakeNow, makeProduct, noSuchProductMessage } from '../services/products.ts';

/** What a scenario says about a product it adds; the rest is whatever each side makes of it. */
type Seed = { name: string; sku: string; tags?: string[]; quantity?: number; status?: ProductStatus };

type ProductsWorld = World & {
  /** The signed-in seller's catalog. */
  service: ProductsService;
  /** A product added to the seller's catalog, newer than every other; answers its id. */
  add(seed: Seed): Promise<number>;
  /** The id of a product of another seller. */
  foreign(): Promise<number>;
};

const rejection = 'The photos are too dark to show the weave.';
const serverWorld = sharedServerWorld();

const scenario = contract<ProductsWorld>({
  'the test service': async () => {
    const fake = createFakeProducts();
    let added = 0;
    return {
      service: fake.service,
      async add({ name, sku, tags = [], quantity = 1, status = productStatus.pending }) {
        added += 1;
        const at = new Date(fakeNow.getTime() + added * 1000).toISOString();
        const product = makeProduct(added, {
          productName: name,
          sku,
          productTag: tags,
          quantity,
          status,
          statusReason: status === productStatus.rejected ? rejection : null,
          date_add: at,
          updatedAt: at,
        });
        fake.add(product);
        return product.id;
      },
      foreign: async () => 999_999,
      close: async () => undefined,
    };
  },
  'the real routes': async () => {
    const server = await serverWorld();
    const http = await approvedSeller(server);
    const categories = await createCategoriesService(http).listCategories();
    const categoryId = categories.find((category) => category.parentCategory)!.id;
    const create = (client: typeof http, { name, sku, tags = [], quantity = 1 }: Seed) =>
      createProductSaveService(client).createProduct(
        {
          productName: name,
          productDescription: 'Hand-made in the Philippines.',
          productTag: tags.join(','),
          productCategoryIds: JSON.stringify([categoryId]),
          price: '450',
          sku,
          quantity: String(quantity),
          weight: '350',
          length: '30',
          width: '20',
          height: '10',
        },
        [],
        () => undefined,
      );
    const review = createAdminProductsService(server.admin);
    return {
      service: createProductsService(http),
      async add(seed) {
        const product = await create(http, seed);
        if (seed.status === productStatus.approved)
          await review.reviewProduct(product.id, { status: productStatus.approved });
        if (seed.status === productStatus.rejected)
          await review.reviewProduct(product.id, { status: productStatus.rejected, reason: rejection });
        return product.id;
      },
      async foreign() {
        const other = await approvedSeller(server);
        return (await create(other, { name: 'Not yours', sku: 'OTHER-1' })).id;
      },
      close: async () => undefined,
    };
  },
});

const listOf = productListResponseSchema.shape.data;
const productOf = productResponseSchema.shape.data;
const countOf = productCountResponseSchema.shape.data.shape.count;

/** The SKUs of one page, and its pagination. */
const page = async (service: ProductsService, query: ProductListQuery) => {
  const answer = await parsed(listOf, service.listProducts(query));
  return { skus: answer.products.map((product) => product.sku), pagination: answer.pagination };
};

const skusOf = async (service: ProductsService, query: Omit<ProductListQuery, 'page' | 'limit'>) =>
  (await page(service, { ...query, page: 1, limit: 50 })).skus;

scenario('lists newest first, or by stock either way with the id breaking ties, in pages', async (world) => {
  const { service } = world;
  for (const [sku, quantity] of [
    ['A', 5],
    ['B', 0],
    ['C', 12],
    ['D', 5],
    ['E', 7],
  ] as const)
    await world.add({ name: `Banig mat ${sku}`, sku, quantity });

  expect(await page(service, { page: 1, limit: 2 })).toEqual({
    skus: ['E', 'D'],
    pagination: { page: 1, limit: 2, hasNextPage: true },
  });
  expect(await page(service, { page: 2, limit: 2 })).toEqual({
    skus: ['C', 'B'],
    pagination: { page: 2, limit: 2, hasNextPage: true },
  });
  expect(await page(service, { page: 3, limit: 2 })).toEqual({
    skus: ['A'],
    pagination: { page: 3, limit: 2, hasNextPage: false },
  });
  expect(await page(service, { page: 4, limit: 2 })).toEqual({
    skus: [],
    pagination: { page: 4, limit: 2, hasNextPage: false },
  });
  expect(await page(service, { page: 1, limit: 5 })).toEqual({
    skus: ['E', 'D', 'C', 'B', 'A'],
    pagination: { page: 1, limit: 5, hasNextPage: false },
  });
  expect(await skusOf(service, { sortOrder: 'asc' })).toEqual(['A', 'B', 'C', 'D', 'E']);
  expect(await skusOf(service, { sortBy: 'quantity', sortOrder: 'asc' })).toEqual(['B', 'A', 'D', 'E', 'C']);
  expect(await skusOf(service, { sortBy: 'quantity', sortOrder: 'desc' })).toEqual(['C', 'E', 'D', 'A', 'B']);
  expect(await parsed(countOf, service.countProducts({}))).toBe(5);
});

scenario(
  'searches name, SKU and tags in any case and accent, part of a word; filters by status; counts the same',
  async (world) => {
    const { service } = world;
    await world.add({ name: 'Abaca tote bag', sku: 'TOTE-01', tags: ['bag', 'woven'] });
    await world.add({
      name: 'Piña barong blouse',
      sku: 'BRG-7',
      tags: ['Filipiniana'],
      status: productStatus.approved,
    });
    await world.add({
      name: 'Ube polvoron, box of 12',
      sku: 'UBE-12',
      tags: ['pasalubong'],
      status: productStatus.rejected,
    });
    await world.add({
      name: 'Dried mangoes',
      sku: 'MNG-200',
      tags: ['pasalubong'],
      status: productStatus.approved,
    });

    const both = async (filter: { search?: string; status?: ProductStatus }) => {
      const skus = await skusOf(service, filter);
      expect(await parsed(countOf, service.countProducts(filter))).toBe(skus.length);
      return skus;
    };
    expect(await both({ search: 'abac' })).toEqual(['TOTE-01']);
    expect(await both({ search: 'PINA' })).toEqual(['BRG-7']);
    expect(await both({ search: 'piña   BARONG' })).toEqual(['BRG-7']);
    expect(await both({ search: 'ube-1' })).toEqual(['UBE-12']);
    expect(await both({ search: 'filipin' })).toEqual(['BRG-7']);
    expect(await both({ search: 'Pasalubong' })).toEqual(['MNG-200', 'UBE-12']);
    expect(await both({ search: 'bag woven' })).toEqual([]);
    expect(await both({ search: 'nothing like it' })).toEqual([]);
    expect(await both({ search: '   ' })).toEqual(['MNG-200', 'UBE-12', 'BRG-7', 'TOTE-01']);
    expect(await both({})).toEqual(['MNG-200', 'UBE-12', 'BRG-7', 'TOTE-01']);
    expect(await both({ status: productStatus.pending })).toEqual(['TOTE-01']);
    expect(await both({ status: productStatus.approved })).toEqual(['MNG-200', 'BRG-7']);
    expect(await both({ status: productStatus.rejected })).toEqual(['UBE-12']);
    expect(await both({ status: productStatus.approved, search: 'mango' })).toEqual(['MNG-200']);
    expect(await both({ status: productStatus.pending, search: 'mango' })).toEqual([]);

    const [rejected] = (
      await parsed(listOf, service.listProducts({ page: 1, status: productStatus.rejected }))
    ).products;
    expect(rejected).toMatchObject({ status: productStatus.rejected, statusReason: rejection });
  },
);

scenario('gets one product as the list shows it; once deleted it is 404 everywhere', async (world) => {
  const { service } = world;
  const kept = await world.add({ name: 'Rattan basket', sku: 'RTN-1', tags: ['rattan'], quantity: 4 });
  const gone = await world.add({ name: 'Inabel runner', sku: 'INB-1' });

  const one = await parsed(productOf, service.getProduct(kept));
  const listed = (await parsed(listOf, service.listProducts({ page: 1 }))).products;
  expect(listed.find((product) => product.id === kept)).toEqual(one);
  expect(one).toMatchObject({
    id: kept,
    productName: 'Rattan basket',
    sku: 'RTN-1',
    productTag: ['rattan'],
    quantity: 4,
    status: productStatus.pending,
    statusReason: null,
  });

  await service.deleteProduct(gone);
  const notFound = { status: 404, code: 'NOT_FOUND', message: noSuchProductMessage };
  await expectRefusal(service.getProduct(gone), notFound);
  await expectRefusal(service.deleteProduct(gone), notFound);
  expect(await skusOf(service, {})).toEqual(['RTN-1']);
  expect(await parsed(countOf, service.countProducts({}))).toBe(1);
  await expectRefusal(service.getProduct('abc'), notFound);
  await expectRefusal(service.getProduct(0), notFound);
});

scenario("another seller's product is 404, as if there were none", async (world) => {
  const { service } = world;
  await world.add({ name: 'Wooden spoon set', sku: 'SPN-3' });
  const theirs = await world.foreign();
  const notFound = { status: 404, code: 'NOT_FOUND', message: noSuchProductMessage };
  await expectRefusal(service.getProduct(theirs), notFound);
  await expectRefusal(service.deleteProduct(theirs), notFound);
  expect(await skusOf(service, { search: 'Not yours' })).toEqual([]);
  expect(await parsed(countOf, service.countProducts({}))).toBe(1);
});

const awaiting = contract<World & { service: ProductsService }>({
  'the test service': async () => ({
    service: createFakeProducts({ awaitingApproval: true }).service,
    close: async () => undefined,
  }),
  'the real routes': async () => {
    const server = await serverWorld();
    const { token } = await createSeller(server.t, 'verified', { marker: 'contract' });
    return {
      service: createProductsService(injectHttpClient(server.t.app, memoryTokens({ seller: token }))),
      close: async () => undefined,
    };
  },
});

awaiting('a seller not yet approved is refused on every call, in the same words', async ({ service }) => {
  const refused = {
    status: 403,
    code: 'AWAITING_APPROVAL',
    message: 'Your account is awaiting approval by the admin. You can do this once your account is approved.',
  };
  await expectRefusal(service.listProducts({ page: 1 }), refused);
  await expectRefusal(service.countProducts({}), refused);
  await expectRefusal(service.getProduct(1), refused);
  await expectRefusal(service.deleteProduct(1), refused);
});
