// The in-memory admin categories service (tests/services/admin-categories.ts) against the real
// /api/admin/categories routes: the same scenarios, the same answers, so the stories and the model test
// show what the server does.
import { expect } from 'vitest';
import { adminCategoriesResponseSchema, categoryMessages, categoryResponseSchema } from '#schemas/categories';
import { createProduct, createSeller, createAdmin } from '../helpers/route-parties.ts';
import {
  createAdminCategoriesService,
  type AdminCategoriesService,
} from '../../src/services/admin-categories.ts';
import { contract, expectRefusal, parsed, startServerWorld, type World } from '../helpers/contract.ts';
import { createFakeAdminCategories } from '../services/admin-categories.ts';

type CategoriesWorld = World & {
  service: AdminCategoriesService;
  /** Products come to use the category (through the products API on the real side). */
  useCategory(id: number, products: number): Promise<void>;
};

const listOf = adminCategoriesResponseSchema.shape.data;
const categoryOf = categoryResponseSchema.shape.data;

const scenario = contract<CategoriesWorld>({
  'the test service': async () => {
    const fake = createFakeAdminCategories({ rows: [] });
    return {
      service: fake.service,
      async useCategory(id, products) {
        fake.rows.find((row) => row.id === id)!.productCount += products;
      },
      close: async () => undefined,
    };
  },
  'the real routes': async () => {
    const server = await startServerWorld();
    const admin = await createAdmin(server.t);
    return {
      service: createAdminCategoriesService(server.admin),
      async useCategory(id, products) {
        const seller = await createSeller(server.t, 'approved', { adminToken: admin.token });
        for (let made = 0; made < products; made += 1)
          await createProduct(server.t, seller.token, { categoryId: id });
      },
      close: server.close,
    };
  },
});

/** The categories the scenario made, as the admin's list shows them (the real side also has the starter tree). */
const madeOf = async (service: AdminCategoriesService, ids: number[]) =>
  (await parsed(listOf, service.listCategories())).filter((category) => ids.includes(category.id));

scenario('adds, renames, moves and retags, the list in tree order with product counts', async (world) => {
  const { service } = world;
  const craft = await parsed(
    categoryOf,
    service.createCategory({ title: 'Zz Crafts', parentCategoryId: null, tags: ['handmade'] }),
  );
  const baskets = await parsed(
    categoryOf,
    service.createCategory({
      title: 'Baskets',
      parentCategoryId: craft.id,
      tags: ['rattan', 'Rattan', 'buri'],
    }),
  );
  expect(baskets).toEqual({
    id: baskets.id,
    title: 'Baskets',
    parentCategory: { id: craft.id, title: 'Zz Crafts' },
    tags: ['rattan', 'buri'],
  });
  const mats = await parsed(
    categoryOf,
    service.createCategory({ title: 'Abaca Mats', parentCategoryId: craft.id, tags: [] }),
  );
  await world.useCategory(baskets.id, 2);
  expect(
    (await madeOf(service, [craft.id, baskets.id, mats.id])).map(({ title, productCount }) => [
      title,
      productCount,
    ]),
  ).toEqual([
    ['Zz Crafts', 0],
    ['Abaca Mats', 0],
    ['Baskets', 2],
  ]);

  const home = await parsed(
    categoryOf,
    service.createCategory({ title: 'Zz Home', parentCategoryId: null, tags: [] }),
  );
  const moved = await parsed(
    categoryOf,
    service.updateCategory(mats.id, { title: 'Banig Mats', parentCategoryId: home.id, tags: ['banig'] }),
  );
  expect(moved).toEqual({
    id: mats.id,
    title: 'Banig Mats',
    parentCategory: { id: home.id, title: 'Zz Home' },
    tags: ['banig'],
  });
  await service.deleteCategory(mats.id);
  expect(await madeOf(service, [mats.id])).toEqual([]);
});

scenario('refuses what breaks the tree, each refusal in the same words, changing nothing', async (world) => {
  const { service } = world;
  const fashion = await parsed(
    categoryOf,
    service.createCategory({ title: 'Zz Fashion', parentCategoryId: null, tags: [] }),
  );
  const shoes = await parsed(
    categoryOf,
    service.createCategory({ title: 'Shoes', parentCategoryId: fashion.id, tags: [] }),
  );
  const home = await parsed(
    categoryOf,
    service.createCategory({ title: 'Zz Home', parentCategoryId: null, tags: [] }),
  );
  const before = await madeOf(service, [fashion.id, shoes.id, home.id]);

  const field = (status: number, name: string, message: string) => ({
    status,
    code: status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED',
    message,
    fields: { [name]: message },
  });
  await expectRefusal(
    service.createCategory({ title: 'SHOES', parentCategoryId: fashion.id, tags: [] }),
    field(409, 'title', categoryMessages.titleTaken('SHOES', 'Zz Fashion')),
  );
  await expectRefusal(
    service.createCategory({ title: 'zz home', parentCategoryId: null, tags: [] }),
    field(409, 'title', categoryMessages.titleTaken('zz home', null)),
  );
  await expectRefusal(
    service.createCategory({ title: 'Sneakers', parentCategoryId: shoes.id, tags: [] }),
    field(400, 'parentCategoryId', categoryMessages.parentIsChild('Shoes')),
  );
  await expectRefusal(
    service.updateCategory(fashion.id, { title: 'Zz Fashion', parentCategoryId: home.id, tags: [] }),
    field(409, 'parentCategoryId', categoryMessages.cannotMoveParent('Zz Fashion', 1)),
  );
  await expectRefusal(
    service.updateCategory(home.id, { title: 'Zz Home', parentCategoryId: home.id, tags: [] }),
    field(400, 'parentCategoryId', categoryMessages.ownParent),
  );
  await expectRefusal(
    service.updateCategory(999_999, { title: 'Nothing', parentCategoryId: null, tags: [] }),
    { status: 404, code: 'NOT_FOUND', message: categoryMessages.notFound },
  );
  await expectRefusal(service.deleteCategory(fashion.id), {
    status: 409,
    code: 'CONFLICT',
    message: categoryMessages.deleteParent('Zz Fashion', 1),
  });
  await world.useCategory(shoes.id, 1);
  await expectRefusal(service.deleteCategory(shoes.id), {
    status: 409,
    code: 'CONFLICT',
    message: '1 product uses “Shoes”. Move them to another category before deleting it.',
  });
  await expectRefusal(service.deleteCategory(999_999), {
    status: 404,
    code: 'NOT_FOUND',
    message: categoryMessages.notFound,
  });
  expect(
    (await madeOf(service, [fashion.id, shoes.id, home.id])).map(
      ({ productCount: _, ...category }) => category,
    ),
  ).toEqual(before.map(({ productCount: _, ...category }) => category));
});
