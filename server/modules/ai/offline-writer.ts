// The offline writer (issue 15, decision 047): descriptions, buyers' questions and a background prompt with no
// key and no network. No language model ships in any npm package, so it writes honestly from templates:
// every fact it states is one the seller gave (title, features, answered questions, what the special
// instructions ask to mention), framed in the chosen tone; its origin says it is not AI.
import { gatherFacts, parseCategory } from './offline-writer/facts.ts';
import { backgroundPromptFor, measureColours, surfaceFor } from './offline-writer/prompt.ts';
import { draftShapes, writeDrafts } from './offline-writer/drafts.ts';
import { openQuestions } from './offline-writer/topics.ts';
import { offlineOrigin, type TextProvider, type VisionProvider } from './provider.ts';

export const offlineWriterModel = 'suki-writer-1';

export type OfflineWriterOptions = {
  /** Where a set of drafts starts among the shapes, 0 to 1 (tests pin it); a new start each time by default. */
  random?: () => number;
};

export function createOfflineWriter({ random = Math.random }: OfflineWriterOptions = {}): TextProvider &
  VisionProvider {
  const origin = offlineOrigin(offlineWriterModel);
  return {
    async describe(request, signal) {
      signal.throwIfAborted();
      const facts = gatherFacts(request);
      const start = Math.floor(random() * draftShapes);
      return { descriptions: writeDrafts(facts, request.tone, request.count, start), origin };
    },
    async askQuestions(request, signal) {
      signal.throwIfAborted();
      const listing = `${request.title}\n${request.features}`;
      return { questions: openQuestions(listing, parseCategory(request.category)), origin };
    },
    async backgroundPrompt(request, signal) {
      signal.throwIfAborted();
      const { product } = await measureColours(request.image);
      signal.throwIfAborted();
      const surface = surfaceFor(request.title, parseCategory(request.category));
      return { prompt: backgroundPromptFor(surface, product), origin };
    },
  };
}
