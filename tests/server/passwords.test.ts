// Forgotten password, reset link and password change: messages, single use, and which sessions end.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okSchema } from '#schemas/api';
import { emailTokens, throttleEvents } from '../../server/db/schema.ts';
import { hashToken } from '../../server/lib/tokens.ts';
import { latestMailTo, linkIn, mailTo, tokenIn } from '../helpers/outbox.ts';
import {
  call,
  expectError,
  login,
  multipart,
  registerSeller,
  startTestApp,
  type TestApp,
} from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const me = (token: string) => call(t.app, 'GET', '/api/seller/me', { token });
const forgot = (email: string) => {
  const form = multipart({ email });
  return call(t.app, 'POST', '/api/seller/forgot-password', form);
};
const reset = (body: unknown) => call(t.app, 'POST', '/api/auth/reset-password', { body });
const resetMailSubject = /Reset your Suki Merchant password/;

describe('POST /api/seller/forgot-password', () => {
  it('answers 200 for a known and an unknown e-mail alike, and mails a reset link only to the known one', async () => {
    const { form } = await registerSeller(t.app);
    const known = await forgot(form.email);
    const unknown = await forgot('nobody-here@example.ph');
    expect(okSchema.parse(known.json())).toEqual({ data: { ok: true } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);

    const mail = await latestMailTo(t.dataDir, form.email, { subject: resetMailSubject });
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe(t.config.publicUrl);
    expect(await mailTo(t.dataDir, 'nobody-here@example.ph')).toEqual([]);
  });

  it('accepts JSON as well as multipart, and validates both with the same schema', async () => {
    const { form } = await registerSeller(t.app);
    const json = await call(t.app, 'POST', '/api/seller/forgot-password', {
      body: { email: form.email.toUpperCase() },
    });
    expect(json.statusCode).toBe(200);
    await latestMailTo(t.dataDir, form.email, { subject: resetMailSubject });

    expect(expectError(await forgot('not-an-email'), 400, 'VALIDATION_FAILED').fields).toEqual({
      email: 'Please enter a valid email',
    });
    expect(
      expectError(
        await call(t.app, 'POST', '/api/seller/forgot-password', { body: {} }),
        400,
        'VALIDATION_FAILED',
      ).fields,
    ).toEqual({ email: 'Please enter a valid email' });
  });

  it('sends at most one reset e-mail a minute per account, still answering 200', async () => {
    const { form } = await registerSeller(t.app);
    expect((await forgot(form.email)).statusCode).toBe(200);
    expect((await forgot(form.email)).statusCode).toBe(200);
    const mails = await mailTo(t.dataDir, form.email);
    expect(mails.filter((mail) => resetMailSubject.test(mail.subject ?? ''))).toHaveLength(1);
  });
});

describe('POST /api/auth/reset-password', () => {
  const resetLinkToken = async (email: string) => {
    await t.database.db.delete(throttleEvents).where(sql`${throttleEvents.bucket} like 'reset-email:%'`);
    expect((await forgot(email)).statusCode).toBe(200);
    return tokenIn(await latestMailTo(t.dataDir, email, { subject: resetMailSubject }), '/reset-password');
  };

  it('sets the new password, ends every session of the seller, and works once', async () => {
    const { form, token: first } = await registerSeller(t.app);
    const second = await login(t.app, form.email, form.password);
    const token = await resetLinkToken(form.email);

    expect(okSchema.parse((await reset({ token, newPassword: 'brand-new1' })).json())).toEqual({
      data: { ok: true },
    });
    expectError(await me(first), 401, 'UNAUTHENTICATED');
    expectError(await me(second), 401, 'UNAUTHENTICATED');
    expectError(
      await call(t.app, 'POST', '/api/auth/login', { body: { email: form.email, password: form.password } }),
      401,
      'UNAUTHENTICATED',
    );
    await login(t.app, form.email, 'brand-new1');

    expect(expectError(await reset({ token, newPassword: 'another12' }), 400, 'BAD_REQUEST').error).toBe(
      'This password reset link has already been used. Request a new one if you still need it.',
    );
  });

  it('voids older reset links once one of them was used', async () => {
    const { form } = await registerSeller(t.app);
    const older = await resetLinkToken(form.email);
    const newer = await resetLinkToken(form.email);
    expect((await reset({ token: newer, newPassword: 'brand-new1' })).statusCode).toBe(200);
    expectError(await reset({ token: older, newPassword: 'brand-new2' }), 400, 'BAD_REQUEST');
  });

  it('gives a link one hour and refuses it afterwards', async () => {
    const { form } = await registerSeller(t.app);
    const token = await resetLinkToken(form.email);
    const [row] = await t.database.db
      .select({ minutes: sql<number>`round(extract(epoch from ${emailTokens.expiresAt} - now()) / 60)::int` })
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    expect(row?.minutes).toBe(60);

    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    expect(expectError(await reset({ token, newPassword: 'brand-new1' }), 400, 'BAD_REQUEST').error).toBe(
      'This password reset link has expired. Request a new one from the forgot password page.',
    );
    await login(t.app, form.email, form.password);
  });

  it('refuses a verification token used as a reset token', async () => {
    const { form } = await registerSeller(t.app);
    const verificationToken = tokenIn(await latestMailTo(t.dataDir, form.email), '/verify-email');
    expect(
      expectError(await reset({ token: verificationToken, newPassword: 'brand-new1' }), 400, 'BAD_REQUEST')
        .error,
    ).toBe('This password reset link is not valid. Request a new one from the forgot password page.');
  });

  it.each([
    [{ token: 'x', newPassword: 'abcd' }, { newPassword: 'Password must be at least 5 characters long.' }],
    [
      { token: 'x', newPassword: 'a'.repeat(16) },
      { newPassword: 'Password must be at most 15 characters long.' },
    ],
    [{ newPassword: 'abcdef' }, { token: 'The reset link is incomplete' }],
    [
      {},
      { token: 'The reset link is incomplete', newPassword: 'Password must be at least 5 characters long.' },
    ],
  ])('validates %j', async (body, fields) => {
    expect(expectError(await reset(body), 400, 'VALIDATION_FAILED').fields).toEqual(fields);
  });
});

describe('PATCH /api/seller/change-password', () => {
  const change = (token: string, fields: Record<string, string>) =>
    call(t.app, 'PATCH', '/api/seller/change-password', { token, ...multipart(fields) });

  it('changes the password from multipart fields and ends only the other sessions', async () => {
    const { form, token: current } = await registerSeller(t.app);
    const other = await login(t.app, form.email, form.password);

    const response = await change(current, { oldPassword: form.password, newPassword: 'changed-12' });
    expect(okSchema.parse(response.json())).toEqual({ data: { ok: true } });
    expect((await me(current)).statusCode).toBe(200);
    expectError(await me(other), 401, 'UNAUTHENTICATED');
    await login(t.app, form.email, 'changed-12');
  });

  it('answers a wrong current password with the text shown under the current-password field', async () => {
    const { token } = await registerSeller(t.app);
    expect(
      expectError(
        await change(token, { oldPassword: 'not-mine', newPassword: 'changed-12' }),
        400,
        'VALIDATION_FAILED',
      ),
    ).toEqual({
      error: 'Current password is incorrect',
      code: 'VALIDATION_FAILED',
      fields: { oldPassword: 'Current password is incorrect' },
    });
  });

  it.each([
    [{}, { oldPassword: 'Current password is required', newPassword: 'New  password is required' }],
    [{ oldPassword: 'x', newPassword: '' }, { newPassword: 'New  password is required' }],
    [{ oldPassword: '', newPassword: 'abcdef' }, { oldPassword: 'Current password is required' }],
    [
      { oldPassword: 'x', newPassword: 'abcd' },
      { newPassword: 'Password must be at least 5 characters long.' },
    ],
    [
      { oldPassword: 'x', newPassword: 'a'.repeat(16) },
      { newPassword: 'Password must be at most 15 characters long.' },
    ],
  ])('validates %j with the messages of spec §5', async (fields, expected) => {
    const { token } = await registerSeller(t.app);
    expect(expectError(await change(token, fields), 400, 'VALIDATION_FAILED').fields).toEqual(expected);
  });

  it('accepts JSON too', async () => {
    const { form, token } = await registerSeller(t.app);
    const response = await call(t.app, 'PATCH', '/api/seller/change-password', {
      token,
      body: { oldPassword: form.password, newPassword: 'changed-12' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('needs a seller session', async () => {
    expectError(
      await call(
        t.app,
        'PATCH',
        '/api/seller/change-password',
        multipart({ oldPassword: 'a', newPassword: 'bcdef' }),
      ),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('throttles guessing the current password: 5 wrong guesses in 15 minutes', async () => {
    const { form, token } = await registerSeller(t.app);
    for (let guess = 1; guess <= 5; guess += 1) {
      expectError(
        await change(token, { oldPassword: `guess-${guess}`, newPassword: 'changed-12' }),
        400,
        'VALIDATION_FAILED',
      );
    }
    const throttled = await change(token, { oldPassword: form.password, newPassword: 'changed-12' });
    expect(expectError(throttled, 429, 'RATE_LIMITED').error).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    expect(Number(throttled.headers['retry-after'])).toBeOneOf([899, 900]);
  });
});
