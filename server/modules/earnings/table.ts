// The earnings ledger and the payout requests (issue 13, decision 032). Every peso movement of a seller is one
// append-only ledger row in signed integer centavos; the database refuses to change or delete one, and
// refuses a payout reservation that would take the seller's balance below zero. Balances are sums over the
// rows, as of a moment: an order's earning counts from `available_at`, the end of its hold.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { LedgerKind, PayoutStatus } from '#schemas/earnings';
import { ledgerKinds, payoutStatuses } from '#schemas/earnings';
import { admins, sellers, timestamptz } from '../../db/schema.ts';
import { orders } from '../orders/table.ts';

const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** One of the payment channels (server/modules/payouts/channels.ts). */
    channelCode: text('channel_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('pending'),
    /** The bank's reference of a completed payout. */
    reference: text('reference'),
    /** Why a failed payout failed. */
    failureReason: text('failure_reason'),
    decidedBy: uuid('decided_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    index('payout_requests_seller_idx').on(table.sellerId, table.id.desc()),
    // The desk: pending oldest first; decided newest first.
    index('payout_requests_status_idx').on(table.status, table.id),
    check('payout_requests_amount_check', sql`${table.amount} > 0`),
    check('payout_requests_status_check', sql`${table.status} in (${listed(payoutStatuses)})`),
    check(
      'payout_requests_decision_check',
      sql`(${table.status} = 'completed') = (${table.reference} is not null) and (${table.status} = 'failed') = (${table.failureReason} is not null) and (${table.status} = 'pending') = (${table.decidedAt} is null)`,
    ),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** Signed centavos: credits positive, debits negative. */
    amount: integer('amount').notNull(),
    /** Order entries: the goods amount the entry is on, and the commission taken from it (signed alike). */
    gross: integer('gross'),
    commission: integer('commission'),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    payoutRequestId: bigint('payout_request_id', { mode: 'number' }).references(() => payoutRequests.id),
    /** When it counts toward the available balance: an earning when its hold ends, anything else at once. */
    availableAt: timestamptz('available_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('ledger_entries_seller_available_idx').on(table.sellerId, table.availableAt, table.id),
    index('ledger_entries_order_idx')
      .on(table.orderId)
      .where(sql`${table.orderId} is not null`),
    index('ledger_entries_payout_idx')
      .on(table.payoutRequestId)
      .where(sql`${table.payoutRequestId} is not null`),
    check('ledger_entries_kind_check', sql`${table.kind} in (${listed(ledgerKinds)})`),
    check(
      'ledger_entries_sign_check',
      sql`case ${table.kind} when 'order_earning' then ${table.amount} > 0 when 'payout_release' then ${table.amount} > 0 else ${table.amount} < 0 end`,
    ),
    check(
      'ledger_entries_source_check',
      sql`(${table.kind} like 'order\\_%') = (${table.orderId} is not null and ${table.gross} is not null and ${table.commission} is not null) and (${table.kind} like 'payout\\_%') = (${table.payoutRequestId} is not null)`,
    ),
  ],
);
