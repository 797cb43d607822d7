// Which provider answers each capability (decision 044): AI_BASE_URL or AI_API_KEY set, the OpenAI-compatible
// API with that capability's model, unless the model is 'offline'; otherwise the offline default. Ollama has no
// images endpoint, so AI_IMAGE_MODEL=offline keeps backgrounds on this machine beside a self-hosted text model.
import type { AiSettings } from '../../config.ts';
import { createOfflineBackgrounds } from './offline-background/index.ts';
import { createOfflineWriter } from './offline-writer.ts';
import { createOpenAiProviders } from './openai-provider.ts';
import type { AiProviders } from './provider.ts';

/** A capability's model set to this word stays offline. */
export const offlineModel = 'offline';

export function createAiProviders(settings: AiSettings): AiProviders {
  const remote = settings.baseUrl !== undefined || settings.apiKey !== undefined;
  const online = (model: string) => remote && model !== offlineModel;
  const models = [settings.textModel, settings.visionModel, settings.imageModel];
  const api = models.some(online) ? createOpenAiProviders(settings) : null;
  const writer = createOfflineWriter();
  const text = api && online(settings.textModel) ? api.text : writer;
  const vision = api && online(settings.visionModel) ? api.vision : writer;
  if (api && online(settings.imageModel))
    return { text, vision, image: api.image, close: async () => undefined };
  // The background maker holds a worker thread and a model once used: made only when it will answer.
  const backgrounds = createOfflineBackgrounds();
  return { text, vision, image: backgrounds, close: () => backgrounds.close() };
}
