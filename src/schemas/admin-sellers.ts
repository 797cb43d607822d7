// The admin's review of sellers (spec §2 admin): the queue, one seller's submission and the decisions on it.
import { z } from 'zod';
import { envelope } from './api.ts';
import { documentKindSchema, documentsSchema, patterned } from './onboarding.ts';
import { approvalStatusSchema } from './seller.ts';
import { text } from './text.ts';

export const sellerStatusFilters = ['pending', 'approved', 'rejected'] as const;
export const sellerStatusFilterSchema = z.enum(sellerStatusFilters);
export type SellerStatusFilter = z.infer<typeof sellerStatusFilterSchema>;

export const adminSellerPageSize = 20;
export const adminSellerPageSizeMax = 100;

export const adminSellersQuerySchema = z.object({
  /** Omitted: every seller who has submitted, whatever the decision. */
  status: sellerStatusFilterSchema.optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(adminSellerPageSizeMax, { error: `limit must be at most ${adminSellerPageSizeMax}` })
    .default(adminSellerPageSize),
  /** nextCursor of the previous page. */
  cursor: patterned('cursor', /^\d{1,18}$/, 18, 'cursor is not valid').optional(),
});
export type AdminSellersQuery = z.infer<typeof adminSellersQuerySchema>;

export const adminSellerSummarySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  sellerName: z.string(),
  spStoreName: z.string(),
  businessName: z.string(),
  submittedAt: z.iso.datetime({ offset: true }),
  approvalStatus: approvalStatusSchema,
});
export type AdminSellerSummary = z.infer<typeof adminSellerSummarySchema>;

export const approvalCountsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});

export const adminSellersResponseSchema = envelope(
  z.object({
    sellers: z.array(adminSellerSummarySchema),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
    counts: approvalCountsSchema,
  }),
);
export type AdminSellersPage = z.infer<typeof adminSellersResponseSchema>['data'];

/** A seller's id in a path; any text within Fastify's parameter bound, so an id that is no UUID is a 404. */
const sellerIdParam = text({ label: 'Seller id', max: 100 });
export const adminSellerParamsSchema = z.object({ id: sellerIdParam });
export const adminSellerDocumentParamsSchema = z.object({ id: sellerIdParam, kind: documentKindSchema });

export const approvalDecisionSchema = z.object({
  decision: z.enum(['approved', 'rejected']),
  /** The reason given to the seller; null for an approval. */
  reason: z.string().nullable(),
  adminEmail: z.string().nullable(),
  decidedAt: z.iso.datetime({ offset: true }),
});
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

const coordinate = z.number().nullable();

/** A submission as stored: the validated form, plain (no transforms), so it documents and serializes cleanly. */
export const submittedOnboardingSchema = z.object({
  submittedAt: z.iso.datetime({ offset: true }),
  /** 1 for the first submission, 2 after the first resubmission, and so on. */
  submissionCount: z.number().int(),
  storeAddress: z.object({
    storeAddress: z.string(),
    state: z.string(),
    city: z.string(),
    zipcode: z.string(),
    contact: z.string(),
    useStoreAddressForPickup: z.boolean(),
    latitude: coordinate,
    longitude: coordinate,
  }),
  warehouseAddress: z.object({
    warehouseAddress: z.string(),
    state: z.string(),
    city: z.string(),
    zipcode: z.string(),
    contact: z.string(),
    latitude: coordinate,
    longitude: coordinate,
  }),
  businessInfo: z.object({
    businessName: z.string(),
    businessAndProductNature: z.string(),
    companyProfile: z.string(),
    citizenshipCountry: z.string(),
    officeAddress: z.string(),
    tin: z.string(),
    secRegNo: z.string(),
  }),
  officers: z.array(z.object({ name: z.string(), email: z.string(), contact: z.string() })),
  agreement: z.object({ hasAgreed: z.boolean() }),
});
export type SubmittedOnboarding = z.infer<typeof submittedOnboardingSchema>;

export const adminSellerDetailSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  sellerName: z.string(),
  spStoreName: z.string(),
  country: z.string(),
  isVerified: z.boolean(),
  hasOnboarded: z.boolean(),
  approvalStatus: approvalStatusSchema.nullable(),
  registeredAt: z.iso.datetime({ offset: true }),
  /** The latest submission; null when the seller has not submitted yet. */
  submission: submittedOnboardingSchema.nullable(),
  documents: documentsSchema,
  /** Newest first. */
  decisions: z.array(approvalDecisionSchema),
});
export type AdminSellerDetail = z.infer<typeof adminSellerDetailSchema>;
export const adminSellerDetailResponseSchema = envelope(adminSellerDetailSchema);

export const rejectionReasonMax = 1000;
export const rejectSellerSchema = z.object({
  reason: text({
    label: 'The reason',
    max: rejectionReasonMax,
    multiline: true,
    error: 'Please give the seller a reason.',
    tooLong: `The reason can be at most ${rejectionReasonMax} characters.`,
  }).min(1, { error: 'Please give the seller a reason.' }),
});
export type RejectSellerRequest = z.infer<typeof rejectSellerSchema>;

export const approvalDecisionResponseSchema = envelope(
  z.object({ id: z.uuid(), approvalStatus: approvalStatusSchema, decision: approvalDecisionSchema }),
);
