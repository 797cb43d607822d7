// The in-memory admin sellers service, for stories and tests: the server's rules (oldest submission first
// unless asked, a search of name, store and e-mail, pages with a cursor, counts, 409 for a decision the status
// does not allow, a reason required), held to the real routes by tests/server/contract-admin-sellers.test.ts.
import { type DocumentKind, type Documents } from '#schemas/onboarding';
import {
  decisionConflictMessage,
  decisionReasonSchema,
  sellerStatusFilters,
  statusAfterDecision,
  statusBeforeDecision,
  type AdminSellerDetail,
  type AdminSellersPage,
  type AdminSellerSummary,
  type SellerDecision,
} from '#schemas/admin-sellers';
import { approvalStatus } from '#schemas/seller';
import { FailureError } from '#machines/shared/failure.ts';
import { adminQueueActors, sellerReviewActors, sellersListActors } from '../../src/app/admin-review.ts';
import type { AdminSellersService, DecisionOutcome, SellersQuery } from '../../src/services/admin-sellers.ts';

export type FakeAdminReviewOptions = {
  sellers?: AdminSellerDetail[];
  pageSize?: number;
  fail?: { list?: boolean; detail?: boolean; document?: boolean; decide?: 409 | 500 };
  /** Answer after this many milliseconds; 'never' keeps every call pending (loading states). */
  latencyMs?: number | 'never';
  /** Decisions never answer (the deciding states). */
  pendingDecisions?: boolean;
};

/** A fixed clock for stories and tests. */
export const fakeNow = new Date('2026-03-15T12:00:00Z');

const onePixelPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
);
const tinyPdf = `%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj
trailer<</Root 1 0 R>>
%%EOF`;

const documentFile = (kind: DocumentKind, uploadedAt: string) =>
  kind === 'primaryId' || kind === 'tinId'
    ? {
        kind,
        fileName: `${kind}.png`,
        contentType: 'image/png' as const,
        size: onePixelPng.length,
        uploadedAt,
      }
    : {
        kind,
        fileName: `${kind}.pdf`,
        contentType: 'application/pdf' as const,
        size: tinyPdf.length,
        uploadedAt,
      };

/** The `index`th seller (1 = newest submission), Pending unless overridden. */
export function makeSellerDetail(
  index: number,
  overrides: Partial<AdminSellerDetail> = {},
): AdminSellerDetail {
  const submittedAt = new Date(fakeNow.getTime() - index * 3 * 3600_000).toISOString();
  const documents: Documents = {
    primaryId: documentFile('primaryId', submittedAt),
    secCertificate: documentFile('secCertificate', submittedAt),
    birRegistration: documentFile('birRegistration', submittedAt),
    businessPermit: documentFile('businessPermit', submittedAt),
    tinId: documentFile('tinId', submittedAt),
  };
  return {
    id: `00000000-0000-4000-9000-${String(index).padStart(12, '0')}`,
    email: `seller${index}@tindahan.ph`,
    sellerName: `Seller ${index}`,
    spStoreName: `Tindahan ${index}`,
    country: 'PH',
    isVerified: true,
    hasOnboarded: true,
    approvalStatus: 0,
    registeredAt: new Date(fakeNow.getTime() - 30 * 86400_000).toISOString(),
    submission: {
      submittedAt,
      submissionCount: 1,
      storeAddress: {
        storeAddress: `${index} Ayala Avenue`,
        state: 'Metro Manila',
        city: 'Makati City',
        zipcode: '1200',
        contact: '09171234567',
        useStoreAddressForPickup: false,
        latitude: 14.5547,
        longitude: 121.0244,
      },
      warehouseAddress: {
        warehouseAddress: `${index} Warehouse Road`,
        state: 'Metro Manila',
        city: 'Pasig City',
        zipcode: '1600',
        contact: '09181234567',
        latitude: 14.5764,
        longitude: 121.0851,
      },
      businessInfo: {
        businessName: `Tindahan ${index} Trading Inc.`,
        businessAndProductNature: 'Handwoven bags and home goods',
        companyProfile: 'A family business weaving abaca since 1998.',
        citizenshipCountry: 'Philippines',
        officeAddress: `${index} Ayala Avenue, Makati City`,
        tin: '123-456-789-000',
        secRegNo: `CS2019${String(index).padStart(5, '0')}`,
      },
      officers: [{ name: 'Ana Reyes', email: 'ana@tindahan.ph', contact: '09171234567' }],
      agreement: { hasAgreed: true },
    },
    documents,
    decisions: [],
    ...overrides,
  };
}

const summaryOf = (seller: AdminSellerDetail): AdminSellerSummary => ({
  id: seller.id,
  email: seller.email,
  sellerName: seller.sellerName,
  spStoreName: seller.spStoreName,
  businessName: seller.submission?.businessInfo.businessName ?? '',
  submittedAt: seller.submission?.submittedAt ?? seller.registeredAt,
  approvalStatus: seller.approvalStatus ?? 0,
});

/** What the server's search reads: name, store name and e-mail as one text, in any case. */
const searchText = (seller: AdminSellerSummary) =>
  `${seller.sellerName} ${seller.spStoreName} ${seller.email}`.toLowerCase();

const verbs: Record<SellerDecision, string> = {
  approved: 'approve',
  rejected: 'reject',
  suspended: 'suspend',
  reinstated: 'reinstate',
};

const http = (status: number, message: string, code: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code, message, fields });

export function createFakeAdminReview(options: FakeAdminReviewOptions = {}) {
  const sellers = new Map((options.sellers ?? []).map((seller) => [seller.id, structuredClone(seller)]));
  const fail = options.fail ?? {};
  const calls: string[] = [];

  const answer = <T>(produce: () => T): Promise<T> => {
    const latency = options.latencyMs;
    if (latency === 'never') return new Promise<T>(() => undefined);
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        try {
          resolve(produce());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, latency ?? 0);
    });
  };
  const serverError = () => http(500, 'Something went wrong on our side.', 'INTERNAL_ERROR');

  const listSellers = ({ status, q, order = 'oldest', cursor, limit }: SellersQuery): AdminSellersPage => {
    const search = q?.trim().toLowerCase() ?? '';
    calls.push(
      `list ${status ?? 'all'}${search ? ` "${search}"` : ''}${order === 'newest' ? ' newest' : ''}${cursor ? ` after ${cursor}` : ''}`,
    );
    if (fail.list) throw serverError();
    const all = [...sellers.values()]
      .filter((seller) => seller.submission !== null)
      .map(summaryOf)
      .sort((a, b) =>
        order === 'newest'
          ? b.submittedAt.localeCompare(a.submittedAt)
          : a.submittedAt.localeCompare(b.submittedAt),
      );
    const matching = all.filter(
      (seller) =>
        (status === undefined || seller.approvalStatus === approvalStatus[status]) &&
        searchText(seller).includes(search),
    );
    const pageSize = limit ?? options.pageSize ?? 20;
    // The cursor is opaque to the browser: here an offset, on the server a submission id.
    const start = cursor ? Number(cursor) : 0;
    const page = matching.slice(start, start + pageSize);
    const next = start + pageSize;
    return {
      sellers: page,
      nextCursor: next < matching.length ? String(next) : null,
      counts: Object.fromEntries(
        sellerStatusFilters.map((filter) => [
          filter,
          all.filter((seller) => seller.approvalStatus === approvalStatus[filter]).length,
        ]),
      ) as AdminSellersPage['counts'],
    };
  };

  const findSeller = (sellerId: string) => {
    const seller = sellers.get(sellerId);
    if (!seller) throw http(404, 'No seller with this id.', 'NOT_FOUND');
    return seller;
  };

  const decide = (sellerId: string, decision: SellerDecision, reason: string | null): DecisionOutcome => {
    calls.push(`${verbs[decision]} ${sellerId}${reason ? `: ${reason}` : ''}`);
    if (fail.decide === 500) throw serverError();
    // As on the server, the body is validated before the seller is looked at.
    if (decision === 'rejected' || decision === 'suspended') {
      const parsed = decisionReasonSchema.safeParse({ reason });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Please give the seller a reason.';
        throw http(400, message, 'VALIDATION_FAILED', { reason: message });
      }
      reason = parsed.data.reason;
    }
    const seller = findSeller(sellerId);
    // A forced 409 plays another admin deciding first.
    if (fail.decide === 409)
      throw http(409, decisionConflictMessage(decision, statusAfterDecision[decision]), 'CONFLICT');
    if (seller.approvalStatus === null || seller.submission === null)
      throw http(409, 'This seller has not submitted onboarding yet.', 'CONFLICT');
    if (seller.approvalStatus !== statusBeforeDecision[decision])
      throw http(409, decisionConflictMessage(decision, seller.approvalStatus), 'CONFLICT');
    const recorded = { decision, reason, adminEmail: 'admin@suki.ph', decidedAt: fakeNow.toISOString() };
    seller.approvalStatus = statusAfterDecision[decision];
    seller.decisions = [recorded, ...seller.decisions];
    return { id: sellerId, approvalStatus: seller.approvalStatus, decision: recorded };
  };

  /** A decision's answer: never, while `pendingDecisions` holds the deciding state. */
  const decision = (sellerId: string, made: SellerDecision, reason: string | null) =>
    options.pendingDecisions
      ? new Promise<DecisionOutcome>(() => undefined)
      : answer(() => decide(sellerId, made, reason));

  const service: AdminSellersService = {
    listSellers: (query) => answer(() => listSellers(query)),
    getSeller: (id) =>
      answer(() => {
        calls.push(`detail ${id}`);
        if (fail.detail) throw serverError();
        return structuredClone(findSeller(id));
      }),
    getSellerDocument: (id, kind) =>
      answer(() => {
        calls.push(`document ${kind}`);
        if (fail.document) throw serverError();
        const info = findSeller(id).documents[kind];
        if (!info) throw http(404, 'This document has not been uploaded.', 'NOT_FOUND');
        return info.contentType === 'application/pdf'
          ? new Blob([tinyPdf], { type: 'application/pdf' })
          : new Blob([onePixelPng], { type: info.contentType });
      }),
    approveSeller: (id) => decision(id, 'approved', null),
    rejectSeller: (id, reason) => decision(id, 'rejected', reason),
    suspendSeller: (id, reason) => decision(id, 'suspended', reason),
    reinstateSeller: (id) => decision(id, 'reinstated', null),
  };

  return {
    service,
    queueActors: adminQueueActors(service),
    sellersActors: sellersListActors(service),
    reviewActors: sellerReviewActors(service),
    calls,
    sellers,
  };
}

export type FakeAdminReview = ReturnType<typeof createFakeAdminReview>;
