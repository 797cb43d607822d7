// The in-memory admin sellers service, for stories and tests: the server's rules (newest submission
// first, pages with a cursor, counts, 409 for a seller no longer Pending, a reason required), held to the
// real routes by tests/server/contract-admin-sellers.test.ts.
import { type DocumentKind, type Documents } from '#schemas/onboarding';
import {
  rejectSellerSchema,
  type AdminSellerDetail,
  type AdminSellersPage,
  type AdminSellerSummary,
} from '#schemas/admin-sellers';
import { FailureError } from '#machines/shared/failure.ts';
import { adminQueueActors, sellerReviewActors } from '../../src/app/admin-review.ts';
import type { AdminSellersService, DecisionOutcome, SellersQuery } from '../../src/services/admin-sellers.ts';

export type FakeAdminReviewOptions = {
  sellers?: AdminSellerDetail[];
  pageSize?: number;
  fail?: { list?: boolean; detail?: boolean; document?: boolean; decide?: 409 | 500 };
  /** Answer after this many milliseconds; 'never' keeps every call pending (loading states). */
  latencyMs?: number | 'never';
  /** Approve and reject never answer (the deciding state). */
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

const statusValue = { pending: 0, approved: 1, rejected: 2 } as const;

/** The server's words for a decision on a seller who is not Pending. */
const conflictMessage = (seller: AdminSellerDetail) =>
  seller.approvalStatus === 1
    ? 'This seller is already approved.'
    : seller.approvalStatus === 2
      ? 'This seller was already rejected and has not resubmitted.'
      : 'This seller has not submitted onboarding yet.';

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

  const listSellers = ({ status, cursor, limit }: SellersQuery): AdminSellersPage => {
    calls.push(`list ${status}${cursor ? ` after ${cursor}` : ''}`);
    if (fail.list) throw serverError();
    const all = [...sellers.values()]
      .filter((seller) => seller.submission !== null)
      .map(summaryOf)
      .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
    const matching = all.filter((seller) => seller.approvalStatus === statusValue[status]);
    const pageSize = limit ?? options.pageSize ?? 20;
    // The cursor is opaque to the browser: here an offset, on the server a submission id.
    const start = cursor ? Number(cursor) : 0;
    const page = matching.slice(start, start + pageSize);
    const next = start + pageSize;
    return {
      sellers: page,
      nextCursor: next < matching.length ? String(next) : null,
      counts: {
        pending: all.filter((seller) => seller.approvalStatus === 0).length,
        approved: all.filter((seller) => seller.approvalStatus === 1).length,
        rejected: all.filter((seller) => seller.approvalStatus === 2).length,
      },
    };
  };

  const findSeller = (sellerId: string) => {
    const seller = sellers.get(sellerId);
    if (!seller) throw http(404, 'No seller with this id.', 'NOT_FOUND');
    return seller;
  };

  const decide = (
    sellerId: string,
    decision: 'approved' | 'rejected',
    reason: string | null,
  ): DecisionOutcome => {
    calls.push(`${decision === 'approved' ? 'approve' : 'reject'} ${sellerId}${reason ? `: ${reason}` : ''}`);
    if (fail.decide === 500) throw serverError();
    // As on the server, the body is validated before the seller is looked at.
    if (decision === 'rejected') {
      const parsed = rejectSellerSchema.safeParse({ reason });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Please give the seller a reason.';
        throw http(400, message, 'VALIDATION_FAILED', { reason: message });
      }
      reason = parsed.data.reason;
    }
    const seller = findSeller(sellerId);
    // A forced 409 plays another admin approving first.
    if (fail.decide === 409) throw http(409, 'This seller is already approved.', 'CONFLICT');
    if (seller.approvalStatus !== 0) throw http(409, conflictMessage(seller), 'CONFLICT');
    const recorded = { decision, reason, adminEmail: 'admin@suki.ph', decidedAt: fakeNow.toISOString() };
    seller.approvalStatus = decision === 'approved' ? 1 : 2;
    seller.decisions = [recorded, ...seller.decisions];
    return { id: sellerId, approvalStatus: seller.approvalStatus, decision: recorded };
  };

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
    approveSeller: (id) =>
      options.pendingDecisions ? new Promise(() => undefined) : answer(() => decide(id, 'approved', null)),
    rejectSeller: (id, reason) =>
      options.pendingDecisions ? new Promise(() => undefined) : answer(() => decide(id, 'rejected', reason)),
  };

  return {
    service,
    queueActors: adminQueueActors(service),
    reviewActors: sellerReviewActors(service),
    calls,
    sellers,
  };
}

export type FakeAdminReview = ReturnType<typeof createFakeAdminReview>;
