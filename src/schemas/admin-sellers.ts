// The admin's review of sellers (spec §2 admin): the queue and the sellers list, one seller's submission, and
// the decisions on it (approve, reject, suspend, reinstate).
import { z } from 'zod';
import { envelope } from './api.ts';
import { documentKindSchema, documentsSchema, patterned } from './onboarding.ts';
import { approvalStatus, approvalStatusSchema, type ApprovalStatus } from './seller.ts';
import { text } from './text.ts';

export const sellerStatusFilters = ['pending', 'approved', 'rejected', 'suspended'] as const;
export const sellerStatusFilterSchema = z.enum(sellerStatusFilters);
export type SellerStatusFilter = z.infer<typeof sellerStatusFilterSchema>;

/** Oldest submission first by default, so the applicant who has waited longest is seen first. */
export const sellerOrders = ['oldest', 'newest'] as const;
export const sellerOrderSchema = z.enum(sellerOrders);
export type SellerOrder = z.infer<typeof sellerOrderSchema>;

export const adminSellerPageSize = 20;
export const adminSellerPageSizeMax = 100;
export const sellerSearchMax = 100;

/** Part of a seller's name, store name or e-mail address, as the sellers list's search field takes it. */
const sellerSearch = text({ label: 'Search', max: sellerSearchMax });
export const sellerSearchSchema = z.object({ q: sellerSearch });

export const adminSellersQuerySchema = z.object({
  /** Omitted: every seller who has submitted, whatever the decision. */
  status: sellerStatusFilterSchema.optional(),
  /** Part of the seller's name, store name or e-mail address, in any case; blank matches everyone. */
  q: sellerSearch.optional(),
  order: sellerOrderSchema.default('oldest'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(adminSellerPageSizeMax, { error: `limit must be at most ${adminSellerPageSizeMax}` })
    .default(adminSellerPageSize),
  /** nextCursor of the previous page, in the same order. */
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
  suspended: z.number().int(),
});
export type ApprovalCounts = z.infer<typeof approvalCountsSchema>;

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

/** What an admin did to a seller; a reinstatement makes a suspended seller approved again. */
export const sellerDecisions = ['approved', 'rejected', 'suspended', 'reinstated'] as const;
export type SellerDecision = (typeof sellerDecisions)[number];

/** The approval status each decision leaves the seller in. */
export const statusAfterDecision = {
  approved: approvalStatus.approved,
  rejected: approvalStatus.rejected,
  suspended: approvalStatus.suspended,
  reinstated: approvalStatus.approved,
} as const satisfies Record<SellerDecision, ApprovalStatus>;

/** The one approval status each decision may be made from (decision 012): anything else is a 409. */
export const statusBeforeDecision = {
  approved: approvalStatus.pending,
  rejected: approvalStatus.pending,
  suspended: approvalStatus.approved,
  reinstated: approvalStatus.suspended,
} as const satisfies Record<SellerDecision, ApprovalStatus>;

const statusWords: Record<ApprovalStatus, string> = {
  [approvalStatus.pending]: 'is still pending review',
  [approvalStatus.approved]: 'is approved',
  [approvalStatus.rejected]: 'was rejected',
  [approvalStatus.suspended]: 'is suspended',
};

/** The 409 message when a decision does not fit the seller's status (the server's, and its test fake's). */
export function decisionConflictMessage(decision: SellerDecision, status: ApprovalStatus): string {
  if (decision === 'suspended')
    return status === approvalStatus.suspended
      ? 'This seller is already suspended.'
      : `Only an approved seller can be suspended; this seller ${statusWords[status]}.`;
  if (decision === 'reinstated')
    return `Only a suspended seller can be reinstated; this seller ${statusWords[status]}.`;
  if (status === approvalStatus.approved) return 'This seller is already approved.';
  if (status === approvalStatus.rejected) return 'This seller was already rejected and has not resubmitted.';
  return 'This seller is suspended: reinstate them rather than deciding again.';
}

export const approvalDecisionSchema = z.object({
  decision: z.enum(sellerDecisions),
  /** The reason given to the seller: required for a rejection and a suspension, null otherwise. */
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
/** The reason a rejection or a suspension gives the seller: one field, one set of rules for both. */
export const decisionReasonSchema = z.object({
  reason: text({
    label: 'The reason',
    max: rejectionReasonMax,
    multiline: true,
    error: 'Please give the seller a reason.',
    tooLong: `The reason can be at most ${rejectionReasonMax} characters.`,
  }).min(1, { error: 'Please give the seller a reason.' }),
});
export type DecisionReasonRequest = z.infer<typeof decisionReasonSchema>;
export const rejectSellerSchema = decisionReasonSchema;
export const suspendSellerSchema = decisionReasonSchema;

export const approvalDecisionResponseSchema = envelope(
  z.object({ id: z.uuid(), approvalStatus: approvalStatusSchema, decision: approvalDecisionSchema }),
);
