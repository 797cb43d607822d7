// The SQL of admin accounts; e-mail addresses match without regard to case.
import { asc, eq, sql } from 'drizzle-orm';
import { admins } from '../../db/schema.ts';
import type { Executor } from '../../lib/executor.ts';

export function createAdminRepository(db: Executor) {
  return {
    async findByEmail(email: string): Promise<{ id: string; email: string; passwordHash: string } | null> {
      const [row] = await db
        .select({ id: admins.id, email: admins.email, passwordHash: admins.passwordHash })
        .from(admins)
        .where(sql`lower(${admins.email}) = lower(${email})`);
      return row ?? null;
    },

    async oldest(): Promise<{ email: string } | null> {
      const [row] = await db
        .select({ email: admins.email })
        .from(admins)
        .orderBy(asc(admins.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** False when an admin with that e-mail already exists. */
    async create(email: string, passwordHash: string): Promise<boolean> {
      const created = await db
        .insert(admins)
        .values({ email, passwordHash })
        .onConflictDoNothing()
        .returning({ id: admins.id });
      return created.length > 0;
    },

    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db
        .update(admins)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(admins.id, id));
    },
  };
}
