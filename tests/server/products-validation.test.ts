// Every spec §5 product message, exactly, in `fields` of a 400, through the real routes: the create and edit
// forms (multipart, as the browser sends them), the variant routes and the list's query. Nothing is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#schemas/products';
import { call, expectError } from './support.ts';
import {
  addCategory,
  approvedSeller,
  createProduct,
  editFields,
  nextSku,
  productFields,
  sendForm,
  startCatalogApp,
  type CatalogTestApp,
  type TestSeller,
} from './products-fixture.ts';

let t: CatalogTestApp;
let category: number;
let seller: TestSeller;
let product: Product;

beforeAll(async () => {
  t = await startCatalogApp();
  category = await addCategory(t, 'Snacks');
  seller = await approvedSeller(t);
  product = await createProduct(
    t,
    seller,
    productFields(category, {
      options: JSON.stringify([{ name: 'Size', values: ['S', 'M'] }]),
      variants: JSON.stringify([{ option1: 'S', quantity: 1, price: 1 }]),
    }),
  );
});
afterAll(() => t.close());

const expectFields = async (send: () => ReturnType<typeof sendForm>, fields: Record<string, string>) => {
  const body = expectError(await send(), 400, 'VALIDATION_FAILED');
  expect(body.fields).toEqual(fields);
  expect(body.error).toBe(Object.values(fields)[0]);
};

const create = (overrides: Record<string, string>) =>
  sendForm(t.app, 'POST', '/api/products', seller.token, productFields(category, overrides));
const edit = (overrides: Record<string, string>) =>
  sendForm(t.app, 'PUT', `/api/products/${product.id}`, seller.token, editFields(product, overrides));

const dimensionCases = (['weight', 'length', 'width', 'height'] as const).flatMap((field) => {
  const name = field[0]!.toUpperCase() + field.slice(1);
  return [
    [field, 'heavy', `Please enter a valid ${field}`],
    [field, '', `Please enter a valid ${field}`],
    [field, '0', `${name} must be at least 1`],
    [field, '0.99', `${name} must be at least 1`],
    [field, '-5', `${name} must be at least 1`],
    [field, '1.234', `Please enter a valid ${field}`],
  ] as const;
});

/** [field, value, the message on that field], on create and on edit alike. */
const fieldCases: ReadonlyArray<readonly [string, string, string]> = [
  ['productDescription', '', 'Product description is required'],
  ['productDescription', '   ', 'Product description is required'],
  ...dimensionCases,
  ['price', 'free', 'Please enter a valid price'],
  ['price', '', 'Please enter a valid price'],
  ['price', '-1', "Price can't be negative"],
  ['price', '1.234', 'Price can have at most 2 decimal places'],
  ['discountedPrice', 'cheap', 'Please enter a valid price'],
  ['discountedPrice', '-1', "Price can't be negative"],
  ['discountedPrice', '1.234', 'Price can have at most 2 decimal places'],
  ['discountedPrice', '450.50', 'Discounted price must be less than the price'],
  ['discountedPrice', '999', 'Discounted price must be less than the price'],
  ['sku', '', 'Product SKU is required'],
  ['quantity', 'many', 'Please enter a valid quantity'],
  ['quantity', '1.5', 'Please enter a valid quantity'],
  ['quantity', '-1', "Quantity can't be negative"],
  ['productCategoryIds', '[]', 'Please choose a category'],
];

describe('the create and edit forms', () => {
  it('word the name rule of each: at least 3 characters on create, 1 on edit', async () => {
    for (const name of ['', 'ab', '  ab  '])
      await expectFields(() => create({ productName: name }), {
        productName: 'Product name is required and must be atleast 3 characters',
      });
    await expectFields(() => edit({ productName: '' }), { productName: 'Product name is required' });
    await expectFields(() => edit({ productName: '   ' }), { productName: 'Product name is required' });
    const short = await edit({ productName: 'ab' });
    expect(short.statusCode, short.body).toBe(200);
  });

  for (const [field, value, message] of fieldCases) {
    it(`refuses ${field} = ${JSON.stringify(value)}: "${message}"`, async () => {
      await expectFields(() => create({ [field]: value }), { [field]: message });
      await expectFields(() => edit({ [field]: value }), { [field]: message });
    });
  }

  it('takes a discounted price that is empty, 0 or less than the price, as no discount or pesos', async () => {
    for (const [discountedPrice, expected] of [
      ['', null],
      ['0', null],
      ['450.49', 450.49],
    ] as const) {
      const response = await create({ discountedPrice, sku: nextSku() });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.discountedPrice).toBe(expected);
    }
  });

  it('holds the variant generator to its limits and messages', async () => {
    // Each with a variant naming the first value of each option, so only the option's own rule speaks.
    const options = (list: Array<{ name: string; values: string[] }>) => ({
      options: JSON.stringify(list),
      variants: JSON.stringify([
        Object.fromEntries([
          ...list.map((option, index) => [`option${index + 1}`, option.values[0]]),
          ['quantity', 1],
          ['price', 1],
        ]),
      ]),
    });
    await expectFields(() => create(options(['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['x'] })))), {
      options: 'A product can have at most 3 options',
    });
    await expectFields(() => create(options([{ name: 'Size', values: ['S', 'M', 'L', 'XL'] }])), {
      'options.0.values': 'An option can have at most 3 values',
    });
    await expectFields(() => create(options([{ name: '', values: ['S'] }])), {
      'options.0.name': 'Product option name is required',
    });
    await expectFields(() => create(options([{ name: 'Size', values: ['S', ''] }])), {
      'options.0.values.1': 'Product variant name is required',
    });
    const sizes = JSON.stringify([{ name: 'Size', values: ['S', 'M'] }]);
    await expectFields(
      () => create({ options: sizes, variants: JSON.stringify([{ option1: '', quantity: 1, price: 1 }]) }),
      { 'variants.0.option1': 'Please enter a valid value' },
    );
    await expectFields(
      () => create({ options: sizes, variants: JSON.stringify([{ option1: 'XL', quantity: 1, price: 1 }]) }),
      { 'variants.0.option1': 'Please enter a valid value' },
    );
    await expectFields(
      () =>
        create({
          options: sizes,
          variants: JSON.stringify([{ option1: 'S', quantity: 1, price: 1, sku: '' }]),
        }),
      { 'variants.0.sku': 'Product SKU name is required' },
    );
    await expectFields(
      () =>
        create({
          options: sizes,
          variants: JSON.stringify([{ option1: 'S', quantity: -1, price: '1.234' }]),
        }),
      {
        'variants.0.quantity': "Quantity can't be negative",
        'variants.0.price': 'Price can have at most 2 decimal places',
      },
    );
  });
});

describe('the variant routes', () => {
  it('word each field as the form does', async () => {
    const url = `/api/products/${product.id}/variants`;
    const variantId = product.variants[0]!.id;
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ option1: '', quantity: '1', price: '1' }, { option1: 'Please enter a valid value' }],
      [{ option1: 'M', quantity: 'x', price: '1' }, { quantity: 'Please enter a valid quantity' }],
      [{ option1: 'M', quantity: '1', price: '-2' }, { price: "Price can't be negative" }],
      [
        { option1: 'M', quantity: '1', price: '2', discountedPrice: '3' },
        { discountedPrice: 'Discounted price must be less than the price' },
      ],
      [{ option1: 'M', quantity: '1', price: '2', sku: '' }, { sku: 'Product SKU name is required' }],
      [{ option1: 'M', quantity: '1', price: '2', weight: '0' }, { weight: 'Weight must be at least 1' }],
    ];
    for (const [body, fields] of cases) {
      await expectFields(() => sendForm(t.app, 'POST', url, seller.token, body), fields);
      await expectFields(() => sendForm(t.app, 'PUT', `${url}/${variantId}`, seller.token, body), fields);
    }
  });
});

describe('the list', () => {
  it('takes at most 50 a page, and a known sort, order and status', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['limit=51', { limit: 'limit must be at most 50' }],
      ['limit=0', { limit: 'limit must be at least 1' }],
      ['page=0', { page: 'page must be at least 1' }],
      ['status=3', { status: 'status must be 0, 1 or 2' }],
    ];
    for (const [query, fields] of cases) {
      const body = expectError(
        await call(t.app, 'GET', `/api/products?${query}`, { token: seller.token }),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.fields).toEqual(fields);
    }
    for (const query of ['sortBy=price', 'sortOrder=up']) {
      expectError(
        await call(t.app, 'GET', `/api/products?${query}`, { token: seller.token }),
        400,
        'VALIDATION_FAILED',
      );
    }
    const fifty = await call(t.app, 'GET', '/api/products?limit=50', { token: seller.token });
    expect(fifty.statusCode).toBe(200);
  });
});
