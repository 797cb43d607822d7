import type { Product } from '#schemas/products';
import type { RowField } from './context.ts';

/** `row` is a row's combination key (context.ts `rowKey`). */
export type VariantGeneratorEvent =
  | { type: 'option.add' }
  | { type: 'option.rename'; option: number; name: string }
  | { type: 'option.remove'; option: number }
  | { type: 'value.add'; option: number }
  | { type: 'value.change'; option: number; index: number; value: string }
  | { type: 'value.remove'; option: number; index: number }
  | { type: 'row.change'; row: string; field: RowField; value: string | boolean | null }
  /** The seller does not sell this combination (a row not saved yet): it goes from the list. */
  | { type: 'row.leaveOut'; row: string }
  /** A combination left out comes back as a row. */
  | { type: 'row.addBack'; row: string }
  /** A saved product: send this row to the server now (create it, or update it when it has an id). */
  | { type: 'variant.save'; row: string }
  /** A saved product: delete this saved variant now. */
  | { type: 'variant.delete'; row: string }
  /** The picture with this key left the product: no row shows it any more. */
  | { type: 'image.removed'; key: string }
  /** A product save failed: the pictures picked for the combinations are cleared (spec §4). */
  | { type: 'images.clear' };

export type VariantRequest = { productId: number; variantId: number | null; fields: Record<string, string> };
/** The variant routes answer the whole product. */
export type VariantSaved = Product;
