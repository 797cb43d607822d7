// Onboarding and its review as use cases. A change to one seller's onboarding runs in one transaction that
// first locks the seller's row; the notification it sends is written in that transaction; files and e-mail
// are touched only once the rows have committed. Rules refuse with a typed outcome, never an HTTP status.
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  documentKinds,
  type DocumentInfo,
  type DocumentKind,
  type Documents,
  type OnboardingDraft,
  type OnboardingState,
  type OnboardingSubmission,
} from '#schemas/onboarding';
import {
  statusAfterDecision,
  statusBeforeDecision,
  type AdminSellerDetail,
  type AdminSellersPage,
  type AdminSellersQuery,
  type SellerDecision,
} from '#schemas/admin-sellers';
import { approvalStatus, type ApprovalStatus, type SellerProfile } from '#schemas/seller';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { inTransaction, ok, refuse } from '../../lib/outcome.ts';
import { notifySeller, type NotificationInput } from '../notifications/notify.ts';
import { createSellerRepository } from '../seller/repository.ts';
import { decisionEmail } from './emails.ts';
import {
  createOnboardingRepository,
  type DocumentFile,
  type DocumentRow,
  type SellerState,
} from './repository.ts';
import type { DocumentStorage } from './storage.ts';
import { sweepOrphanDocuments } from './sweep.ts';

export type OnboardingServiceOptions = {
  database: Pick<Database, 'db'>;
  /** Where document bytes live. */
  storage: DocumentStorage;
  mailer: Mailer;
  /** The portal address the decision e-mails link to. */
  publicUrl: string;
};

/** What the seller is told, in the app, about each decision; every promise holds when it is sent. */
const decisionNotices: Record<SellerDecision, (reason: string | null) => NotificationInput> = {
  approved: () => ({
    title: 'Your account is approved',
    message: 'Your store is approved. New seller tools appear on your dashboard as they open.',
    redirectUrl: '/dashboard',
  }),
  rejected: (reason) => ({
    title: 'Your account was not approved',
    message: `Reason: ${reason}`,
    redirectUrl: '/dashboard',
  }),
  // Read once the seller is back (the suspension signed them out); the e-mail tells them at once.
  suspended: (reason) => ({
    title: 'Your account was suspended',
    message: `Reason: ${reason}`,
    redirectUrl: '/support',
  }),
  reinstated: () => ({
    title: 'Your account is reinstated',
    message: 'Your store is approved again. You can sell as before.',
    redirectUrl: '/dashboard',
  }),
};

export const decisionNotification = (decision: SellerDecision, reason: string | null) =>
  decisionNotices[decision](reason);

/** `onboard` is the first submission, `resubmit` the one after a rejection: the same form. */
export type SubmissionMode = 'onboard' | 'resubmit';

type OnboardingStatus = Pick<SellerState, 'hasOnboarded' | 'approvalStatus'>;

/** A seller edits onboarding until they submit it, and again once the admin rejected it. */
export const isEditable = (state: OnboardingStatus) =>
  !state.hasOnboarded || state.approvalStatus === approvalStatus.rejected;

/** Why a seller in this state may not submit in this mode, or null when they may. */
export function submissionRefusal(mode: SubmissionMode, state: OnboardingStatus) {
  if (mode === 'onboard' && state.hasOnboarded) return 'alreadySubmitted' as const;
  if (mode === 'resubmit' && state.approvalStatus !== approvalStatus.rejected) return 'notRejected' as const;
  return null;
}

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

/** The draft a submission leaves behind, so a rejected seller edits exactly what they sent. */
const draftFromSubmission = (submission: OnboardingSubmission): OnboardingDraft => ({
  currentStep: 'review',
  ...submission,
});

const documentInfo = (row: DocumentRow): DocumentInfo => ({
  kind: row.kind,
  fileName: row.fileName,
  contentType: row.contentType as DocumentInfo['contentType'],
  size: row.sizeBytes,
  uploadedAt: row.uploadedAt.toISOString(),
});

const documentsByKind = (rows: DocumentRow[]): Documents => {
  const documents = Object.fromEntries(documentKinds.map((kind) => [kind, null])) as Documents;
  for (const row of rows) documents[row.kind] = documentInfo(row);
  return documents;
};

export type StoredDocument = { row: DocumentRow; bytes: Readable };

export function createOnboardingService({ database, storage, mailer, publicUrl }: OnboardingServiceOptions) {
  const reads = createOnboardingRepository(database.db);
  const links = { dashboardUrl: `${publicUrl}/dashboard`, supportUrl: `${publicUrl}/support` };

  return {
    /** Everything the onboarding screens need to resume. */
    async stateOf(seller: { id: string; approvalStatus: ApprovalStatus | null }): Promise<OnboardingState> {
      const [draft, documents, submission, decisions] = await Promise.all([
        reads.draftOf(seller.id),
        reads.documentsOf(seller.id),
        reads.currentSubmission(seller.id),
        reads.decisionsOf(seller.id),
      ]);
      const latest = decisions[0];
      return {
        draft,
        documents: documentsByKind(documents),
        approvalStatus: seller.approvalStatus,
        rejectionReason:
          seller.approvalStatus === approvalStatus.rejected && latest?.decision === 'rejected'
            ? latest.reason
            : null,
        submittedAt: submission?.submittedAt.toISOString() ?? null,
      };
    },

    /** Merges what the seller typed into the saved draft. */
    saveDraft(sellerId: string, update: OnboardingDraft) {
      return inTransaction(database.db, async (tx) => {
        const onboarding = createOnboardingRepository(tx);
        const state = await onboarding.lockSeller(sellerId);
        if (!state) return refuse('unknownSeller');
        if (!isEditable(state)) return refuse('notEditable');
        const merged = mergeDraft(await onboarding.draftOf(sellerId), update);
        return ok({ savedAt: (await onboarding.saveDraft(sellerId, merged)).toISOString() });
      });
    },

    /**
     * Makes a stored file the seller's document of its kind. The file is the caller's until this succeeds;
     * the one it replaces is removed once the new row has committed.
     */
    async keepDocument(sellerId: string, file: DocumentFile, log: FastifyBaseLogger) {
      const kept = await inTransaction(database.db, async (tx) => {
        const onboarding = createOnboardingRepository(tx);
        const state = await onboarding.lockSeller(sellerId);
        if (!state) return refuse('unknownSeller');
        if (!isEditable(state)) return refuse('notEditable');
        return ok(await onboarding.replaceDocument({ ...file, sellerId }));
      });
      if (!kept.ok) return kept;
      const { row, replaced } = kept.value;
      if (replaced)
        await storage
          .delete(replaced)
          .catch((error: unknown) => log.warn({ err: error }, 'old document not removed'));
      return ok(documentInfo(row));
    },

    /**
     * Submits onboarding with the files sent along (the caller's until this succeeds): every document must
     * be there in the end, sent now or uploaded before. The seller becomes onboarded and Pending.
     */
    async submit(
      seller: SellerProfile & { id: string },
      mode: SubmissionMode,
      submission: OnboardingSubmission,
      files: DocumentFile[],
    ) {
      const submitted = await inTransaction(database.db, async (tx) => {
        const onboarding = createOnboardingRepository(tx);
        const state = await onboarding.lockSeller(seller.id);
        if (!state) return refuse('unknownSeller');
        const refusal = submissionRefusal(mode, state);
        if (refusal) return refuse(refusal);
        const replaced: string[] = [];
        for (const file of files) {
          const { replaced: key } = await onboarding.replaceDocument({ ...file, sellerId: seller.id });
          if (key) replaced.push(key);
        }
        const present = new Set((await onboarding.documentsOf(seller.id)).map((row) => row.kind));
        const missing = documentKinds.filter((kind) => !present.has(kind));
        if (missing.length > 0) return refuse('documentsMissing', { missing });
        await onboarding.submit(seller.id, submission);
        await onboarding.saveDraft(seller.id, draftFromSubmission(submission));
        return ok(replaced);
      });
      if (!submitted.ok) return submitted;
      await Promise.allSettled(submitted.value.map((key) => storage.delete(key)));
      const profile: SellerProfile = {
        email: seller.email,
        sellerName: seller.sellerName,
        spStoreName: seller.spStoreName,
        isVerified: seller.isVerified,
        hasOnboarded: true,
        approvalStatus: approvalStatus.pending,
      };
      return ok(profile);
    },

    /** One of a seller's documents with its bytes, or null when it has not been uploaded. */
    async documentOf(sellerId: string, kind: DocumentKind): Promise<StoredDocument | null> {
      const row = await reads.findDocument(sellerId, kind);
      const bytes = row && (await storage.get(row.storageKey));
      return row && bytes ? { row, bytes } : null;
    },

    /**
     * The admin queue and sellers list: current submissions in `order` (oldest first unless asked), those
     * matching `q`, a page after `cursor`, with counts per status.
     */
    async queue({ status, q, order, limit, cursor }: AdminSellersQuery): Promise<AdminSellersPage> {
      const [rows, counts] = await Promise.all([
        reads.queue({
          status: status === undefined ? undefined : approvalStatus[status],
          search: q || undefined,
          order,
          limit: limit + 1,
          after: cursor === undefined ? undefined : Number(cursor),
        }),
        reads.counts(),
      ]);
      const page = rows.slice(0, limit);
      return {
        sellers: page.map(({ submissionId: _submissionId, submittedAt, ...row }) => ({
          ...row,
          submittedAt: submittedAt.toISOString(),
        })),
        nextCursor: rows.length > limit ? String(page.at(-1)!.submissionId) : null,
        counts,
      };
    },

    /** Everything a seller submitted, with their documents and the decisions so far; null when unknown. */
    async sellerDetail(sellerId: string): Promise<AdminSellerDetail | null> {
      const seller = await reads.sellerForAdmin(sellerId);
      if (!seller) return null;
      const [submission, documents, decisions] = await Promise.all([
        reads.currentSubmission(sellerId),
        reads.documentsOf(sellerId),
        reads.decisionsOf(sellerId),
      ]);
      return {
        ...seller,
        registeredAt: seller.registeredAt.toISOString(),
        submission: submission && {
          ...submission.data,
          submittedAt: submission.submittedAt.toISOString(),
          submissionCount: submission.count,
        },
        documents: documentsByKind(documents),
        decisions,
      };
    },

    /**
     * An admin's decision on a seller (decision 012): approve or reject a Pending one, suspend an approved
     * one, reinstate a suspended one; refused, changing nothing, from any other status. Status, decision,
     * notification and, for a suspension, the end of every session of the seller commit together; then the
     * e-mail, whose failure is only logged (the notification is kept for the seller).
     */
    async decide(
      admin: { id: string; email: string },
      sellerId: string,
      decision: SellerDecision,
      reason: string | null,
      log: FastifyBaseLogger,
    ) {
      const decided = await inTransaction(database.db, async (tx) => {
        const onboarding = createOnboardingRepository(tx);
        const state = await onboarding.lockSeller(sellerId);
        if (!state) return refuse('unknownSeller');
        const submissionId = await onboarding.currentSubmissionId(sellerId);
        if (state.approvalStatus === null || submissionId === null) return refuse('notSubmitted');
        if (state.approvalStatus !== statusBeforeDecision[decision])
          return refuse('notAllowed', { decision, status: state.approvalStatus });
        const recorded = await onboarding.recordDecision({
          sellerId,
          submissionId,
          decision,
          reason,
          adminId: admin.id,
        });
        // Signed out everywhere at once: the session lookup also refuses a suspended seller, and sign-in
        // refuses them with the reason (server/lib/sessions.ts).
        if (decision === 'suspended') await createSellerRepository(tx).endSessions(sellerId);
        await notifySeller(tx, sellerId, decisionNotification(decision, reason));
        return ok({ seller: state, recorded });
      });
      if (!decided.ok) return decided;
      const { seller, recorded } = decided.value;
      await mailer
        .send(decisionEmail(decision, { to: seller.email, sellerName: seller.sellerName, reason }, links))
        .catch((error: unknown) => log.error({ err: error }, 'decision e-mail not sent'));
      return ok({
        id: sellerId,
        approvalStatus: statusAfterDecision[decision],
        decision: { decision, reason, adminEmail: admin.email, decidedAt: recorded.decidedAt.toISOString() },
      });
    },

    /** Removes files nothing refers to (crashed uploads, rows that never committed). */
    sweepOrphans: () => sweepOrphanDocuments(storage, reads),
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
