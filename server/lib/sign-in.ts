// Password sign-in shared by sellers and admins: throttled per account and per address, one answer for every miss.
import { rateLimited, unauthenticated } from './errors.ts';
import { ok, refuse, type RefusalStatus } from './outcome.ts';
import { verifyDecoy, verifyPassword } from './passwords.ts';
import type { Throttle, ThrottleRule } from './throttle.ts';

const windowSeconds = 15 * 60;

export const invalidCredentials = 'Invalid email or password';
export const tooManySignIns = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** 5 failures per account and 20 per client address in 15 minutes; success forgives the account's failures. */
const rulesFor = (area: 'seller' | 'admin', email: string, address: string): [ThrottleRule, ThrottleRule] => [
  { bucket: `${area}-login:account:${email.toLowerCase()}`, max: 5, windowSeconds },
  { bucket: `${area}-login:address:${address}`, max: 20, windowSeconds },
];

type SignInAttempt = { email: string; password: string; address: string };

/**
 * The sign-in use case of one kind of account: a session token, or a refusal while throttled, and the
 * same refusal for an unknown e-mail and a wrong password (the unknown case still spends an argon2
 * verification, so timing does not tell them apart either).
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
    const [accountRule, addressRule] = rulesFor(area, email, address);
    if (await throttle.isLimited([accountRule, addressRule])) return refuse('throttled');
    const account = await findAccount(email);
    const matches = account
      ? await verifyPassword(account.passwordHash, password)
      : await verifyDecoy(password);
    if (!account || !matches) {
      await throttle.record(accountRule.bucket, addressRule.bucket);
      return refuse('invalidCredentials');
    }
    await throttle.clear(accountRule.bucket);
    return ok({ token: await startSession(account.id) });
  };
}

/** The answers of a refused sign-in, the same for sellers and admins. */
export const signInRefusals: RefusalStatus<{ ok: false; reason: 'throttled' | 'invalidCredentials' }> = {
  throttled: () => rateLimited(tooManySignIns),
  invalidCredentials: () => unauthenticated(invalidCredentials),
};
