// The signed-in seller's account as use cases: the forgotten-password e-mail and the password change.
import type { FastifyBaseLogger } from 'fastify';
import type { ModuleContext } from '../../lib/context.ts';
import { inTransaction, ok, refuse } from '../../lib/outcome.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createEmailTokenRepository } from '../auth/email-tokens.ts';
import { passwordResetEmail } from '../auth/emails.ts';
import { createSellerRepository } from './repository.ts';

/** At most one reset e-mail a minute and five an hour per account: no mail bombing. */
const resetEmailRules = (sellerId: string) => [
  { bucket: `reset-email:${sellerId}`, max: 1, windowSeconds: 60 },
  { bucket: `reset-email:${sellerId}`, max: 5, windowSeconds: 60 * 60 },
];

/** Guessing the current password from a stolen session is as throttled as guessing it at sign-in. */
const passwordGuessRule = (sellerId: string) => ({
  bucket: `change-password:${sellerId}`,
  max: 5,
  windowSeconds: 15 * 60,
});

export function createSellerService({ config, database, throttle, mailer }: ModuleContext) {
  const sellers = createSellerRepository(database.db);
  const emailTokens = createEmailTokenRepository(database.db);

  return {
    /**
     * E-mails a reset link when the account exists and its throttle allows. Whatever happens, the caller
     * learns nothing: the same answer for every address is what keeps accounts from being enumerated.
     */
    async requestPasswordReset(email: string, log: FastifyBaseLogger): Promise<void> {
      const seller = await sellers.findByEmail(email);
      if (!seller || !(await throttle.attempt(resetEmailRules(seller.id))).allowed) return;
      const token = await emailTokens.issue(seller.id, 'reset_password');
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await mailer
        .send(passwordResetEmail(seller.email, link))
        .catch((error: unknown) => log.error({ err: error }, 'password reset e-mail could not be sent'));
    },

    /** Changes the password; every other session of the seller and every reset link ends with the old one. */
    async changePassword(
      seller: { id: string; sessionHash: string },
      { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
    ) {
      // Counted as a wrong guess until it proves right, so concurrent guesses cannot all slip through.
      const guess = await throttle.attempt([passwordGuessRule(seller.id)]);
      if (!guess.allowed) return refuse('throttled', { retryAfterSeconds: guess.retryAfterSeconds });
      const currentHash = await sellers.passwordHashOf(seller.id);
      if (!currentHash || !(await verifyPassword(currentHash, oldPassword))) return refuse('wrongPassword');
      await guess.withdraw();
      const passwordHash = await hashPassword(newPassword);
      return inTransaction(database.db, async (tx) => {
        const sellerAccounts = createSellerRepository(tx);
        await sellerAccounts.setPassword(seller.id, passwordHash);
        await sellerAccounts.endSessions(seller.id, seller.sessionHash);
        await createEmailTokenRepository(tx).voidAll(seller.id, 'reset_password');
        return ok(null);
      });
    },
  };
}

export type SellerService = ReturnType<typeof createSellerService>;
