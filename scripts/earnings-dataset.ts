// The earnings bench's dataset (decision 037): the orders dataset (scripts/orders-dataset.ts), then the ledger
// its delivered orders earn and payout requests in every status, loaded with COPY by the rules of decision 032,
// so the answers the bench compares are right, not only equal:
// - every order delivered and paid (or partly refunded) earns `orderEarning(subtotal, refunded)` in one
//   `order_earning` entry, created when it was delivered and available `holdDays` later;
// - the big seller (a fifth of the orders) has a few hundred payout requests over the last 90 days: the older
//   ones completed (reserve, release and paid) or failed (reserve and release), the rest pending (reserve);
// - every other seller has a few pending requests: the admin's desk holds a few thousand across them;
// - each request asks at most what was available when it was made, so the database's own floor (a reservation
//   may not take the balance as of its moment below 0, migration 0012) accepts every row as it is copied.
// The orders dataset ends on a fixed date (1 Nov 2026); the ledger's moments are the orders' moved by whole
// days to end where the run starts, so the last week's deliveries are on hold now. The ledger is append-only
// (triggers refuse DELETE), so the cluster is always a fresh one: nothing a run adds can be taken back.
// `auditLedger` (server/modules/earnings/ledger.ts) then proves every order's and request's entries sum to
// what they should.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { orderEarning } from '#schemas/earnings';
import { loadConfig, type EarningsSettings } from '../server/config.ts';
import type { EmbeddedPostgres } from '../server/db/embedded.ts';
import { createDatabase } from '../server/db/client.ts';
import { auditLedger } from '../server/modules/earnings/ledger.ts';
import { paymentChannels } from '../server/modules/payouts/channels.ts';
import { copyInto, generator, row } from './dataset-rows.ts';
import { openOrdersDataset, type OrdersDataset } from './orders-dataset.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** The orders dataset's last moment (scripts/orders-dataset.ts's span ends on 1 Nov 2026). */
const ordersEnd = Date.UTC(2026, 10, 1);

/** The big seller's payout requests, and each other seller's pending ones. */
const bigSellerRequests = 300;
const pendingPerSeller = 6;

export type EarningsDataset = {
  orders: OrdersDataset;
  settings: EarningsSettings;
  /** Sellers with no payout requests of their own and the most available: the cash-out senders. */
  cashOutSellers: Array<{ id: string; available: number }>;
  counts: {
    earnings: number;
    bigSellerEarnings: number;
    bigSellerOnHold: number;
    bigSellerRequests: Record<'pending' | 'completed' | 'failed', number>;
    pending: number;
    sellersWithPending: number;
  };
};

type Earning = {
  sellerId: string;
  orderId: number;
  at: number;
  availableAt: number;
  gross: number;
  commission: number;
  net: number;
};
type Request = {
  id: number;
  sellerId: string;
  amount: number;
  at: number;
  status: 'pending' | 'completed' | 'failed';
  decidedAt: number | null;
};

const iso = (at: number) => new Date(at).toISOString();

/**
 * Requests of one seller at the given moments, each at most what is available then (the earnings released by
 * then, less every earlier reservation still standing), of ₱100 up to `most` centavos; a moment with less
 * than ₱100 available asks nothing.
 */
function requestsOf(
  sellerId: string,
  earnings: Earning[],
  moments: number[],
  decide: (index: number, at: number) => Pick<Request, 'status' | 'decidedAt'>,
  most: number,
  settings: EarningsSettings,
  random: ReturnType<typeof generator>,
): Request[] {
  const released = [...earnings].sort((a, b) => a.availableAt - b.availableAt);
  const requests: Request[] = [];
  let credited = 0;
  let next = 0;
  for (const [index, at] of moments.entries()) {
    while (next < released.length && released[next]!.availableAt <= at) credited += released[next++]!.net;
    // Reserved: every earlier request except the failed ones decided by now (their release is back).
    const reserved = requests.reduce(
      (sum, request) => sum + (request.status === 'failed' && request.decidedAt! <= at ? 0 : request.amount),
      0,
    );
    const available = credited - reserved;
    if (available < settings.payoutMin) continue;
    const wanted = settings.payoutMin + random.below(most - settings.payoutMin + 1);
    // Whole pesos, as sellers ask.
    const amount = Math.floor(Math.min(wanted, available, settings.payoutMax) / 100) * 100;
    // Numbered once every seller's are made.
    requests.push({ id: 0, sellerId, amount, at, ...decide(index, at) });
  }
  return requests;
}

export async function openEarningsDataset(options: {
  dir: string;
  orders: number;
  log: (message: string) => void;
}): Promise<{ cluster: EmbeddedPostgres; dataset: EarningsDataset }> {
  const settings = loadConfig(process.env).earnings;
  const { cluster, dataset: orders } = await openOrdersDataset(options);
  try {
    const started = Date.now();
    // Whole days, so the ledger's moments keep the orders' time of day.
    const shift = Math.floor((started - ordersEnd) / dayMs) * dayMs;
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    let delivered: Array<{
      id: string;
      seller_id: string;
      subtotal: number;
      refunded_amount: number;
      updated_at: Date;
    }>;
    try {
      // When an order was delivered: its last change (the orders dataset's last timeline step).
      ({ rows: delivered } = await client.query(
        `select id, seller_id, subtotal, refunded_amount, updated_at from orders
          where fulfillment_status = 'delivered' and payment_status in ('paid', 'partially_refunded')
          order by id`,
      ));
    } finally {
      await client.end();
    }
    const earnings: Earning[] = [];
    for (const order of delivered) {
      const due = orderEarning({
        subtotal: order.subtotal,
        refunded: order.refunded_amount,
        commissionBasisPoints: settings.commissionBasisPoints,
      });
      if (due.net === 0) continue;
      const at = order.updated_at.getTime() + shift;
      earnings.push({
        sellerId: order.seller_id,
        orderId: Number(order.id),
        at,
        availableAt: at + settings.holdDays * dayMs,
        ...due,
      });
    }
    const bySeller = new Map<string, Earning[]>();
    for (const earning of earnings) {
      const own = bySeller.get(earning.sellerId) ?? [];
      own.push(earning);
      bySeller.set(earning.sellerId, own);
    }

    const random = generator(37);
    // The big seller: one request every 7.2 hours over the last 90 days; those decided by now are completed
    // (three in four) or failed a day after they were asked; the last ten days' are still pending.
    const span = 90 * dayMs;
    const bigMoments = Array.from(
      { length: bigSellerRequests },
      (_, index) => started - span + Math.floor((span * index) / bigSellerRequests) + random.below(60_000),
    );
    const requests = requestsOf(
      orders.bigSellerId,
      bySeller.get(orders.bigSellerId) ?? [],
      bigMoments,
      (_, at) =>
        at > started - 10 * dayMs
          ? { status: 'pending', decidedAt: null }
          : { status: random.next() < 0.75 ? 'completed' : 'failed', decidedAt: at + dayMs },
      500_000,
      settings,
      random,
    );
    // Every other seller: a few pending requests of ₱100–₱300 in the last 30 days, but the sellers with the
    // most earned, who keep their balance for the cash-out senders.
    const others = [...bySeller.keys()].filter((id) => id !== orders.bigSellerId);
    const credited = (id: string) =>
      bySeller.get(id)!.reduce((sum, earning) => sum + (earning.availableAt <= started ? earning.net : 0), 0);
    const richest = [...others].sort((a, b) => credited(b) - credited(a)).slice(0, 40);
    for (const sellerId of others.filter((id) => !richest.includes(id))) {
      const moments = Array.from({ length: pendingPerSeller }, () => started - random.below(30 * dayMs)).sort(
        (a, b) => a - b,
      );
      requests.push(
        ...requestsOf(
          sellerId,
          bySeller.get(sellerId)!,
          moments,
          () => ({ status: 'pending', decidedAt: null }),
          30_000,
          settings,
          random,
        ),
      );
    }

    // Ids grow with time, as the database gives them: the desk's oldest pending requests are many sellers'.
    requests.sort((a, b) => a.at - b.at);
    for (const [index, request] of requests.entries()) request.id = index + 1;
    options.log(
      `Earnings dataset: ${earnings.length} earnings, ${requests.length} payout requests (ledger moved ${shift / dayMs} days) ...`,
    );
    const channelOf = (id: number) => paymentChannels[id % paymentChannels.length]!;
    await copyInto(
      cluster.url,
      'payout_requests',
      [
        'id',
        'seller_id',
        'channel_code',
        'account_number',
        'account_name',
        'amount',
        'status',
        'reference',
        'failure_reason',
        'created_at',
        'decided_at',
      ],
      function* () {
        for (const request of requests) {
          const channel = channelOf(request.id);
          yield row(
            request.id,
            request.sellerId,
            channel.channelCode,
            channel.kind === 'ewallet'
              ? `0917${String(request.id).padStart(7, '0')}`
              : `00${String(request.id).padStart(10, '0')}`,
            'Juan Dela Cruz',
            request.amount,
            request.status,
            request.status === 'completed' ? `INSTAPAY-${request.id}` : null,
            request.status === 'failed' ? 'The account name does not match the bank' : null,
            iso(request.at),
            request.decidedAt === null ? null : iso(request.decidedAt),
          );
        }
      },
    );
    // In the order the money moved: the reservation floor reads each reserve against what came before it.
    const entries = [
      ...earnings.map((earning) => ({
        at: earning.at,
        line: row(
          earning.sellerId,
          'order_earning',
          earning.net,
          earning.gross,
          earning.commission,
          earning.orderId,
          null,
          iso(earning.availableAt),
          iso(earning.at),
        ),
      })),
      ...requests.flatMap((request) => {
        const entry = (kind: string, amount: number, at: number) => ({
          at,
          line: row(request.sellerId, kind, amount, null, null, null, request.id, iso(at), iso(at)),
        });
        const moved = [entry('payout_reserve', -request.amount, request.at)];
        if (request.decidedAt !== null)
          moved.push(entry('payout_release', request.amount, request.decidedAt));
        if (request.status === 'completed')
          moved.push(entry('payout_paid', -request.amount, request.decidedAt!));
        return moved;
      }),
    ].sort((a, b) => a.at - b.at);
    await copyInto(
      cluster.url,
      'ledger_entries',
      [
        'seller_id',
        'kind',
        'amount',
        'gross',
        'commission',
        'order_id',
        'payout_request_id',
        'available_at',
        'created_at',
      ],
      function* () {
        for (const entry of entries) yield entry.line;
      },
    );

    const database = createDatabase(cluster.url, { max: 1 });
    try {
      // COPY set the ids; the next request the API inserts takes the one after.
      await database.pool.query(`select setval(pg_get_serial_sequence('payout_requests', 'id'), $1)`, [
        requests.length,
      ]);
      await database.pool.query('vacuum (analyze) payout_requests, ledger_entries');
      const discrepancies = await auditLedger(database.db, { settings });
      if (discrepancies.length > 0)
        throw new Error(
          `The earnings dataset disagrees with its orders and requests: ${JSON.stringify(discrepancies.slice(0, 3))}`,
        );
    } finally {
      await database.close();
    }
    options.log(`Earnings dataset: loaded and audited in ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const big = bySeller.get(orders.bigSellerId) ?? [];
    const bigRequests = requests.filter((request) => request.sellerId === orders.bigSellerId);
    const pending = requests.filter((request) => request.status === 'pending');
    return {
      cluster,
      dataset: {
        orders,
        settings,
        cashOutSellers: richest.map((id) => ({ id, available: credited(id) })),
        counts: {
          earnings: earnings.length,
          bigSellerEarnings: big.length,
          bigSellerOnHold: big.filter((earning) => earning.availableAt > started).length,
          bigSellerRequests: {
            pending: bigRequests.filter((request) => request.status === 'pending').length,
            completed: bigRequests.filter((request) => request.status === 'completed').length,
            failed: bigRequests.filter((request) => request.status === 'failed').length,
          },
          pending: pending.length,
          sellersWithPending: new Set(pending.map((request) => request.sellerId)).size,
        },
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** A temporary folder for the dataset's cluster, removed by `remove`. */
export async function earningsDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'suki-earnings-'));
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
