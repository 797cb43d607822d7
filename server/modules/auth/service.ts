// Seller accounts as use cases: registration with its verification e-mail, sign-in and sign-out, and the
// e-mailed links that verify an address or reset a password, each redeemed in one transaction.
import type { FastifyBaseLogger } from 'fastify';
import type { RegisterForm } from '#schemas/auth';
import type { ModuleContext } from '../../lib/context.ts';
import { inTransaction, ok, refuse } from '../../lib/outcome.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { signInWith } from '../../lib/sign-in.ts';
import { createSellerRepository } from '../seller/repository.ts';
import { createEmailTokenRepository, type EmailTokenRepository } from './email-tokens.ts';
import { verificationEmail } from './emails.ts';

/** At most one verification e-mail a minute and five an hour per seller (the one sent at registration counts). */
const verificationEmailRules = (sellerId: string) => [
  { bucket: `verification-email:${sellerId}`, max: 1, windowSeconds: 60 },
  { bucket: `verification-email:${sellerId}`, max: 5, windowSeconds: 60 * 60 },
];

/**
 * At most 20 registrations an hour from one address, taken or not: each new account mails an address no
 * one has verified, and each hashes a password. Generous for an office or a carrier's shared address.
 */
const registrationRule = (address: string) => ({
  bucket: `register:address:${address}`,
  max: 20,
  windowSeconds: 60 * 60,
});

/** Redeems an e-mailed link in `tx`, refusing with why it cannot be (unknown, used or expired). */
async function redeem(
  emailTokens: EmailTokenRepository,
  ...link: Parameters<EmailTokenRepository['redeem']>
) {
  const redemption = await emailTokens.redeem(...link);
  return redemption.outcome === 'redeemed' ? ok(redemption.sellerId) : refuse(redemption.outcome);
}

export function createAuthService({ config, database, sessions, throttle, mailer }: ModuleContext) {
  const sellers = createSellerRepository(database.db);
  const emailTokens = createEmailTokenRepository(database.db);

  /** Mails a fresh verification link unless the seller's e-mail throttle refuses; the throttle's answer. */
  const sendVerificationEmail = async (seller: { id: string; email: string }) => {
    const attempt = await throttle.attempt(verificationEmailRules(seller.id));
    if (!attempt.allowed) return attempt;
    const token = await emailTokens.issue(seller.id, 'verify_email');
    const link = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await mailer.send(verificationEmail(seller.email, link));
    return attempt;
  };

  return {
    /**
     * Creates the account, e-mails the verification link and signs the seller in. A taken address is
     * refused before the password is hashed: refusing must cost less than accepting.
     */
    async register(form: RegisterForm, address: string, log: FastifyBaseLogger) {
      const attempt = await throttle.attempt([registrationRule(address)]);
      if (!attempt.allowed) return refuse('throttled', { retryAfterSeconds: attempt.retryAfterSeconds });
      if (await sellers.findByEmail(form.email)) return refuse('emailTaken');
      const created = await sellers.create({
        email: form.email,
        sellerName: form.sellerName,
        spStoreName: form.spStoreName,
        country: form.country,
        passwordHash: await hashPassword(form.password),
      });
      // Taken meanwhile by a registration racing this one.
      if (!created) return refuse('emailTaken');
      try {
        await sendVerificationEmail({ id: created.id, email: form.email });
      } catch (error) {
        // The account exists either way; the seller can ask for the e-mail again from the verification page.
        log.error({ err: error }, 'verification e-mail could not be sent after registration');
      }
      return ok({ token: await sessions.startSeller(created.id) });
    },

    signIn: signInWith({
      area: 'seller',
      throttle,
      findAccount: sellers.findByEmail,
      startSession: sessions.startSeller,
    }),

    signOut: (sessionHash: string) => sessions.endSeller(sessionHash),

    /**
     * Verifies the address a link was sent to. A link opened again (a second tap, the e-mail opened on
     * another device) or late, for an address verified meanwhile, answers that it is verified already: that
     * is what the seller came for, not an error.
     */
    verifyEmail: (token: string) =>
      inTransaction(database.db, async (tx) => {
        const redemption = await createEmailTokenRepository(tx).redeem(token, 'verify_email');
        if (redemption.outcome === 'unknown') return refuse('unknown');
        const accounts = createSellerRepository(tx);
        if (await accounts.isVerified(redemption.sellerId)) return ok({ alreadyVerified: true });
        if (redemption.outcome !== 'redeemed') return refuse(redemption.outcome);
        await accounts.markVerified(redemption.sellerId);
        return ok({ alreadyVerified: false });
      }),

    /**
     * A fresh verification link for a seller who is not verified yet, within the e-mail throttle; refused,
     * it says in how many seconds the next one may be sent.
     */
    async resendVerification(seller: { id: string; email: string; isVerified: boolean }) {
      if (seller.isVerified) return refuse('alreadyVerified');
      const sent = await sendVerificationEmail(seller);
      return sent.allowed ? ok(null) : refuse('throttled', { retryAfterSeconds: sent.retryAfterSeconds });
    },

    /** Sets the new password from a reset link; every session and every other reset link ends with it. */
    async resetPassword(token: string, newPassword: string) {
      const passwordHash = await hashPassword(newPassword);
      return inTransaction(database.db, async (tx) => {
        const redeemed = await redeem(createEmailTokenRepository(tx), token, 'reset_password');
        if (!redeemed.ok) return redeemed;
        const sellerAccounts = createSellerRepository(tx);
        await sellerAccounts.setPassword(redeemed.value, passwordHash);
        await sellerAccounts.endSessions(redeemed.value);
        await createEmailTokenRepository(tx).voidAll(redeemed.value, 'reset_password');
        return ok(null);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
