// The seller's earnings and cash-out (issue 13; spec §7 /api/seller/earnings and /api/payout-requests): the
// cards' numbers, the month's statement and its CSV, the payout requests, the channels and a new request.
// Amounts stay as the wire has them (pesos) except a request's body, which the form parses to centavos.
import { z } from 'zod';
import {
  earningsMessages,
  earningsResponseSchema,
  paymentChannelsResponseSchema,
  payoutListResponseSchema,
  payoutRequestResponseSchema,
  statementResponseSchema,
  type Earnings,
  type PaymentChannel,
  type PayoutPage,
  type PayoutRequest,
  type PayoutRequestBody,
  type Statement,
} from '../schemas/earnings.ts';
import { toPesos } from '../schemas/money.ts';
import type { HttpClient } from './client.ts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const createEarningsService = (http: HttpClient) => ({
  getEarnings: async (signal?: AbortSignal): Promise<Earnings> =>
    (
      await http.request(earningsResponseSchema, '/api/seller/earnings', {
        fallback: earningsMessages.fetchEarningsFailed,
        ...withSignal(signal),
      })
    ).data,

  /** A month's statement (YYYY-MM); without one, the server's this month in Philippine time. */
  getStatement: async (month?: string, signal?: AbortSignal): Promise<Statement> =>
    (
      await http.request(statementResponseSchema, '/api/seller/earnings/statement', {
        query: { month },
        fallback: earningsMessages.fetchEarningsFailed,
        ...withSignal(signal),
      })
    ).data,

  /** ofetch reads text/csv as text, so the Blob is made here. */
  downloadStatementCsv: async (month: string): Promise<Blob> => {
    const csv = await http.request(z.string(), '/api/seller/earnings/statement.csv', {
      query: { month },
      fallback: earningsMessages.fetchEarningsFailed,
    });
    return new Blob([csv], { type: 'text/csv;charset=utf-8' });
  },

  /** A page of the seller's requests, newest first; `cursor` is the previous page's nextCursor. */
  listPayoutRequests: async (cursor?: string, signal?: AbortSignal): Promise<PayoutPage> =>
    (
      await http.request(payoutListResponseSchema, '/api/payout-requests', {
        query: { cursor },
        fallback: earningsMessages.fetchRequestsFailed,
        ...withSignal(signal),
      })
    ).data,

  getPaymentChannels: async (signal?: AbortSignal): Promise<PaymentChannel[]> =>
    (
      await http.request(paymentChannelsResponseSchema, '/api/payout-requests/payment-channels', {
        fallback: earningsMessages.fetchChannelsFailed,
        ...withSignal(signal),
      })
    ).data,

  /** `body` as `payoutRequestBodySchema` parsed it: the amount in centavos, sent in pesos. */
  requestPayout: async (body: PayoutRequestBody): Promise<PayoutRequest> =>
    (
      await http.request(payoutRequestResponseSchema, '/api/payout-requests', {
        method: 'POST',
        body: { ...body, amount: toPesos(body.amount) },
        fallback: earningsMessages.createFailed,
      })
    ).data,
});

export type EarningsService = ReturnType<typeof createEarningsService>;
