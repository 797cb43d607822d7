// The SQL of seller accounts. E-mail addresses match without regard to case (the lower(email) unique index).
import { eq, sql } from 'drizzle-orm';
import { sellers } from '../../db/schema.ts';
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

    async passwordHashOf(id: string, executor: Executor = db): Promise<string | null> {
      const [row] = await executor
        .select({ passwordHash: sellers.passwordHash })
        .from(sellers)
        .where(eq(sellers.id, id));
      return row?.passwordHash ?? null;
    },

    async setPassword(id: string, passwordHash: string, executor: Executor = db): Promise<void> {
      await executor
        .update(sellers)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(sellers.id, id));
    },

    async markVerified(id: string, executor: Executor = db): Promise<void> {
      await executor
        .update(sellers)
        .set({ emailVerifiedAt: sql`coalesce(${sellers.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(sellers.id, id));
    },

    async isVerified(id: string): Promise<boolean> {
      const [row] = await db
        .select({ verified: sql<boolean>`${sellers.emailVerifiedAt} is not null` })
        .from(sellers)
        .where(eq(sellers.id, id));
      return row?.verified === true;
    },
  };
}

export type SellerRepository = ReturnType<typeof createSellerRepository>;
