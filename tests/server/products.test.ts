// A seller's products through the real API: create with pictures and variants, read, edit (and back to review
// on content edits), variants, delete; pictures told by their bytes; the approval gate; another seller's
// products are 404 everywhere; SKUs unique per seller.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponseSchema, type Product } from '#schemas/products';
import { products as productsTable } from '../../server/modules/products/table.ts';
import { call, expectError } from './support.ts';
import {
  addCategory,
  approvedSeller,
  createProduct,
  editFields,
  elfBytes,
  getProduct,
  jpegImage,
  mediaFiles,
  nextSku,
  pngImage,
  productFields,
  sendForm,
  startCatalogApp,
  storageKeyOf,
  type CatalogTestApp,
  type FileParts,
  type TestSeller,
} from './products-fixture.ts';

let t: CatalogTestApp;
let category: number;
let otherCategory: number;

beforeAll(async () => {
  t = await startCatalogApp();
  const parent = await addCategory(t, 'Handicrafts');
  category = await addCategory(t, 'Woven Goods', parent);
  otherCategory = await addCategory(t, 'Baskets', parent);
});
afterAll(() => t.close());

const sizes = JSON.stringify([{ name: 'Size', values: ['S', 'M', 'L'] }]);
const twoVariants = (prefix: string) =>
  JSON.stringify([
    { option1: 'S', quantity: 2, price: '1.50', sku: `${prefix}-S`, image: { newImage: 1 } },
    { option1: 'M', quantity: 3, price: 2 },
  ]);

const picture = async (name: string, seed = 1): Promise<FileParts[number]> => [
  'images',
  { filename: name, contentType: 'image/png', data: await pngImage(seed) },
];

const update = (
  seller: TestSeller,
  product: Product,
  overrides: Record<string, string> = {},
  files: FileParts = [],
) =>
  sendForm(t.app, 'PUT', `/api/products/${product.id}`, seller.token, editFields(product, overrides), files);

const review = (id: number, body: unknown) =>
  call(t.app, 'PATCH', `/api/admin/products/${id}/review`, { token: t.adminToken, body });

const mediaKeys = async () => (await mediaFiles(t)).filter((name) => !name.startsWith('.'));

describe('create and read', () => {
  it('creates a pending product with its pictures, options and variants; its stock is the sum of theirs', async () => {
    const seller = await approvedSeller(t);
    const sku = nextSku('TOTE');
    const product = await createProduct(
      t,
      seller,
      productFields(category, { sku, price: '0.29', options: sizes, variants: twoVariants(sku) }),
      [await picture('front.png', 1), await picture('side.png', 2)],
    );
    expect(product).toMatchObject({
      productName: 'Abaca tote',
      productTag: ['bag', 'woven'],
      status: 0,
      statusReason: null,
      price: 0.29,
      discountedPrice: null,
      chargeTaxes: true,
      sku,
      quantity: 5,
      weight: 350,
      productCategoryIds: [category],
      category: { id: category, parentCategory: { title: expect.stringMatching(/^Handicrafts/) } },
    });
    expect(product.images).toHaveLength(2);
    expect(product.images[0]).toMatchObject({
      width: 64,
      height: 48,
      url: expect.stringMatching(/^\/media\/products\//),
    });
    expect(product.options).toEqual([
      {
        id: expect.any(Number),
        name: 'Size',
        productId: product.id,
        values: ['S', 'M', 'L'].map((value) => ({
          id: expect.any(Number),
          optionId: product.options[0]!.id,
          value,
        })),
      },
    ]);
    expect(
      product.variants.map((variant) => [variant.option1, variant.quantity, variant.price, variant.sku]),
    ).toEqual([
      ['S', 2, 1.5, `${sku}-S`],
      ['M', 3, 2, null],
    ]);
    // The variant's picture is the second file of the request.
    expect(product.variants[0]!.image).toEqual({ id: product.images[1]!.id, url: product.images[1]!.url });
    expect(await getProduct(t, seller, product.id)).toEqual(product);
    // Money is integer centavos inside: "0.29" is 29, read from its digits.
    const [row] = await t.database.db
      .select({ price: productsTable.price })
      .from(productsTable)
      .where(eq(productsTable.id, product.id));
    expect(row!.price).toBe(29);
    for (const image of product.images) expect(await mediaKeys()).toContain(storageKeyOf(image.url));
  });

  it('takes the same fields as JSON (no pictures) and as multipart', async () => {
    const seller = await approvedSeller(t);
    const fields = productFields(category);
    const response = await call(t.app, 'POST', '/api/products', { token: seller.token, body: fields });
    expect(response.statusCode, response.body).toBe(201);
    expect(productResponseSchema.parse(response.json()).data).toMatchObject({ quantity: 12, images: [] });
  });

  it('accepts a PNG named .jpg (decided by its bytes) and keeps a JPEG a JPEG', async () => {
    const seller = await approvedSeller(t);
    const product = await createProduct(t, seller, productFields(category), [
      ['images', { filename: 'photo.jpg', contentType: 'image/jpeg', data: await pngImage(3) }],
      ['images', { filename: 'photo.png', contentType: 'image/png', data: await jpegImage(4) }],
    ]);
    expect(product.images.map((image) => [image.width, image.height])).toEqual([
      [64, 48],
      [40, 30],
    ]);
  });

  it('refuses an executable named .png (415) and keeps nothing, not even the good picture before it', async () => {
    const seller = await approvedSeller(t);
    const before = await mediaKeys();
    const response = await sendForm(t.app, 'POST', '/api/products', seller.token, productFields(category), [
      await picture('good.png'),
      ['images', { filename: 'cat.png', contentType: 'image/png', data: elfBytes }],
    ]);
    const body = expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(body.fields?.images).toBe(body.error);
    expect(await mediaKeys()).toEqual(before);
    const list = await call(t.app, 'GET', '/api/products', { token: seller.token });
    expect(list.json().data.products).toEqual([]);
  });

  it('removes the stored pictures when the fields are refused after them', async () => {
    const seller = await approvedSeller(t);
    const before = await mediaKeys();
    const response = await sendForm(
      t.app,
      'POST',
      '/api/products',
      seller.token,
      productFields(category, { productName: 'ab' }),
      [await picture('a.png')],
    );
    expectError(response, 400, 'VALIDATION_FAILED');
    expect(await mediaKeys()).toEqual(before);
  });

  it('refuses a picture over 10 MB and more than 10 pictures (413), keeping none of them', async () => {
    const seller = await approvedSeller(t);
    const before = await mediaKeys();
    const huge = await sendForm(t.app, 'POST', '/api/products', seller.token, productFields(category), [
      await picture('small.png'),
      [
        'images',
        { filename: 'huge.png', data: Buffer.concat([await pngImage(), Buffer.alloc(10 * 1024 * 1024)]) },
      ],
    ]);
    expect(expectError(huge, 413, 'PAYLOAD_TOO_LARGE').fields).toEqual({
      images: 'Each image can be at most 10 MB',
    });
    const eleven = await sendForm(
      t.app,
      'POST',
      '/api/products',
      seller.token,
      productFields(category),
      await Promise.all(Array.from({ length: 11 }, (_, index) => picture(`${index}.png`, index))),
    );
    expectError(eleven, 413, 'PAYLOAD_TOO_LARGE');
    expect(await mediaKeys()).toEqual(before);
    expect((await call(t.app, 'GET', '/api/products', { token: seller.token })).json().data.products).toEqual(
      [],
    );
  });

  it('refuses pictures under another part name, and a variant picture that is not one of the product', async () => {
    const seller = await approvedSeller(t);
    const before = await mediaKeys();
    const misnamed = await sendForm(t.app, 'POST', '/api/products', seller.token, productFields(category), [
      ['newImages', { filename: 'a.png', data: await pngImage() }],
    ]);
    expectError(misnamed, 400, 'BAD_REQUEST');
    const sku = nextSku();
    const badPicture = await sendForm(
      t.app,
      'POST',
      '/api/products',
      seller.token,
      productFields(category, { sku, options: sizes, variants: twoVariants(sku) }),
      [await picture('only-one.png')],
    );
    expect(expectError(badPicture, 400, 'VALIDATION_FAILED').fields).toEqual({
      'variants.0.image': "Choose one of this product's images.",
    });
    expect(await mediaKeys()).toEqual(before);
  });

  it('lists a product only under a category it can be listed in: one without children', async () => {
    const seller = await approvedSeller(t);
    const parent = await addCategory(t, 'Parent with children');
    await addCategory(t, 'Child', parent);
    for (const id of [parent, 2_000_000_000]) {
      const response = await call(t.app, 'POST', '/api/products', {
        token: seller.token,
        body: productFields(id),
      });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
        productCategoryIds: 'Please choose a category',
      });
    }
  });
});

describe('the approval gate', () => {
  it('refuses every product route to a seller whose account is not approved, with the reason', async () => {
    const owner = await approvedSeller(t);
    const product = await createProduct(
      t,
      owner,
      productFields(category, { options: sizes, variants: twoVariants(nextSku()) }),
      [await picture('a.png'), await picture('b.png', 2)],
    );
    const pending = await approvedSeller(t, { approved: false });
    const variant = product.variants[0]!.id;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/products'],
      ['GET', '/api/products/count'],
      ['GET', `/api/products/${product.id}`],
      ['POST', '/api/products', productFields(category)],
      ['PUT', `/api/products/${product.id}`, editFields(product)],
      ['DELETE', `/api/products/${product.id}`],
      ['POST', `/api/products/${product.id}/variants`, { option1: 'L', quantity: 1, price: 1 }],
      ['PUT', `/api/products/${product.id}/variants/${variant}`, { option1: 'S', quantity: 1, price: 1 }],
      ['DELETE', `/api/products/${product.id}/variants/${variant}`],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(t.app, method as 'GET', url, { token: pending.token, body });
      expect(expectError(response, 403, 'AWAITING_APPROVAL').error, `${method} ${url}`).toBe(
        'Your account is awaiting approval by the admin. You can do this once your account is approved.',
      );
    }
    expect(await getProduct(t, owner, product.id)).toEqual(product);
  });
});

describe("another seller's products", () => {
  it('are 404 on every product and variant route, and stay as they were', async () => {
    const owner = await approvedSeller(t);
    const intruder = await approvedSeller(t);
    const product = await createProduct(
      t,
      owner,
      productFields(category, { options: sizes, variants: twoVariants(nextSku()) }),
      [await picture('a.png'), await picture('b.png', 2)],
    );
    const variant = product.variants[0]!.id;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/products/${product.id}`],
      ['PUT', `/api/products/${product.id}`, editFields(product, { sku: nextSku() })],
      ['DELETE', `/api/products/${product.id}`],
      ['POST', `/api/products/${product.id}/variants`, { option1: 'L', quantity: 1, price: 1 }],
      ['PUT', `/api/products/${product.id}/variants/${variant}`, { option1: 'S', quantity: 1, price: 1 }],
      ['DELETE', `/api/products/${product.id}/variants/${variant}`],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(t.app, method as 'GET', url, { token: intruder.token, body });
      expect(expectError(response, 404, 'NOT_FOUND').error, `${method} ${url}`).toBe(
        'There is no such product.',
      );
    }
    // A variant of one product named under another of the same seller is no variant of it either.
    const second = await createProduct(t, owner, productFields(category));
    const crossed = await call(t.app, 'DELETE', `/api/products/${second.id}/variants/${variant}`, {
      token: owner.token,
    });
    expectError(crossed, 404, 'NOT_FOUND');
    for (const url of ['/api/products/abc', '/api/products/0', '/api/products/99999999999999999999']) {
      expectError(await call(t.app, 'GET', url, { token: owner.token }), 404, 'NOT_FOUND');
    }
    expect(await getProduct(t, owner, product.id)).toEqual(product);
    const list = await call(t.app, 'GET', '/api/products', { token: intruder.token });
    expect(list.json().data.products).toEqual([]);
  });
});

describe('SKUs', () => {
  it("are unique across a seller's products and variants, in any case; 409 names the SKU", async () => {
    const seller = await approvedSeller(t);
    const sku = nextSku('UNIQUE');
    const first = await createProduct(
      t,
      seller,
      productFields(category, { sku, options: sizes, variants: twoVariants(sku) }),
      [await picture('a.png'), await picture('b.png', 2)],
    );
    // The 409 also names the field that clashed, so the form shows it there.
    const clashes: Array<[Record<string, string>, string, string]> = [
      [{ sku: sku.toLowerCase() }, sku, 'sku'],
      [{ sku: `${sku}-s` }, `${sku}-S`, 'sku'],
      [
        { options: sizes, variants: JSON.stringify([{ option1: 'S', quantity: 1, price: 1, sku }]) },
        sku,
        'variants.0.sku',
      ],
    ];
    for (const [overrides, named, field] of clashes) {
      const response = await call(t.app, 'POST', '/api/products', {
        token: seller.token,
        body: productFields(category, overrides),
      });
      const message = `The SKU ${named} is already used by another of your products or variants. Each needs its own SKU.`;
      const refusal = expectError(response, 409, 'CONFLICT');
      expect(refusal.error).toBe(message);
      expect(refusal.fields).toEqual({ [field]: message });
    }
    // Twice in one product.
    const twice = nextSku();
    const repeated = await call(t.app, 'POST', '/api/products', {
      token: seller.token,
      body: productFields(category, {
        sku: twice,
        options: sizes,
        variants: JSON.stringify([{ option1: 'S', quantity: 1, price: 1, sku: twice.toLowerCase() }]),
      }),
    });
    expect(expectError(repeated, 409, 'CONFLICT').error).toContain(twice.toLowerCase());
    // Another seller may use the same SKU; an edit keeps its own.
    const other = await approvedSeller(t);
    await createProduct(t, other, productFields(category, { sku }));
    const kept = await update(seller, first, { quantity: '7' });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('stay unique when two saves race for the same SKU', async () => {
    const seller = await approvedSeller(t);
    const sku = nextSku('RACE');
    const responses = await Promise.all(
      [0, 1, 2].map(() =>
        call(t.app, 'POST', '/api/products', { token: seller.token, body: productFields(category, { sku }) }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('editing', () => {
  it('sends an approved or rejected product back to review when what buyers read changes, not on price or stock', async () => {
    const seller = await approvedSeller(t);
    const product = await createProduct(t, seller, productFields(category), [await picture('a.png')]);
    const approve = async (id: number) => expect((await review(id, { status: 1 })).statusCode).toBe(200);

    await approve(product.id);
    const priced = await update(seller, product, {
      price: '999.99',
      quantity: '3',
      discountedPrice: '10',
      sku: nextSku(),
    });
    expect(productResponseSchema.parse(priced.json()).data).toMatchObject({
      status: 1,
      price: 999.99,
      quantity: 3,
    });

    const contentEdits: Array<(current: Product) => Promise<[Record<string, string>, FileParts]>> = [
      async () => [{ productName: 'Abaca tote bag' }, []],
      async () => [{ productDescription: 'Woven by hand.' }, []],
      async () => [{ productTag: '["bag"]' }, []],
      async () => [{ productCategoryIds: JSON.stringify([otherCategory]) }, []],
      async () => [
        {
          options: JSON.stringify([{ name: 'Colour', values: ['Red'] }]),
          variants: JSON.stringify([{ option1: 'Red', quantity: 1, price: 5 }]),
        },
        [],
      ],
      async () => [{}, [['newImages', { filename: 'b.png', data: await pngImage(9) }]]],
      async (current) => [
        { images: JSON.stringify([...current.images].reverse().map(({ id }) => ({ id }))) },
        [],
      ],
      async (current) => [{ images: JSON.stringify(current.images.slice(1).map(({ id }) => ({ id }))) }, []],
    ];
    let current = await getProduct(t, seller, product.id);
    for (const [index, edit] of contentEdits.entries()) {
      // Approved, then rejected, by turns; the first is approved already.
      if (current.status === 0) {
        const decision = index % 2 === 0 ? { status: 1 } : { status: 2, reason: 'Blurry photos' };
        expect((await review(current.id, decision)).statusCode).toBe(200);
      }
      const [overrides, files] = await edit(current);
      const response = await update(seller, current, overrides, files);
      expect(response.statusCode, response.body).toBe(200);
      const edited = productResponseSchema.parse(response.json()).data;
      expect(edited, JSON.stringify(overrides)).toMatchObject({ status: 0, statusReason: null });
      current = edited;
    }
  });

  it('keeps a pending product pending, in its place in the queue', async () => {
    const seller = await approvedSeller(t);
    const product = await createProduct(t, seller, productFields(category));
    const [before] = await t.database.db.select().from(productsTable).where(eq(productsTable.id, product.id));
    const response = await update(seller, product, { productName: 'Renamed tote' });
    expect(productResponseSchema.parse(response.json()).data).toMatchObject({
      status: 0,
      productName: 'Renamed tote',
    });
    const [after] = await t.database.db.select().from(productsTable).where(eq(productsTable.id, product.id));
    expect(after!.submittedAt).toEqual(before!.submittedAt);
  });

  it('keeps the listed pictures in their new order, adds the new ones after them, and removes the files of the rest', async () => {
    const seller = await approvedSeller(t);
    const product = await createProduct(t, seller, productFields(category), [
      await picture('a.png', 1),
      await picture('b.png', 2),
      await picture('c.png', 3),
    ]);
    const [a, b, c] = product.images;
    const response = await update(
      seller,
      product,
      { images: JSON.stringify([{ id: c!.id }, { id: a!.id }]) },
      [['newImages', { filename: 'd.png', data: await pngImage(4) }]],
    );
    expect(response.statusCode, response.body).toBe(200);
    const edited = productResponseSchema.parse(response.json()).data;
    expect(edited.images.map((image) => image.id).slice(0, 2)).toEqual([c!.id, a!.id]);
    expect(edited.images).toHaveLength(3);
    const files = await mediaKeys();
    expect(files).not.toContain(storageKeyOf(b!.url));
    for (const image of edited.images) expect(files).toContain(storageKeyOf(image.url));
  });

  it('refuses a kept picture that is not the product’s, and more than 10 pictures, keeping nothing new', async () => {
    const seller = await approvedSeller(t);
    const product = await createProduct(t, seller, productFields(category), [await picture('a.png')]);
    const other = await createProduct(t, seller, productFields(category), [await picture('b.png', 2)]);
    const before = await mediaKeys();
    const foreign = await update(seller, product, { images: JSON.stringify([{ id: other.images[0]!.id }]) }, [
      ['newImages', { filename: 'n.png', data: await pngImage(5) }],
    ]);
    expect(expectError(foreign, 400, 'VALIDATION_FAILED').fields).toEqual({
      images: "Choose one of this product's images.",
    });
    const eleven = await update(
      seller,
      product,
      {},
      await Promise.all(
        Array.from({ length: 10 }, async (_, index): Promise<FileParts[number]> => [
          'newImages',
          { filename: `${index}.png`, data: await pngImage(index) },
        ]),
      ),
    );
    expect(expectError(eleven, 400, 'VALIDATION_FAILED').fields).toEqual({
      images: 'A product can have at most 10 images',
    });
    expect(await mediaKeys()).toEqual(before);
    expect(await getProduct(t, seller, product.id)).toEqual(product);
  });

  it('keeps the ids of variants whose combination stays, and makes the stock their sum', async () => {
    const seller = await approvedSeller(t);
    const sku = nextSku();
    const product = await createProduct(
      t,
      seller,
      productFields(category, { sku, options: sizes, variants: twoVariants(sku) }),
      [await picture('a.png'), await picture('b.png', 2)],
    );
    const response = await update(seller, product, {
      variants: JSON.stringify([
        // The SKUs swap between the two: allowed, they stay unique.
        { option1: 'm', quantity: 10, price: 3, sku: `${sku}-S` },
        { option1: 'L', quantity: 1, price: 3 },
        { option1: 'S', quantity: 4, price: 3, sku: `${sku}-M` },
      ]),
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = productResponseSchema.parse(response.json()).data;
    expect(edited.quantity).toBe(15);
    const [s, m] = product.variants;
    expect(edited.variants.map((variant) => [variant.id === m!.id, variant.id === s!.id])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
  });
});

describe('variants', () => {
  it('are added, changed and removed one by one; the stock follows; the rules hold', async () => {
    const seller = await approvedSeller(t);
    const sku = nextSku();
    const product = await createProduct(
      t,
      seller,
      productFields(category, { sku, options: sizes, variants: twoVariants(sku) }),
      [await picture('a.png'), await picture('b.png', 2)],
    );
    expect((await review(product.id, { status: 1 })).statusCode).toBe(200);
    const url = `/api/products/${product.id}/variants`;
    const added = await sendForm(t.app, 'POST', url, seller.token, {
      option1: 'L',
      quantity: '6',
      price: '9.99',
      sku: `${sku}-L`,
      image: JSON.stringify({ id: product.images[0]!.id }),
    });
    expect(added.statusCode, added.body).toBe(201);
    const withL = productResponseSchema.parse(added.json()).data;
    expect(withL.quantity).toBe(11);
    const l = withL.variants.find((variant) => variant.option1 === 'L')!;
    expect(l).toMatchObject({ price: 9.99, sku: `${sku}-L`, image: { id: product.images[0]!.id } });

    const again = await call(t.app, 'POST', url, {
      token: seller.token,
      body: { option1: 'l', quantity: 1, price: 1 },
    });
    expect(expectError(again, 409, 'CONFLICT').error).toBe('This product already has the variant l.');
    const notAValue = await call(t.app, 'POST', url, {
      token: seller.token,
      body: { option1: 'XL', quantity: 1, price: 1 },
    });
    expect(expectError(notAValue, 400, 'VALIDATION_FAILED').fields).toEqual({
      option1: 'Please enter a valid value',
    });
    const other = await createProduct(t, seller, productFields(category), [await picture('c.png', 3)]);
    const foreignImage = await call(t.app, 'PUT', `${url}/${l.id}`, {
      token: seller.token,
      body: { option1: 'L', quantity: 1, price: 1, image: { id: other.images[0]!.id } },
    });
    expect(expectError(foreignImage, 400, 'VALIDATION_FAILED').fields).toEqual({
      image: "Choose one of this product's images.",
    });
    const clash = await call(t.app, 'PUT', `${url}/${l.id}`, {
      token: seller.token,
      body: { option1: 'L', quantity: 1, price: 1, sku: other.sku },
    });
    expectError(clash, 409, 'CONFLICT');
    const withFile = await sendForm(
      t.app,
      'POST',
      url,
      seller.token,
      { option1: 'L', quantity: '1', price: '1' },
      [await picture('x.png')],
    );
    expectError(withFile, 400, 'BAD_REQUEST');

    const changed = await call(t.app, 'PUT', `${url}/${l.id}`, {
      token: seller.token,
      body: { option1: 'L', quantity: 20, price: 1, sku: `${sku}-L` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(productResponseSchema.parse(changed.json()).data.quantity).toBe(25);

    for (const variant of product.variants) {
      const removed = await call(t.app, 'DELETE', `${url}/${variant.id}`, { token: seller.token });
      expect(removed.statusCode, removed.body).toBe(200);
    }
    const last = await call(t.app, 'DELETE', `${url}/${l.id}`, { token: seller.token });
    expectError(last, 409, 'CONFLICT');
    const remaining = await getProduct(t, seller, product.id);
    expect(remaining.variants.map((variant) => variant.id)).toEqual([l.id]);
    expect(remaining.quantity).toBe(20);
    // Variant edits are price and stock: an approved product stays approved.
    expect(remaining.status).toBe(1);
  });
});

describe('delete', () => {
  it('removes the product, its variants and its picture files', async () => {
    const seller = await approvedSeller(t);
    const product = await createProduct(
      t,
      seller,
      productFields(category, { options: sizes, variants: twoVariants(nextSku()) }),
      [await picture('a.png'), await picture('b.png', 2)],
    );
    const response = await call(t.app, 'DELETE', `/api/products/${product.id}`, { token: seller.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    expectError(
      await call(t.app, 'GET', `/api/products/${product.id}`, { token: seller.token }),
      404,
      'NOT_FOUND',
    );
    const files = await mediaKeys();
    for (const image of product.images) expect(files).not.toContain(storageKeyOf(image.url));
    const rows = await t.database.db
      .select()
      .from(productsTable)
      .where(and(eq(productsTable.id, product.id), eq(productsTable.sellerId, seller.id)));
    expect(rows).toEqual([]);
  });
});
