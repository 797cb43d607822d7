// The onboarding tables: the draft a seller is typing, the documents they uploaded, what they submitted and
// the admins' decisions (approve, reject, suspend, reinstate: the audit trail of decision 012). The approval
// status itself stays on `sellers` (approval_status, has_onboarded).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DocumentKind, OnboardingDraft, OnboardingSubmission } from '#schemas/onboarding';
import type { SellerDecision } from '#schemas/admin-sellers';
import { admins, sellers, timestamptz } from '../../db/schema.ts';

/** One row per seller: the onboarding form as typed so far, merged on every save. */
export const onboardingDrafts = pgTable('onboarding_drafts', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<OnboardingDraft>().notNull().default({}),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** The current file of each kind per seller; the bytes live in document storage under `storage_key`. */
export const onboardingDocuments = pgTable(
  'onboarding_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    /** As the seller's device named it; shown to people, never used as a path. */
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Decided from the file's first bytes, not from its name or the browser's claim. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('onboarding_documents_seller_kind_key').on(table.sellerId, table.kind),
    uniqueIndex('onboarding_documents_storage_key_key').on(table.storageKey),
    check(
      'onboarding_documents_kind_check',
      sql`${table.kind} in ('primaryId', 'secCertificate', 'birRegistration', 'businessPermit', 'tinId')`,
    ),
    check(
      'onboarding_documents_content_type_check',
      sql`${table.contentType} in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')`,
    ),
    check('onboarding_documents_size_check', sql`${table.sizeBytes} > 0`),
  ],
);

/**
 * Every submission (first one and resubmissions). The seller's current one has `superseded_at` null; its
 * `submitted_at` is when the seller last submitted, a column this module keeps here rather than on `sellers`.
 * The identity id orders submissions, newest last, and is the admin queue's keyset cursor.
 */
export const onboardingSubmissions = pgTable(
  'onboarding_submissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<OnboardingSubmission>().notNull(),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    supersededAt: timestamptz('superseded_at'),
  },
  (table) => [
    uniqueIndex('onboarding_submissions_current_seller_key')
      .on(table.sellerId)
      .where(sql`${table.supersededAt} is null`),
    // The admin queue: current submissions in submission order (read forwards, oldest first, or backwards).
    index('onboarding_submissions_queue_idx')
      .on(table.id)
      .where(sql`${table.supersededAt} is null`),
  ],
);

/**
 * Every decision an admin made on a seller, who made it and when: the audit trail. Approving and rejecting
 * decide a Pending submission; suspending stops an approved seller, reinstating approves them again.
 */
export const approvalDecisions = pgTable(
  'approval_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    submissionId: bigint('submission_id', { mode: 'number' })
      .notNull()
      .references(() => onboardingSubmissions.id, { onDelete: 'cascade' }),
    decision: text('decision').$type<SellerDecision>().notNull(),
    reason: text('reason'),
    /** Kept when the admin account is later removed, so the history stays. */
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at').notNull().defaultNow(),
  },
  (table) => [
    index('approval_decisions_seller_idx').on(table.sellerId, table.decidedAt.desc()),
    check(
      'approval_decisions_decision_check',
      sql`${table.decision} in ('approved', 'rejected', 'suspended', 'reinstated')`,
    ),
    // A rejection and a suspension, and only they, give the seller a reason.
    check(
      'approval_decisions_reason_check',
      sql`(${table.decision} in ('rejected', 'suspended')) = (${table.reason} is not null)`,
    ),
  ],
);
