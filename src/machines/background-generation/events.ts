// The background-generation statechart's events (issue 15, named by the customer's design card). The product
// form opens it on one of its pictures; a kept result comes back to the form as `background.add`.
import type { AiOrigin } from '#schemas/ai';

export type BackgroundOpen = {
  type: 'open';
  /** The product picture's key in the form (EditorImage.key): the new one is placed after it. */
  sourceKey: string;
  /** A picture picked here and not saved yet, or the URL of one the product has. */
  source: File | string;
  title: string;
  categoryId: number | undefined;
  /** The product has unsaved changes: spec §2's dialog asks first. */
  unsaved: boolean;
};

/** Sent to the parent (the product form): add this picture after the source. */
export type BackgroundAdd = { type: 'background.add'; sourceKey: string; file: File; origin: AiOrigin };

export type BackgroundGenerationEvent = BackgroundOpen | { type: 'close' };
