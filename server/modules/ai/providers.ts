// Which provider answers each capability (decision 044): AI_BASE_URL or AI_API_KEY set, the OpenAI-compatible
// API with that capability's model, unless the model is 'offline'; otherwise the offline default.
import type { AiSettings } from '../../config.ts';
import { AiProviderError, type AiProviders } from './provider.ts';

const notBuilt = () =>
  Promise.reject(new AiProviderError('unavailable', 'This AI helper is not available yet.'));

export function createAiProviders(_settings: AiSettings): AiProviders {
  return {
    text: { describe: notBuilt, askQuestions: notBuilt },
    vision: { backgroundPrompt: notBuilt },
    image: { background: notBuilt },
    close: async () => {},
  };
}
