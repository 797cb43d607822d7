// /api/seller: the signed-in seller's profile and password.
import { okSchema } from '../schemas/api.ts';
import type { ChangePasswordRequest } from '../schemas/auth.ts';
import { sellerProfileResponseSchema, type SellerProfile } from '../schemas/seller.ts';
import { formData, request } from './client.ts';

export const getProfile = async (): Promise<SellerProfile> =>
  (await request(sellerProfileResponseSchema, '/api/seller/me', { fallback: 'Failed to load your profile' }))
    .data;

/** Spec §7: multipart oldPassword and newPassword; the confirmation never leaves the browser. */
export const changePassword = async ({ oldPassword, newPassword }: ChangePasswordRequest): Promise<void> => {
  await request(okSchema, '/api/seller/change-password', {
    method: 'PATCH',
    body: formData({ oldPassword, newPassword }),
    fallback: 'An unexpected error occurred.',
  });
};

/** Always answers ok, whether or not the address has an account (no account discovery). */
export const forgotPassword = async (email: string): Promise<void> => {
  await request(okSchema, '/api/seller/forgot-password', {
    method: 'POST',
    body: formData({ email }),
    auth: 'none',
    fallback: 'Failed to send the reset link',
  });
};
