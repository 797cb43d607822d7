// Single-use links sent by e-mail (verification, password reset): issued hashed, redeemed at most once.
// Built per executor, like every repository.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailTokens, type EmailTokenPurpose } from '../../db/schema.ts';
import { createToken, hashToken } from '../../lib/tokens.ts';
import type { Executor } from '../../lib/executor.ts';

export const emailTokenLifetimes: Record<EmailTokenPurpose, string> = {
  verify_email: '24 hours',
  reset_password: '1 hour',
};

/** What a link token did, and whose it is when it is ours (a used link still names its seller). */
export type Redemption =
  | { outcome: 'redeemed'; sellerId: string }
  | { outcome: 'unknown' }
  | { outcome: 'used'; sellerId: string }
  | { outcome: 'expired'; sellerId: string };

export function createEmailTokenRepository(db: Executor) {
  return {
    /** A fresh link token for the seller; only its hash is stored. */
    async issue(sellerId: string, purpose: EmailTokenPurpose): Promise<string> {
      const token = createToken();
      await db.insert(emailTokens).values({
        tokenHash: hashToken(token),
        sellerId,
        purpose,
        expiresAt: sql`now() + ${emailTokenLifetimes[purpose]}::interval`,
      });
      return token;
    },

    /**
     * Marks the token used if it is valid, in one statement so two clicks racing cannot both succeed;
     * otherwise says why it is not (for a message the person can act on).
     */
    async redeem(token: string, purpose: EmailTokenPurpose): Promise<Redemption> {
      const tokenHash = hashToken(token);
      const matches = and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose));
      const [redeemed] = await db
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(and(matches, isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, sql`now()`)))
        .returning({ sellerId: emailTokens.sellerId });
      if (redeemed) return { outcome: 'redeemed', sellerId: redeemed.sellerId };

      const [existing] = await db
        .select({ sellerId: emailTokens.sellerId, used: sql<boolean>`${emailTokens.usedAt} is not null` })
        .from(emailTokens)
        .where(matches);
      if (!existing) return { outcome: 'unknown' };
      return { outcome: existing.used ? 'used' : 'expired', sellerId: existing.sellerId };
    },

    /** Voids a seller's outstanding links of one kind (an old reset link must die with the password it reset). */
    async voidAll(sellerId: string, purpose: EmailTokenPurpose): Promise<void> {
      await db
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.sellerId, sellerId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
          ),
        );
    },
  };
}

export type EmailTokenRepository = ReturnType<typeof createEmailTokenRepository>;
