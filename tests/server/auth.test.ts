// Seller registration, sign-in, sessions and e-mail verification against a real PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okSchema } from '#schemas/api';
import { emailVerificationSchema, tokenSchema } from '#schemas/auth';
import { sellerProfileResponseSchema } from '#schemas/seller';
import { emailTokens, sellerSessions, sellers, throttleEvents } from '../../server/db/schema.ts';
import { hashToken } from '../../server/lib/tokens.ts';
import { createAuthService } from '../../src/services/auth.ts';
import { injectHttpClient, memoryTokens } from '../helpers/inject-http.ts';
import { latestMailTo, tokenIn } from '../helpers/outbox.ts';
import { call, expectError, login, sellerForm, startTestApp, type TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// This file registers more sellers than one address may in an hour: each registration comes from its own.
let addresses = 0;
const register = (body: unknown) =>
  call(t.app, 'POST', '/api/auth/register', { body, remoteAddress: `198.51.100.${(addresses += 1)}` });

/** Registers a seller and returns the session token the registration answered with. */
async function registerSeller(overrides: Record<string, unknown> = {}) {
  const form = sellerForm(overrides);
  const response = await register(form);
  expect(response.statusCode, response.body).toBe(201);
  return { form, token: tokenSchema.parse(response.json()).data.token };
}
const me = (token?: string) => call(t.app, 'GET', '/api/seller/me', { token });

describe('POST /api/auth/register', () => {
  it('creates the seller, answers 201 with a session token, and that session is signed in and unverified', async () => {
    const form = sellerForm();
    const response = await register(form);
    expect(response.statusCode).toBe(201);
    const { token } = tokenSchema.parse(response.json()).data;
    expect(token.length).toBeGreaterThanOrEqual(43);

    const profile = await me(token);
    expect(profile.statusCode).toBe(200);
    expect(sellerProfileResponseSchema.parse(profile.json()).data).toEqual({
      email: form.email,
      sellerName: form.sellerName,
      spStoreName: form.spStoreName,
      isVerified: false,
      hasOnboarded: false,
      approvalStatus: null,
    });
  });

  it('stores only the hash of the session token and an argon2id hash of the password', async () => {
    const { form, token } = await registerSeller();
    const [session] = await t.database.db
      .select()
      .from(sellerSessions)
      .where(eq(sellerSessions.tokenHash, hashToken(token)));
    expect(session).toBeDefined();
    const [seller] = await t.database.db.select().from(sellers).where(eq(sellers.email, form.email));
    expect(seller?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(seller?.passwordHash).not.toContain(form.password);
  });

  it('answers every missing field with the messages of spec §5', async () => {
    const body = expectError(await register({}), 400, 'VALIDATION_FAILED');
    expect(body.fields).toEqual({
      sellerName: 'Seller name is required',
      spStoreName: 'Store name is required',
      country: 'Country is required',
      email: 'Email is required',
      password: 'Password must be at least 5 characters long.',
      confirmPassword: 'Please re-enter your password',
    });
    expect(body.error).toBe('Seller name is required');
  });

  it('treats blank names as missing', async () => {
    const body = expectError(
      await register(sellerForm({ sellerName: '   ', spStoreName: '' })),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.fields).toEqual({
      sellerName: 'Seller name is required',
      spStoreName: 'Store name is required',
    });
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Must be a valid email address'],
    [
      'password',
      { password: 'abcd', confirmPassword: 'abcd' },
      'Password must be at least 5 characters long.',
    ],
    [
      'password',
      { password: 'a'.repeat(16), confirmPassword: 'a'.repeat(16) },
      'Password must be at most 15 characters long.',
    ],
    ['confirmPassword', { confirmPassword: 'different1' }, 'Passwords do not match'],
    ['confirmPassword', { confirmPassword: '' }, 'Please re-enter your password'],
    ['country', { country: 'US' }, 'Only the Philippines (PH) is supported for now'],
  ])('refuses a bad %s: %j', async (field, overrides, message) => {
    const body = expectError(await register(sellerForm(overrides)), 400, 'VALIDATION_FAILED');
    expect(body.fields).toEqual({ [field]: message });
    expect(body.error).toBe(message);
  });

  it('accepts passwords of exactly 5 and 15 characters', async () => {
    await registerSeller({ password: 'abcde', confirmPassword: 'abcde' });
    await registerSeller({ password: 'a'.repeat(15), confirmPassword: 'a'.repeat(15) });
  });

  it('refuses an e-mail already registered, whatever its case, with 409', async () => {
    const { form } = await registerSeller({ email: 'Maria.Cruz@Example.PH' });
    for (const email of [form.email, 'maria.cruz@example.ph', 'MARIA.CRUZ@EXAMPLE.PH']) {
      const body = expectError(await register(sellerForm({ email })), 409, 'CONFLICT');
      expect(body.error).toBe('An account with this email already exists.');
    }
  });

  it('sends the verification e-mail with a link to $PUBLIC_URL/verify-email', async () => {
    const { form } = await registerSeller();
    const mail = await latestMailTo(t.dataDir, form.email);
    expect(mail.subject).toBe('Verify your email address for Suki Merchant');
    expect(mail.text).toContain(`${t.config.publicUrl}/verify-email?token=`);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the e-mail in any case and answers a token that opens /api/seller/me', async () => {
    const { form } = await registerSeller();
    const token = await login(t.app, form.email.toUpperCase(), form.password);
    expect(sellerProfileResponseSchema.parse((await me(token)).json()).data.email).toBe(form.email);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const { form } = await registerSeller();
    const wrongPassword = expectError(
      await call(t.app, 'POST', '/api/auth/login', { body: { email: form.email, password: 'wrong-one' } }),
      401,
      'UNAUTHENTICATED',
    );
    const unknown = expectError(
      await call(t.app, 'POST', '/api/auth/login', {
        body: { email: 'nobody@example.ph', password: 'whatever' },
      }),
      401,
      'UNAUTHENTICATED',
    );
    expect(wrongPassword).toEqual({ error: 'Invalid email or password', code: 'UNAUTHENTICATED' });
    expect(unknown).toEqual(wrongPassword);
  });

  it.each([
    [{ email: 'nope', password: 'x' }, { email: 'Please enter a valid email' }],
    [{ email: 'ana@example.ph', password: '' }, { password: 'Password enter  password' }],
    [{}, { email: 'Please enter a valid email', password: 'Password enter  password' }],
  ])('validates %j with the messages of spec §5', async (body, fields) => {
    expect(
      expectError(await call(t.app, 'POST', '/api/auth/login', { body }), 400, 'VALIDATION_FAILED').fields,
    ).toEqual(fields);
  });

  it('refuses an address after 5 failures on an account for 15 minutes, even with the right password, while the owner signs in from elsewhere', async () => {
    const { form } = await registerSeller();
    const attempt = (password: string, remoteAddress: string) =>
      call(t.app, 'POST', '/api/auth/login', { body: { email: form.email, password }, remoteAddress });
    for (let failure = 1; failure <= 5; failure += 1) {
      expectError(await attempt('wrong-one', '10.1.0.1'), 401, 'UNAUTHENTICATED');
    }
    // It says when: the first of the five failures leaves the 15-minute window then.
    const throttled = await attempt(form.password, '10.1.0.1');
    expect(expectError(throttled, 429, 'RATE_LIMITED').error).toBe(
      'Too many sign-in attempts. Please try again in 15 minutes.',
    );
    expect(Number(throttled.headers['retry-after'])).toBeOneOf([899, 900]);
    expect((await attempt(form.password, '10.1.0.2')).statusCode).toBe(200);

    // 15 minutes later that address may try again.
    await t.database.db
      .update(throttleEvents)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(sql`${throttleEvents.bucket} like 'seller-login:%'`);
    expect((await attempt(form.password, '10.1.0.1')).statusCode).toBe(200);
  });

  it('throttles an address after 20 failures in 15 minutes, across accounts', async () => {
    const address = '10.2.0.1';
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await call(t.app, 'POST', '/api/auth/login', {
        body: { email: `guess${attempt}@example.ph`, password: 'guess' },
        remoteAddress: address,
      });
      expectError(response, 401, 'UNAUTHENTICATED');
    }
    const { form } = await registerSeller();
    const fromThatAddress = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: form.email, password: form.password },
      remoteAddress: address,
    });
    expectError(fromThatAddress, 429, 'RATE_LIMITED');
    const fromElsewhere = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: form.email, password: form.password },
      remoteAddress: '10.2.0.2',
    });
    expect(fromElsewhere.statusCode).toBe(200);
  });

  it('forgives earlier failures of an account after a successful sign-in', async () => {
    const { form } = await registerSeller();
    const fail = () =>
      call(t.app, 'POST', '/api/auth/login', { body: { email: form.email, password: 'nope!' } });
    for (let attempt = 1; attempt <= 4; attempt += 1) expectError(await fail(), 401, 'UNAUTHENTICATED');
    await login(t.app, form.email, form.password);
    for (let attempt = 1; attempt <= 4; attempt += 1) expectError(await fail(), 401, 'UNAUTHENTICATED');
    await login(t.app, form.email, form.password);
  });
});

describe('sessions', () => {
  it('answers 401 without a token, with a malformed header and with an unknown token', async () => {
    expect(expectError(await me(), 401, 'UNAUTHENTICATED').error).toBe('Please sign in to continue.');
    expectError(
      await call(t.app, 'GET', '/api/seller/me', { headers: { authorization: 'Basic abc' } }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await me('not-a-real-token'), 401, 'UNAUTHENTICATED');
  });

  it('logout ends only the current session', async () => {
    const { form, token: first } = await registerSeller();
    const second = await login(t.app, form.email, form.password);
    const response = await call(t.app, 'POST', '/api/auth/logout', { token: first });
    expect(okSchema.parse(response.json())).toEqual({ data: { ok: true } });
    expectError(await me(first), 401, 'UNAUTHENTICATED');
    expectError(await call(t.app, 'POST', '/api/auth/logout', { token: first }), 401, 'UNAUTHENTICATED');
    expect((await me(second)).statusCode).toBe(200);
  });

  it('ends a session after 30 idle days, and using it keeps it alive', async () => {
    const { token } = await registerSeller();
    const setIdle = (interval: string) =>
      t.database.db
        .update(sellerSessions)
        .set({ lastUsedAt: sql`now() - ${interval}::interval` })
        .where(eq(sellerSessions.tokenHash, hashToken(token)));

    await setIdle('29 days 23 hours');
    expect((await me(token)).statusCode).toBe(200);
    // That use moved last_used_at to now: the session has a fresh 30 days.
    const [session] = await t.database.db
      .select({ idle: sql<boolean>`${sellerSessions.lastUsedAt} > now() - interval '1 minute'` })
      .from(sellerSessions)
      .where(eq(sellerSessions.tokenHash, hashToken(token)));
    expect(session?.idle).toBe(true);

    await setIdle('30 days 1 minute');
    expect(expectError(await me(token), 401, 'UNAUTHENTICATED').error).toBe(
      'Your session has ended. Please sign in again.',
    );
  });

  it('touches last_used_at at most once a minute', async () => {
    const { token } = await registerSeller();
    const lastUsed = async () => {
      const [row] = await t.database.db
        .select({ at: sellerSessions.lastUsedAt })
        .from(sellerSessions)
        .where(eq(sellerSessions.tokenHash, hashToken(token)));
      return row?.at.getTime();
    };
    await t.database.db
      .update(sellerSessions)
      .set({ lastUsedAt: sql`now() - interval '30 seconds'` })
      .where(eq(sellerSessions.tokenHash, hashToken(token)));
    const before = await lastUsed();
    await me(token);
    expect(await lastUsed()).toBe(before);
  });
});

describe('POST /api/auth/verify-email', () => {
  const verify = (token: unknown) => call(t.app, 'POST', '/api/auth/verify-email', { body: { token } });

  it('verifies with the link from the e-mail, once', async () => {
    const { form, token: session } = await registerSeller();
    const mail = await latestMailTo(t.dataDir, form.email);
    const linkToken = tokenIn(mail, '/verify-email');

    const response = await verify(linkToken);
    expect(emailVerificationSchema.parse(response.json())).toEqual({ data: { alreadyVerified: false } });
    expect(sellerProfileResponseSchema.parse((await me(session)).json()).data.isVerified).toBe(true);
  });

  it('answers that the address is verified already when the link is opened again, or late', async () => {
    const { form } = await registerSeller();
    const linkToken = tokenIn(await latestMailTo(t.dataDir, form.email), '/verify-email');
    expect((await verify(linkToken)).statusCode).toBe(200);

    const again = await verify(linkToken);
    expect(again.statusCode).toBe(200);
    expect(emailVerificationSchema.parse(again.json())).toEqual({ data: { alreadyVerified: true } });

    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.tokenHash, hashToken(linkToken)));
    expect(emailVerificationSchema.parse((await verify(linkToken)).json())).toEqual({
      data: { alreadyVerified: true },
    });
  });

  it('still refuses a used link of an address that is not verified', async () => {
    const { form, token: session } = await registerSeller();
    const linkToken = tokenIn(await latestMailTo(t.dataDir, form.email), '/verify-email');
    await t.database.db
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(eq(emailTokens.tokenHash, hashToken(linkToken)));
    expect(expectError(await verify(linkToken), 400, 'BAD_REQUEST').error).toBe(
      'This verification link has already been used.',
    );
    expect(sellerProfileResponseSchema.parse((await me(session)).json()).data.isVerified).toBe(false);
  });

  it('refuses a link older than 24 hours', async () => {
    const { form, token: session } = await registerSeller();
    const linkToken = tokenIn(await latestMailTo(t.dataDir, form.email), '/verify-email');
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.tokenHash, hashToken(linkToken)));
    expect(expectError(await verify(linkToken), 400, 'BAD_REQUEST').error).toBe(
      'This verification link has expired. Request a new one from the verification page.',
    );
    expect(sellerProfileResponseSchema.parse((await me(session)).json()).data.isVerified).toBe(false);
  });

  it('gives a link 24 hours', async () => {
    const { form } = await registerSeller();
    const linkToken = tokenIn(await latestMailTo(t.dataDir, form.email), '/verify-email');
    const [row] = await t.database.db
      .select({ hours: sql<number>`round(extract(epoch from ${emailTokens.expiresAt} - now()) / 3600)::int` })
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashToken(linkToken)));
    expect(row?.hours).toBe(24);
  });

  it('refuses an unknown or missing token', async () => {
    expect(expectError(await verify('made-up'), 400, 'BAD_REQUEST').error).toBe(
      'This verification link is not valid. Request a new one from the verification page.',
    );
    expect(expectError(await verify(''), 400, 'VALIDATION_FAILED').fields).toEqual({
      token: 'The verification link is incomplete',
    });
  });
});

describe('POST /api/auth/resend-verification-email', () => {
  const resend = (token?: string) => call(t.app, 'POST', '/api/auth/resend-verification-email', { token });
  const ageVerificationMails = (sellerId: string, interval: string) =>
    t.database.db
      .update(throttleEvents)
      .set({ createdAt: sql`created_at - ${interval}::interval` })
      .where(eq(throttleEvents.bucket, `verification-email:${sellerId}`));

  it('needs a session', async () => {
    expectError(await resend(), 401, 'UNAUTHENTICATED');
  });

  it('sends a fresh working link, at most once a minute and 5 times an hour', async () => {
    const { form, token } = await registerSeller();
    const [seller] = await t.database.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.email, form.email));
    const sellerId = seller!.id;
    const first = await latestMailTo(t.dataDir, form.email);

    // The registration e-mail was just sent: the next may go a minute after it.
    const tooSoon = await resend(token);
    expect(expectError(tooSoon, 429, 'RATE_LIMITED').error).toMatch(
      /^A verification email was sent recently\. You can ask for another in (59 seconds|1 minute)\.$/,
    );
    expect(Number(tooSoon.headers['retry-after'])).toBeOneOf([59, 60]);
    await ageVerificationMails(sellerId, '45 seconds');
    expect(Number((await resend(token)).headers['retry-after'])).toBeOneOf([14, 15]);

    for (let sent = 2; sent <= 5; sent += 1) {
      await ageVerificationMails(sellerId, '61 seconds');
      expect(okSchema.parse((await resend(token)).json())).toEqual({ data: { ok: true } });
    }
    await ageVerificationMails(sellerId, '61 seconds');
    // Five in the hour: the next may go when the oldest of them is an hour old. The mails went 45 + 5 × 61
    // seconds apart in the throttle's clock, so the first is 350 seconds old.
    const hourly = await resend(token);
    expect(expectError(hourly, 429, 'RATE_LIMITED').error).toBe(
      'A verification email was sent recently. You can ask for another in 55 minutes.',
    );
    expect(Number(hourly.headers['retry-after'])).toBeOneOf([3249, 3250]);
    await ageVerificationMails(sellerId, '1 hour');
    expect((await resend(token)).statusCode).toBe(200);

    const latest = await latestMailTo(t.dataDir, form.email, { after: first });
    const response = await call(t.app, 'POST', '/api/auth/verify-email', {
      body: { token: tokenIn(latest, '/verify-email') },
    });
    expect(response.statusCode).toBe(200);
    expect(expectError(await resend(token), 409, 'CONFLICT').error).toBe(
      'Your email address is already verified.',
    );
  });
});

describe("the browser's auth service over these routes", () => {
  it('reads a cool-down as an answer with its seconds, and a link opened again as verified already', async () => {
    const { form, token } = await registerSeller();
    const auth = createAuthService(injectHttpClient(t.app, memoryTokens({ seller: token })));

    const tooSoon = await auth.resendVerificationEmail();
    expect(tooSoon).toEqual({
      sent: false,
      message: expect.stringMatching(/^A verification email was sent recently\. You can ask for another in /),
      retryAfterSeconds: expect.any(Number),
    });
    expect(tooSoon.sent === false && tooSoon.retryAfterSeconds).toBeGreaterThanOrEqual(59);

    const linkToken = tokenIn(await latestMailTo(t.dataDir, form.email), '/verify-email');
    expect(await auth.verifyEmail(linkToken)).toEqual({ alreadyVerified: false });
    expect(await auth.verifyEmail(linkToken)).toEqual({ alreadyVerified: true });
    // Verified: resending is refused outright, not a cool-down.
    await expect(auth.resendVerificationEmail()).rejects.toMatchObject({
      failure: { status: 409, message: 'Your email address is already verified.' },
    });
  });
});
