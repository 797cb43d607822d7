// The variant generator's data (spec §3 variant generator, §9 at most 3 options × 3 values): options as the
// seller types them, and one row per combination of their values, each row with its own price, SKU,
// quantity and picture. Pure functions only; the machine beside this file decides when they apply.
import { toCentavos, pesosText } from '#schemas/money';
import {
  optionsMax,
  optionValuesMax,
  variantBodySchema,
  type Product,
  type VariantImageRef,
} from '#schemas/products';
import { fieldErrors, type FieldErrors } from '../form/context.ts';

export type OptionDraft = { name: string; values: string[] };

/** One combination of option values, as the form holds it (text as typed). */
export type VariantRow = {
  option1: string;
  option2: string | null;
  option3: string | null;
  price: string;
  discountedPrice: string;
  chargeTaxes: boolean;
  sku: string;
  quantity: string;
  /** The key of one of the product's pictures in the editor (`keptImageKey`, or a new file's key). */
  image: string | null;
  /** Set once the server holds this variant (edit). */
  variantId: number | null;
};

export type RowField = 'price' | 'discountedPrice' | 'chargeTaxes' | 'sku' | 'quantity' | 'image';

export type VariantGeneratorInput = {
  /** The saved product whose variants a row's Save and Delete change at once; null before it exists. */
  productId: number | null;
  options: OptionDraft[];
  rows: VariantRow[];
  /** Combinations the seller does not sell (their keys): no row, until added back. */
  excluded: string[];
};

export type VariantGeneratorContext = VariantGeneratorInput & {
  /** The options as the server holds them (`optionsKey`): a row is saved alone only while they are unchanged. */
  savedOptions: string;
  /** The rows the product was opened with: an option changed and changed back finds its saved variants again. */
  savedRows: VariantRow[];
  /** Anything changed since the editor opened (leaving asks first). */
  changed: boolean;
  /** The row a variant request works on (its combination key). */
  pendingRow: string | null;
  /** Rows whose Save was refused by their own check: their errors show. */
  tried: string[];
};

/** How an existing picture is named in the editor, so a row can point at it before and after saving. */
export const keptImageKey = (id: number) => `image-${id}`;

/** The values of an option that count: typed, not blank. */
const valuesOf = (option: OptionDraft) => option.values.map((value) => value.trim()).filter(Boolean);

/** "M / Red": the row's values in option order; its identity in the list, case aside. */
export const rowKey = (row: Pick<VariantRow, 'option1' | 'option2' | 'option3'>) =>
  [row.option1, row.option2, row.option3]
    .filter((value) => value !== null)
    .join(' / ')
    .toLowerCase();

export const rowName = (row: Pick<VariantRow, 'option1' | 'option2' | 'option3'>) =>
  [row.option1, row.option2, row.option3].filter((value) => value !== null).join(' / ');

/** The options as one comparable text, values as typed (blank ones aside). */
export const optionsKey = (options: readonly OptionDraft[]) =>
  JSON.stringify(options.map((option) => [option.name.trim(), valuesOf(option)]));

/** Every combination of the options' values, in option order; none until each option has a value. */
export function combinations(options: readonly OptionDraft[]): string[][] {
  const lists = options.map(valuesOf);
  if (lists.length === 0 || lists.some((values) => values.length === 0)) return [];
  return lists.reduce<string[][]>(
    (combos, values) => combos.flatMap((combo) => values.map((value) => [...combo, value])),
    [[]],
  );
}

const emptyRow = ([option1 = '', option2 = null, option3 = null]: Array<string | null>): VariantRow => ({
  option1: option1 ?? '',
  option2,
  option3,
  price: '',
  discountedPrice: '',
  chargeTaxes: false,
  sku: '',
  quantity: '0',
  image: null,
  variantId: null,
});

/**
 * The rows for these options, left-out combinations aside: a combination already listed keeps its row (and
 * what was typed in it).
 */
export function rowsFor(
  options: readonly OptionDraft[],
  rows: readonly VariantRow[],
  excluded: readonly string[],
): VariantRow[] {
  const byKey = new Map(rows.map((row) => [rowKey(row), row]));
  return combinations(options)
    .map(emptyRow)
    .filter((fresh) => !excluded.includes(rowKey(fresh)))
    .map((fresh) => {
      const kept = byKey.get(rowKey(fresh));
      return kept
        ? { ...kept, option1: fresh.option1, option2: fresh.option2, option3: fresh.option3 }
        : fresh;
    });
}

/** The combinations left out that the options still make ("L / Blue"), to add back. */
export const leftOut = (options: readonly OptionDraft[], excluded: readonly string[]) =>
  combinations(options)
    .map(emptyRow)
    .filter((row) => excluded.includes(rowKey(row)))
    .map((row) => ({ key: rowKey(row), name: rowName(row) }));

export const canAddOption = (options: readonly OptionDraft[]) => options.length < optionsMax;
export const canAddValue = (option: OptionDraft | undefined) =>
  option !== undefined && option.values.length < optionValuesMax;

/** A JSON price (12.5) as the field shows it ("12.50"), read from its digits, never by float arithmetic. */
export const priceText = (pesos: number | null) =>
  pesos === null ? '' : pesosText(toCentavos(String(pesos)));

/** A saved product's options and variants as the generator edits them. */
export function generatorInput(product: Product | null): VariantGeneratorInput {
  if (!product) return { productId: null, options: [], rows: [], excluded: [] };
  return {
    productId: product.id,
    options: product.options.map((option) => ({
      name: option.name,
      values: option.values.map((value) => value.value),
    })),
    rows: product.variants.map((variant) => ({
      option1: variant.option1,
      option2: variant.option2,
      option3: variant.option3,
      price: priceText(variant.price),
      discountedPrice: priceText(variant.discountedPrice),
      chargeTaxes: variant.chargeTaxes,
      sku: variant.sku ?? '',
      quantity: String(variant.quantity),
      image: variant.image ? keptImageKey(variant.image.id) : null,
      variantId: variant.id,
    })),
    // A saved product sells only the combinations it has variants for.
    excluded: combinations(
      product.options.map((option) => ({
        name: option.name,
        values: option.values.map((value) => value.value),
      })),
    )
      .map((combo) => rowKey(emptyRow(combo)))
      .filter((key) => !product.variants.some((variant) => rowKey(variant) === key)),
  };
}

/** A variant as the schemas read it; `image` says which picture (`imageRef` maps the editor's keys). */
export function variantValues(row: VariantRow, imageRef: (key: string) => VariantImageRef) {
  return {
    option1: row.option1,
    option2: row.option2,
    option3: row.option3,
    // Blank means none: an empty SKU is left out rather than refused.
    ...(row.sku.trim() === '' ? {} : { sku: row.sku }),
    quantity: row.quantity,
    price: row.price,
    discountedPrice: row.discountedPrice,
    chargeTaxes: row.chargeTaxes,
    image: row.image === null ? null : imageRef(row.image),
  };
}

/** On its own (a row's Save on a saved product) a variant can only show a picture the server already has. */
export const savedImageRef = (key: string): VariantImageRef => {
  const id = /^image-(\d+)$/.exec(key)?.[1];
  return id ? { id: Number(id) } : null;
};

/** A row's own errors, keyed by field ('price', 'sku' …). */
export const rowErrors = (row: VariantRow): FieldErrors =>
  fieldErrors(variantBodySchema, variantValues(row, savedImageRef));

/** The multipart fields of POST/PUT /api/products/{id}/variants. */
export function variantFields(row: VariantRow): Record<string, string> {
  const values = variantValues(row, savedImageRef);
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== null)
      .map(([name, value]) => [name, typeof value === 'object' ? JSON.stringify(value) : String(value)]),
  );
}
