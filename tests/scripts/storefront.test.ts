// The storefront simulator (`npm run storefront`) against the real app listening on a port: every command
// sends a signed event the portal applies, what it refuses comes back as a clear line and exit code 1, a wrong
// command line is exit code 2, and `listen` checks and prints what the portal sends back about the seller.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListResponseSchema, orderResponseSchema, signatureHeader, type Order } from '#schemas/orders';
import { demoPassword, seedDemoData } from '../../server/modules/onboarding/demo-data.ts';
import { createLocalDocumentStorage } from '../../server/modules/onboarding/storage.ts';
import { createLocalMediaStore } from '../../server/modules/media/store.ts';
import { demoOrderSeller, sellableItems } from '../../server/modules/orders/demo-data.ts';
import { seedDemoCatalog } from '../../server/modules/products/demo-data.ts';
import { signPayload } from '../../server/modules/storefront/signature.ts';
import { exitCodes, runStorefront, startListener, type Io, type Listener } from '../../scripts/storefront.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { startOnboardingApp, type OnboardingTestApp } from '../server/onboarding-fixture.ts';
import { call, login } from '../server/support.ts';

const secret = randomBytes(32).toString('hex');

/** What a command printed, and a promise of the first line matching a pattern: an explicit signal, no sleep. */
function capture() {
  const lines: { out: string[]; err: string[] } = { out: [], err: [] };
  const waiting: Array<{ pattern: RegExp; resolve(line: string): void }> = [];
  const record = (stream: 'out' | 'err') => (line: string) => {
    lines[stream].push(line);
    for (const waiter of waiting.filter((candidate) => candidate.pattern.test(line))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  };
  return {
    lines,
    out: record('out'),
    err: record('err'),
    next: (pattern: RegExp) =>
      new Promise<string>((resolve) => {
        const seen = [...lines.out, ...lines.err].find((line) => pattern.test(line));
        if (seen) resolve(seen);
        else waiting.push({ pattern, resolve });
      }),
  };
}

let t: OnboardingTestApp;
let listener: Listener;
const heard = capture();
let portal: string;
let seller: string;
/** The portal's own environment, as a person running the simulator beside it has it. */
let env: NodeJS.ProcessEnv;

/**
 * Runs one simulator command against the test portal, with the portal's environment and `overrides`; answers
 * its exit code and what it printed.
 */
async function storefrontWith(overrides: NodeJS.ProcessEnv, ...argv: string[]) {
  const output = capture();
  const io: Io = { env: { ...env, ...overrides }, out: output.out, err: output.err };
  const code = await runStorefront([...argv, '--url', portal], io);
  return { code, out: output.lines.out.join('\n'), err: output.lines.err.join('\n') };
}

const storefront = (...argv: string[]) => storefrontWith({}, ...argv);

async function order(orderNumber: string): Promise<Order> {
  const response = await call(t.app, 'GET', '/api/orders?limit=50', { token: seller });
  expect(response.statusCode, response.body).toBe(200);
  const found = orderListResponseSchema
    .parse(response.json())
    .data.orders.find((candidate) => candidate.orderNumber === orderNumber);
  expect(found, orderNumber).toBeDefined();
  return found!;
}

async function placed(...options: string[]): Promise<string> {
  const result = await storefront('place', '--seller', demoOrderSeller, ...options);
  expect(result.code, result.err).toBe(exitCodes.ok);
  return /Placed order (\S+)/.exec(result.out)![1]!;
}

async function sellerDoes(orderNumber: string, method: 'PATCH' | 'POST', path: string, body: object) {
  const { id } = await order(orderNumber);
  const response = await call(t.app, method, `/api/orders/${id}/${path}`, { token: seller, body });
  expect(response.statusCode, response.body).toBe(200);
  return orderResponseSchema.parse(response.json()).data;
}

beforeAll(async () => {
  // The stand-in storefront listens first, so the portal can be told where to send the seller's events.
  listener = await startListener({ port: 0, secret, io: heard });
  t = await startOnboardingApp({
    env: { STOREFRONT_WEBHOOK_SECRET: secret, STOREFRONT_EVENTS_URL: listener.url },
    runJobs: true,
    jobPollIntervalMs: 100,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  portal = `http://127.0.0.1:${address.port}`;
  await seedDemoData(t.database, createLocalDocumentStorage(t.uploads));
  await seedDemoCatalog(t.database, createLocalMediaStore(t.dataDir));
  seller = await login(t.app, demoOrderSeller, demoPassword);
  env = {
    DATA_DIR: t.dataDir,
    DATABASE_URL: t.database.pool.options.connectionString,
    STOREFRONT_WEBHOOK_SECRET: secret,
  };
}, 120_000);
afterAll(async () => {
  await t?.close();
  await listener?.close();
});

describe('npm run storefront', () => {
  it('places an order of the seller’s approved items with stock, which the seller sees with its stock taken', async () => {
    const before = await sellableItems(t.database.db, demoOrderSeller);
    const orderNumber = await placed('--items', '3');
    const arrived = await order(orderNumber);
    expect(arrived.displayStatus).toBe('pending');
    expect(arrived.lines).toHaveLength(3);
    const after = new Map(
      (await sellableItems(t.database.db, demoOrderSeller)).map((item) => [item.sku, item.stock]),
    );
    for (const line of arrived.lines) {
      const item = before.find((candidate) => candidate.sku === line.sku)!;
      expect(item, line.sku ?? '').toBeDefined();
      expect(line.unitPrice).toBe(item.unitPrice / 100);
      expect(after.get(line.sku!) ?? 0).toBe(item.stock - line.quantity);
    }
    const { rows } = await t.database.pool.query<{ title: string }>(
      'select title from notifications where title = $1',
      [`New order #${orderNumber}`],
    );
    expect(rows).toHaveLength(1);
  });

  it('places an unpaid order, then pays it', async () => {
    const orderNumber = await placed('--unpaid', '--items', '1');
    expect((await order(orderNumber)).displayStatus).toBe('unpaid');
    const paid = await storefront('pay', orderNumber);
    expect(paid).toMatchObject({ code: exitCodes.ok, out: `Order ${orderNumber} paid` });
    expect((await order(orderNumber)).displayStatus).toBe('pending');
  });

  it('delivers and partly refunds what the seller shipped; the storefront hears each step, signed', async () => {
    const orderNumber = await placed();
    await sellerDoes(orderNumber, 'PATCH', 'status', { status: 'accepted' });
    expect(await heard.next(new RegExp(`^order\\.accepted ${orderNumber} `))).toMatch(/signature ok\)$/);
    await sellerDoes(orderNumber, 'POST', 'fulfill', { courier: 'LBC', trackingNumber: 'LBC123' });
    expect(await heard.next(new RegExp(`^order\\.fulfilled ${orderNumber} `))).toContain(
      '"trackingNumber":"LBC123"',
    );
    expect(await storefront('deliver', orderNumber)).toMatchObject({ code: exitCodes.ok });
    expect((await order(orderNumber)).displayStatus).toBe('delivered');
    const refund = await storefront('partial-refund', orderNumber, '--amount', '50.25');
    expect(refund).toMatchObject({ code: exitCodes.ok, out: `Order ${orderNumber} partly refunded` });
    expect((await order(orderNumber)).displayStatus).toBe('partially_refunded');
  });

  it('cancels with the buyer’s reason, refunds, voids', async () => {
    const cancelled = await placed();
    expect(await storefront('cancel', cancelled, '--reason', 'Wrong size')).toMatchObject({ code: 0 });
    const afterCancel = await order(cancelled);
    expect(afterCancel.displayStatus).toBe('cancelled');
    expect(afterCancel.timeline.map((entry) => entry.what).join('\n')).toContain('Wrong size');

    const refunded = await placed();
    expect(await storefront('refund', refunded)).toMatchObject({
      code: 0,
      out: `Order ${refunded} refunded`,
    });
    expect((await order(refunded)).displayStatus).toBe('cancelled');

    const voided = await placed('--unpaid');
    expect(await storefront('void', voided)).toMatchObject({ code: 0, out: `Order ${voided} voided` });
    expect((await order(voided)).displayStatus).toBe('unpaid');
  });

  it('says what the portal refused, with exit code 1, and changes nothing', async () => {
    const orderNumber = await placed();
    const again = await storefront('place', '--seller', demoOrderSeller, '--order-number', orderNumber);
    expect(again.code).toBe(exitCodes.refused);
    expect(again.err).toMatch(
      new RegExp(`^The portal refused order\\.placed of ${orderNumber} \\(409 CONFLICT\\): `),
    );

    const final = await storefront('pay', orderNumber);
    expect(final.code).toBe(exitCodes.refused);
    expect(final.err).toMatch(/\(409 CONFLICT\): Order .* cannot be paid$/);

    const unknown = await storefront('deliver', 'NO-SUCH-ORDER');
    expect(unknown.code).toBe(exitCodes.refused);
    expect(unknown.err).toMatch(/^The portal refused order\.delivered of NO-SUCH-ORDER \(404 NOT_FOUND\): /);

    const before = await call(t.app, 'GET', '/api/orders?limit=50', { token: seller });
    const forged = await storefrontWith(
      { STOREFRONT_WEBHOOK_SECRET: randomBytes(32).toString('hex') },
      'place',
      '--seller',
      demoOrderSeller,
    );
    expect(forged.code).toBe(exitCodes.refused);
    expect(forged.err).toMatch(
      /^The portal refused the signature of order\.placed of \S+ \(401 UNAUTHENTICATED\)/,
    );
    expect(forged.err).toContain("set STOREFRONT_WEBHOOK_SECRET to the portal's");
    const after = await call(t.app, 'GET', '/api/orders?limit=50', { token: seller });
    expect(after.json()).toEqual(before.json());

    const nobody = await storefront('place', '--seller', 'nobody@suki.local');
    expect(nobody).toMatchObject({ code: exitCodes.refused, err: 'There is no seller nobody@suki.local.' });

    const away = await runStorefront(['pay', 'X', '--url', 'http://127.0.0.1:9'], { env, ...capture() });
    expect(away).toBe(exitCodes.refused);
  });

  it('refuses a wrong command line with exit code 2 and says why', async () => {
    const cases: Array<[string[], RegExp]> = [
      [[], /^Name a command\./],
      [['ship', 'X'], /^There is no command "ship"\./],
      [['pay'], /^pay needs the order number, and only it\./],
      [['pay', 'X', '--seller', 'a@b.c'], /^pay takes no --seller\./],
      [['listen', '--url', portal], /^listen takes no --url\./],
      [['place'], /^place needs --seller <email>\./],
      [['place', '--seller', 'a@b.c', '--items', '0'], /^--items must be a whole number from 1 to 100\./],
      [['refund', 'X', '--amount', '1.234'], /^--amount must be pesos with at most 2 decimals/],
      [['pay', 'X', '--colour', 'red'], /Unknown option '--colour'/],
    ];
    for (const [argv, message] of cases) {
      const output = capture();
      expect(await runStorefront(argv, { env, ...output }), argv.join(' ')).toBe(exitCodes.usage);
      expect(output.lines.err.join('\n'), argv.join(' ')).toMatch(message);
    }
    const help = capture();
    expect(await runStorefront(['--help'], { env, ...help })).toBe(exitCodes.ok);
    expect(help.lines.out[0]).toMatch(/^Usage: npm run storefront -- <command>/);
  });
});

describe('npm run storefront -- place, with a catalog older than the portal’s', () => {
  it('says which line the portal found out of stock (409 OUT_OF_STOCK) and places nothing', async () => {
    // The storefront's own copy of the catalog, made the same way, so its ids are the portal's: it still
    // shows the stock that the portal has sold out of since.
    const copy = await createTestDatabase();
    const copyDir = await mkdtemp(path.join(os.tmpdir(), 'suki-storefront-copy-'));
    const stock = `select 'products' as "table", id, quantity from products
      union all select 'product_variants', id, quantity from product_variants`;
    const { rows: saved } = await t.database.pool.query<{ table: string; id: string; quantity: number }>(
      stock,
    );
    try {
      await seedDemoData(copy.database, createLocalDocumentStorage(path.join(copyDir, 'uploads')));
      await seedDemoCatalog(copy.database, createLocalMediaStore(copyDir));
      await t.database.pool.query('update product_variants set quantity = 0');
      await t.database.pool.query('update products set quantity = 0');
      const before = await call(t.app, 'GET', '/api/orders?limit=50', { token: seller });

      const refused = await storefrontWith(
        { DATABASE_URL: copy.url },
        'place',
        '--seller',
        demoOrderSeller,
        '--items',
        '1',
      );
      expect(refused.code).toBe(exitCodes.refused);
      expect(refused.err).toMatch(
        /^The portal refused order\.placed of SIM-\w{6} \(409 OUT_OF_STOCK\): Line 1 \(.+\) is out of stock: \d ordered, 0 left$/,
      );
      const after = await call(t.app, 'GET', '/api/orders?limit=50', { token: seller });
      expect(after.json()).toEqual(before.json());
      expect((await t.database.pool.query(stock)).rows.every((row) => row.quantity === 0)).toBe(true);
    } finally {
      for (const { table, id, quantity } of saved)
        await t.database.pool.query(`update ${table} set quantity = $2 where id = $1`, [id, quantity]);
      await copy.close();
      await rm(copyDir, { recursive: true, force: true });
    }
  });
});

describe('npm run storefront -- listen', () => {
  it('prints each signed event, answers a repeat 200 again, and refuses a bad or stale signature with 401', async () => {
    const output = capture();
    let stop!: () => void;
    const running = runStorefront(
      ['listen', '--port', '0'],
      { env, ...output },
      new Promise<void>((resolve) => (stop = resolve)),
    );
    const url = /Listening on (\S+):/.exec(await output.next(/^Listening on /))![1]!;
    const body = JSON.stringify({
      id: 'evt-1',
      type: 'order.rejected',
      createdAt: new Date().toISOString(),
      data: { orderNumber: 'SK-1', reason: 'Sold out' },
    });
    const post = (signature: string) =>
      fetch(url, { method: 'POST', headers: { [signatureHeader]: signature }, body });
    const now = Math.floor(Date.now() / 1000);

    expect((await post(signPayload(secret, body, now))).status).toBe(200);
    expect(await output.next(/^order\.rejected SK-1 /)).toBe(
      'order.rejected SK-1 {"orderNumber":"SK-1","reason":"Sold out"} (id evt-1, signature ok)',
    );
    const repeat = await post(signPayload(secret, body, now));
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ received: true, duplicate: true });
    expect(await output.next(/a repeat/)).toContain('(id evt-1, signature ok, a repeat: already received)');

    expect((await post(signPayload('another secret of thirty-two chars!', body, now))).status).toBe(401);
    expect(await output.next(/mismatch/)).toBe('Refused a request with a mismatch signature (answered 401)');
    expect((await post(signPayload(secret, body, now - 600))).status).toBe(401);
    expect(await output.next(/stale/)).toBe('Refused a request with a stale signature (answered 401)');
    expect((await fetch(url, { method: 'POST', body })).status).toBe(401);

    stop();
    expect(await running).toBe(exitCodes.ok);
    await expect(fetch(url, { method: 'POST', body })).rejects.toThrow();
  });

  it('says so when its port is taken: exit code 1', async () => {
    const port = new URL(listener.url).port;
    const output = capture();
    expect(await runStorefront(['listen', '--port', port], { env, ...output })).toBe(exitCodes.refused);
    expect(output.lines.err[0]).toMatch(new RegExp(`^Cannot listen on port ${port}: .*EADDRINUSE`));
  });
});
