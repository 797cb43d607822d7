// The demo catalog of `npm run demo` (decision 020): the approved demo seller's products in every status
// (approved, pending, rejected with the admin's reason), with options, variants and real-looking pictures, and
// a few of the suspended seller's, so the seller's list, the editor and the admin's queue all have something
// to show. Made through the product service and the admin's review like a real seller's and admin's, so the
// derived parts (stock as the sum of the variants, the search text, the notifications) are what they would
// be. Idempotent: a product whose SKU its seller already has is not made again.
import { and, eq, sql } from 'drizzle-orm';
import { productCreateSchema, productStatus } from '#schemas/products';
import type { Database } from '../../db/client.ts';
import { sellers } from '../../db/schema.ts';
import { createAdminRepository } from '../admin/repository.ts';
import { productCategories } from '../categories/table.ts';
import { acceptImage } from '../media/images.ts';
import { sampleProductImage } from '../media/samples.ts';
import type { MediaStore } from '../media/store.ts';
import { demoAdmin } from '../onboarding/demo-data.ts';
import { newStorageKey } from '../onboarding/storage.ts';
import { createProductService, type UploadedImage } from './service.ts';
import { products } from './table.ts';

type Decision = { status: 'approved' } | { status: 'pending' } | { status: 'rejected'; reason: string };

type DemoProduct = {
  name: string;
  description: string;
  tags: string;
  /** "Parent > Child" of the starter tree (migration 0006). */
  category: [parent: string, child: string];
  price: string;
  discountedPrice?: string;
  sku: string;
  /** Ignored with variants: then the stock is theirs. */
  quantity: number;
  weight: number;
  size: [length: number, width: number, height: number];
  options?: Array<{ name: string; values: string[] }>;
  /** Per combination of the options, in order: the stock. */
  variantStock?: number[];
  /** Labels printed on the pictures, one picture each. */
  pictures: string[];
  decision: Decision;
};

export const demoProductRejections = {
  fda: 'Food products need their FDA registration number in the description. Please add it and save again.',
  photos:
    'The photos do not show the product clearly. Please upload well-lit pictures on a plain background.',
};

const approvedSellerCatalog: DemoProduct[] = [
  {
    name: 'Handwoven Abaca Tote Bag',
    description:
      'Roomy tote woven by hand from Bicol abaca, lined with cotton and closed with a wooden toggle. Fits a 14-inch laptop.',
    tags: 'handmade,abaca,bag,pasalubong',
    category: ['Fashion', 'Bags & Accessories'],
    price: '1299.00',
    discountedPrice: '1099.00',
    sku: 'ANA-TOTE',
    quantity: 0,
    weight: 450,
    size: [40, 12, 35],
    options: [
      { name: 'Colour', values: ['Natural', 'Black'] },
      { name: 'Size', values: ['M', 'L'] },
    ],
    variantStock: [12, 8, 5, 3],
    pictures: ['Abaca Tote', 'Natural', 'Black'],
    decision: { status: 'approved' },
  },
  {
    name: 'Kapeng Barako 250g',
    description:
      'Liberica beans from Lipa, Batangas, roasted dark every Monday. Strong, with a hint of anise.',
    tags: 'coffee,barako,batangas',
    category: ['Food & Beverages', 'Coffee & Tea'],
    price: '280.00',
    sku: 'ANA-BARAKO',
    quantity: 0,
    weight: 250,
    size: [15, 8, 20],
    options: [{ name: 'Grind', values: ['Whole bean', 'Fine', 'Coarse'] }],
    variantStock: [40, 25, 18],
    pictures: ['Barako'],
    decision: { status: 'approved' },
  },
  {
    name: 'Cebu Dried Mangoes 200g',
    description: 'Sweet Carabao mangoes from Cebu, sliced and dried the same day they are picked.',
    tags: 'pasalubong,snacks,mango',
    category: ['Food & Beverages', 'Dried & Preserved Goods'],
    price: '185.50',
    discountedPrice: '159.00',
    sku: 'ANA-MANGO',
    quantity: 120,
    weight: 200,
    size: [20, 4, 28],
    pictures: ['Mangoes', 'Back label'],
    decision: { status: 'approved' },
  },
  {
    name: 'Piña Barong Tagalog',
    description: 'Sheer piña-jusi barong with hand embroidery from Lumban, Laguna. Dry clean only.',
    tags: 'barong,formal,filipiniana',
    category: ['Fashion', "Men's Apparel"],
    price: '4500.00',
    sku: 'ANA-BARONG',
    quantity: 0,
    weight: 300,
    size: [35, 5, 30],
    options: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Ecru', 'White'] },
    ],
    variantStock: [2, 3, 4, 4, 1, 2],
    pictures: ['Barong', 'Embroidery'],
    decision: { status: 'pending' },
  },
  {
    name: 'Capiz Shell Pendant Lamp',
    description:
      'Hand-cut capiz shells on a rattan frame; warm light for a dining table. E27 socket, bulb not included.',
    tags: 'capiz,lamp,home decor',
    category: ['Home & Living', 'Home Décor'],
    price: '2350.00',
    sku: 'ANA-CAPIZ',
    quantity: 6,
    weight: 1800,
    size: [45, 45, 50],
    pictures: ['Capiz Lamp', 'At night'],
    decision: { status: 'pending' },
  },
  {
    name: 'Ube Halaya Jar 340g',
    description: 'Purple yam jam cooked slowly with carabao milk, the Good Shepherd way.',
    tags: 'ube,pasalubong,baguio',
    category: ['Food & Beverages', 'Pasalubong & Delicacies'],
    price: '245.00',
    sku: 'ANA-UBE',
    quantity: 30,
    weight: 340,
    size: [9, 9, 12],
    pictures: ['Ube Halaya'],
    decision: { status: 'rejected', reason: demoProductRejections.fda },
  },
  {
    name: 'Rattan Laundry Hamper',
    description: 'Tall hamper with a lid, woven from Cebu rattan, with a removable cotton liner.',
    tags: 'rattan,storage,home',
    category: ['Home & Living', 'Storage & Organization'],
    price: '1650.00',
    sku: 'ANA-HAMPER',
    quantity: 9,
    weight: 2200,
    size: [40, 40, 60],
    pictures: ['Hamper'],
    decision: { status: 'approved' },
  },
  {
    name: 'Niño Abaca Tsinelas',
    description: 'Light slippers with an abaca strap and a rubber sole, made in Liliw, Laguna.',
    tags: 'tsinelas,abaca,summer',
    category: ['Fashion', 'Shoes'],
    price: '399.00',
    sku: 'ANA-TSINELAS',
    quantity: 0,
    weight: 350,
    size: [30, 12, 10],
    options: [{ name: 'Size', values: ['7', '8', '9'] }],
    variantStock: [10, 14, 6],
    pictures: ['Tsinelas'],
    decision: { status: 'pending' },
  },
  {
    name: 'Tablea Tsokolate, 10 pieces',
    description: 'Pure cacao tablets from Davao for tsokolate and champorado. No sugar added.',
    tags: 'cacao,tablea,davao',
    category: ['Food & Beverages', 'Beverages'],
    price: '150.00',
    sku: 'ANA-TABLEA',
    quantity: 64,
    weight: 250,
    size: [12, 6, 6],
    pictures: ['Tablea'],
    decision: { status: 'approved' },
  },
  {
    name: 'Bamboo Phone Stand',
    description: 'Laser-cut bamboo stand that holds a phone upright or sideways, with a slot for the cable.',
    tags: 'bamboo,phone,desk',
    category: ['Electronics', 'Mobile Accessories'],
    price: '320.00',
    sku: 'ANA-STAND',
    quantity: 25,
    weight: 120,
    size: [10, 8, 12],
    pictures: ['Phone Stand'],
    decision: { status: 'rejected', reason: demoProductRejections.photos },
  },
  {
    name: 'Sampaguita Body Mist 100ml',
    description: 'The scent of the national flower, light enough for every day. Made in Laguna.',
    tags: 'sampaguita,fragrance,gift',
    category: ['Health & Beauty', 'Fragrances'],
    price: '275.00',
    sku: 'ANA-MIST',
    quantity: 48,
    weight: 130,
    size: [5, 5, 16],
    pictures: ['Sampaguita'],
    decision: { status: 'approved' },
  },
  {
    name: 'Inabel Table Runner',
    description: 'Ilocos inabel woven on a wooden loom in the binakol pattern, 180 cm long.',
    tags: 'inabel,ilocos,handmade,home decor',
    category: ['Home & Living', 'Home Décor'],
    price: '890.00',
    sku: 'ANA-RUNNER',
    quantity: 0,
    weight: 400,
    size: [180, 35, 1],
    options: [{ name: 'Colour', values: ['Indigo', 'Red', 'Natural'] }],
    variantStock: [5, 4, 7],
    pictures: ['Inabel', 'Indigo', 'Red'],
    decision: { status: 'pending' },
  },
];

const suspendedSellerCatalog: DemoProduct[] = [
  {
    name: 'Surf Wax, Tropical Water',
    description: 'Coconut-scented wax for water above 24 °C, poured in Siargao.',
    tags: 'surf,siargao',
    category: ['Sports & Outdoors', 'Water Sports'],
    price: '180.00',
    sku: 'SOL-WAX',
    quantity: 80,
    weight: 90,
    size: [8, 8, 4],
    pictures: ['Surf Wax'],
    decision: { status: 'approved' },
  },
  {
    name: 'Long-sleeve Rash Guard',
    description: 'UPF 50 rash guard for long sessions in the sun.',
    tags: 'surf,swim',
    category: ['Sports & Outdoors', 'Water Sports'],
    price: '950.00',
    sku: 'SOL-RASH',
    quantity: 0,
    weight: 200,
    size: [30, 25, 3],
    options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
    variantStock: [3, 6, 2],
    pictures: ['Rash Guard'],
    decision: { status: 'approved' },
  },
];

export const demoCatalogs: Array<{ email: string; catalog: DemoProduct[] }> = [
  { email: 'demo-approved@suki.local', catalog: approvedSellerCatalog },
  { email: 'demo-suspended@suki.local', catalog: suspendedSellerCatalog },
];

const combinations = (options: ReadonlyArray<{ values: string[] }>) =>
  options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    [[]],
  );

/** The form the editor would send for it, through the same schema the route validates with. */
function createInput(product: DemoProduct, categoryId: number) {
  const options = product.options ?? [];
  const variants =
    options.length === 0
      ? []
      : combinations(options).map((values, index) => ({
          option1: values[0],
          option2: values[1] ?? '',
          option3: values[2] ?? '',
          sku: `${product.sku}-${values.map((value) => value.replace(/\W+/g, '').toUpperCase()).join('-')}`,
          quantity: String(product.variantStock?.[index] ?? 0),
          price: product.price,
          discountedPrice: product.discountedPrice ?? '',
          // The first combination shows the product's first picture, the others the next ones if any.
          image: { newImage: Math.min(index, product.pictures.length - 1) },
        }));
  const [length, width, height] = product.size;
  return productCreateSchema.parse({
    productName: product.name,
    productDescription: product.description,
    productTag: product.tags,
    productCategoryIds: JSON.stringify([categoryId]),
    price: product.price,
    discountedPrice: product.discountedPrice ?? '',
    chargeTaxes: 'true',
    sku: product.sku,
    quantity: String(product.quantity),
    weight: String(product.weight),
    length: String(length),
    width: String(width),
    height: String(height),
    options: JSON.stringify(options),
    variants: JSON.stringify(variants),
  });
}

async function categoryIdOf(database: Database, [parentTitle, childTitle]: [string, string]) {
  const [row] = await database.db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(
      and(
        eq(productCategories.title, childTitle),
        eq(
          productCategories.parentId,
          sql`(select p.id from product_categories p where p.parent_id is null and p.title = ${parentTitle})`,
        ),
      ),
    );
  if (!row) throw new Error(`The demo catalog needs the category ${parentTitle} > ${childTitle}`);
  return row.id;
}

/** Each picture made, checked and stored as an upload of the editor would be. */
async function storePictures(media: MediaStore, product: DemoProduct, seed: number, stored: string[]) {
  const uploads: UploadedImage[] = [];
  for (const [index, label] of product.pictures.entries()) {
    const image = await acceptImage(await sampleProductImage({ seed: seed + index, label }));
    const upload = {
      storageKey: newStorageKey(),
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      sizeBytes: image.data.length,
    };
    await media.put(upload.storageKey, image.data);
    stored.push(upload.storageKey);
    uploads.push(upload);
  }
  return uploads;
}

/** Creates whatever demo product is missing (a demo seller who does not exist gets none); answers how many. */
export async function seedDemoCatalog(database: Database, media: MediaStore): Promise<number> {
  const admin = await createAdminRepository(database.db).findByEmail(demoAdmin.email);
  if (!admin) throw new Error('The demo catalog is reviewed by the demo admin: seed the demo accounts first');
  const service = createProductService({ database, media });
  let created = 0;
  for (const [sellerIndex, { email, catalog }] of demoCatalogs.entries()) {
    const [seller] = await database.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.email, email));
    if (!seller) continue;
    const listed = await database.db
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.sellerId, seller.id));
    const skus = new Set(listed.map((row) => row.sku));
    for (const [index, product] of catalog.entries()) {
      if (skus.has(product.sku)) continue;
      const input = createInput(product, await categoryIdOf(database, product.category));
      // The pictures are the product's once it is created; until then a failure removes them.
      const stored: string[] = [];
      const outcome = await storePictures(media, product, (sellerIndex + 1) * 1000 + index * 10, stored)
        .then((uploads) => service.create(seller.id, input, uploads))
        .catch(async (error: unknown) => {
          await Promise.allSettled(stored.map((key) => media.delete(key)));
          throw error;
        });
      if (!outcome.ok) {
        await Promise.allSettled(stored.map((key) => media.delete(key)));
        throw new Error(`The demo product ${product.name} was refused: ${outcome.reason}`);
      }
      if (product.decision.status !== 'pending') {
        const decided = await service.review(
          admin,
          outcome.value.id,
          product.decision.status === 'approved'
            ? { status: productStatus.approved }
            : { status: productStatus.rejected, reason: product.decision.reason },
        );
        if (!decided.ok)
          throw new Error(`The demo product ${product.name} was not decided: ${decided.reason}`);
      }
      created++;
    }
  }
  return created;
}
