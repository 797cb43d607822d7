// /api/admin: the admin's own session (the admin token is kept apart from the seller's).
import { adminProfileResponseSchema, type AdminProfile } from '../schemas/admin.ts';
import { okSchema } from '../schemas/api.ts';
import { tokenSchema, type LoginForm } from '../schemas/auth.ts';
import { request } from './client.ts';

/** Resolves with the new admin token. */
export const adminLogin = async (credentials: LoginForm): Promise<string> =>
  (
    await request(tokenSchema, '/api/admin/auth/login', {
      method: 'POST',
      body: credentials,
      auth: 'none',
      fallback: 'Login failed',
    })
  ).data.token;

export const adminLogout = async (): Promise<void> => {
  await request(okSchema, '/api/admin/auth/logout', { method: 'POST', auth: 'admin' });
};

export const getAdminProfile = async (): Promise<AdminProfile> =>
  (await request(adminProfileResponseSchema, '/api/admin/me', { auth: 'admin' })).data;
