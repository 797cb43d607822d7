// The SQL of onboarding: drafts, documents, submissions, decisions and the admin queue. Functions that take
// an `executor` are meant to run inside the caller's transaction.
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type {
  ApprovalDecision,
  DocumentInfo,
  DocumentKind,
  Documents,
  OnboardingDraft,
  OnboardingSubmission,
  SellerStatusFilter,
} from '#schemas/onboarding';
import { documentKinds } from '#schemas/onboarding';
import type { ApprovalStatus } from '#schemas/seller';
import { admins, sellers } from '../../db/schema.ts';
import type { Executor } from '../../lib/executor.ts';
import type { DocumentContentType } from './sniff.ts';
import { approvalDecisions, onboardingDocuments, onboardingDrafts, onboardingSubmissions } from './table.ts';

export const statusValue: Record<SellerStatusFilter, ApprovalStatus> = {
  pending: 0,
  approved: 1,
  rejected: 2,
};

export type DocumentRow = typeof onboardingDocuments.$inferSelect;
export type NewDocument = {
  sellerId: string;
  kind: DocumentKind;
  fileName: string;
  storageKey: string;
  contentType: DocumentContentType;
  sizeBytes: number;
  sha256: string;
};

export type SellerState = {
  id: string;
  email: string;
  sellerName: string;
  spStoreName: string;
  hasOnboarded: boolean;
  approvalStatus: ApprovalStatus | null;
};

export const documentInfo = (row: DocumentRow): DocumentInfo => ({
  kind: row.kind,
  fileName: row.fileName,
  contentType: row.contentType as DocumentInfo['contentType'],
  size: row.sizeBytes,
  uploadedAt: row.uploadedAt.toISOString(),
});

export const documentsByKind = (rows: DocumentRow[]): Documents => {
  const documents = Object.fromEntries(documentKinds.map((kind) => [kind, null])) as Documents;
  for (const row of rows) documents[row.kind] = documentInfo(row);
  return documents;
};

/** The draft sections that are objects merge field by field; lists and scalars are replaced. */
export function mergeDraft(saved: OnboardingDraft, update: OnboardingDraft): OnboardingDraft {
  const merged: OnboardingDraft = { ...saved };
  if (update.currentStep !== undefined) merged.currentStep = update.currentStep;
  if (update.storeAddress) merged.storeAddress = { ...saved.storeAddress, ...update.storeAddress };
  if (update.warehouseAddress)
    merged.warehouseAddress = { ...saved.warehouseAddress, ...update.warehouseAddress };
  if (update.businessInfo) merged.businessInfo = { ...saved.businessInfo, ...update.businessInfo };
  if (update.officers) merged.officers = update.officers;
  if (update.agreement) merged.agreement = { ...saved.agreement, ...update.agreement };
  return merged;
}

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

export type QueueQuery = { status?: ApprovalStatus; limit: number; before?: number };

export function createOnboardingRepository(db: Executor) {
  return {
    /**
     * Locks the seller's row for the rest of the transaction and returns its state. Every change to one
     * seller's onboarding takes this lock first, so concurrent uploads, saves and decisions run one by one.
     */
    async lockSeller(executor: Executor, sellerId: string): Promise<SellerState | null> {
      const [row] = await executor
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
      return row ? { ...row, approvalStatus: row.approvalStatus as ApprovalStatus | null } : null;
    },

    async draftOf(sellerId: string, executor: Executor = db): Promise<OnboardingDraft> {
      const [row] = await executor
        .select({ data: onboardingDrafts.data })
        .from(onboardingDrafts)
        .where(eq(onboardingDrafts.sellerId, sellerId));
      return row?.data ?? {};
    },

    async saveDraft(executor: Executor, sellerId: string, data: OnboardingDraft): Promise<Date> {
      const [row] = await executor
        .insert(onboardingDrafts)
        .values({ sellerId, data })
        .onConflictDoUpdate({
          target: onboardingDrafts.sellerId,
          set: { data, updatedAt: sql`now()` },
        })
        .returning({ updatedAt: onboardingDrafts.updatedAt });
      return row!.updatedAt;
    },

    async documentsOf(sellerId: string, executor: Executor = db): Promise<DocumentRow[]> {
      return executor.select().from(onboardingDocuments).where(eq(onboardingDocuments.sellerId, sellerId));
    },

    async findDocument(sellerId: string, kind: DocumentKind): Promise<DocumentRow | null> {
      const [row] = await db
        .select()
        .from(onboardingDocuments)
        .where(and(eq(onboardingDocuments.sellerId, sellerId), eq(onboardingDocuments.kind, kind)));
      return row ?? null;
    },

    /** Makes `document` the seller's file of its kind; returns the storage key it replaced, if any. */
    async replaceDocument(
      executor: Executor,
      document: NewDocument,
    ): Promise<{ row: DocumentRow; replaced: string | null }> {
      const [previous] = await executor
        .select({ storageKey: onboardingDocuments.storageKey })
        .from(onboardingDocuments)
        .where(
          and(
            eq(onboardingDocuments.sellerId, document.sellerId),
            eq(onboardingDocuments.kind, document.kind),
          ),
        );
      const [row] = await executor
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
    async submit(executor: Executor, sellerId: string, data: OnboardingSubmission): Promise<void> {
      await executor
        .update(onboardingSubmissions)
        .set({ supersededAt: sql`now()` })
        .where(and(eq(onboardingSubmissions.sellerId, sellerId), isNull(onboardingSubmissions.supersededAt)));
      await executor.insert(onboardingSubmissions).values({ sellerId, data });
      await executor
        .update(sellers)
        .set({ hasOnboarded: true, approvalStatus: 0, updatedAt: sql`now()` })
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

    async currentSubmissionId(executor: Executor, sellerId: string): Promise<number | null> {
      const [row] = await executor
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
      return rows.map((row) => ({
        decision: row.decision === 1 ? 'approved' : 'rejected',
        reason: row.reason,
        adminEmail: row.adminEmail,
        decidedAt: row.decidedAt.toISOString(),
      }));
    },

    async recordDecision(
      executor: Executor,
      decision: {
        sellerId: string;
        submissionId: number;
        decision: 1 | 2;
        reason: string | null;
        adminId: string;
      },
    ): Promise<{ id: string; decidedAt: Date }> {
      await executor
        .update(sellers)
        .set({ approvalStatus: decision.decision, updatedAt: sql`now()` })
        .where(eq(sellers.id, decision.sellerId));
      const [row] = await executor
        .insert(approvalDecisions)
        .values(decision)
        .returning({ id: approvalDecisions.id, decidedAt: approvalDecisions.decidedAt });
      return row!;
    },

    /** The admin queue's query, unexecuted (a test EXPLAINs it); `queue` runs it. */
    queueQuery(query: QueueQuery) {
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
            query.before === undefined ? undefined : lt(onboardingSubmissions.id, query.before),
            query.status === undefined
              ? isNotNull(sellers.approvalStatus)
              : eq(sellers.approvalStatus, query.status),
          ),
        )
        .orderBy(desc(onboardingSubmissions.id))
        .limit(query.limit);
    },

    /** The admin queue: current submissions newest first, after the `before` cursor (a submission id). */
    async queue(query: QueueQuery): Promise<AdminQueueRow[]> {
      const rows = await this.queueQuery(query);
      return rows.map((row) => ({ ...row, approvalStatus: row.approvalStatus as ApprovalStatus }));
    },

    async counts(): Promise<{ pending: number; approved: number; rejected: number }> {
      const rows = await db
        .select({ status: sellers.approvalStatus, count: count() })
        .from(sellers)
        .where(isNotNull(sellers.approvalStatus))
        .groupBy(sellers.approvalStatus);
      const of = (status: number) => rows.find((row) => row.status === status)?.count ?? 0;
      return { pending: of(0), approved: of(1), rejected: of(2) };
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
      return row ? { ...row, approvalStatus: row.approvalStatus as ApprovalStatus | null } : null;
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
