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

/**
 * Signs in to an account that may not exist: a session token, or a refusal while throttled, and the same
 * refusal for an unknown e-mail and a wrong password (the unknown case still spends an argon2
 * verification, so timing does not tell them apart either).
 */
export async function signIn<Account extends { id: string; passwordHash: string }>(
  throttle: Throttle,
  attempt: { area: 'seller' | 'admin'; email: string; password: string; address: string },
  account: Account | null,
  startSession: (accountId: string) => Promise<string>,
) {
  const [accountRule, addressRule] = rulesFor(attempt.area, attempt.email, attempt.address);
  if (await throttle.isLimited([accountRule, addressRule])) return refuse('throttled');
  const matches = account
    ? await verifyPassword(account.passwordHash, attempt.password)
    : await verifyDecoy(attempt.password);
  if (!account || !matches) {
    await throttle.record(accountRule.bucket, addressRule.bucket);
    return refuse('invalidCredentials');
  }
  await throttle.clear(accountRule.bucket);
  return ok({ token: await startSession(account.id) });
}

/** The answers of a refused sign-in, the same for sellers and admins. */
export const signInRefusals: RefusalStatus<{ ok: false; reason: 'throttled' | 'invalidCredentials' }> = {
  throttled: () => rateLimited(tooManySignIns),
  invalidCredentials: () => unauthenticated(invalidCredentials),
};
