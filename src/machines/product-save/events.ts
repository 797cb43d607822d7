import type { Product } from '#schemas/products';
import type { BackgroundAdd } from '../background-generation/events.ts';
import type { DescriptionUse } from '../description-writer/events.ts';
import type { Failure } from '../shared/failure.ts';
import type { ProductField, SaveProgress, WeightUnit } from './context.ts';

export type ProductSaveEvent =
  | { type: 'field.change'; field: ProductField; value: string | boolean }
  /** The seller left the field (it lost focus). */
  | { type: 'field.blur'; field: string }
  /** g ⇄ kg: the weight's text is converted (× or ÷ 1000). */
  | { type: 'weight.unit'; unit: WeightUnit }
  | { type: 'images.add'; files: File[] }
  | { type: 'image.remove'; key: string }
  /** Move buttons: one place earlier (-1) or later (1). */
  | { type: 'image.move'; key: string; offset: number }
  /** Drag and drop: next to another picture. */
  | { type: 'image.drop'; key: string; target: string; position: 'before' | 'after' }
  | { type: 'form.submit' }
  /** The seller asked to go elsewhere (a link, Cancel): asks first when something is unsaved. */
  | { type: 'leave.request'; to: string }
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' }
  | { type: 'load.retry' }
  /** "Write with AI" (issue 15): opens the writer with the product's title, category and first picture. */
  | { type: 'writer.open' }
  /** From the writer: a draft replaces the description (undoable). */
  | DescriptionUse
  | { type: 'description.undo' }
  /** "New background" on one of the pictures (issue 15). */
  | { type: 'background.open'; key: string }
  /** From the background tool: the kept picture joins the unsaved product. */
  | BackgroundAdd
  /** From the save actor. */
  | { type: 'save.progress'; progress: SaveProgress }
  | { type: 'save.done'; product: Product }
  | { type: 'save.failed'; failure: Failure };
