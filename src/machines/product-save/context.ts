// The product form's data (spec §3 New/Edit product, dimensions, pricing, inventory) and how it becomes the
// request: the values as typed, the pictures in display order, and the variant generator's rows. The shared
// schemas of src/schemas/products.ts check it, so the form and the server say the same thing (spec §5).
import type { AiOrigin } from '#schemas/ai';
import type { Category } from '#schemas/categories';
import {
  imageExtensions,
  productCreateSchema,
  productEditSchema,
  productImageBytesMax,
  productImagesMax,
  type Product,
  type VariantImageRef,
} from '#schemas/products';
import type { ActorRefFrom } from 'xstate';
import { fieldErrors, shownFieldErrors, type FieldErrors, type FormSchema } from '../form/context.ts';
import type { Failure } from '../shared/failure.ts';
import {
  keptImageKey,
  priceText,
  variantValues,
  type VariantGeneratorContext,
} from '../variant-generator/context.ts';
import type { variantGeneratorMachine } from '../variant-generator/machine.ts';
import type { BackgroundGenerationMachine } from '../background-generation/machine.ts';
import type { DescriptionWriterMachine } from '../description-writer/machine.ts';

export type WeightUnit = 'g' | 'kg';

/** The form's fields as typed. `weight` is in `weightUnit`; the request carries grams. */
export type ProductFormValues = {
  productName: string;
  productDescription: string;
  /** Tags separated by commas, as spec §3 New product sends them. */
  productTag: string;
  /** The chosen category's id, '' until one is chosen. */
  categoryId: string;
  price: string;
  discountedPrice: string;
  chargeTaxes: boolean;
  sku: string;
  quantity: string;
  weight: string;
  weightUnit: WeightUnit;
  length: string;
  width: string;
  height: string;
};

export type ProductField = keyof ProductFormValues;

/**
 * A picture in display order: one the product has (`id`), or a file picked here and not sent yet. A new
 * picture with an `origin` was made by the background tool: it is part of the unsaved product, and a failed
 * save clears it (spec §4).
 */
export type EditorImage =
  | { key: string; kind: 'kept'; id: number; url: string; width: number; height: number }
  | { key: string; kind: 'new'; file: File; origin?: AiOrigin };

export type SaveProgress = { loaded: number; total: number };

export type ProductSaveInput = { productId: number | null };

export type ProductSaveContext = {
  /** null for a new product. */
  productId: number | null;
  values: ProductFormValues;
  images: EditorImage[];
  categories: Category[];
  /** The combinations and their rows; spawned once the form opens. */
  generator: ActorRefFrom<typeof variantGeneratorMachine> | null;
  /** "Write with AI" and "New background" (issue 15); spawned once the form opens, idle until opened. */
  writer: ActorRefFrom<DescriptionWriterMachine> | null;
  background: ActorRefFrom<BackgroundGenerationMachine> | null;
  /** The description a used draft replaced, until the seller undoes it or types in the description. */
  descriptionUndo: string | null;
  /** How many made backgrounds the last failed save cleared (spec §4), for its banner to say. */
  clearedBackgrounds: number;
  /** Fields the seller has left: before a submit, only their errors show (decision 009). */
  visited: string[];
  submitTried: boolean;
  /** The server's `fields` from the last failed save, until their field changes. */
  serverErrors: FieldErrors;
  /** Anything changed since the form opened (leaving asks first). */
  changed: boolean;
  /** Files refused before they were added (not an image, too large, too many). */
  imageNotice: string | null;
  progress: SaveProgress | null;
  /** Why loading or the last save failed. */
  failure: Failure | null;
  /** Where the seller asked to go while there were unsaved changes. */
  leaveTo: string | null;
  /** The next new picture's key. */
  nextImage: number;
};

export const emptyValues: ProductFormValues = {
  productName: '',
  productDescription: '',
  productTag: '',
  categoryId: '',
  price: '',
  discountedPrice: '',
  chargeTaxes: false,
  sku: '',
  quantity: '0',
  weight: '',
  weightUnit: 'g',
  length: '',
  width: '',
  height: '',
};

export const initialContext = ({ productId }: ProductSaveInput): ProductSaveContext => ({
  productId,
  values: emptyValues,
  images: [],
  categories: [],
  generator: null,
  writer: null,
  background: null,
  descriptionUndo: null,
  clearedBackgrounds: 0,
  visited: [],
  submitTried: false,
  serverErrors: {},
  changed: false,
  imageNotice: null,
  progress: null,
  failure: null,
  leaveTo: null,
  nextImage: 0,
});

/** Spec §9: grams and kilograms, × or ÷ 1000. */
const unitDigits = 3;

/**
 * A decimal text with its point moved (`shift` 3 multiplies by 1000, -3 divides), from its digits, so
 * 1.005 kg is 1005 g exactly; anything that is not a plain decimal comes back as it was.
 */
export function shiftDecimal(text: string, shift: number): string {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || text.trim() === '' || text.trim() === '.') return text;
  const [, whole = '', fraction = ''] = match;
  const digits = whole + fraction;
  const point = whole.length + shift;
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 1);
  const integer = padded.slice(0, at).replace(/^0+(?=\d)/, '');
  const decimals = padded.slice(at).replace(/0+$/, '');
  return decimals ? `${integer}.${decimals}` : integer;
}

/** The weight field's text in the other unit. */
export const convertWeight = (text: string, from: WeightUnit, to: WeightUnit) =>
  from === to ? text : shiftDecimal(text, from === 'kg' ? unitDigits : -unitDigits);

/** A saved product as the form shows it. */
export function productValues(product: Product): ProductFormValues {
  return {
    productName: product.productName,
    productDescription: product.productDescription,
    productTag: product.productTag.join(', '),
    categoryId: product.productCategoryIds[0] ? String(product.productCategoryIds[0]) : '',
    price: priceText(product.price),
    discountedPrice: priceText(product.discountedPrice),
    chargeTaxes: product.chargeTaxes,
    sku: product.sku,
    quantity: String(product.quantity),
    weight: String(product.weight),
    weightUnit: 'g',
    length: String(product.length),
    width: String(product.width),
    height: String(product.height),
  };
}

export const productImages = (product: Product): EditorImage[] =>
  product.images.map((image) => ({ key: keptImageKey(image.id), kind: 'kept', ...image }));

const recognised = new Set<string>(imageExtensions);
const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/**
 * The files that can join the pictures, and what to say about the rest: spec §9's extensions, 10 MB each,
 * 10 per product. The server decides by the bytes; this only spares a doomed upload.
 */
export function acceptFiles(
  files: readonly File[],
  held: number,
): { accepted: File[]; notice: string | null } {
  const refusals: string[] = [];
  const accepted: File[] = [];
  for (const file of files) {
    if (!recognised.has(extensionOf(file.name)))
      refusals.push(`${file.name} is not a picture (${imageExtensions.join(', ')})`);
    else if (file.size > productImageBytesMax) refusals.push(`${file.name} is larger than 10 MB`);
    else if (held + accepted.length >= productImagesMax)
      refusals.push(`${file.name} was not added: a product can have at most ${productImagesMax} images`);
    else accepted.push(file);
  }
  return { accepted, notice: refusals.length > 0 ? refusals.join('. ') : null };
}

/** `images` with the picture `key` moved by `offset` places (kept inside the list). */
export function moveImage(images: readonly EditorImage[], key: string, offset: number): EditorImage[] {
  const from = images.findIndex((image) => image.key === key);
  const to = Math.min(Math.max(from + offset, 0), images.length - 1);
  if (from < 0 || from === to) return [...images];
  const moved = [...images];
  const [image] = moved.splice(from, 1);
  moved.splice(to, 0, image!);
  return moved;
}

/** `images` with `key` placed just before or after `target` (drag and drop). */
export function dropImage(
  images: readonly EditorImage[],
  key: string,
  target: string,
  position: 'before' | 'after',
): EditorImage[] {
  const image = images.find((candidate) => candidate.key === key);
  if (!image || key === target) return [...images];
  const rest = images.filter((candidate) => candidate.key !== key);
  const at = rest.findIndex((candidate) => candidate.key === target) + (position === 'after' ? 1 : 0);
  return [...rest.slice(0, at), image, ...rest.slice(at)];
}

const newFiles = (images: readonly EditorImage[]) =>
  images.flatMap((image) => (image.kind === 'new' ? [image.file] : []));

/** Which picture a variant names in the product request: a kept one by id, a new one by its place among the new files. */
const imageRefIn =
  (images: readonly EditorImage[]) =>
  (key: string): VariantImageRef => {
    const image = images.find((candidate) => candidate.key === key);
    if (!image) return null;
    if (image.kind === 'kept') return { id: image.id };
    return { newImage: images.filter((candidate) => candidate.kind === 'new').indexOf(image) };
  };

const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

type Generator = Pick<VariantGeneratorContext, 'options' | 'rows'>;

/** The values the shared schema checks: the form's, the pictures and the generator's rows. */
export function submissionValues(context: ProductSaveContext, generator: Generator): Record<string, unknown> {
  const { values, images } = context;
  const variants = generator.rows.map((row) => variantValues(row, imageRefIn(images)));
  const quantities = generator.rows.map((row) => row.quantity.trim());
  return {
    productName: values.productName,
    productDescription: values.productDescription,
    productTag: context.productId === null ? values.productTag : splitTags(values.productTag),
    productCategoryIds: values.categoryId === '' ? [] : [Number(values.categoryId)],
    price: values.price,
    discountedPrice: values.discountedPrice,
    chargeTaxes: values.chargeTaxes,
    sku: values.sku,
    // With variants the product's stock is theirs together (the server sums them too).
    quantity:
      variants.length > 0 && quantities.every((quantity) => /^\d+$/.test(quantity))
        ? String(quantities.reduce((sum, quantity) => sum + Number(quantity), 0))
        : values.quantity,
    weight: values.weightUnit === 'kg' ? convertWeight(values.weight, 'kg', 'g') : values.weight,
    length: values.length,
    width: values.width,
    height: values.height,
    options: generator.options,
    variants,
    ...(context.productId === null
      ? {}
      : {
          images: images.flatMap((image) => (image.kind === 'kept' ? [{ id: image.id }] : [])),
        }),
  };
}

export const schemaFor = (context: Pick<ProductSaveContext, 'productId'>): FormSchema =>
  context.productId === null ? productCreateSchema : productEditSchema;

/** Where the schema's paths show on the form: the category's list is the category picker. */
const fieldOf = (path: string) => (path.startsWith('productCategoryIds') ? 'categoryId' : path);

const onFields = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [fieldOf(path), message]));

export const submissionErrors = (context: ProductSaveContext, generator: Generator): FieldErrors =>
  onFields(fieldErrors(schemaFor(context), submissionValues(context, generator)));

/**
 * The errors to show (decision 009's rule over the whole submission), then the server's for fields not
 * changed since; variant rows' errors are keyed `variants.N.field`.
 */
export function shownErrors(context: ProductSaveContext, generator: Generator): FieldErrors {
  const shown = onFields(
    shownFieldErrors(schemaFor(context), submissionValues(context, generator), {
      visited: context.visited,
      submitTried: context.submitTried,
    }),
  );
  return { ...onFields(context.serverErrors), ...shown };
}

/** The multipart fields of POST or PUT /api/products (spec §7; the field shapes). */
export function requestFields(context: ProductSaveContext, generator: Generator): Record<string, string> {
  const values = submissionValues(context, generator);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : typeof value === 'boolean' ? String(value) : JSON.stringify(value),
    ]),
  );
}

export type SaveRequest = { productId: number | null; fields: Record<string, string>; files: File[] };

export const saveRequest = (context: ProductSaveContext, generator: Generator): SaveRequest => ({
  productId: context.productId,
  fields: requestFields(context, generator),
  files: newFiles(context.images),
});

/** What a failed request says to the seller: the server's own words for a refusal, else to try again. */
export const failureText = (failure: Failure) =>
  failure.kind === 'http' && failure.status < 500 ? failure.message : 'Please try again.';

export type Loaded = { product: Product | null; categories: Category[] };

/** A picture's bytes for the AI tools: the file picked here, or the URL of one the product has. */
export const imageSource = (image: EditorImage): File | string =>
  image.kind === 'new' ? image.file : image.url;

/** The chosen category as a number, for the AI tools; none before one is chosen. */
export const chosenCategory = (values: ProductFormValues): number | undefined =>
  values.categoryId === '' ? undefined : Number(values.categoryId);

/** Where a made background goes: right after the picture it was made from (last when that one is gone). */
export function insertAfter(
  images: readonly EditorImage[],
  sourceKey: string,
  image: EditorImage,
): EditorImage[] {
  const at = images.findIndex((candidate) => candidate.key === sourceKey);
  return at === -1 ? [...images, image] : [...images.slice(0, at + 1), image, ...images.slice(at + 1)];
}
