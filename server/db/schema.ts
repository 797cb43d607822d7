// The core tables (PostgreSQL, through Drizzle): accounts, sessions, e-mail links, throttles, the privacy policy.
// A module owns its own tables in its table.ts, which may import these; this file imports no module.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { approvalStatus, type ApprovalStatus } from '#schemas/seller';

/** A `timestamp with time zone` column read as a Date; every table's times are of this kind. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();

type SellerSearchColumns = { sellerName: unknown; spStoreName: unknown; email: unknown };
/**
 * What the admin's sellers search looks in: name, store name and e-mail as one text, matched with ILIKE
 * through the trigram index below (the query must use this same expression for the index to serve it).
 */
export const sellerSearchText = (columns: SellerSearchColumns) =>
  sql`(${columns.sellerName} || ' ' || ${columns.spStoreName} || ' ' || ${columns.email})`;

export const sellers = pgTable(
  'sellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored as typed; uniqueness ignores case through the lower(email) index. */
    email: text('email').notNull(),
    sellerName: text('seller_name').notNull(),
    spStoreName: text('sp_store_name').notNull(),
    country: text('country').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamptz('email_verified_at'),
    hasOnboarded: boolean('has_onboarded').notNull().default(false),
    /** One of `approvalStatus` (Pending, Approved, Rejected, Suspended); null until onboarding is submitted. */
    approvalStatus: smallint('approval_status').$type<ApprovalStatus>(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sellers_email_lower_key').on(sql`lower(${table.email})`),
    index('sellers_search_idx').using('gin', sql`${sellerSearchText(table)} gin_trgm_ops`),
    check(
      'sellers_approval_status_check',
      sql`${table.approvalStatus} in (${sql.raw(Object.values(approvalStatus).join(', '))})`,
    ),
    check('sellers_country_check', sql`${table.country} = 'PH'`),
  ],
);

/** Only the sha-256 of a session token is stored, so a leaked table cannot sign anyone in. */
export const sellerSessions = pgTable(
  'seller_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Sessions end after 30 idle days; touched at most once a minute. */
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
  },
  (table) => [index('seller_sessions_seller_id_idx').on(table.sellerId)],
);

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('admins_email_lower_key').on(sql`lower(${table.email})`)],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
  },
  (table) => [index('admin_sessions_admin_id_idx').on(table.adminId)],
);

export const emailTokenPurposes = ['verify_email', 'reset_password'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/** Single-use links sent by e-mail (verification, password reset); stored hashed like sessions. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: emailTokenPurposes }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_tokens_seller_purpose_idx').on(table.sellerId, table.purpose),
    check('email_tokens_purpose_check', sql`${table.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/**
 * One row per counted event (a failed sign-in, a sent e-mail) in a named bucket such as
 * `login:account:<email>`; throttles count the rows of a bucket inside a time window.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('throttle_events_bucket_created_at_idx').on(table.bucket, table.createdAt)],
);

/** A single row (id 1), seeded by a migration, editable by admins later. */
export const privacyPolicy = pgTable(
  'privacy_policy',
  {
    id: smallint('id').primaryKey().default(1),
    content: text('content').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [check('privacy_policy_singleton_check', sql`${table.id} = 1`)],
);
