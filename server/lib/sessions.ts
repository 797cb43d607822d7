// Seller and admin sessions: a random bearer token, stored hashed, ended by logout, password changes or 30 idle days.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { approvalStatus, type ApprovalStatus } from '#schemas/seller';
import type { Database } from '../db/client.ts';
import { adminSessions, sellerSessions, sellers } from '../db/schema.ts';
import { createToken, hashToken } from './tokens.ts';

/** A session unused for 30 days is over. */
const idleCutoff = "now() - interval '30 days'";
/** last_used_at is rewritten at most once a minute, so a busy session costs one read per request, not a write. */
const touchCutoff = "now() - interval '1 minute'";

/**
 * No session starts for a suspended seller (decision 012): thrown by `startSeller`, turned into the sign-in
 * refusal that tells the seller why. Thrown rather than returned because every caller but sign-in starts
 * sessions for sellers who cannot be suspended (a registration).
 */
export class SellerSuspendedError extends Error {
  constructor(readonly suspensionReason: string) {
    super('The seller is suspended');
  }
}

/** The reason of the seller's latest suspension (its decision row commits with the status). */
export type AuthenticatedSeller = {
  id: string;
  email: string;
  sellerName: string;
  spStoreName: string;
  isVerified: boolean;
  hasOnboarded: boolean;
  approvalStatus: ApprovalStatus | null;
  /** The hash of the token this request came with: the current session. */
  sessionHash: string;
};

export type AuthenticatedAdmin = {
  id: string;
  email: string;
  sessionHash: string;
};

/**
 * The hot path of every authenticated call: one indexed lookup joining session and account, a named
 * prepared statement on node-postgres directly. Measured, Drizzle's query building and row mapping cost
 * about a third of this lookup's CPU; every other query goes through Drizzle. A suspended seller's
 * sessions are deleted with the suspension; the status test keeps them dead should one ever remain.
 */
const sellerBySession = {
  name: 'seller_by_session',
  text: `select s.id, s.email, s.seller_name as "sellerName", s.sp_store_name as "spStoreName",
                s.email_verified_at is not null as "isVerified", s.has_onboarded as "hasOnboarded",
                s.approval_status as "approvalStatus", ss.last_used_at < ${touchCutoff} as stale
           from seller_sessions ss join sellers s on s.id = ss.seller_id
          where ss.token_hash = $1 and ss.last_used_at > ${idleCutoff}
            and s.approval_status is distinct from ${approvalStatus.suspended}`,
};
const touchSellerSession = {
  name: 'touch_seller_session',
  text: 'update seller_sessions set last_used_at = now() where token_hash = $1',
};

const adminBySession = {
  name: 'admin_by_session',
  text: `select a.id, a.email, ss.last_used_at < ${touchCutoff} as stale
           from admin_sessions ss join admins a on a.id = ss.admin_id
          where ss.token_hash = $1 and ss.last_used_at > ${idleCutoff}`,
};
const touchAdminSession = {
  name: 'touch_admin_session',
  text: 'update admin_sessions set last_used_at = now() where token_hash = $1',
};

/** Which of these sessions are still live: the notification streams re-check theirs with it. */
const liveSellerSessions = {
  name: 'live_seller_sessions',
  text: `select token_hash as "sessionHash" from seller_sessions
          where token_hash = any($1::text[]) and last_used_at > ${idleCutoff}`,
};

type Stale = { stale: boolean };

/** The pool under a Drizzle node-postgres handle: drizzle() sets `$client`, though the declared type omits it. */
const poolOf = (db: Database['db']): Pool => {
  const pool = (db as { $client?: Pool }).$client;
  if (!pool) throw new Error('The session store needs a Drizzle handle made by drizzle-orm/node-postgres');
  return pool;
};

export function createSessionStore(db: Database['db']) {
  // The raw lookups run on Drizzle's own pool, sharing its connections and their prepared statements.
  const pool = poolOf(db);
  return {
    async findSeller(token: string): Promise<AuthenticatedSeller | null> {
      const sessionHash = hashToken(token);
      const { rows } = await pool.query<Omit<AuthenticatedSeller, 'sessionHash'> & Stale>({
        ...sellerBySession,
        values: [sessionHash],
      });
      const row = rows[0];
      if (!row) return null;
      if (row.stale) await pool.query({ ...touchSellerSession, values: [sessionHash] });
      return {
        id: row.id,
        email: row.email,
        sellerName: row.sellerName,
        spStoreName: row.spStoreName,
        isVerified: row.isVerified,
        hasOnboarded: row.hasOnboarded,
        approvalStatus: row.approvalStatus,
        sessionHash,
      };
    },

    async findAdmin(token: string): Promise<AuthenticatedAdmin | null> {
      const sessionHash = hashToken(token);
      const { rows } = await pool.query<Omit<AuthenticatedAdmin, 'sessionHash'> & Stale>({
        ...adminBySession,
        values: [sessionHash],
      });
      const row = rows[0];
      if (!row) return null;
      if (row.stale) await pool.query({ ...touchAdminSession, values: [sessionHash] });
      return { id: row.id, email: row.email, sessionHash };
    },

    /** The live ones among these seller sessions (by token hash); ended and idled-out ones are missing. */
    async liveSellerSessions(sessionHashes: readonly string[]): Promise<Set<string>> {
      if (sessionHashes.length === 0) return new Set();
      const { rows } = await pool.query<{ sessionHash: string }>({
        ...liveSellerSessions,
        values: [sessionHashes],
      });
      return new Set(rows.map((row) => row.sessionHash));
    },

    /**
     * Starts a session and returns its token, the only time the token exists outside the client; throws
     * SellerSuspendedError for a suspended seller. The seller's row is read under a share lock, so a
     * suspension (which locks it for update and deletes the sessions) runs wholly before or after: no
     * session outlives a suspension that raced the sign-in.
     */
    async startSeller(sellerId: string): Promise<string> {
      const token = createToken();
      await db.transaction(async (tx) => {
        const [seller] = await tx
          .select({ approvalStatus: sellers.approvalStatus })
          .from(sellers)
          .where(eq(sellers.id, sellerId))
          .for('share');
        if (seller?.approvalStatus === approvalStatus.suspended) {
          // In the same transaction (never a second connection while this one holds the lock): under read
          // committed each statement takes a new snapshot, so it sees the decision of a suspension it waited for.
          const { rows } = await tx.execute<{ reason: string }>(
            sql`select reason from approval_decisions where seller_id = ${sellerId} and decision = 'suspended'
                order by decided_at desc, id desc limit 1`,
          );
          throw new SellerSuspendedError(rows[0]?.reason ?? '');
        }
        // The seller's sessions that idled out go now: nothing else deletes them.
        await tx
          .delete(sellerSessions)
          .where(
            and(eq(sellerSessions.sellerId, sellerId), lt(sellerSessions.lastUsedAt, sql.raw(idleCutoff))),
          );
        await tx.insert(sellerSessions).values({ tokenHash: hashToken(token), sellerId });
      });
      return token;
    },

    async startAdmin(adminId: string): Promise<string> {
      const token = createToken();
      await db
        .delete(adminSessions)
        .where(and(eq(adminSessions.adminId, adminId), lt(adminSessions.lastUsedAt, sql.raw(idleCutoff))));
      await db.insert(adminSessions).values({ tokenHash: hashToken(token), adminId });
      return token;
    },

    async endSeller(sessionHash: string): Promise<void> {
      await db.delete(sellerSessions).where(eq(sellerSessions.tokenHash, sessionHash));
    },

    async endAdmin(sessionHash: string): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, sessionHash));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
