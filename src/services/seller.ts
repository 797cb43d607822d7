// /api/seller: the signed-in seller's profile and password.
import { okSchema } from '../schemas/api.ts';
import type { ChangePasswordRequest } from '../schemas/auth.ts';
import { sellerProfileResponseSchema, type SellerProfile } from '../schemas/seller.ts';
import { formData, type HttpClient } from './client.ts';

export const createSellerService = (http: HttpClient) => ({
  getProfile: async (): Promise<SellerProfile> =>
    (
      await http.request(sellerProfileResponseSchema, '/api/seller/me', {
        fallback: 'Failed to load your profile',
      })
    ).data,

  /** Spec §7: multipart oldPassword and newPassword; the confirmation never leaves the browser. */
  changePassword: async ({ oldPassword, newPassword }: ChangePasswordRequest): Promise<void> => {
    await http.request(okSchema, '/api/seller/change-password', {
      method: 'PATCH',
      body: formData({ oldPassword, newPassword }),
      fallback: 'An unexpected error occurred.',
    });
  },

  /** Always answers ok, whether or not the address has an account (no account discovery). */
  forgotPassword: async (email: string): Promise<void> => {
    await http.request(okSchema, '/api/seller/forgot-password', {
      method: 'POST',
      body: formData({ email }),
      auth: 'none',
      fallback: 'Failed to send the reset link',
    });
  },
});

export type SellerService = ReturnType<typeof createSellerService>;
