// Earnings and cash-out (issue 13; spec §2 Earnings/Payments, §3 payout request, payment channel and
// earnings, §4 payout badges, §5 payout validation, §7 /api/seller/earnings and /api/payout-requests, §8
// earnings and cash-out messages, §9 payout bounds). Money is integer centavos inside and pesos with at most
// 2 decimals on the wire. What may happen to a payout request, and how its badge reads, is the payout
// status module's (src/machines/payout-status), shared by the browser and the server; what a seller earns on
// an order is `orderEarning` below, the ledger's one rule.
import { z } from 'zod';
import { envelope } from './api.ts';
import { formatPeso, pesos } from './money.ts';
import { patterned } from './onboarding.ts';
import { text } from './text.ts';

// ---------------------------------------------------------------------------------------------------------
// Limits (issue 13; spec §9)

export const accountNumberMin = 5;
export const accountNumberMax = 30;
export const accountNameMax = 100;
export const referenceMax = 100;
export const failureReasonMax = 500;
export const payoutPageSize = 20;

// ---------------------------------------------------------------------------------------------------------
// Texts (spec §5, §8)

export const earningsMessages = {
  fetchEarningsFailed: 'Error fetching earnings',
  fetchChannelsFailed: 'Error fetching payment channels',
  fetchRequestsFailed: 'Error fetching cashout requests',
  createFailed: 'Error creating cash out request',
  bankRequired: 'Bank name is required',
  accountNumberShort: 'Account number must contain at least 5 numeric digits',
  accountNumberNotNumeric: 'Invalid account number: must be numeric',
  accountNameRequired: 'Account name is required',
  amountInvalid: 'Please enter a valid amount',
  /** Spec §5 words the bounds with the peso amount of spec §1. */
  amountAtLeast: (minCentavos: number) => `Amount must be at least ${formatPeso(minCentavos)}`,
  amountAtMost: (maxCentavos: number) => `Amount must be at most ${formatPeso(maxCentavos)}`,
  // Ours (the spec does not word these):
  unknownChannel: 'Choose a bank or e-wallet from the list',
  /** An e-wallet's account is the mobile number it is registered to. */
  mobileNumber: (channelName: string) =>
    `Enter the 11-digit mobile number of the ${channelName} account, such as 09171234567`,
  accountNumberLong: `Account number must be at most ${accountNumberMax} digits`,
  /** 409: the balance, read under the seller's lock, is below the amount (another request took it). */
  insufficientBalance: (availableCentavos: number) =>
    `Amount must be at most ${formatPeso(availableCentavos)}: that is what you have available now`,
  belowMinimum: (availableCentavos: number, minCentavos: number) =>
    `You have ${formatPeso(availableCentavos)} available; the least you can cash out is ${formatPeso(minCentavos)}`,
  requested: 'Cash out requested',
  requestedDetail: (amountCentavos: number, channelName: string) =>
    `${formatPeso(amountCentavos)} to ${channelName} is on its way to the payout desk.`,
  noSuchRequest: 'There is no such payout request.',
  referenceRequired: 'Bank reference is required',
  reasonRequired: 'Reason is required',
} as const;

/** 409 when an admin decides a request that is no longer pending (someone else decided it first). */
export const payoutAlreadyDecided = (id: number, status: string) =>
  `Payout request #${id} is already ${status}`;

// ---------------------------------------------------------------------------------------------------------
// The earning rule

/**
 * What a seller earns on an order, in centavos: the goods sold (the subtotal; the shipping fee is not the
 * seller's) less the marketplace commission, rounded half up to the centavo. A refund of `refunded`
 * centavos counts against the goods first, so the seller's share of it is the same rule on the refunded
 * part. The ledger (server/modules/earnings) keeps an order's entries summing to this, and to 0 for an
 * order that is not delivered and paid.
 */
export function orderEarning({
  subtotal,
  refunded,
  commissionBasisPoints,
}: {
  subtotal: number;
  refunded: number;
  commissionBasisPoints: number;
}): { gross: number; commission: number; net: number } {
  const gross = Math.max(0, subtotal - Math.min(refunded, subtotal));
  const commission = Math.floor((gross * commissionBasisPoints + 5_000) / 10_000);
  return { gross, commission, net: gross - commission };
}

// ---------------------------------------------------------------------------------------------------------
// Wire shapes

const instant = z.iso.datetime({ offset: true });
const money = z.number();

/** GET /api/seller/earnings (pesos). `available` = totalDue − payoutApprovedAmount (spec §9's cash-out amount). */
export const earningsSchema = z.object({
  /** Everything released to the seller: earnings past their hold, less refunds. */
  totalDue: money,
  /** Pending and completed payout requests. */
  payoutApprovedAmount: money,
  /** What the seller may cash out now; negative when a refund came after a payout (it comes off what follows). */
  available: money,
  /** Earnings still in the buyers' return window. */
  onHold: money,
  /** The next release from hold: when, and how much; null when nothing is on hold. */
  nextRelease: z.object({ at: instant, amount: money }).nullable(),
  /** Completed payout requests. */
  lifetimePaidOut: money,
  /** Spec §5's bounds: the least and the most one request may be (PAYOUT_MIN, PAYOUT_MAX), in pesos. */
  payoutMin: money,
  payoutMax: money,
});
export type Earnings = z.infer<typeof earningsSchema>;
export const earningsResponseSchema = envelope(earningsSchema);

export const channelKinds = ['bank', 'ewallet'] as const;
export const paymentChannelSchema = z.object({
  channelCode: z.string(),
  channelName: z.string(),
  kind: z.enum(channelKinds),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;
export const paymentChannelsResponseSchema = envelope(z.array(paymentChannelSchema));

export const payoutStatuses = ['pending', 'completed', 'failed'] as const;
export const payoutStatusSchema = z.enum(payoutStatuses, {
  error: `status must be one of ${payoutStatuses.join(', ')}`,
});
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

export const payoutRequestSchema = z.object({
  id: z.number().int().positive(),
  channelCode: z.string(),
  channelName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  amount: money,
  status: payoutStatusSchema,
  /** The bank's reference for a completed payout. */
  reference: z.string().nullable(),
  /** Why a failed payout failed; its amount went back to the balance. */
  failureReason: z.string().nullable(),
  createdAt: instant,
  decidedAt: instant.nullable(),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;
export const payoutRequestResponseSchema = envelope(payoutRequestSchema);

/** `cursor`: nextCursor of the previous page. */
const cursor = patterned('cursor', /^\d{1,18}$/, 18, 'cursor is not valid').optional();

/** GET /api/payout-requests: the seller's requests, newest first, in keyset pages of `payoutPageSize`. */
export const payoutListQuerySchema = z.object({ cursor });
export const payoutListResponseSchema = envelope(
  z.object({ payoutRequests: z.array(payoutRequestSchema), nextCursor: z.string().nullable() }),
);
export type PayoutPage = z.infer<typeof payoutListResponseSchema>['data'];

// ---------------------------------------------------------------------------------------------------------
// The cash-out form (POST /api/payout-requests), live in the browser and again on the server

export type PayoutBounds = {
  /** PAYOUT_MIN, centavos. */
  min: number;
  /** PAYOUT_MAX, centavos. */
  max: number;
  /** Spec §5's "second supplied cap": the available balance, centavos. */
  cap: number;
};

const mobilePattern = /^09\d{9}$/;

/**
 * The form's fields as the seller types them; `bounds` are checked when given (the browser has them from
 * /earnings; the server checks the static bounds here and the balance again under the seller's lock).
 * `channels` lets the account number follow the channel's kind: an e-wallet takes its mobile number.
 */
export const payoutRequestBodySchema = (
  options: {
    bounds?: Omit<PayoutBounds, 'cap'> & { cap?: number };
    channels?: readonly PaymentChannel[];
  } = {},
) =>
  z
    .object({
      channelCode: text({ label: 'Bank', max: 40, error: earningsMessages.bankRequired }).min(1, {
        error: earningsMessages.bankRequired,
      }),
      accountNumber: text({
        label: 'Account number',
        max: accountNumberMax,
        error: earningsMessages.accountNumberShort,
        tooLong: earningsMessages.accountNumberLong,
        notAllowed: earningsMessages.accountNumberNotNumeric,
      })
        .regex(/^\d*$/, { error: earningsMessages.accountNumberNotNumeric, abort: true })
        .min(accountNumberMin, { error: earningsMessages.accountNumberShort }),
      accountName: text({
        label: 'Account name',
        max: accountNameMax,
        error: earningsMessages.accountNameRequired,
      }).min(1, { error: earningsMessages.accountNameRequired }),
      amount: pesos(
        {
          invalid: earningsMessages.amountInvalid,
          negative: earningsMessages.amountInvalid,
          decimals: earningsMessages.amountInvalid,
          tooLarge: earningsMessages.amountInvalid,
        },
        // Far above any payout: the bounds word the real limit.
        1_000_000_000,
      ).superRefine((amount, context) => {
        const bounds = options.bounds;
        if (!bounds) return;
        const most = Math.min(bounds.max, bounds.cap ?? bounds.max);
        if (amount < bounds.min)
          context.addIssue({ code: 'custom', message: earningsMessages.amountAtLeast(bounds.min) });
        else if (amount > most)
          context.addIssue({ code: 'custom', message: earningsMessages.amountAtMost(most) });
      }),
    })
    .superRefine(
      (body, context) => {
        // Runs whatever else failed, so the channel's own rules show as the seller types, not only once the
        // amount is valid: each reads its field only when the field itself passed.
        const failed = new Set(context.issues.map((issue) => issue.path?.[0]));
        if (!options.channels || typeof body !== 'object' || body === null || failed.has('channelCode'))
          return;
        const channel = options.channels.find((each) => each.channelCode === body.channelCode);
        if (!channel) {
          context.addIssue({
            code: 'custom',
            message: earningsMessages.unknownChannel,
            path: ['channelCode'],
          });
          return;
        }
        if (
          channel.kind === 'ewallet' &&
          !failed.has('accountNumber') &&
          !mobilePattern.test(body.accountNumber)
        )
          context.addIssue({
            code: 'custom',
            message: earningsMessages.mobileNumber(channel.channelName),
            path: ['accountNumber'],
          });
      },
      { when: () => true },
    );
export type PayoutRequestBody = z.output<ReturnType<typeof payoutRequestBodySchema>>;
export type PayoutRequestInput = z.input<ReturnType<typeof payoutRequestBodySchema>>;

// ---------------------------------------------------------------------------------------------------------
// The statement (GET /api/seller/earnings/statement?month=YYYY-MM and its .csv)

export const ledgerKinds = [
  /** An order's earning, credited on delivery and held `HOLD_DAYS`. */
  'order_earning',
  /** A refund after delivery takes the seller's share of it back. */
  'order_refund',
  /** A payout request reserves its amount. */
  'payout_reserve',
  /** A failed (or completed) payout releases its reservation… */
  'payout_release',
  /** …and a completed one is paid out. */
  'payout_paid',
] as const;
export const ledgerKindSchema = z.enum(ledgerKinds);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

/** A month in Philippine time, YYYY-MM. */
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
export const statementQuerySchema = z.object({
  month: patterned('month', monthPattern, 7, 'month must be a month such as 2026-11').optional(),
});

export const statementEntrySchema = z.object({
  id: z.number().int().positive(),
  kind: ledgerKindSchema,
  /** When it counts toward the balance: an earning when its hold ends, anything else when it happened. */
  at: instant,
  /** What a seller reads: "Order #SK-100001", "Cash out to GCash (request #12)". */
  description: z.string(),
  /** Signed pesos: credits positive, debits negative. */
  amount: money,
  /** For order entries: the goods amount and the commission taken from it. */
  gross: money.nullable(),
  commission: money.nullable(),
  orderId: z.number().int().nullable(),
  payoutRequestId: z.number().int().nullable(),
  /** The available balance after this entry. */
  balance: money,
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = z.object({
  month: z.string(),
  /** The months with entries, newest first, for the month picker. */
  months: z.array(z.string()),
  openingBalance: money,
  closingBalance: money,
  /** Oldest first, as a statement reads. */
  entries: z.array(statementEntrySchema),
});
export type Statement = z.infer<typeof statementSchema>;
export const statementResponseSchema = envelope(statementSchema);

// ---------------------------------------------------------------------------------------------------------
// The admin's payout desk

export const adminPayoutQuerySchema = z.object({
  status: payoutStatusSchema.default('pending'),
  cursor,
});
export type AdminPayoutQuery = z.input<typeof adminPayoutQuerySchema>;

export const adminPayoutRequestSchema = payoutRequestSchema.extend({
  seller: z.object({ id: z.string(), name: z.string(), email: z.string(), storeName: z.string() }),
  /** The seller's available balance now, pesos. */
  sellerAvailable: money,
});
export type AdminPayoutRequest = z.infer<typeof adminPayoutRequestSchema>;
export const adminPayoutListResponseSchema = envelope(
  z.object({
    payoutRequests: z.array(adminPayoutRequestSchema),
    nextCursor: z.string().nullable(),
    /** How many requests have this status in all. */
    total: z.number().int(),
  }),
);
export type AdminPayoutPage = z.infer<typeof adminPayoutListResponseSchema>['data'];

export const payoutParamsSchema = z.object({ id: text({ label: 'Id', max: 100 }) });

export const payoutDecisionSchema = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal('completed'),
      reference: text({
        label: 'Reference',
        max: referenceMax,
        error: earningsMessages.referenceRequired,
      }).min(1, {
        error: earningsMessages.referenceRequired,
      }),
    }),
    z.object({
      status: z.literal('failed'),
      reason: text({
        label: 'Reason',
        max: failureReasonMax,
        multiline: true,
        error: earningsMessages.reasonRequired,
      }).min(1, { error: earningsMessages.reasonRequired }),
    }),
  ],
  { error: 'status must be completed or failed' },
);
export type PayoutDecision = z.infer<typeof payoutDecisionSchema>;
export const adminPayoutResponseSchema = envelope(adminPayoutRequestSchema);
