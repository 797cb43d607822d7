// What the background tool holds while it is open: the picture it works on, the prompt, the last failure and
// the result waiting in the preview.
import { backgroundPrompt, type AiOrigin } from '#schemas/ai';
import type { BackgroundOpen } from './events.ts';

/** The picture the tool was opened on, and what the product form said about the product then. */
export type BackgroundSource = Omit<BackgroundOpen, 'type' | 'unsaved'>;

/** A made background, named as the product picture it becomes when kept. */
export type MadeBackground = { file: File; origin: AiOrigin };

export type BackgroundGenerationContext = {
  source: BackgroundSource | null;
  prompt: string;
  /** Under the prompt once Generate was pressed with none (aiMessages.promptRequired). */
  promptError: string | null;
  /** What the last suggestion or background request ended with, in the seller's words. */
  failure: string | null;
  result: MadeBackground | null;
};

export const closedContext: BackgroundGenerationContext = {
  source: null,
  prompt: '',
  promptError: null,
  failure: null,
  result: null,
};

export const openedContext = ({ type: _type, unsaved: _unsaved, ...source }: BackgroundOpen) => ({
  ...closedContext,
  source,
});

/** The request's input: the picture, and the product's name and category for a provider that reads them. */
export type PromptRequest = { source: File | string; title: string; categoryId: number | undefined };
export type BackgroundRequest = { source: File | string; title: string; prompt: string };
/** What the actors answer: a suggested prompt, or the picture with its new background. */
export type SuggestedPrompt = { prompt: string; origin: AiOrigin };
export type MadeImage = { image: Blob; origin: AiOrigin };

/** The prompt's message when it cannot be sent (the shared schema's, as the server says it). */
export const promptError = (prompt: string): string | null => {
  const parsed = backgroundPrompt.safeParse(prompt);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

/** A product title as a file name's stem: lower case, ASCII letters and digits between dashes. */
export const slugOf = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

/** `<slug of the title or 'product'>-background.png` (or .webp when the picture came back as WebP). */
export function madeFile(image: Blob, title: string): File {
  const extension = image.type === 'image/webp' ? 'webp' : 'png';
  return new File([image], `${slugOf(title) || 'product'}-background.${extension}`, {
    type: image.type || 'image/png',
  });
}
