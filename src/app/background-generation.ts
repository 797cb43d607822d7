// "New background" joined to the AI service (issue 15): a picture the product already has is fetched from its
// URL first (ai.picture), a picture picked here is sent as it is; stopping a request's actor aborts it.
import type {
  BackgroundRequest,
  MadeImage,
  PromptRequest,
  SuggestedPrompt,
} from '../machines/background-generation/context.ts';
import { backgroundGenerationMachine } from '../machines/background-generation/machine.ts';
import type { AiService } from '../services/ai.ts';
import { fromPromise } from 'xstate';

export const provideBackgroundGeneration = (ai: AiService) => {
  const bytesOf = async (source: File | string, signal: AbortSignal): Promise<Blob> =>
    typeof source === 'string' ? ai.picture(source, signal) : source;
  return backgroundGenerationMachine.provide({
    actors: {
      suggestPrompt: fromPromise<SuggestedPrompt, PromptRequest>(async ({ input, signal }) => {
        const { prompt, ...origin } = await ai.generateBackgroundPrompt(
          { title: input.title, categoryId: input.categoryId, image: await bytesOf(input.source, signal) },
          signal,
        );
        return { prompt, origin };
      }),
      generateBackground: fromPromise<MadeImage, BackgroundRequest>(async ({ input, signal }) => {
        const { image, ...origin } = await ai.generateBackground(
          {
            prompt: input.prompt,
            title: input.title || undefined,
            image: await bytesOf(input.source, signal),
          },
          signal,
        );
        return { image, origin };
      }),
    },
  });
};
