// The in-memory AI service behind "Write with AI" and "New background", for stories and tests. A contract
// stub: B1 gives it the server's rules (the shared schemas' messages, the per-photo limit's 429, the offline
// origin) and switchable failures and latency.
import type { AiService } from '../../src/services/ai.ts';
import { tones } from '#schemas/ai';

export type FakeAiOptions = Record<string, never>;

const offline = { provider: 'offline', model: 'suki-writer-1', isAI: false };

export function createFakeAi(_options: FakeAiOptions = {}) {
  const service: AiService = {
    tones: async () => tones,
    generateDescription: async (request) => ({
      ...offline,
      descriptions: Array.from(
        { length: request.count },
        (_, index) => `${request.title}, draft ${index + 1}.`,
      ),
    }),
    generateQuestions: async () => ({
      ...offline,
      questions: [{ id: 'q1', question: 'What is it made of?' }],
    }),
    generateBackgroundPrompt: async () => ({ ...offline, prompt: 'A soft white studio background' }),
    generateBackground: async (request) => ({
      ...offline,
      model: 'isnet',
      image: new Blob([await request.image.arrayBuffer()], { type: 'image/png' }),
    }),
    picture: async () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
  };
  return { service };
}

export type FakeAi = ReturnType<typeof createFakeAi>;
