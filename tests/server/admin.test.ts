// Admin accounts: created at start (ensureAdmin), signed in apart from sellers, refused on seller routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProfileResponseSchema } from '#schemas/admin';
import { okSchema } from '#schemas/api';
import { tokenSchema } from '#schemas/auth';
import { admins } from '../../server/db/schema.ts';
import { ensureAdmin } from '../../server/modules/admin/ensure-admin.ts';
import { call, expectError, registerSeller, startTestApp, type TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const adminLogin = (email: string, password: string) =>
  call(t.app, 'POST', '/api/admin/auth/login', { body: { email, password } });

const adminToken = async (email: string, password: string) => {
  const response = await adminLogin(email, password);
  expect(response.statusCode, response.body).toBe(200);
  return tokenSchema.parse(response.json()).data.token;
};

describe('ensureAdmin', () => {
  it('creates admin@suki.local with a random password on an empty database, and returns that password once', async () => {
    await t.database.db.delete(admins);
    const first = await ensureAdmin(t.database, { adminEmail: undefined, adminPassword: undefined });
    expect(first.email).toBe('admin@suki.local');
    expect(first.password).toMatch(/^[\w-]{16,}$/);
    await adminToken('admin@suki.local', first.password!);

    const again = await ensureAdmin(t.database, { adminEmail: undefined, adminPassword: undefined });
    expect(again).toEqual({ email: 'admin@suki.local' });
    await adminToken('admin@suki.local', first.password!);
  });

  it('makes ADMIN_EMAIL exist with ADMIN_PASSWORD, and follows a changed ADMIN_PASSWORD', async () => {
    const result = await ensureAdmin(t.database, {
      adminEmail: 'Boss@Suki.PH',
      adminPassword: 'first-password',
    });
    expect(result).toEqual({ email: 'Boss@Suki.PH' });
    await adminToken('boss@suki.ph', 'first-password');

    await ensureAdmin(t.database, { adminEmail: 'boss@suki.ph', adminPassword: 'second-password' });
    expectError(await adminLogin('boss@suki.ph', 'first-password'), 401, 'UNAUTHENTICATED');
    await adminToken('boss@suki.ph', 'second-password');
  });
});

describe('admin sessions', () => {
  const email = 'ops@suki.ph';
  const password = 'ops-password';
  beforeAll(async () => {
    await ensureAdmin(t.database, { adminEmail: email, adminPassword: password });
  });

  it('signs in, answers GET /api/admin/me, and signs out', async () => {
    const token = await adminToken(email, password);
    const profile = await call(t.app, 'GET', '/api/admin/me', { token });
    expect(adminProfileResponseSchema.parse(profile.json())).toEqual({ data: { email } });

    expect(okSchema.parse((await call(t.app, 'POST', '/api/admin/auth/logout', { token })).json())).toEqual({
      data: { ok: true },
    });
    expectError(await call(t.app, 'GET', '/api/admin/me', { token }), 401, 'UNAUTHENTICATED');
  });

  it('answers the same 401 for an unknown admin and a wrong password, and a seller cannot sign in here', async () => {
    const { form } = await registerSeller(t.app);
    const expected = { error: 'Invalid email or password', code: 'UNAUTHENTICATED' };
    expect(expectError(await adminLogin(email, 'wrong-password'), 401, 'UNAUTHENTICATED')).toEqual(expected);
    expect(expectError(await adminLogin('nobody@suki.ph', password), 401, 'UNAUTHENTICATED')).toEqual(
      expected,
    );
    expect(expectError(await adminLogin(form.email, form.password), 401, 'UNAUTHENTICATED')).toEqual(
      expected,
    );
  });

  it('validates the sign-in form with the messages of spec §5', async () => {
    const body = expectError(
      await call(t.app, 'POST', '/api/admin/auth/login', { body: { email: 'x', password: '' } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.fields).toEqual({
      email: 'Please enter a valid email',
      password: 'Password enter  password',
    });
  });

  it('throttles an address after 5 failures on an admin account, not the admin elsewhere', async () => {
    await ensureAdmin(t.database, { adminEmail: 'target@suki.ph', adminPassword: 'target-password' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expectError(await adminLogin('target@suki.ph', 'guess'), 401, 'UNAUTHENTICATED');
    }
    expectError(await adminLogin('target@suki.ph', 'target-password'), 429, 'RATE_LIMITED');
    const elsewhere = await call(t.app, 'POST', '/api/admin/auth/login', {
      body: { email: 'target@suki.ph', password: 'target-password' },
      remoteAddress: '203.0.113.50',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses an admin token on seller routes and a seller token on admin routes with 403', async () => {
    const admin = await adminToken(email, password);
    const { token: seller } = await registerSeller(t.app);
    expect(
      expectError(await call(t.app, 'GET', '/api/seller/me', { token: admin }), 403, 'FORBIDDEN').error,
    ).toBe('This page is for sellers. Sign in with a seller account.');
    expect(
      expectError(await call(t.app, 'GET', '/api/admin/me', { token: seller }), 403, 'FORBIDDEN').error,
    ).toBe('This page is for admins only.');
    // Signing out of one kind of session does not end the other.
    expectError(await call(t.app, 'POST', '/api/auth/logout', { token: admin }), 403, 'FORBIDDEN');
    expect((await call(t.app, 'GET', '/api/admin/me', { token: admin })).statusCode).toBe(200);
  });
});
