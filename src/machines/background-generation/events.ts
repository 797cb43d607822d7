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

export type BackgroundGenerationEvent =
  | BackgroundOpen
  /** Closes the tool from any state (the dialog's Cancel or Close, Escape, a press outside). */
  | { type: 'close' }
  /** Spec §2's dialog: go on although the product has unsaved changes. */
  | { type: 'unsaved.continue' }
  | { type: 'prompt.change'; prompt: string }
  | { type: 'prompt.suggest' }
  | { type: 'background.generate' }
  /** Stops the suggestion or the background on its way; the prompt stays. */
  | { type: 'request.cancel' }
  | { type: 'preview.keep' }
  | { type: 'preview.retry' }
  | { type: 'preview.discard' };
