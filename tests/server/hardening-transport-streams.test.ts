// A notification stream ends with the session that opened it, however the session ends, through the real
// routes: the stream's seller is approved afterwards and the ended stream gets no count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataBlocks, isCount, openEventStream } from './notifications-fixture.ts';
import { newSeller, onboard, startOnboardingApp, type OnboardingTestApp } from './onboarding-fixture.ts';
import { call, login } from './support.ts';

let t: OnboardingTestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await startOnboardingApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(() => t?.close());

const streamOf = (token: string) => openEventStream(`${baseUrl}/api/notifications/stream?token=${token}`);

/** A seller who has submitted onboarding, waiting for approval. */
async function pendingSeller() {
  const seller = await newSeller(t);
  await onboard(t, seller);
  return seller;
}

const approve = async (sellerId: string) => {
  const response = await call(t.app, 'POST', `/api/admin/sellers/${sellerId}/approve`, {
    token: t.adminToken,
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('a notification stream and its session', () => {
  it('ends when its token logs out: the approval that follows sends it no count', async () => {
    const seller = await pendingSeller();
    const stream = await streamOf(seller.token);
    try {
      await stream.next(isCount(0));
      expect((await call(t.app, 'POST', '/api/auth/logout', { token: seller.token })).statusCode).toBe(200);
      await approve(seller.id);
      await stream.ended;
      expect(dataBlocks(stream)).toEqual([{ data: { unreadCount: 0 } }]);
    } finally {
      stream.close();
    }
  });

  it("ends the other sessions' streams on a password change, and keeps the changing session's", async () => {
    const seller = await pendingSeller();
    const otherDevice = await login(t.app, seller.email, 'secret123');
    const ending = await streamOf(otherDevice);
    const staying = await streamOf(seller.token);
    try {
      await ending.next(isCount(0));
      await staying.next(isCount(0));
      const change = await call(t.app, 'PATCH', '/api/seller/change-password', {
        token: seller.token,
        body: { oldPassword: 'secret123', newPassword: 'secret456', confirmNewPassword: 'secret456' },
      });
      expect(change.statusCode, change.body).toBe(200);
      await approve(seller.id);
      await staying.next(isCount(1));
      await ending.ended;
      expect(dataBlocks(ending)).toEqual([{ data: { unreadCount: 0 } }]);
    } finally {
      ending.close();
      staying.close();
    }
  });
});
