// The server's settings, read once from the environment and validated, so a typo fails at start, not mid-request.
import path from 'node:path';
import { z } from 'zod';

/** Unset and empty are the same thing in a shell or an .env file. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const exampleUrls: Record<string, string> = {
  DATABASE_URL: 'postgres://user:password@localhost:5432/suki',
  PUBLIC_URL: 'http://localhost:3000',
  SMTP_URL: 'smtp://user:password@smtp.example.com:587',
};

const url = (name: string, protocols: RegExp) =>
  z.url({ protocol: protocols, error: `${name} must be a URL such as ${exampleUrls[name]}` });

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
    ADMIN_EMAIL: optional(z.email({ error: 'ADMIN_EMAIL must be an e-mail address' })),
    ADMIN_PASSWORD: optional(
      z.string().min(8, { error: 'ADMIN_PASSWORD must be at least 8 characters long' }),
    ),
    SUPPORT_EMAIL: optional(z.email({ error: 'SUPPORT_EMAIL must be an e-mail address' })),
    // A Leaflet tile URL template ({z}/{x}/{y}) or 'none' for the offline province outline only.
    MAP_TILE_URL: optional(
      z.string().refine((value) => value === 'none' || /^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/.test(value), {
        error: "MAP_TILE_URL must be an http(s) tile template with {z}, {x} and {y}, or 'none'",
      }),
    ),
    LOG_LEVEL: optional(z.enum(logLevels, { error: `LOG_LEVEL must be one of ${logLevels.join(', ')}` })),
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
  /** Where people open the app; links in e-mails start with it. No trailing slash. */
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
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
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
  return {
    port,
    host: values.HOST ?? '127.0.0.1',
    dataDir: path.resolve(values.DATA_DIR ?? './data'),
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? 'Suki Merchant <no-reply@suki.local>',
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    supportEmail: values.SUPPORT_EMAIL ?? 'support@suki.local',
    mapTileUrl: values.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    logLevel: values.LOG_LEVEL ?? 'info',
  };
}
