// The SQL of seller accounts and their sessions, built per executor (the database, or a use case's
// transaction). E-mail addresses match without regard to case (the lower(email) unique index).
import { and, eq, ne, sql } from 'drizzle-orm';
import { sellerSessions, sellers } from '../../db/schema.ts';
import type { Executor } from '../../lib/executor.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';

export type NewSeller = {
  email: string;
  sellerName: string;
  spStoreName: string;
  country: string;
  passwordHash: string;
};

export function createSellerRepository(db: Executor) {
  return {
    /** The new seller's id, or null when the e-mail address is already taken. */
    async create(seller: NewSeller): Promise<{ id: string } | null> {
      try {
        const [row] = await db.insert(sellers).values(seller).returning({ id: sellers.id });
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async findByEmail(email: string): Promise<{ id: string; email: string; passwordHash: string } | null> {
      const [row] = await db
        .select({ id: sellers.id, email: sellers.email, passwordHash: sellers.passwordHash })
        .from(sellers)
        .where(sql`lower(${sellers.email}) = lower(${email})`);
      return row ?? null;
    },

    async passwordHashOf(id: string): Promise<string | null> {
      const [row] = await db
        .select({ passwordHash: sellers.passwordHash })
        .from(sellers)
        .where(eq(sellers.id, id));
      return row?.passwordHash ?? null;
    },

    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db
        .update(sellers)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(sellers.id, id));
    },

    async isVerified(id: string): Promise<boolean> {
      const [row] = await db
        .select({ verified: sql<boolean>`${sellers.emailVerifiedAt} is not null` })
        .from(sellers)
        .where(eq(sellers.id, id));
      return row?.verified ?? false;
    },

    async markVerified(id: string): Promise<void> {
      await db
        .update(sellers)
        .set({ emailVerifiedAt: sql`coalesce(${sellers.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(sellers.id, id));
    },

    /** Ends every session of a seller, or every one but `keep` (the session that changed the password). */
    async endSessions(id: string, keep?: string): Promise<void> {
      await db
        .delete(sellerSessions)
        .where(
          keep === undefined
            ? eq(sellerSessions.sellerId, id)
            : and(eq(sellerSessions.sellerId, id), ne(sellerSessions.tokenHash, keep)),
        );
    },
  };
}

export type SellerRepository = ReturnType<typeof createSellerRepository>;
