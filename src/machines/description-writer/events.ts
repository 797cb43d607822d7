// The "Write with AI" statechart's events (issue 15). The product form opens it with what the product says so
// far; "Use this" sends the chosen draft back to the form as `description.use`.
import type { AiOrigin } from '#schemas/ai';

/** What the product form knows when the seller opens the writer (the title is prefilled and editable). */
export type WriterOpen = {
  type: 'open';
  title: string;
  categoryId: number | undefined;
  /** The product's first picture, for a provider that looks at it; null without one. */
  image: File | string | null;
};

/** Sent to the parent (the product form): put this draft in the description. */
export type DescriptionUse = { type: 'description.use'; text: string; origin: AiOrigin };

export type DescriptionWriterEvent = WriterOpen | { type: 'close' };
