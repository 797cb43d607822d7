// The signed-in seller as GET /api/seller/me returns it (spec §3).
import { z } from 'zod';
import { envelope } from './api.ts';

/** Spec §3's 0 Pending, 1 Approved, 2 Rejected, and 3 Suspended: an approved seller an admin stopped (decision 012). */
export const approvalStatus = { pending: 0, approved: 1, rejected: 2, suspended: 3 } as const;
export const approvalStatusSchema = z.union([
  z.literal(approvalStatus.pending),
  z.literal(approvalStatus.approved),
  z.literal(approvalStatus.rejected),
  z.literal(approvalStatus.suspended),
]);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;
/** What an admin's decision makes of a Pending seller. */
export type DecidedApprovalStatus = typeof approvalStatus.approved | typeof approvalStatus.rejected;

export const sellerProfileSchema = z.object({
  email: z.string(),
  sellerName: z.string(),
  spStoreName: z.string(),
  isVerified: z.boolean(),
  hasOnboarded: z.boolean(),
  approvalStatus: approvalStatusSchema.nullable(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

export const sellerProfileResponseSchema = envelope(sellerProfileSchema);

export const privacyPolicySchema = envelope(z.object({ content: z.string() }));
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>['data'];
