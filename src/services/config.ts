// /api/config/public: settings the browser needs from the server (the support e-mail).
import { publicConfigSchema, type PublicConfig } from '../schemas/config.ts';
import type { HttpClient } from './client.ts';

export const createConfigService = (http: HttpClient) => ({
  getPublicConfig: async (): Promise<PublicConfig> =>
    (
      await http.request(publicConfigSchema, '/api/config/public', {
        auth: 'none',
        fallback: 'Failed to load the support details',
      })
    ).data,
});

export type ConfigService = ReturnType<typeof createConfigService>;
