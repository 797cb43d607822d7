// The category tree on real PostgreSQL: the starter tree, the sellers' read, and every rule of the admin's
// changes (two levels, titles unique among siblings, no delete of a category in use or with children), each
// refusal with its message and nothing changed; two admins at once cannot break the rules either.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okSchema } from '#schemas/api';
import {
  adminCategoriesResponseSchema,
  categoriesResponseSchema,
  categoryMessages,
  categoryPath,
  categoryResponseSchema,
  type Category,
} from '#schemas/categories';
import { productCategories } from '../../server/modules/categories/table.ts';
import { products } from '../../server/modules/products/table.ts';
import { createAdmin, createSeller, type Account } from '../helpers/route-parties.ts';
import { call, expectError, startTestApp, type TestApp } from './support.ts';

let t: TestApp;
let admin: Account;
let seller: Account;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAdmin(t);
  seller = await createSeller(t, 'unverified', { marker: 'categories' });
});
afterAll(() => t.close());

const tree = async (token = seller.token): Promise<Category[]> => {
  const response = await call(t.app, 'GET', '/api/product-categories', { token });
  expect(response.statusCode, response.body).toBe(200);
  return categoriesResponseSchema.parse(response.json()).data;
};

const adminTree = async () => {
  const response = await call(t.app, 'GET', '/api/admin/categories', { token: admin.token });
  expect(response.statusCode, response.body).toBe(200);
  return adminCategoriesResponseSchema.parse(response.json()).data;
};

const paths = async () => (await tree()).map(categoryPath);

type Body = { title: string; parentCategoryId: number | null; tags: string[] };

const create = (body: Body) => call(t.app, 'POST', '/api/admin/categories', { token: admin.token, body });
const update = (id: number, body: Body) =>
  call(t.app, 'PUT', `/api/admin/categories/${id}`, { token: admin.token, body });
const remove = (id: number) => call(t.app, 'DELETE', `/api/admin/categories/${id}`, { token: admin.token });

const created = async (body: Body): Promise<Category> => {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(201);
  return categoryResponseSchema.parse(response.json()).data;
};

const byPath = async (path: string): Promise<Category> => {
  const found = (await tree()).find((category) => categoryPath(category) === path);
  if (!found) throw new Error(`no category ${path}`);
  return found;
};

/** The table as it stands, to prove a refusal changed nothing. */
const snapshot = () => t.database.db.select().from(productCategories).orderBy(productCategories.id);

let products_ = 0;
/** A product of `sellerId` in `categoryId`, written straight to the table (the products API is not this file's). */
const productIn = async (sellerId: string, categoryId: number) => {
  products_ += 1;
  await t.database.db.insert(products).values({
    sellerId,
    categoryId,
    name: `Product ${products_}`,
    description: 'A product',
    price: 1000,
    sku: `CAT-${products_}`,
    quantity: 1,
    weight: 100,
    length: 10,
    width: 10,
    height: 10,
    searchText: `product ${products_}`,
  });
};

describe('the starter tree', () => {
  it('is a two-level tree of a PH marketplace, parents each followed by their children, by title', async () => {
    const categories = await tree();
    const parents = categories.filter((category) => category.parentCategory === null);
    expect(parents.length).toBeGreaterThanOrEqual(8);
    for (const parent of parents) {
      const children = categories.filter((category) => category.parentCategory?.id === parent.id);
      expect(children.length, parent.title).toBeGreaterThanOrEqual(3);
      expect(children.length, parent.title).toBeLessThanOrEqual(6);
    }
    expect(categories.every((category) => category.tags.length > 0)).toBe(true);
    const titles = new Map(categories.map((category) => [category.id, category]));
    for (const category of categories)
      if (category.parentCategory)
        expect(titles.get(category.parentCategory.id)?.parentCategory, categoryPath(category)).toBeNull();
    expect(categories.map(categoryPath)).toEqual(
      expect.arrayContaining([
        "Fashion > Women's Apparel",
        'Home & Living > Kitchenware',
        'Food & Beverages > Snacks',
        'Health & Beauty > Skincare',
        'Electronics > Mobile Accessories',
        'Handicrafts > Woven Goods',
      ]),
    );
    // Tree order: each parent, then its children, parents and children each by title.
    const order = (text: string) => text.toLowerCase();
    const expected = [...parents]
      .sort((a, b) => order(a.title).localeCompare(order(b.title)))
      .flatMap((parent) => [
        parent,
        ...categories
          .filter((category) => category.parentCategory?.id === parent.id)
          .sort((a, b) => order(a.title).localeCompare(order(b.title))),
      ]);
    expect(categories.map(categoryPath)).toEqual(expected.map(categoryPath));
  });
});

describe('the sellers read', () => {
  it('one category with its parent; an id that is not there or not a number is a 404', async () => {
    const snacks = await byPath('Food & Beverages > Snacks');
    const response = await call(t.app, 'GET', `/api/product-categories/${snacks.id}`, {
      token: seller.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(categoryResponseSchema.parse(response.json()).data).toEqual(snacks);
    for (const id of ['999999', 'snacks', '0', '-1', '1.5', '99999999999', '2147483648'])
      expect(
        expectError(
          await call(t.app, 'GET', `/api/product-categories/${id}`, { token: seller.token }),
          404,
          'NOT_FOUND',
        ).error,
      ).toBe(categoryMessages.notFound);
  });

  it('is for sellers: an admin is sent to the admin API, and nobody signed out reads it', async () => {
    expectError(
      await call(t.app, 'GET', '/api/product-categories', { token: admin.token }),
      403,
      'FORBIDDEN',
    );
    expectError(await call(t.app, 'GET', '/api/product-categories'), 401, 'UNAUTHENTICATED');
    expectError(await call(t.app, 'GET', '/api/admin/categories', { token: seller.token }), 403, 'FORBIDDEN');
  });
});

describe("the admin's changes", () => {
  it('adds a parent and a child under it; sellers see them in the tree at once', async () => {
    const parent = await created({
      title: 'Automotive',
      parentCategoryId: null,
      tags: ['cars', 'Cars', 'motor'],
    });
    expect(parent).toMatchObject({ title: 'Automotive', parentCategory: null, tags: ['cars', 'motor'] });
    const child = await created({ title: '  Car Care ', parentCategoryId: parent.id, tags: [] });
    expect(child).toMatchObject({
      title: 'Car Care',
      parentCategory: { id: parent.id, title: 'Automotive' },
    });
    const all = await paths();
    expect(all.indexOf('Automotive > Car Care')).toBe(all.indexOf('Automotive') + 1);
  });

  it('refuses a title a sibling has, in any case, naming the parent; another parent may have it', async () => {
    const before = await snapshot();
    const fashion = await byPath('Fashion');
    const body = expectError(
      await create({ title: 'shoes', parentCategoryId: fashion.id, tags: [] }),
      409,
      'CONFLICT',
    );
    expect(body.error).toBe(categoryMessages.titleTaken('shoes', 'Fashion'));
    expect(body.fields).toEqual({ title: body.error });
    const top = expectError(
      await create({ title: 'ELECTRONICS', parentCategoryId: null, tags: [] }),
      409,
      'CONFLICT',
    );
    expect(top.fields?.title).toBe(categoryMessages.titleTaken('ELECTRONICS', null));
    // Renaming to a sibling's title is the same refusal.
    const sandals = await created({ title: 'Sandals', parentCategoryId: fashion.id, tags: [] });
    expectError(
      await update(sandals.id, { title: 'Shoes', parentCategoryId: fashion.id, tags: [] }),
      409,
      'CONFLICT',
    );
    expect(await remove(sandals.id)).toHaveProperty('statusCode', 200);
    expect(await snapshot()).toEqual(before);
    const sports = await byPath('Sports & Outdoors');
    expect((await created({ title: 'Shoes', parentCategoryId: sports.id, tags: ['running'] })).title).toBe(
      'Shoes',
    );
  });

  it('renames, retags and moves a child under another parent or to the top', async () => {
    const snacks = await byPath('Food & Beverages > Snacks');
    const pantry = await created({ title: 'Pantry', parentCategoryId: null, tags: [] });
    const response = await update(snacks.id, {
      title: 'Chips & Snacks',
      parentCategoryId: pantry.id,
      tags: ['chicharon', 'kropek'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(categoryResponseSchema.parse(response.json()).data).toEqual({
      id: snacks.id,
      title: 'Chips & Snacks',
      parentCategory: { id: pantry.id, title: 'Pantry' },
      tags: ['chicharon', 'kropek'],
    });
    const top = await update(snacks.id, { title: 'Chips & Snacks', parentCategoryId: null, tags: [] });
    expect(categoryResponseSchema.parse(top.json()).data.parentCategory).toBeNull();
    // A top-level category without children may go under another.
    const moved = await update(pantry.id, {
      title: 'Pantry',
      parentCategoryId: (await byPath('Food & Beverages')).id,
      tags: [],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await paths()).toContain('Food & Beverages > Pantry');
  });

  it('keeps the tree two levels deep, each refusal saying why at the parent field and changing nothing', async () => {
    const before = await snapshot();
    const fashion = await byPath('Fashion');
    const shoes = await byPath('Fashion > Shoes');
    const home = await byPath('Home & Living');

    const underChild = expectError(
      await create({ title: 'Running Shoes', parentCategoryId: shoes.id, tags: [] }),
      400,
      'VALIDATION_FAILED',
    );
    expect(underChild.fields).toEqual({ parentCategoryId: categoryMessages.parentIsChild('Shoes') });

    const parentUnderParent = expectError(
      await update(fashion.id, { title: 'Fashion', parentCategoryId: home.id, tags: fashion.tags }),
      409,
      'CONFLICT',
    );
    const children = (await tree()).filter((category) => category.parentCategory?.id === fashion.id).length;
    expect(parentUnderParent.fields).toEqual({
      parentCategoryId: categoryMessages.cannotMoveParent('Fashion', children),
    });

    const own = expectError(
      await update(fashion.id, { title: 'Fashion', parentCategoryId: fashion.id, tags: [] }),
      400,
      'VALIDATION_FAILED',
    );
    expect(own.fields).toEqual({ parentCategoryId: categoryMessages.ownParent });

    const gone = expectError(
      await create({ title: 'Orphan', parentCategoryId: 999_999, tags: [] }),
      400,
      'VALIDATION_FAILED',
    );
    expect(gone.fields).toEqual({ parentCategoryId: categoryMessages.parentNotFound });

    expectError(
      await update(999_999, { title: 'Nothing', parentCategoryId: null, tags: [] }),
      404,
      'NOT_FOUND',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('checks the form: a title, tags that are a short list of short words', async () => {
    const before = await snapshot();
    const blank = expectError(
      await create({ title: '   ', parentCategoryId: null, tags: [] }),
      400,
      'VALIDATION_FAILED',
    );
    expect(blank.fields).toEqual({ title: 'Title is required' });
    const tooMany = expectError(
      await create({
        title: 'Tagged',
        parentCategoryId: null,
        tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(tooMany.fields).toEqual({ tags: 'A category can have at most 20 tags' });
    const blankTag = expectError(
      await create({ title: 'Tagged', parentCategoryId: null, tags: [' '] }),
      400,
      'VALIDATION_FAILED',
    );
    expect(blankTag.fields).toEqual({ 'tags.0': 'A tag cannot be blank' });
    expect(await snapshot()).toEqual(before);
  });

  it('deletes a category nobody uses; refuses one products use, naming how many, and a parent with children', async () => {
    const owner = await createSeller(t, 'verified', { marker: 'category owner' });
    const skincare = await byPath('Health & Beauty > Skincare');
    await productIn(owner.id, skincare.id);
    await productIn(owner.id, skincare.id);
    const makeup = await byPath('Health & Beauty > Makeup');
    await productIn(owner.id, makeup.id);
    expect((await adminTree()).find((category) => category.id === skincare.id)?.productCount).toBe(2);

    const before = await snapshot();
    expect(expectError(await remove(skincare.id), 409, 'CONFLICT').error).toBe(
      categoryMessages.inUse('Skincare', 2),
    );
    expect(expectError(await remove(makeup.id), 409, 'CONFLICT').error).toBe(
      '1 product uses “Makeup”. Move them to another category before deleting it.',
    );
    const beauty = await byPath('Health & Beauty');
    const children = (await tree()).filter((category) => category.parentCategory?.id === beauty.id).length;
    expect(expectError(await remove(beauty.id), 409, 'CONFLICT').error).toBe(
      categoryMessages.deleteParent('Health & Beauty', children),
    );
    expect(await snapshot()).toEqual(before);

    const fragrances = await byPath('Health & Beauty > Fragrances');
    expect(okSchema.parse((await remove(fragrances.id)).json())).toEqual({ data: { ok: true } });
    expect(await paths()).not.toContain('Health & Beauty > Fragrances');
    expectError(await remove(fragrances.id), 404, 'NOT_FOUND');
    expect(
      await t.database.db.select().from(productCategories).where(eq(productCategories.id, fragrances.id)),
    ).toEqual([]);
  });
});

describe('two admins at once', () => {
  it('cannot put two categories under each other: one move wins, the other is refused', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await created({ title: `Race A${round}`, parentCategoryId: null, tags: [] });
      const b = await created({ title: `Race B${round}`, parentCategoryId: null, tags: [] });
      const answers = await Promise.all([
        update(a.id, { title: a.title, parentCategoryId: b.id, tags: [] }),
        update(b.id, { title: b.title, parentCategoryId: a.id, tags: [] }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const both = (await tree()).filter((category) => [a.id, b.id].includes(category.id));
      expect(both.filter((category) => category.parentCategory === null)).toHaveLength(1);
    }
  });

  it('cannot give two siblings one title', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => create({ title: 'Gardening', parentCategoryId: null, tags: [] })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.statusCode === 409))
      expect(expectError(answer, 409, 'CONFLICT').fields?.title).toBe(
        categoryMessages.titleTaken('Gardening', null),
      );
  });
});
