// /api/config/public: settings the browser needs from the server (the support e-mail).
import { publicConfigSchema, type PublicConfig } from '../schemas/config.ts';
import { request } from './client.ts';

export const getPublicConfig = async (): Promise<PublicConfig> =>
  (
    await request(publicConfigSchema, '/api/config/public', {
      auth: 'none',
      fallback: 'Failed to load the support details',
    })
  ).data;
