// The in-memory services behind the product editor (tests/services/product-editor.ts) against the real
// routes: the category tree, creating and updating a product (multipart, with a real picture), its variants
// one by one, and every refusal the editor shows (400 fields, 409 SKU and combination, 404) answer alike.
import { expect } from 'vitest';
import { categoriesResponseSchema, categoryMessages, type Category } from '#schemas/categories';
import { productResponseSchema, productStatus, type Product } from '#schemas/products';
import { samplePng } from '../../server/modules/onboarding/sample-documents.ts';
import { createAdminProductsService } from '../../src/services/admin-products.ts';
import { createCategoriesService, type CategoriesService } from '../../src/services/categories.ts';
import {
  createProductSaveService,
  type ProductFields,
  type ProductSaveService,
} from '../../src/services/product-save.ts';
import { createProductsService } from '../../src/services/products.ts';
import {
  approvedSeller,
  contract,
  expectRefusal,
  parsed,
  sharedServerWorld,
  type World,
} from '../helpers/contract.ts';
import { noSuchProductMessage } from '../services/products.ts';
import { createFakeProductEditor } from '../services/product-editor.ts';

type EditorWorld = World & {
  save: ProductSaveService;
  getProduct(id: number): Promise<Product>;
  categories: Pick<CategoriesService, 'listCategories' | 'getCategory'>;
  /** The id of a product of another seller. */
  foreign(): Promise<number>;
  /** An admin approves the product. */
  approve(id: number): Promise<void>;
};

const serverWorld = sharedServerWorld();

const scenario = contract<EditorWorld>({
  'the test service': async () => {
    const fake = createFakeProductEditor({ products: [] });
    return {
      save: fake.productSave,
      getProduct: (id) => fake.products.getProduct(id),
      categories: fake.categories,
      foreign: async () => 999_999,
      async approve(id) {
        fake.saved().find((product) => product.id === id)!.status = productStatus.approved;
      },
      close: async () => undefined,
    };
  },
  'the real routes': async () => {
    const server = await serverWorld();
    const http = await approvedSeller(server);
    const categories = createCategoriesService(http);
    return {
      save: createProductSaveService(http),
      getProduct: (id) => createProductsService(http).getProduct(id),
      categories,
      async foreign() {
        const other = await approvedSeller(server);
        const product = await createProductSaveService(other).createProduct(
          { ...form(await childOf(categories)), sku: 'THEIRS-1' },
          [],
          ignore,
        );
        return product.id;
      },
      async approve(id) {
        await createAdminProductsService(server.admin).reviewProduct(id, { status: productStatus.approved });
      },
      close: async () => undefined,
    };
  },
});

const ignore = () => undefined;
const productOf = productResponseSchema.shape.data;
const categoriesOf = categoriesResponseSchema.shape.data;

const childOf = async (categories: EditorWorld['categories']) =>
  (await categories.listCategories()).find((category) => category.parentCategory)!;

/** A valid new product's fields, as the editor sends them. */
const form = (category: Category, overrides: ProductFields = {}): ProductFields => ({
  productName: 'Abaca tote',
  productDescription: 'Hand-woven in Bicol.',
  productTag: 'bag, Woven, BAG',
  productCategoryIds: JSON.stringify([category.id]),
  price: '450.50',
  discountedPrice: '399.99',
  chargeTaxes: 'true',
  sku: 'TOTE-1',
  quantity: '99',
  weight: '350',
  length: '40',
  width: '30',
  height: '5',
  ...overrides,
});

const withVariants = {
  options: JSON.stringify([
    { name: 'Size', values: ['S', 'M'] },
    { name: 'Color', values: ['Red', 'Blue'] },
  ]),
  variants: JSON.stringify([
    {
      option1: 'S',
      option2: 'Red',
      sku: 'TOTE-1-S-RED',
      quantity: 2,
      price: '450.50',
      image: { newImage: 0 },
    },
    { option1: 'S', option2: 'Blue', quantity: 3, price: '450.50', discountedPrice: '0' },
    { option1: 'M', option2: 'Red', sku: 'TOTE-1-M-RED', quantity: 4, price: '480', weight: '400' },
  ]),
};

const picture = (name: string) =>
  new File([new Uint8Array(samplePng(1200, 1200))], name, { type: 'image/png' });

/** The product with what each side numbers or names its own way (ids, paths, times) left out. */
function shapeOf(product: Product) {
  const imageAt = (id: number) => product.images.findIndex((image) => image.id === id);
  for (const option of product.options) {
    expect(option.productId).toBe(product.id);
    for (const value of option.values) expect(value.optionId).toBe(option.id);
  }
  for (const variant of product.variants)
    if (variant.image) expect(variant.image.url).toBe(product.images[imageAt(variant.image.id)]!.url);
  return {
    ...product,
    id: 0,
    date_add: '',
    updatedAt: '',
    images: product.images.map(({ width, height }) => ({ width, height })),
    options: product.options.map((option) => ({
      name: option.name,
      values: option.values.map((value) => value.value),
    })),
    variants: product.variants.map(({ id: _, image, ...variant }) => ({
      ...variant,
      image: image && imageAt(image.id),
    })),
  };
}

const variantShape = {
  chargeTaxes: false,
  discountedPrice: null,
  option3: null,
  length: 40,
  width: 30,
  height: 5,
};

scenario('reads the category tree in tree order, and one category', async (world) => {
  const list = await parsed(categoriesOf, world.categories.listCategories());
  const key = (category: Category) =>
    category.parentCategory
      ? `${category.parentCategory.title.toLowerCase()}\u0000${category.parentCategory.id}\u00001${category.title.toLowerCase()}`
      : `${category.title.toLowerCase()}\u0000${category.id}\u00000`;
  expect(list.map(key)).toEqual(list.map(key).toSorted());
  for (const [index, category] of list.entries())
    if (category.parentCategory)
      expect(list.findIndex((parent) => parent.id === category.parentCategory!.id)).toBeLessThan(index);
  const child = await childOf(world.categories);
  expect(await world.categories.getCategory(child.id)).toEqual(child);
  await expectRefusal(world.categories.getCategory(999_999), {
    status: 404,
    code: 'NOT_FOUND',
    message: categoryMessages.notFound,
  });
});

scenario(
  'creates a product with options, variants and a picture, pending, its stock the sum',
  async (world) => {
    const category = await childOf(world.categories);
    const created = await parsed(
      productOf,
      world.save.createProduct(form(category, withVariants), [picture('tote.png')], ignore),
    );
    expect(shapeOf(created)).toEqual({
      id: 0,
      productName: 'Abaca tote',
      productDescription: 'Hand-woven in Bicol.',
      productTag: ['BAG', 'Woven'],
      status: productStatus.pending,
      statusReason: null,
      price: 450.5,
      discountedPrice: 399.99,
      chargeTaxes: true,
      sku: 'TOTE-1',
      quantity: 9,
      weight: 350,
      length: 40,
      width: 30,
      height: 5,
      date_add: '',
      updatedAt: '',
      category,
      productCategoryIds: [category.id],
      images: [{ width: 1200, height: 1200 }],
      options: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Color', values: ['Red', 'Blue'] },
      ],
      variants: [
        {
          ...variantShape,
          option1: 'S',
          option2: 'Red',
          sku: 'TOTE-1-S-RED',
          quantity: 2,
          price: 450.5,
          image: 0,
          weight: 350,
        },
        {
          ...variantShape,
          option1: 'S',
          option2: 'Blue',
          sku: null,
          quantity: 3,
          price: 450.5,
          image: null,
          weight: 350,
        },
        {
          ...variantShape,
          option1: 'M',
          option2: 'Red',
          sku: 'TOTE-1-M-RED',
          quantity: 4,
          price: 480,
          image: null,
          weight: 400,
        },
      ],
    });
    expect(await parsed(productOf, world.getProduct(created.id))).toEqual(created);
  },
);

scenario('refuses a SKU already used, or used twice, naming it (409); nothing is saved', async (world) => {
  const category = await childOf(world.categories);
  const first = await world.save.createProduct(form(category, withVariants), [picture('tote.png')], ignore);
  const taken = (sku: string, field = 'sku') => {
    const message = `The SKU ${sku} is already used by another of your products or variants. Each needs its own SKU.`;
    return { status: 409, code: 'CONFLICT', message, fields: { [field]: message } };
  };
  await expectRefusal(
    world.save.createProduct(form(category, { sku: 'tote-1' }), [], ignore),
    taken('TOTE-1'),
  );
  await expectRefusal(
    world.save.createProduct(form(category, { sku: 'tote-1-m-red' }), [], ignore),
    taken('TOTE-1-M-RED'),
  );
  await expectRefusal(
    world.save.createProduct(
      form(category, {
        sku: 'MAT-1',
        options: JSON.stringify([{ name: 'Size', values: ['S'] }]),
        variants: JSON.stringify([{ option1: 'S', sku: 'mat-1', quantity: 1, price: '1' }]),
      }),
      [],
      ignore,
    ),
    taken('mat-1', 'variants.0.sku'),
  );
  const second = await world.save.createProduct(form(category, { sku: 'MAT-1' }), [], ignore);
  await expectRefusal(
    world.save.updateProduct(second.id, { ...editOf(second), sku: 'TOTE-1-S-RED' }, [], ignore),
    taken('TOTE-1-S-RED'),
  );
  expect(await world.getProduct(first.id)).toEqual(first);
  expect(await world.getProduct(second.id)).toEqual(second);
});

/** The edit form of `product` as the editor sends it: tags and kept pictures as JSON. */
const editOf = (product: Product): ProductFields => ({
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
});

scenario('answers the spec messages in the fields of a 400, and saves nothing', async (world) => {
  const category = await childOf(world.categories);
  const invalid = (fields: Record<string, string>) => ({
    status: 400,
    code: 'VALIDATION_FAILED',
    message: Object.values(fields)[0]!,
    fields,
  });
  await expectRefusal(
    world.save.createProduct(
      form(category, { productName: 'ab', price: '-1', quantity: 'many' }),
      [],
      ignore,
    ),
    invalid({
      productName: 'Product name is required and must be atleast 3 characters',
      price: "Price can't be negative",
      quantity: 'Please enter a valid quantity',
    }),
  );
  await expectRefusal(
    world.save.createProduct(form(category, { discountedPrice: '450.50', weight: '0' }), [], ignore),
    invalid({
      weight: 'Weight must be at least 1',
      discountedPrice: 'Discounted price must be less than the price',
    }),
  );
  await expectRefusal(
    world.save.createProduct(
      form(category, {
        options: JSON.stringify([{ name: 'Size', values: ['S', 'M'] }]),
        variants: JSON.stringify([{ option1: 'XL', quantity: 1, price: '1' }]),
      }),
      [],
      ignore,
    ),
    invalid({ 'variants.0.option1': 'Please enter a valid value' }),
  );
  await expectRefusal(
    world.save.createProduct(form(category, withVariants), [], ignore),
    invalid({ 'variants.0.image': "Choose one of this product's images." }),
  );
  const parent = (await world.categories.listCategories()).find(
    (one) => one.id === category.parentCategory!.id,
  )!;
  await expectRefusal(
    world.save.createProduct(form(parent), [], ignore),
    invalid({ productCategoryIds: 'Please choose a category' }),
  );

  const product = await world.save.createProduct(form(category), [picture('one.png')], ignore);
  await expectRefusal(
    world.save.updateProduct(product.id, { ...editOf(product), productName: ' ' }, [], ignore),
    invalid({ productName: 'Product name is required' }),
  );
  await expectRefusal(
    world.save.updateProduct(
      product.id,
      { ...editOf(product), images: JSON.stringify([{ id: 999_999 }]) },
      [],
      ignore,
    ),
    invalid({ images: "Choose one of this product's images." }),
  );
  expect(await world.getProduct(product.id)).toEqual(product);
});

scenario(
  'updates a product: the kept pictures in order, then the new ones; unknown or foreign is 404',
  async (world) => {
    const category = await childOf(world.categories);
    const product = await world.save.createProduct(
      form(category),
      [picture('one.png'), picture('two.png')],
      ignore,
    );
    const [one, two] = product.images;
    const updated = await parsed(
      productOf,
      world.save.updateProduct(
        product.id,
        {
          ...editOf(product),
          productName: 'Abaca tote, large',
          images: JSON.stringify([{ id: two!.id }]),
          quantity: '7',
        },
        [picture('three.png')],
        ignore,
      ),
    );
    expect(updated.images.map((image) => image.id).slice(0, 1)).toEqual([two!.id]);
    expect(updated.images).toHaveLength(2);
    expect(updated.images.map((image) => image.id)).not.toContain(one!.id);
    expect(updated).toMatchObject({
      productName: 'Abaca tote, large',
      quantity: 7,
      status: productStatus.pending,
    });
    expect(await world.getProduct(product.id)).toEqual(updated);

    const notFound = { status: 404, code: 'NOT_FOUND', message: noSuchProductMessage };
    await expectRefusal(world.save.updateProduct(999_999, editOf(product), [], ignore), notFound);
    // The fields are checked first, wherever the product is.
    await expectRefusal(
      world.save.updateProduct(999_999, { ...editOf(product), productName: '' }, [], ignore),
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Product name is required',
        fields: { productName: 'Product name is required' },
      },
    );
    const theirs = await world.foreign();
    await expectRefusal(
      world.save.updateProduct(theirs, { ...editOf(product), sku: 'X-1' }, [], ignore),
      notFound,
    );
    await expectRefusal(world.getProduct(theirs), notFound);
  },
);

scenario('adds, changes and deletes variants one by one; the last one stays (409)', async (world) => {
  const category = await childOf(world.categories);
  const product = await world.save.createProduct(form(category, withVariants), [picture('tote.png')], ignore);
  const [sRed, sBlue, mRed] = product.variants;
  const variant = (fields: ProductFields): ProductFields => ({ quantity: '1', price: '500', ...fields });

  const added = await parsed(
    productOf,
    world.save.createVariant(
      product.id,
      variant({
        option1: 'm',
        option2: 'BLUE',
        sku: 'TOTE-1-M-BLU',
        quantity: '5',
        image: JSON.stringify({ id: product.images[0]!.id }),
      }),
    ),
  );
  expect(added.variants).toHaveLength(4);
  expect(added.variants[3]).toMatchObject({
    option1: 'm',
    option2: 'BLUE',
    sku: 'TOTE-1-M-BLU',
    quantity: 5,
    price: 500,
    image: { id: product.images[0]!.id, url: product.images[0]!.url },
    weight: 350,
  });
  expect(added.quantity).toBe(14);

  await expectRefusal(world.save.createVariant(product.id, variant({ option1: 's', option2: 'red' })), {
    status: 409,
    code: 'CONFLICT',
    message: 'This product already has the variant s / red.',
  });
  await expectRefusal(world.save.createVariant(product.id, variant({ option1: 'L', option2: 'Red' })), {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Please enter a valid value',
    fields: { option1: 'Please enter a valid value' },
  });
  await expectRefusal(
    world.save.createVariant(product.id, variant({ option1: 'M', option2: 'Blue', price: '' })),
    {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid price',
      fields: { price: 'Please enter a valid price' },
    },
  );
  await expectRefusal(
    world.save.updateVariant(
      product.id,
      sBlue!.id,
      variant({ option1: 'S', option2: 'Blue', sku: 'tote-1' }),
    ),
    {
      status: 409,
      code: 'CONFLICT',
      message:
        'The SKU TOTE-1 is already used by another of your products or variants. Each needs its own SKU.',
    },
  );

  const changed = await parsed(
    productOf,
    world.save.updateVariant(
      product.id,
      sBlue!.id,
      variant({ option1: 'S', option2: 'Blue', quantity: '10' }),
    ),
  );
  expect(changed.variants.find((one) => one.id === sBlue!.id)).toMatchObject({
    quantity: 10,
    price: 500,
    sku: null,
  });
  expect(changed.quantity).toBe(21);

  const notFound = { status: 404, code: 'NOT_FOUND', message: noSuchProductMessage };
  await expectRefusal(
    world.save.updateVariant(product.id, 999_999, variant({ option1: 'S', option2: 'Red' })),
    notFound,
  );
  await expectRefusal(world.save.deleteVariant(product.id, 999_999), notFound);
  await expectRefusal(world.save.updateVariant(product.id, 999_999, variant({ option1: '' })), {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Please enter a valid value',
    fields: { option1: 'Please enter a valid value' },
  });
  const theirs = await world.foreign();
  await expectRefusal(world.save.createVariant(theirs, variant({ option1: 'S' })), notFound);

  await world.save.deleteVariant(product.id, sRed!.id);
  await world.save.deleteVariant(product.id, mRed!.id);
  const left = await world.getProduct(product.id);
  expect(left.variants.map((one) => one.sku)).toEqual([null, 'TOTE-1-M-BLU']);
  expect(left.quantity).toBe(15);
  await world.save.deleteVariant(product.id, sBlue!.id);
  const last = left.variants.at(-1)!;
  await expectRefusal(world.save.deleteVariant(product.id, last.id), {
    status: 409,
    code: 'CONFLICT',
    message:
      'A product with options keeps at least one variant. To sell it without variants, remove its options.',
  });
  expect((await world.getProduct(product.id)).variants.map((one) => one.id)).toEqual([last.id]);
});

scenario(
  'an approved product stays approved through a price or stock edit, not through a new name',
  async (world) => {
    const category = await childOf(world.categories);
    const product = await world.save.createProduct(form(category), [picture('one.png')], ignore);
    await world.approve(product.id);
    const approved = await world.getProduct(product.id);
    const repriced = await world.save.updateProduct(
      product.id,
      { ...editOf(approved), price: '500', discountedPrice: '', quantity: '3' },
      [],
      ignore,
    );
    expect(repriced).toMatchObject({
      status: productStatus.approved,
      price: 500,
      discountedPrice: null,
      quantity: 3,
    });
    const renamed = await world.save.updateProduct(
      product.id,
      { ...editOf(repriced), productName: 'Abaca tote, renamed' },
      [],
      ignore,
    );
    expect(renamed).toMatchObject({ status: productStatus.pending, statusReason: null });
  },
);
