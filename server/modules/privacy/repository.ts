// The privacy policy: one row, seeded by a migration, edited by admins later.
import { eq } from 'drizzle-orm';
import { privacyPolicy } from '../../db/schema.ts';
import type { Executor } from '../../lib/executor.ts';

export function createPrivacyPolicyRepository(db: Executor) {
  return {
    async content(): Promise<string | null> {
      const [row] = await db
        .select({ content: privacyPolicy.content })
        .from(privacyPolicy)
        .where(eq(privacyPolicy.id, 1));
      return row?.content ?? null;
    },
  };
}
