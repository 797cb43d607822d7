// `npm run storefront -- <command>`: a stand-in for the marketplace's storefront (issue 12), so a person can
// watch an order arrive live and go through its life. It signs and sends the storefront's events to the
// portal's POST /api/storefront/events, and `listen` receives, checks and prints the events the portal sends
// back about what the seller did. It reads the seller's catalog straight from the portal's database, as the
// real storefront has its own copy of it.
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { decimalPattern } from '#schemas/money';
import { signatureHeader } from '#schemas/orders';
import { loadConfig, type Config } from '../server/config.ts';
import { createDatabase } from '../server/db/client.ts';
import { sellers } from '../server/db/schema.ts';
import {
  demoBuyers,
  orderPlacedEvent,
  sellableItems,
  storefrontFollowUps,
  type CartLine,
  type StorefrontEventBody,
  type StorefrontFollowUp,
} from '../server/modules/orders/demo-data.ts';
import { storefrontSecret } from '../server/modules/storefront/secret.ts';
import { signPayload, verifySignature } from '../server/modules/storefront/signature.ts';

export const defaultPortalUrl = 'http://127.0.0.1:3000';
export const defaultListenPort = 4000;

/** Exit codes: the portal refused or could not be reached (1), the command line was wrong (2). */
export const exitCodes = { ok: 0, refused: 1, usage: 2 } as const;

export const usage = `Usage: npm run storefront -- <command> [options]

Commands:
  place --seller <email> [--items N] [--unpaid] [--order-number <n>]
                                 place an order of N (default 2) of the seller's approved products or
                                 variants that have stock; prints the order number
  pay <orderNumber>              the buyer paid an unpaid order
  refund <orderNumber> [--amount <pesos>]
  partial-refund <orderNumber> [--amount <pesos>]
  void <orderNumber>             the payment was voided
  deliver <orderNumber>          the courier delivered it
  cancel <orderNumber> [--reason <text>]
                                 the buyer cancelled it before the seller accepted it
  listen [--port N] [--host H]   receive the events the portal sends back (run the portal with
                                 STOREFRONT_EVENTS_URL=http://127.0.0.1:${defaultListenPort}/), check their signatures, print them

Every command but listen takes --url <url>: the portal (default ${defaultPortalUrl}).

The events are signed with STOREFRONT_WEBHOOK_SECRET, or else the secret the portal keeps in
$DATA_DIR/storefront-webhook-secret; \`place\` reads the catalog from DATABASE_URL, or else from the portal's
own database under $DATA_DIR (the portal must be running).`;

export type Io = {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
};

class UsageError extends Error {}
/** The portal refused what we sent, or could not be reached: the message says which and why. */
class Refused extends Error {}

const options = {
  url: { type: 'string' },
  seller: { type: 'string' },
  items: { type: 'string' },
  unpaid: { type: 'boolean' },
  'order-number': { type: 'string' },
  amount: { type: 'string' },
  reason: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
type Option = keyof typeof options;

/** The options each command takes, besides --help. */
const commandOptions: Record<StorefrontFollowUp | 'place' | 'listen', Option[]> = {
  place: ['url', 'seller', 'items', 'unpaid', 'order-number'],
  pay: ['url'],
  refund: ['url', 'amount'],
  'partial-refund': ['url', 'amount'],
  void: ['url'],
  deliver: ['url'],
  cancel: ['url', 'reason'],
  listen: ['port', 'host'],
};
type Command = keyof typeof commandOptions;

const isCommand = (name: string | undefined): name is Command =>
  name !== undefined && Object.hasOwn(commandOptions, name);

function parseCommandLine(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help) return { command: 'help' as const };
  if (!isCommand(command))
    throw new UsageError(command === undefined ? 'Name a command.' : `There is no command "${command}".`);
  const given = (Object.keys(values) as Option[]).filter((name) => name !== 'help');
  const foreign = given.find((name) => !commandOptions[command].includes(name));
  if (foreign) throw new UsageError(`${command} takes no --${foreign}.`);
  const positionalCount = command === 'place' || command === 'listen' ? 0 : 1;
  if (rest.length !== positionalCount)
    throw new UsageError(
      positionalCount === 0
        ? `${command} takes no ${rest.length === 1 ? 'argument' : 'arguments'} (${rest.join(' ')}).`
        : `${command} needs the order number, and only it.`,
    );
  return { command, orderNumber: rest[0], values };
}

const wholeNumber = (name: string, text: string | undefined, fallback: number, min: number, max: number) => {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}.`);
  return value;
};

function portalUrl(text: string | undefined): string {
  const url = text ?? defaultPortalUrl;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error();
  } catch {
    throw new UsageError(`--url must be an http(s) address such as ${defaultPortalUrl}.`);
  }
  return url.replace(/\/+$/, '');
}

const money = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });

// ---------------------------------------------------------------------------------------------------------
// Sending events

type Sent = { duplicate: boolean };

/** Signs `event` and sends it to the portal; a refusal or an unreachable portal is a `Refused`. */
async function send(url: string, secret: string, event: StorefrontEventBody): Promise<Sent> {
  const body = JSON.stringify(event);
  let response: Response;
  try {
    response = await fetch(`${url}/api/storefront/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [signatureHeader]: signPayload(secret, body, Math.floor(Date.now() / 1000)),
      },
      body,
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const cause = (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : '';
    throw new Refused(
      `Cannot reach the portal at ${url} (${cause || (error as Error).message}). Is it running (npm start)?`,
    );
  }
  const text = await response.text();
  let answer: { data?: { duplicate?: boolean }; error?: string; code?: string } = {};
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    // Not JSON: the status and the first of the text say enough below.
  }
  if (response.ok) return { duplicate: answer.data?.duplicate === true };
  const what = `${event.type} of ${event.data.orderNumber}`;
  const status = `${response.status}${answer.code ? ` ${answer.code}` : ''}`;
  const detail = answer.error ?? text.slice(0, 200);
  if (response.status === 401)
    throw new Refused(
      `The portal refused the signature of ${what} (${status}): ${detail.replace(/\.$/, '')}. The simulator's secret is not the ` +
        "portal's: set STOREFRONT_WEBHOOK_SECRET to the portal's, or run with the portal's DATA_DIR.",
    );
  throw new Refused(`The portal refused ${what} (${status}): ${detail}`);
}

/** The portal's database: DATABASE_URL, or its embedded PostgreSQL as the running portal left it in DATA_DIR. */
async function catalogDatabaseUrl(config: Config): Promise<string> {
  if (config.databaseUrl) return config.databaseUrl;
  try {
    const password = (await readFile(path.join(config.dataDir, 'postgres-password'), 'utf8')).trim();
    // postmaster.pid's fourth line is the port the running PostgreSQL listens on.
    const pidFile = await readFile(path.join(config.dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    const port = Number(pidFile.split('\n')[3]);
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/suki_merchant`;
  } catch {
    throw new Refused(
      `Cannot find the portal's running database under ${config.dataDir}: start the portal first ` +
        '(npm start or npm run demo) with the same DATA_DIR, or set DATABASE_URL.',
    );
  }
}

/**
 * SIM- and 6 random base-36 digits: short enough to read out and type, and among 2 billion, so orders placed in
 * a loop or by several people at once do not collide (if one ever did, the portal would say so: 409).
 */
const simulatedOrderNumber = () =>
  `SIM-${randomInt(36 ** 6)
    .toString(36)
    .toUpperCase()
    .padStart(6, '0')}`;

const randomIndex = (length: number) => Math.floor(Math.random() * length);
const pick = <T>(items: readonly T[]): T => items[randomIndex(items.length)]!;

/** `count` different items, each set of them as likely as any other (a partial Fisher–Yates shuffle). */
function sample<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(randomIndex(pool.length), 1)[0]!);
  return chosen;
}

async function place(
  config: Config,
  url: string,
  secret: string,
  values: { seller?: string; items?: string; unpaid?: boolean; 'order-number'?: string },
  io: Io,
): Promise<void> {
  if (!values.seller) throw new UsageError('place needs --seller <email>.');
  const wanted = wholeNumber('items', values.items, 2, 1, 100);
  const database = createDatabase(await catalogDatabaseUrl(config), { max: 1 });
  let items;
  try {
    const [seller] = await database.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sql`lower(${sellers.email})`, values.seller.toLowerCase()));
    if (!seller) throw new Refused(`There is no seller ${values.seller}.`);
    items = await sellableItems(database.db, values.seller);
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused(`Cannot read the catalog: ${(error as Error).message}`);
  } finally {
    await database.close();
  }
  if (items.length === 0)
    throw new Refused(`${values.seller} has no approved product or variant with stock to order.`);

  // A quantity of each that its stock covers.
  const lines: CartLine[] = sample(items, wanted).map((item) => ({
    item,
    quantity: 1 + randomIndex(Math.min(3, item.stock)),
  }));
  const orderNumber = values['order-number'] ?? simulatedOrderNumber();
  const shippingFee = pick([8000, 12000, 15000]);
  const paymentStatus = values.unpaid ? 'unpaid' : 'paid';
  const buyer = pick(demoBuyers);
  const { duplicate } = await send(
    url,
    secret,
    orderPlacedEvent({ orderNumber, buyer, lines, shippingFee, paymentStatus, placedAt: new Date() }),
  );
  const total = lines.reduce((sum, line) => sum + line.item.unitPrice * line.quantity, shippingFee);
  io.out(
    `Placed order ${orderNumber} for ${values.seller}: ${buyer.name}, ${money.format(total / 100)} ` +
      `(${paymentStatus}${duplicate ? ', already received: nothing changed' : ''})`,
  );
  for (const { item, quantity } of lines)
    io.out(`  ${quantity} × ${item.label} [${item.sku}] at ${money.format(item.unitPrice / 100)}`);
  if (lines.length < wanted) io.out(`  (only ${lines.length} of the seller's items have stock)`);
}

const followUpSaid: Record<StorefrontFollowUp, string> = {
  pay: 'paid',
  refund: 'refunded',
  'partial-refund': 'partly refunded',
  void: 'voided',
  deliver: 'delivered',
  cancel: 'cancelled',
};

async function followUp(
  command: StorefrontFollowUp,
  orderNumber: string,
  url: string,
  secret: string,
  values: { amount?: string; reason?: string },
  io: Io,
): Promise<void> {
  if (values.amount !== undefined && !decimalPattern.test(values.amount))
    throw new UsageError('--amount must be pesos with at most 2 decimals, such as 150 or 99.50.');
  const amount = values.amount === undefined ? undefined : Number(values.amount);
  const { duplicate } = await send(
    url,
    secret,
    storefrontFollowUps[command](orderNumber, { amount, reason: values.reason }),
  );
  io.out(
    `Order ${orderNumber} ${followUpSaid[command]}${duplicate ? ' (already received: nothing changed)' : ''}`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Listening for what the portal sends back

/** Events larger than this are not ones the portal sends. */
const listenBodyLimit = 64 * 1024;

export type Listener = { url: string; close(): Promise<void> };

/**
 * A stand-in for the storefront's webhook: takes every POST, checks its `Suki-Signature` against `secret`,
 * prints the event and answers 200 (401 for a bad signature, 400 for a body that is not an event). A repeat of
 * an event id is answered 200 again, as the portal's at-least-once delivery expects, and said to be one.
 */
export async function startListener({
  port,
  host = '127.0.0.1',
  secret,
  io,
  now = () => Date.now(),
}: {
  port: number;
  host?: string;
  secret: string;
  io: Pick<Io, 'out' | 'err'>;
  now?: () => number;
}): Promise<Listener> {
  const seen = new Set<string>();
  const answer = (response: ServerResponse, status: number, body: object) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = createServer((request, response) => {
    if (request.method !== 'POST') return answer(response, 405, { error: 'POST events here' });
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > listenBodyLimit) {
        answer(response, 413, { error: 'Too large for an event' });
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const header = request.headers[signatureHeader.toLowerCase()];
      const check = verifySignature(
        secret,
        Array.isArray(header) ? header.join(',') : header,
        raw,
        Math.floor(now() / 1000),
      );
      if (!check.ok) {
        io.err(`Refused a request with a ${check.reason} signature (answered 401)`);
        return answer(response, 401, { error: `Signature ${check.reason}` });
      }
      let event: { id?: unknown; type?: unknown; data?: { orderNumber?: unknown } };
      try {
        event = JSON.parse(raw.toString('utf8')) as typeof event;
      } catch {
        io.err('Refused a signed request whose body is not JSON (answered 400)');
        return answer(response, 400, { error: 'Not JSON' });
      }
      if (typeof event.id !== 'string' || typeof event.type !== 'string') {
        io.err('Refused a signed request that is not an event (answered 400)');
        return answer(response, 400, { error: 'An event has an id and a type' });
      }
      const repeat = seen.has(event.id);
      seen.add(event.id);
      io.out(
        `${event.type} ${String(event.data?.orderNumber ?? '')} ${JSON.stringify(event.data ?? {})} ` +
          `(id ${event.id}, signature ok${repeat ? ', a repeat: already received' : ''})`,
      );
      answer(response, 200, { received: true, duplicate: repeat });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The command line

/**
 * Runs one command; answers the exit code. `listen` runs until `stop` resolves (the command line's Ctrl-C).
 */
export async function runStorefront(
  argv: string[],
  io: Io,
  stop: Promise<unknown> = new Promise(() => {}),
): Promise<number> {
  try {
    const parsed = parseCommandLine(argv);
    if (parsed.command === 'help') {
      io.out(usage);
      return exitCodes.ok;
    }
    const { command, orderNumber, values } = parsed;
    let config: Config;
    try {
      config = loadConfig(io.env);
    } catch (error) {
      throw new Refused((error as Error).message);
    }
    const secret = await storefrontSecret(config);
    if (command === 'listen') {
      const port = wholeNumber('port', values.port, defaultListenPort, 0, 65535);
      const listener = await startListener({ port, host: values.host, secret, io }).catch((error: Error) => {
        throw new Refused(`Cannot listen on port ${port}: ${error.message}`);
      });
      io.out(
        `Listening on ${listener.url}: run the portal with STOREFRONT_EVENTS_URL=${listener.url} to see ` +
          "the seller's actions here (Ctrl-C stops).",
      );
      await stop;
      await listener.close();
      return exitCodes.ok;
    }
    const url = portalUrl(values.url);
    if (command === 'place') await place(config, url, secret, values, io);
    else await followUp(command, orderNumber!, url, secret, values, io);
    return exitCodes.ok;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message} (npm run storefront -- --help lists the commands)`);
      return exitCodes.usage;
    }
    if (error instanceof Refused) {
      io.err(error.message);
      return exitCodes.refused;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const interrupted = new Promise((resolve) => process.once('SIGINT', resolve));
  process.exitCode = await runStorefront(
    process.argv.slice(2),
    {
      env: process.env,
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    },
    interrupted,
  );
}
