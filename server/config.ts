// The server's settings, read once from the environment and validated, so a typo fails at start, not mid-request.
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { emailMax, passwordMax } from '#schemas/auth';
import { decimalPattern, priceMaxCentavos, toCentavos } from '#schemas/money';

/** Unset and empty are the same thing in a shell or an .env file. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const exampleUrls: Record<string, string> = {
  DATABASE_URL: 'postgres://user:password@localhost:5432/suki',
  STOREFRONT_EVENTS_URL: 'https://storefront.example.com/webhooks/suki',
  PUBLIC_URL: 'http://127.0.0.1:3000',
  SMTP_URL: 'smtp://user:password@smtp.example.com:587',
  AI_BASE_URL: 'http://127.0.0.1:11434/v1',
};

const url = (name: string, protocols: RegExp) =>
  z.url({ protocol: protocols, error: `${name} must be a URL such as ${exampleUrls[name]}` });

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An address (`10.0.0.5`, `::1`) or a range in CIDR notation (`10.0.0.0/8`, `fd00::/8`). */
const isAddressOrRange = (entry: string): boolean => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/** An amount of pesos from 1 to 10,000,000 with at most 2 decimals, as centavos. */
const pesoSetting = (name: string) =>
  z
    .string()
    .regex(decimalPattern, { error: `${name} must be an amount of pesos such as 100 or 49999.50` })
    .transform(toCentavos)
    .refine((centavos) => centavos >= 100 && centavos <= priceMaxCentavos, {
      error: `${name} must be from 1 to 10000000 pesos`,
    });

/** ₱100 and ₱50,000 (InstaPay's limit per transfer), centavos. */
const defaultPayoutMin = 10_000;
const defaultPayoutMax = 5_000_000;

const environmentSchema = z
  .object({
    PORT: optional(
      z.coerce
        .number({ error: 'PORT must be a number from 0 to 65535' })
        .int({ error: 'PORT must be a whole number from 0 to 65535' })
        .min(0, { error: 'PORT must be a number from 0 to 65535' })
        .max(65535, { error: 'PORT must be a number from 0 to 65535' }),
    ),
    // 127.0.0.1 keeps a fresh install private; set HOST=0.0.0.0 to reach it from other devices on the LAN.
    HOST: optional(z.string()),
    DATA_DIR: optional(z.string()),
    DATABASE_URL: optional(url('DATABASE_URL', /^postgres(ql)?$/)),
    PUBLIC_URL: optional(url('PUBLIC_URL', /^https?$/)),
    SMTP_URL: optional(url('SMTP_URL', /^smtps?$/)),
    MAIL_FROM: optional(z.string()),
    ADMIN_EMAIL: optional(
      z
        .email({ error: 'ADMIN_EMAIL must be an e-mail address' })
        .max(emailMax, { error: `ADMIN_EMAIL must be at most ${emailMax} characters long` }),
    ),
    // Sign-in refuses passwords longer than passwordMax, so a longer admin password could never be used.
    ADMIN_PASSWORD: optional(
      z
        .string()
        .min(8, { error: 'ADMIN_PASSWORD must be at least 8 characters long' })
        .max(passwordMax, { error: `ADMIN_PASSWORD must be at most ${passwordMax} characters long` }),
    ),
    SUPPORT_EMAIL: optional(z.email({ error: 'SUPPORT_EMAIL must be an e-mail address' })),
    // A Leaflet tile URL template ({z}/{x}/{y}) or 'none' for the offline province outline only.
    // A placeholder in the host may only be Leaflet's leftmost `{s}.`, so the tile origin is a CSP source.
    MAP_TILE_URL: optional(
      z
        .string()
        .refine(
          (value) => value === 'none' || /^https?:\/\/(\{s\}\.)?[^/{}]+\/.*\{z\}.*\{x\}.*\{y\}/.test(value),
          {
            error:
              "MAP_TILE_URL must be an http(s) tile template with {z}, {x} and {y} (a placeholder in the host only as a leading {s}.), or 'none'",
          },
        ),
    ),
    LOG_LEVEL: optional(z.enum(logLevels, { error: `LOG_LEVEL must be one of ${logLevels.join(', ')}` })),
    // The reverse proxies in front of the server, comma-separated; unset, X-Forwarded-For is ignored.
    TRUST_PROXY: optional(
      z
        .string()
        .transform((value) => value.split(',').map((entry) => entry.trim()))
        .refine((entries) => entries.every(isAddressOrRange), {
          error: 'TRUST_PROXY must list proxy addresses or CIDR ranges, such as 10.0.0.5,192.168.1.0/24',
        }),
    ),
    // The storefront signs the events it sends us with this (HMAC-SHA256); unset, one is generated under
    // DATA_DIR on first start (modules/storefront/secret.ts).
    STOREFRONT_WEBHOOK_SECRET: optional(
      z.string().min(32, { error: 'STOREFRONT_WEBHOOK_SECRET must be at least 32 characters long' }),
    ),
    // Where we send the storefront what sellers did; unset, the events stay in the outbox for an admin to read.
    STOREFRONT_EVENTS_URL: optional(url('STOREFRONT_EVENTS_URL', /^https?$/)),
    // The marketplace's share of the goods sold, as a fraction (0.05 is 5 %), to 4 decimal places.
    COMMISSION_RATE: optional(
      z
        .string()
        .regex(/^0(\.\d{1,4})?$|^1(\.0{1,4})?$/, {
          error: 'COMMISSION_RATE must be a fraction from 0 to 1 with at most 4 decimals, such as 0.05',
        })
        .transform((value) => Math.round(Number(value) * 10_000)),
    ),
    // How many days an order's earning is held after delivery (the buyer's return window).
    HOLD_DAYS: optional(
      z.coerce
        .number({ error: 'HOLD_DAYS must be a whole number of days from 0 to 365' })
        .int({ error: 'HOLD_DAYS must be a whole number of days from 0 to 365' })
        .min(0, { error: 'HOLD_DAYS must be a whole number of days from 0 to 365' })
        .max(365, { error: 'HOLD_DAYS must be a whole number of days from 0 to 365' }),
    ),
    PAYOUT_MIN: optional(pesoSetting('PAYOUT_MIN')),
    PAYOUT_MAX: optional(pesoSetting('PAYOUT_MAX')),
    // An OpenAI-compatible API for the listing assistant (OpenAI, or Ollama / vLLM / LM Studio); without a
    // key or a base URL, the offline writer and the offline background maker answer (issue 15).
    AI_BASE_URL: optional(url('AI_BASE_URL', /^https?$/)),
    AI_API_KEY: optional(z.string()),
    AI_TEXT_MODEL: optional(z.string()),
    AI_VISION_MODEL: optional(z.string()),
    AI_IMAGE_MODEL: optional(z.string()),
    // Backgrounds one seller may make from one photo (by its bytes) in one Philippine day.
    AI_BACKGROUND_LIMIT_PER_IMAGE: optional(
      z.coerce
        .number({ error: 'AI_BACKGROUND_LIMIT_PER_IMAGE must be a whole number from 1 to 1000' })
        .int({ error: 'AI_BACKGROUND_LIMIT_PER_IMAGE must be a whole number from 1 to 1000' })
        .min(1, { error: 'AI_BACKGROUND_LIMIT_PER_IMAGE must be a whole number from 1 to 1000' })
        .max(1000, { error: 'AI_BACKGROUND_LIMIT_PER_IMAGE must be a whole number from 1 to 1000' }),
    ),
  })
  .refine((env) => (env.PAYOUT_MIN ?? defaultPayoutMin) <= (env.PAYOUT_MAX ?? defaultPayoutMax), {
    error: 'PAYOUT_MIN must not be more than PAYOUT_MAX',
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    error: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together (or neither, to use a generated admin)',
  });

export type LogLevel = (typeof logLevels)[number];

export type Config = {
  port: number;
  host: string;
  /** Absolute path; embedded PostgreSQL data and the mail outbox live under it. */
  dataDir: string;
  /** An external PostgreSQL; without it the embedded one under dataDir is used. */
  databaseUrl: string | undefined;
  /**
   * Where people open the app; links in e-mails start with it. No trailing slash. By default the origin
   * the server listens on (originFor), so a link opens where the seller is signed in.
   */
  publicUrl: string;
  /** Without it e-mails are written as .eml files to `${dataDir}/mail`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  supportEmail: string;
  /** Map tiles for the browser's maps, or 'none'; handed to the page in index.html. */
  mapTileUrl: string;
  logLevel: LogLevel;
  /**
   * Addresses and CIDR ranges of the reverse proxies whose X-Forwarded-For is believed, so the client's
   * own address is what per-address throttles and connection limits count. Empty: none is trusted.
   */
  trustProxy: readonly string[];
  limits: TransportLimits;
  /** The storefront's signing secret as configured; undefined: the generated one under dataDir is used. */
  storefrontWebhookSecret: string | undefined;
  /** Where the seller's order events go; undefined: they stay in the outbox. */
  storefrontEventsUrl: string | undefined;
  earnings: EarningsSettings;
  ai: AiSettings;
};

/**
 * The listing assistant's provider (issue 15, decision 044). `baseUrl` or `apiKey` set: the OpenAI-compatible
 * API answers, each capability with its model; a model set to 'offline' keeps that capability offline (a
 * self-hosted server without an images endpoint). Neither set: everything is offline.
 */
export type AiSettings = {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  textModel: string;
  visionModel: string;
  imageModel: string;
  /** AI_BACKGROUND_LIMIT_PER_IMAGE (default 5): past it, spec §8's 429. */
  backgroundLimitPerImage: number;
};

/** The ledger's and the cash-out's settings (issue 13), money in centavos. */
export type EarningsSettings = {
  /** COMMISSION_RATE as basis points: 500 is 5 %. */
  commissionBasisPoints: number;
  /** HOLD_DAYS: an earning is available this many days after its order was delivered. */
  holdDays: number;
  /** PAYOUT_MIN and PAYOUT_MAX: the least and the most one payout request may be. */
  payoutMin: number;
  payoutMax: number;
};

/** How long a request may take to arrive and how many connections one address may hold (lib/transport.ts). */
export type TransportLimits = {
  /** The whole request, headers and body, must have arrived within this. */
  requestTimeoutMs: number;
  /** The headers must have arrived within this. */
  headersTimeoutMs: number;
  /** How often the two time-outs above are checked, so each may be exceeded by up to this much. */
  timeoutCheckIntervalMs: number;
  /** A connection on which nothing moves, in either direction, for this long is closed. */
  idleTimeoutMs: number;
  /** Open connections one client address (an IPv6 /64) may hold; trusted proxies are not counted. */
  connectionsPerAddress: number;
};

/**
 * The largest legitimate request is one 10 MB document from a phone. At 256 kbit/s (a weak 3G link)
 * that takes about 5.5 minutes; 10 minutes still carries it at 140 kbit/s, and is how long a client that
 * trickles its body can hold a connection. Headers are a few hundred bytes: 30 s allows for a link that
 * stalls and retransmits. 100 connections are about fifteen busy browsers behind one carrier-grade NAT
 * (6 connections and a notification stream each), and far more than one person uses.
 */
export const defaultLimits: TransportLimits = {
  requestTimeoutMs: 10 * 60_000,
  headersTimeoutMs: 30_000,
  timeoutCheckIntervalMs: 5_000,
  idleTimeoutMs: 2 * 60_000,
  connectionsPerAddress: 100,
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** This machine's first IPv4 address on a network (not loopback), as other devices there reach it. */
const networkAddress = (): string | undefined =>
  Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

/**
 * Where a browser opens a server that listens on `host`: that address itself, so the page, its sign-in and
 * the links in its e-mails share one origin. Listening on every interface (0.0.0.0, ::), it is this
 * machine's network address, which a phone on the same network can open too (localhost when it has none).
 */
export function originFor(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? (networkAddress() ?? 'localhost') : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return name === '' || issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      }),
    );
  }
  const values = parsed.data;
  const port = values.PORT ?? 3000;
  const host = values.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    dataDir: path.resolve(values.DATA_DIR ?? './data'),
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? originFor(host, port)).replace(/\/+$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? 'Suki Merchant <no-reply@suki.local>',
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    supportEmail: values.SUPPORT_EMAIL ?? 'support@suki.local',
    mapTileUrl: values.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    logLevel: values.LOG_LEVEL ?? 'info',
    trustProxy: values.TRUST_PROXY ?? [],
    limits: defaultLimits,
    storefrontWebhookSecret: values.STOREFRONT_WEBHOOK_SECRET,
    storefrontEventsUrl: values.STOREFRONT_EVENTS_URL,
    earnings: {
      commissionBasisPoints: values.COMMISSION_RATE ?? 500,
      holdDays: values.HOLD_DAYS ?? 7,
      payoutMin: values.PAYOUT_MIN ?? defaultPayoutMin,
      payoutMax: values.PAYOUT_MAX ?? defaultPayoutMax,
    },
    ai: {
      baseUrl: values.AI_BASE_URL?.replace(/\/+$/, ''),
      apiKey: values.AI_API_KEY,
      textModel: values.AI_TEXT_MODEL ?? 'gpt-4o-mini',
      visionModel: values.AI_VISION_MODEL ?? 'gpt-4o-mini',
      imageModel: values.AI_IMAGE_MODEL ?? 'gpt-image-1',
      backgroundLimitPerImage: values.AI_BACKGROUND_LIMIT_PER_IMAGE ?? 5,
    },
  };
}
