// Issue 9, input safety: no string PostgreSQL refuses or a megabyte long reaches a route (defects 2, 8),
// registration and sign-in cannot be used to starve the server or lock an owner out (defects 4, 5).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalStatus } from '#schemas/seller';
import { admins, sellers } from '../../server/db/schema.ts';
import { generatedAdminEmail, ensureAdmin } from '../../server/modules/admin/ensure-admin.ts';
import { argon2Work, concurrencyLimit, hashPassword } from '../../server/lib/passwords.ts';
import {
  newSeller,
  onboard,
  send,
  startOnboardingApp,
  validSubmission,
  allDocumentParts,
  type OnboardingTestApp,
} from './onboarding-fixture.ts';
import { call, expectError, multipart, sellerForm } from './support.ts';

let t: OnboardingTestApp;
beforeAll(async () => {
  t = await startOnboardingApp();
});
afterAll(() => t.close());

let addresses = 0;
/** An address no other request of this file has used. */
const freshAddress = () => {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const register = (body: unknown, remoteAddress = freshAddress()) =>
  call(t.app, 'POST', '/api/auth/register', { body, remoteAddress });

const sellerCount = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(sellers)
      .where(sql`lower(${sellers.email}) = lower(${email})`)
  ).length;

describe('strings a request may carry (defects 2 and 8)', () => {
  it('refuses a NUL in the seller name with a field message, and stores nothing', async () => {
    const form = sellerForm({ sellerName: 'a\u0000b' });
    const body = expectError(await register(form), 400, 'VALIDATION_FAILED');
    expect(body).toEqual({
      error: 'Seller name contains characters that are not allowed',
      code: 'VALIDATION_FAILED',
      fields: { sellerName: 'Seller name contains characters that are not allowed' },
    });
    expect(await sellerCount(form.email)).toBe(0);
  });

  it('refuses a lone surrogate and a control character in the other fields of the registration', async () => {
    const body = expectError(
      await register(
        sellerForm({ spStoreName: 'Store \ud800', password: 'abc\u0007de', confirmPassword: 'x' }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.fields).toEqual({
      spStoreName: 'Store name contains characters that are not allowed',
      password: 'Password contains characters that are not allowed',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('refuses a 700,000-character seller name, and stores nothing', async () => {
    const form = sellerForm({ sellerName: 'A'.repeat(700_000) });
    const body = expectError(await register(form), 400, 'VALIDATION_FAILED');
    expect(body.fields).toEqual({ sellerName: 'Seller name must be at most 100 characters' });
    expect(await sellerCount(form.email)).toBe(0);
  });

  it('refuses control characters in sign-in and forgot-password fields, JSON or form data', async () => {
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'ana\u0000@example.ph', password: 'secret\u0000' },
      remoteAddress: freshAddress(),
    });
    expect(expectError(login, 400, 'VALIDATION_FAILED').fields).toEqual({
      email: 'Email contains characters that are not allowed',
      password: 'Password contains characters that are not allowed',
    });
    const form = multipart({ email: 'ana\u0000@example.ph' });
    const forgot = await call(t.app, 'POST', '/api/seller/forgot-password', form);
    expect(expectError(forgot, 400, 'VALIDATION_FAILED').fields).toEqual({
      email: 'Email contains characters that are not allowed',
    });
  });

  it('refuses a lone surrogate in the saved draft and keeps the draft as it was', async () => {
    const seller = await newSeller(t);
    const draft = (businessInfo: object) =>
      call(t.app, 'PUT', '/api/seller/onboarding/draft', { token: seller.token, body: { businessInfo } });
    expect((await draft({ companyProfile: 'Since 1998' })).statusCode).toBe(200);

    expect(expectError(await draft({ companyProfile: 'a\ud800b' }), 400, 'VALIDATION_FAILED').fields).toEqual(
      {
        'businessInfo.companyProfile': 'Company profile contains characters that are not allowed',
      },
    );
    expect(
      expectError(await draft({ companyProfile: 'x'.repeat(5001) }), 400, 'VALIDATION_FAILED').fields,
    ).toEqual({ 'businessInfo.companyProfile': 'Company profile must be at most 5000 characters' });

    const state = await call(t.app, 'GET', '/api/seller/onboarding', { token: seller.token });
    expect(state.json().data.draft.businessInfo).toEqual({ companyProfile: 'Since 1998' });
  });

  it('refuses a NUL in the onboarding submission, which stays unsubmitted', async () => {
    const seller = await newSeller(t);
    const submission = validSubmission();
    submission.officers[0]!.name = 'Ana\u0000Santos';
    const response = await send(t.app, 'PATCH', '/api/seller/onboard', seller.token, [
      ['data', JSON.stringify(submission)],
      ...allDocumentParts(),
    ]);
    expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
      'officers.0.name': 'Name contains characters that are not allowed',
    });
    const [row] = await t.database.db
      .select({ approvalStatus: sellers.approvalStatus })
      .from(sellers)
      .where(eq(sellers.id, seller.id));
    expect(row?.approvalStatus).toBeNull();
  });

  it('refuses a NUL in the reject reason, and the seller stays pending', async () => {
    const seller = await newSeller(t);
    await onboard(t, seller);
    const reject = (reason: string) =>
      call(t.app, 'POST', `/api/admin/sellers/${seller.id}/reject`, {
        token: t.adminToken,
        body: { reason },
      });
    expect(expectError(await reject('Blurry\u0000TIN'), 400, 'VALIDATION_FAILED').fields).toEqual({
      reason: 'The reason contains characters that are not allowed',
    });
    expect(expectError(await reject('x'.repeat(1001)), 400, 'VALIDATION_FAILED').fields).toEqual({
      reason: 'The reason can be at most 1000 characters.',
    });
    const [row] = await t.database.db
      .select({ approvalStatus: sellers.approvalStatus })
      .from(sellers)
      .where(eq(sellers.id, seller.id));
    expect(row?.approvalStatus).toBe(approvalStatus.pending);
    // A reason over several lines is text, not a control character.
    expect((await reject('The TIN ID is blurry.\nPlease upload a sharper scan.')).statusCode).toBe(200);
  });
});

describe('registration (defect 4)', () => {
  const taken = sellerForm();
  beforeAll(async () => {
    expect((await register(taken)).statusCode).toBe(201);
  });

  it('takes 20 registrations an hour from one address, taken e-mails included, then answers 429', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const form = attempt % 4 === 0 ? sellerForm() : sellerForm({ email: taken.email });
      expect((await register(form, address)).statusCode).toBe(attempt % 4 === 0 ? 201 : 409);
    }
    const answer = await register(sellerForm(), address);
    const refused = expectError(answer, 429, 'RATE_LIMITED');
    expect(refused.error).toBe('Too many registrations from your network. Please try again in 1 hour.');
    // The first of the twenty leaves the hour's window then.
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await register(sellerForm(), freshAddress())).statusCode).toBe(201);

    await t.database.pool.query(
      `update throttle_events set created_at = created_at - interval '61 minutes' where bucket = $1`,
      [`register:address:${address}`],
    );
    expect((await register(sellerForm(), address)).statusCode).toBe(201);
  });

  it('lets no more than 20 of a burst from one address through', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => register(sellerForm({ email: taken.email }), address)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((status) => status !== 409 && status !== 429)).toEqual([]);
  });

  it('refuses a taken e-mail without hashing a password: it answers while every hashing slot is busy', async () => {
    let release!: () => void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const occupants = Array.from({ length: argon2Work.size }, () => argon2Work.run(() => busy));
    try {
      expect(argon2Work.running).toBe(argon2Work.size);
      const answer = await register(sellerForm({ email: taken.email.toUpperCase() }));
      expect(expectError(answer, 409, 'CONFLICT').error).toBe('An account with this email already exists.');
    } finally {
      release();
      await Promise.all(occupants);
    }
  });
});

describe('argon2 work (defect 4)', () => {
  it('runs at most `size` tasks at once, the others in the order they came, and frees a failed task’s slot', async () => {
    const limit = concurrencyLimit(2);
    const started: number[] = [];
    const finish: Array<(outcome: 'done' | Error) => void> = [];
    const results = Array.from({ length: 5 }, (_, index) =>
      limit
        .run(
          () =>
            new Promise<string>((resolve, reject) => {
              started.push(index);
              finish[index] = (outcome) => (outcome === 'done' ? resolve(`task ${index}`) : reject(outcome));
            }),
        )
        .catch((error: Error) => error.message),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([limit.running, limit.waiting]).toEqual([2, 3]);

    finish[1]!(new Error('task 1 failed'));
    await expect(results[1]).resolves.toBe('task 1 failed');
    expect(started).toEqual([0, 1, 2]);
    finish[0]!('done');
    finish[2]!('done');
    await Promise.all([results[0], results[2]]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    finish[3]!('done');
    finish[4]!('done');
    expect(await Promise.all(results)).toEqual(['task 0', 'task 1 failed', 'task 2', 'task 3', 'task 4']);
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });

  it('hashes passwords within the bound, leaving the thread pool a thread and the event loop a core', async () => {
    expect(argon2Work.size).toBeGreaterThanOrEqual(1);
    const hashes = Array.from({ length: argon2Work.size + 3 }, (_, index) =>
      hashPassword(`password ${index}`),
    );
    expect([argon2Work.running, argon2Work.waiting]).toEqual([argon2Work.size, 3]);
    expect(await Promise.all(hashes)).toHaveLength(argon2Work.size + 3);
    expect([argon2Work.running, argon2Work.waiting]).toEqual([0, 0]);
  });
});

describe('sign-in throttles that cannot lock an owner out (defect 5)', () => {
  const adminLogin = (password: string, remoteAddress: string) =>
    call(t.app, 'POST', '/api/admin/auth/login', {
      body: { email: generatedAdminEmail, password },
      remoteAddress,
    });
  const password = 'the admin passphrase';

  beforeAll(async () => {
    await ensureAdmin(t.database, { adminEmail: generatedAdminEmail, adminPassword: password });
  });

  it('keeps the admin at the well-known address signing in through 100 failures from 20 addresses', async () => {
    const attackers = Array.from({ length: 20 }, freshAddress);
    const failures = await Promise.all(
      attackers.flatMap((address) => Array.from({ length: 5 }, () => adminLogin('guess', address))),
    );
    for (const failure of failures) {
      expect(expectError(failure, 401, 'UNAUTHENTICATED').error).toBe('Invalid email or password');
    }

    // Past the account's ceiling, an address that has failed is refused, even with the right password …
    const refused = expectError(await adminLogin(password, attackers[0]!), 429, 'RATE_LIMITED');
    expect(refused.error).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    // … and an address that has not gets its try: the owner signs in, a newcomer guesses once.
    expect((await adminLogin(password, freshAddress())).statusCode).toBe(200);
    const newcomer = freshAddress();
    expectError(await adminLogin('guess', newcomer), 401, 'UNAUTHENTICATED');
    expectError(await adminLogin(password, newcomer), 429, 'RATE_LIMITED');
    expect(
      await t.database.db
        .select({ email: admins.email })
        .from(admins)
        .where(eq(admins.email, generatedAdminEmail)),
    ).toHaveLength(1);
  });

  it('lets no more than 5 of a burst of guesses from one address reach a password check', async () => {
    const address = freshAddress();
    const body = { email: 'someone@example.ph', password: 'guess' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(t.app, 'POST', '/api/auth/login', { body, remoteAddress: address }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  });
});
