// "Write with AI" joined to the AI service (issue 15): the writer's effects. A kept picture is fetched by its
// URL so it can go with the request; the drafts and questions are written without it when it cannot be read.
import { fromPromise } from 'xstate';
import type {
  Drafts,
  DraftsInput,
  Questions,
  QuestionsInput,
} from '../machines/description-writer/events.ts';
import { descriptionWriterMachine } from '../machines/description-writer/machine.ts';
import type { AiService } from '../services/ai.ts';

export const provideDescriptionWriter = (ai: AiService) => {
  /**
   * The product's first picture as bytes, or nothing: the picture only helps a provider that looks at it,
   * so a picture that cannot be fetched must not stop the writing.
   */
  const photo = async (image: File | string | null, signal: AbortSignal): Promise<Blob | undefined> => {
    if (image === null) return undefined;
    if (typeof image !== 'string') return image;
    return ai.picture(image, signal).catch(() => undefined);
  };
  return descriptionWriterMachine.provide({
    actors: {
      loadTones: fromPromise(({ signal }) => ai.tones(signal)),
      suggestQuestions: fromPromise<Questions, QuestionsInput>(async ({ input, signal }) =>
        ai.generateQuestions({ ...input, image: await photo(input.image, signal) }, signal),
      ),
      writeDrafts: fromPromise<Drafts, DraftsInput>(async ({ input, signal }) =>
        ai.generateDescription({ ...input, image: await photo(input.image, signal) }, signal),
      ),
    },
  });
};
