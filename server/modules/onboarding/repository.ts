// The SQL of onboarding: drafts, documents, submissions, decisions and the admin queue. Built per executor:
// on the database for single reads, on a transaction (`createOnboardingRepository(tx)`) for a use case.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DocumentKind, OnboardingDraft, OnboardingSubmission } from '#schemas/onboarding';
import {
  statusAfterDecision,
  type ApprovalCounts,
  type ApprovalDecision,
  type SellerDecision,
  type SellerOrder,
} from '#schemas/admin-sellers';
import { approvalStatus, type ApprovalStatus } from '#schemas/seller';
import { admins, sellerSearchText, sellers } from '../../db/schema.ts';
import type { Executor } from '../../lib/executor.ts';
import type { DocumentContentType } from './sniff.ts';
import { approvalDecisions, onboardingDocuments, onboardingDrafts, onboardingSubmissions } from './table.ts';

export type DocumentRow = typeof onboardingDocuments.$inferSelect;
/** A document's bytes in storage, typed by what they are, before a row gives them to a seller. */
export type DocumentFile = {
  kind: DocumentKind;
  fileName: string;
  storageKey: string;
  contentType: DocumentContentType;
  sizeBytes: number;
  sha256: string;
};
export type NewDocument = DocumentFile & { sellerId: string };

export type SellerState = {
  id: string;
  email: string;
  sellerName: string;
  spStoreName: string;
  hasOnboarded: boolean;
  approvalStatus: ApprovalStatus | null;
};

export type AdminQueueRow = {
  submissionId: number;
  id: string;
  email: string;
  sellerName: string;
  spStoreName: string;
  businessName: string;
  submittedAt: Date;
  approvalStatus: ApprovalStatus;
};

export type QueueQuery = {
  status?: ApprovalStatus;
  /** Part of the name, store name or e-mail; matched in any case. */
  search?: string;
  order: SellerOrder;
  limit: number;
  /** The submission id the page starts after, in `order`. */
  after?: number;
};

/** `text` as a LIKE pattern that matches it anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export function createOnboardingRepository(db: Executor) {
  return {
    /**
     * Locks the seller's row for the rest of the transaction and returns its state. Every change to one
     * seller's onboarding takes this lock first, so concurrent uploads, saves and decisions run one by one.
     */
    async lockSeller(sellerId: string): Promise<SellerState | null> {
      const [row] = await db
        .select({
          id: sellers.id,
          email: sellers.email,
          sellerName: sellers.sellerName,
          spStoreName: sellers.spStoreName,
          hasOnboarded: sellers.hasOnboarded,
          approvalStatus: sellers.approvalStatus,
        })
        .from(sellers)
        .where(eq(sellers.id, sellerId))
        .for('update');
      return row ?? null;
    },

    async draftOf(sellerId: string): Promise<OnboardingDraft> {
      const [row] = await db
        .select({ data: onboardingDrafts.data })
        .from(onboardingDrafts)
        .where(eq(onboardingDrafts.sellerId, sellerId));
      return row?.data ?? {};
    },

    async saveDraft(sellerId: string, data: OnboardingDraft): Promise<Date> {
      const [row] = await db
        .insert(onboardingDrafts)
        .values({ sellerId, data })
        .onConflictDoUpdate({
          target: onboardingDrafts.sellerId,
          set: { data, updatedAt: sql`now()` },
        })
        .returning({ updatedAt: onboardingDrafts.updatedAt });
      return row!.updatedAt;
    },

    async documentsOf(sellerId: string): Promise<DocumentRow[]> {
      return db.select().from(onboardingDocuments).where(eq(onboardingDocuments.sellerId, sellerId));
    },

    async findDocument(sellerId: string, kind: DocumentKind): Promise<DocumentRow | null> {
      const [row] = await db
        .select()
        .from(onboardingDocuments)
        .where(and(eq(onboardingDocuments.sellerId, sellerId), eq(onboardingDocuments.kind, kind)));
      return row ?? null;
    },

    /** Makes `document` the seller's file of its kind; returns the storage key it replaced, if any. */
    async replaceDocument(document: NewDocument): Promise<{ row: DocumentRow; replaced: string | null }> {
      const [previous] = await db
        .select({ storageKey: onboardingDocuments.storageKey })
        .from(onboardingDocuments)
        .where(
          and(
            eq(onboardingDocuments.sellerId, document.sellerId),
            eq(onboardingDocuments.kind, document.kind),
          ),
        );
      const [row] = await db
        .insert(onboardingDocuments)
        .values(document)
        .onConflictDoUpdate({
          target: [onboardingDocuments.sellerId, onboardingDocuments.kind],
          set: {
            fileName: document.fileName,
            storageKey: document.storageKey,
            contentType: document.contentType,
            sizeBytes: document.sizeBytes,
            sha256: document.sha256,
            uploadedAt: sql`now()`,
          },
        })
        .returning();
      return { row: row!, replaced: previous?.storageKey ?? null };
    },

    /** Every storage key a document row references (for the orphan sweep). */
    async referencedStorageKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ storageKey: onboardingDocuments.storageKey })
        .from(onboardingDocuments)
        .where(inArray(onboardingDocuments.storageKey, keys));
      return new Set(rows.map((row) => row.storageKey));
    },

    /** Records a submission as the seller's current one (superseding the previous) and marks them Pending. */
    async submit(sellerId: string, data: OnboardingSubmission): Promise<void> {
      await db
        .update(onboardingSubmissions)
        .set({ supersededAt: sql`now()` })
        .where(and(eq(onboardingSubmissions.sellerId, sellerId), isNull(onboardingSubmissions.supersededAt)));
      await db.insert(onboardingSubmissions).values({ sellerId, data });
      await db
        .update(sellers)
        .set({ hasOnboarded: true, approvalStatus: approvalStatus.pending, updatedAt: sql`now()` })
        .where(eq(sellers.id, sellerId));
    },

    async currentSubmission(
      sellerId: string,
    ): Promise<{ id: number; data: OnboardingSubmission; submittedAt: Date; count: number } | null> {
      const [row] = await db
        .select({
          id: onboardingSubmissions.id,
          data: onboardingSubmissions.data,
          submittedAt: onboardingSubmissions.submittedAt,
          count: sql<number>`(select count(*)::int from ${onboardingSubmissions} s where s.seller_id = ${sellerId})`,
        })
        .from(onboardingSubmissions)
        .where(and(eq(onboardingSubmissions.sellerId, sellerId), isNull(onboardingSubmissions.supersededAt)));
      return row ?? null;
    },

    async currentSubmissionId(sellerId: string): Promise<number | null> {
      const [row] = await db
        .select({ id: onboardingSubmissions.id })
        .from(onboardingSubmissions)
        .where(and(eq(onboardingSubmissions.sellerId, sellerId), isNull(onboardingSubmissions.supersededAt)));
      return row?.id ?? null;
    },

    /** Newest first. */
    async decisionsOf(sellerId: string): Promise<ApprovalDecision[]> {
      const rows = await db
        .select({
          decision: approvalDecisions.decision,
          reason: approvalDecisions.reason,
          adminEmail: admins.email,
          decidedAt: approvalDecisions.decidedAt,
        })
        .from(approvalDecisions)
        .leftJoin(admins, eq(admins.id, approvalDecisions.adminId))
        .where(eq(approvalDecisions.sellerId, sellerId))
        .orderBy(desc(approvalDecisions.decidedAt), desc(approvalDecisions.id));
      return rows.map((row) => ({ ...row, decidedAt: row.decidedAt.toISOString() }));
    },

    /** Records the decision and gives the seller the approval status it makes. */
    async recordDecision(decision: {
      sellerId: string;
      submissionId: number;
      decision: SellerDecision;
      reason: string | null;
      adminId: string;
    }): Promise<{ id: string; decidedAt: Date }> {
      await db
        .update(sellers)
        .set({ approvalStatus: statusAfterDecision[decision.decision], updatedAt: sql`now()` })
        .where(eq(sellers.id, decision.sellerId));
      const [row] = await db
        .insert(approvalDecisions)
        .values(decision)
        .returning({ id: approvalDecisions.id, decidedAt: approvalDecisions.decidedAt });
      return row!;
    },

    /** The admin queue's and sellers list's query, unexecuted (a test EXPLAINs it); `queue` runs it. */
    queueQuery(query: QueueQuery) {
      const oldestFirst = query.order === 'oldest';
      return db
        .select({
          submissionId: onboardingSubmissions.id,
          id: sellers.id,
          email: sellers.email,
          sellerName: sellers.sellerName,
          spStoreName: sellers.spStoreName,
          businessName: sql<string>`${onboardingSubmissions.data} -> 'businessInfo' ->> 'businessName'`,
          submittedAt: onboardingSubmissions.submittedAt,
          approvalStatus: sellers.approvalStatus,
        })
        .from(onboardingSubmissions)
        .innerJoin(sellers, eq(sellers.id, onboardingSubmissions.sellerId))
        .where(
          and(
            isNull(onboardingSubmissions.supersededAt),
            query.after === undefined
              ? undefined
              : (oldestFirst ? gt : lt)(onboardingSubmissions.id, query.after),
            query.status === undefined
              ? isNotNull(sellers.approvalStatus)
              : eq(sellers.approvalStatus, query.status),
            query.search ? ilike(sellerSearchText(sellers), containing(query.search)) : undefined,
          ),
        )
        .orderBy((oldestFirst ? asc : desc)(onboardingSubmissions.id))
        .limit(query.limit);
    },

    /** The admin queue: current submissions in `order`, after the `after` cursor (a submission id). */
    async queue(query: QueueQuery): Promise<AdminQueueRow[]> {
      const rows = await this.queueQuery(query);
      // The query reads submitted sellers only, whose status is never null.
      return rows.map((row) => ({ ...row, approvalStatus: row.approvalStatus! }));
    },

    /** How many submitted sellers each approval status has. */
    async counts(): Promise<ApprovalCounts> {
      const rows = await db
        .select({ status: sellers.approvalStatus, count: count() })
        .from(sellers)
        .where(isNotNull(sellers.approvalStatus))
        .groupBy(sellers.approvalStatus);
      const of = (status: ApprovalStatus) => rows.find((row) => row.status === status)?.count ?? 0;
      return {
        pending: of(approvalStatus.pending),
        approved: of(approvalStatus.approved),
        rejected: of(approvalStatus.rejected),
        suspended: of(approvalStatus.suspended),
      };
    },

    async sellerForAdmin(sellerId: string) {
      const [row] = await db
        .select({
          id: sellers.id,
          email: sellers.email,
          sellerName: sellers.sellerName,
          spStoreName: sellers.spStoreName,
          country: sellers.country,
          isVerified: sql<boolean>`${sellers.emailVerifiedAt} is not null`,
          hasOnboarded: sellers.hasOnboarded,
          approvalStatus: sellers.approvalStatus,
          registeredAt: sellers.createdAt,
        })
        .from(sellers)
        .where(eq(sellers.id, sellerId));
      return row ?? null;
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
