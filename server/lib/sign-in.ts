// Password sign-in shared by sellers and admins: throttled so guessing is slow and no one can lock an owner
// out, one answer for every miss.
import { forbidden, rateLimited, unauthenticated } from './errors.ts';
import { ok, refuse, type RefusalStatus } from './outcome.ts';
import { verifyDecoy, verifyPassword } from './passwords.ts';
import { SellerSuspendedError } from './sessions.ts';
import { waitInWords, type Throttle, type ThrottleCondition } from './throttle.ts';

const windowSeconds = 15 * 60;

export const invalidCredentials = 'Invalid email or password';
export const tooManySignIns = (retryAfterSeconds: number) =>
  `Too many sign-in attempts. Please try again in ${waitInWords(retryAfterSeconds)}.`;
/** What a suspended seller reads on signing in with the right password (decision 012): why, and who to ask. */
export const suspendedSignIn = (reason: string) =>
  `Your seller account is suspended. Reason: ${/[.!?]$/.test(reason) ? reason : `${reason}.`} Please contact Suki support (see the Support page) to have it reviewed.`;

/**
 * Failures count per (account, address), per address and per account, over 15 minutes. An address may
 * fail 5 times on one account and 20 times in all. The account's own ceiling (100, from anywhere) refuses
 * only addresses that have failed themselves: an address with no failures always gets its try, so no one
 * can keep an owner out by failing on their account — not even on the admin's, whose generated e-mail
 * (admin@suki.local) anyone can read. Past the ceiling, guessing from many addresses costs one address per
 * guess per window.
 */
function signInThrottle(area: 'seller' | 'admin', email: string, address: string) {
  const account = email.toLowerCase();
  const pair = `${area}-login:account-address:${account} ${address}`;
  const fromAddress = `${area}-login:address:${address}`;
  const conditions: ThrottleCondition[] = [
    { bucket: pair, max: 5, windowSeconds },
    { bucket: fromAddress, max: 20, windowSeconds },
    {
      allOf: [
        { bucket: `${area}-login:account:${account}`, max: 100, windowSeconds },
        // This attempt is already counted: more than one means the address has failed before.
        { bucket: fromAddress, max: 1, windowSeconds },
      ],
    },
  ];
  return { pair, conditions };
}

type SignInAttempt = { email: string; password: string; address: string };

/**
 * The sign-in use case of one kind of account: a session token, or a refusal while throttled, and the
 * same refusal for an unknown e-mail and a wrong password (the unknown case still spends an argon2
 * verification, so timing does not tell them apart either). Only the right password learns that a seller
 * is suspended, and why.
 */
export function signInWith<Account extends { id: string; passwordHash: string }>({
  area,
  throttle,
  findAccount,
  startSession,
}: {
  area: 'seller' | 'admin';
  throttle: Throttle;
  findAccount: (email: string) => Promise<Account | null>;
  startSession: (accountId: string) => Promise<string>;
}) {
  return async ({ email, password, address }: SignInAttempt) => {
    const { pair, conditions } = signInThrottle(area, email, address);
    // Counted as a failure until it proves right, so concurrent guesses cannot all slip through.
    const attempt = await throttle.attempt(conditions);
    if (!attempt.allowed) return refuse('throttled', { retryAfterSeconds: attempt.retryAfterSeconds });
    const account = await findAccount(email);
    const matches = account
      ? await verifyPassword(account.passwordHash, password)
      : await verifyDecoy(password);
    if (!account || !matches) return refuse('invalidCredentials');
    await attempt.withdraw();
    // The owner is back: this address's failures on this account are forgiven (its others are not).
    await throttle.clear(pair);
    try {
      return ok({ token: await startSession(account.id) });
    } catch (error) {
      if (error instanceof SellerSuspendedError) return refuse('suspended', { why: error.suspensionReason });
      throw error;
    }
  };
}

type SignInRefusal =
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number }
  | { ok: false; reason: 'invalidCredentials' }
  | { ok: false; reason: 'suspended'; why: string };

/** The answers of a refused sign-in, the same for sellers and admins. */
export const signInRefusals: RefusalStatus<SignInRefusal> = {
  throttled: ({ retryAfterSeconds }) => rateLimited(tooManySignIns(retryAfterSeconds), retryAfterSeconds),
  invalidCredentials: () => unauthenticated(invalidCredentials),
  suspended: ({ why }) => forbidden(suspendedSignIn(why)),
};
