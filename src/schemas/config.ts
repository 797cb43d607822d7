// Settings the browser needs from the server (GET /api/config/public).
import { z } from 'zod';
import { envelope } from './api.ts';

export const publicConfigSchema = envelope(z.object({ supportEmail: z.string() }));
export type PublicConfig = z.infer<typeof publicConfigSchema>['data'];
