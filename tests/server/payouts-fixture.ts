// Shared set-up of the payout server tests: the earnings app on its test clock with the commission at 0, so a
// seller's available balance is exactly the pesos sold once the hold has passed; cash-outs and decisions
// through the real routes, balances through GET /api/seller/earnings and from the ledger's own sums.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  adminPayoutResponseSchema,
  payoutRequestResponseSchema,
  type AdminPayoutRequest,
  type PayoutDecision,
  type PayoutRequest,
} from '#schemas/earnings';
import { balancesOf } from '../../server/modules/earnings/ledger.ts';
import {
  approvedSeller,
  deliveredSale,
  productToSell,
  startEarningsApp,
  type EarningsTestApp,
  type TestSeller,
} from './earnings-fixture.ts';
import { call } from './support.ts';

export { approvedSeller, type EarningsTestApp, type TestSeller };

export const startPayoutsApp = (options: Parameters<typeof startEarningsApp>[0] = {}) =>
  startEarningsApp({ ...options, env: { COMMISSION_RATE: '0', ...options.env } });

/**
 * An approved seller with `pesos` available to cash out: one delivered order of that much, the clock then
 * moved past the hold (which moves it for every seller of the app; nothing here depends on it standing still).
 */
export async function sellerWithAvailable(t: EarningsTestApp, pesos: number): Promise<TestSeller> {
  const seller = await approvedSeller(t);
  await addAvailable(t, seller, pesos);
  return seller;
}

/** One more delivered order of `pesos`, released. */
export async function addAvailable(t: EarningsTestApp, seller: TestSeller, pesos: number): Promise<void> {
  const product = await productToSell(t, seller, pesos.toFixed(2));
  await deliveredSale(t, seller, product);
  t.clock.advance(t.config.earnings.holdDays);
}

/** The ledger's own sum of everything available now, centavos: what the database itself would refuse below 0. */
export const ledgerAvailable = async (t: EarningsTestApp, seller: TestSeller) =>
  (await balancesOf(t.database.db, seller.id, t.clock.now())).available;

export const gcash = { channelCode: 'PH_GCASH', accountNumber: '09171234567', accountName: 'Ana Santos' };
export const bdo = { channelCode: 'PH_BDO', accountNumber: '004560123789', accountName: 'Ana Santos' };

export const postPayout = (t: EarningsTestApp, seller: TestSeller, body: unknown) =>
  call(t.app, 'POST', '/api/payout-requests', { token: seller.token, body });

/** A cash-out of `amount` pesos (to GCash unless told), expected 201; answers the request. */
export async function cashOut(
  t: EarningsTestApp,
  seller: TestSeller,
  amount: number,
  channel: { channelCode: string; accountNumber: string; accountName: string } = gcash,
): Promise<PayoutRequest> {
  const response = await postPayout(t, seller, { ...channel, amount });
  expect(response.statusCode, response.body).toBe(201);
  return payoutRequestResponseSchema.parse(response.json()).data;
}

export const patchPayout = (t: EarningsTestApp, id: number | string, body: unknown, token = t.adminToken) =>
  call(t.app, 'PATCH', `/api/admin/payout-requests/${id}`, { token, body });

/** An admin's decision, expected 200; answers the request as the desk reads it. */
export async function decide(
  t: EarningsTestApp,
  id: number,
  decision: PayoutDecision,
): Promise<AdminPayoutRequest> {
  const response: LightMyRequestResponse = await patchPayout(t, id, decision);
  expect(response.statusCode, response.body).toBe(200);
  return adminPayoutResponseSchema.parse(response.json()).data;
}
