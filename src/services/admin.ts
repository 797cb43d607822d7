// /api/admin: the admin's own session (the admin token is kept apart from the seller's).
import { adminProfileResponseSchema, type AdminProfile } from '../schemas/admin.ts';
import { okSchema } from '../schemas/api.ts';
import { tokenSchema, type LoginForm } from '../schemas/auth.ts';
import type { HttpClient } from './client.ts';

export const createAdminService = (http: HttpClient) => ({
  /** Resolves with the new admin token. */
  adminLogin: async (credentials: LoginForm): Promise<string> =>
    (
      await http.request(tokenSchema, '/api/admin/auth/login', {
        method: 'POST',
        body: credentials,
        auth: 'none',
        fallback: 'Login failed',
      })
    ).data.token,

  adminLogout: async (): Promise<void> => {
    await http.request(okSchema, '/api/admin/auth/logout', { method: 'POST', auth: 'admin' });
  },

  getAdminProfile: async (): Promise<AdminProfile> =>
    (await http.request(adminProfileResponseSchema, '/api/admin/me', { auth: 'admin' })).data,
});

export type AdminService = ReturnType<typeof createAdminService>;
