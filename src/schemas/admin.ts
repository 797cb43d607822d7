// The signed-in admin as GET /api/admin/me returns it.
import { z } from 'zod';
import { envelope } from './api.ts';

export const adminProfileSchema = z.object({ email: z.string() });
export type AdminProfile = z.infer<typeof adminProfileSchema>;

export const adminProfileResponseSchema = envelope(adminProfileSchema);
