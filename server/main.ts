// Runs the server: config, PostgreSQL (embedded unless DATABASE_URL), migrations, the admin account, HTTP;
// and on SIGTERM/SIGINT the reverse, in order: stop accepting, drain requests, close the pool, stop PostgreSQL.
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, originFor, type Config } from './config.ts';
import { createDatabase } from './db/client.ts';
import { DataDirInUseError, startEmbeddedPostgres } from './db/embedded.ts';
import { migrateDatabase } from './db/migrate.ts';
import { ensureAdmin } from './modules/admin/ensure-admin.ts';
import { storefrontSecretFile } from './modules/storefront/secret.ts';

/** How long in-flight requests get to finish on shutdown before their connections are cut. */
const drainTimeoutMs = 10_000;

/** Signals this soon after the first are copies of it, not a second request. */
const duplicateSignalWindowMs = 500;

const say = (line: string) => process.stdout.write(`${line}\n`);
const complain = (line: string) => process.stderr.write(`${line}\n`);

/** Thrown by a start-up step that finished after a shutdown was requested; not an error. */
class ShutdownDuringStart extends Error {}

export type MainOptions = {
  /**
   * An admin whose password may be printed (the demo's, which is public): the start message names it,
   * and its password, instead of the configured admin.
   */
  announcedAdmin?: { email: string; password: string };
};

export async function main(env: NodeJS.ProcessEnv = process.env, options: MainOptions = {}): Promise<void> {
  // Resources in the order they were acquired; shutdown releases them last to first.
  const releases: Array<() => Promise<void>> = [];
  let app: FastifyInstance | undefined;
  let shutdownRequested = false;
  let shutdown: Promise<void> | undefined;

  const report = (message: string, error: unknown) => {
    if (app) app.log.error({ err: error }, message);
    else complain(`${message}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  };

  /** Registers a freshly acquired resource for release; a shutdown requested meanwhile ends start-up here. */
  const track = <T>(resource: T, release: (resource: T) => Promise<void>): T => {
    releases.push(() => release(resource));
    if (shutdownRequested) throw new ShutdownDuringStart();
    return resource;
  };

  const start = async () => {
    const config = loadConfig(env);
    let databaseUrl = config.databaseUrl;
    if (databaseUrl === undefined) {
      say(`Starting PostgreSQL in ${config.dataDir}/postgres ...`);
      const cluster = track(
        await startEmbeddedPostgres({
          dataDir: config.dataDir,
          log: (message) => say(`PostgreSQL: ${message}`),
        }),
        (started) => started.stop(),
      );
      databaseUrl = cluster.url;
    }

    const database = track(
      createDatabase(databaseUrl, {
        onIdleError: (error) => report('A pooled database connection failed while idle', error),
      }),
      (opened) => opened.close(),
    );
    await migrateDatabase(database);
    const admin = await ensureAdmin(database, config);

    app = track(await buildApp({ config, database }), drain);
    await app.listen({ port: config.port, host: config.host });
    if (shutdownRequested) throw new ShutdownDuringStart();
    printBanner(app, config, announcedAdmin(config, admin, options.announcedAdmin));
  };
  const starting = start();
  // Shutdown waits for start-up to reach its next step, so whatever that step acquired is released too.
  const started = starting.then(
    () => undefined,
    () => undefined,
  );

  const stop = (exitCode: number) => {
    shutdownRequested = true;
    shutdown ??= (async () => {
      await started;
      for (let release = releases.pop(); release; release = releases.pop()) {
        try {
          await release();
        } catch (error) {
          report('Error while shutting down', error);
        }
      }
      process.exitCode = exitCode;
      // A stray timer or socket must not keep a stopped server alive.
      setTimeout(() => process.exit(exitCode), 1_000).unref();
    })();
    return shutdown;
  };

  let firstSignalAt = 0;
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.on(signal, () => {
      // One Ctrl-C can arrive more than once: from the terminal and again relayed by npm or tsx.
      if (shutdownRequested && Date.now() - firstSignalAt < duplicateSignalWindowMs) return;
      if (shutdownRequested) {
        complain(`${signal} again: exiting now without waiting.`);
        // The 'exit' hook of the embedded cluster still asks PostgreSQL to shut down by itself.
        process.exit(130);
      }
      firstSignalAt = Date.now();
      say(`${signal} received: finishing requests and shutting down (send it again to force).`);
      void stop(0);
    });
  }
  process.on('uncaughtException', (error) => {
    report('Uncaught exception; shutting down', error);
    void stop(1);
  });
  process.on('unhandledRejection', (reason) => report('Unhandled promise rejection', reason));

  try {
    await starting;
  } catch (error) {
    if (error instanceof ShutdownDuringStart) return shutdown;
    complain(startFailureMessage(error));
    await stop(1);
  }
}

/** Stops accepting connections, lets in-flight requests finish, then cuts whatever is still open. */
async function drain(app: FastifyInstance): Promise<void> {
  // close() ends the connections idle at that moment; a keep-alive connection whose request finishes
  // later would hold the shutdown until its keep-alive timeout, so idle ones are swept as they appear.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  const cut = setTimeout(() => app.server.closeAllConnections(), drainTimeoutMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}

/** Who signs in to the admin area, and the one true thing to say about the password. */
type AnnouncedAdmin = { email: string; password?: string; note: string };

function announcedAdmin(
  config: Config,
  ensured: { email: string; password?: string },
  given: MainOptions['announcedAdmin'],
): AnnouncedAdmin {
  if (given) return { ...given, note: 'a demo account' };
  if (ensured.password !== undefined) return { ...ensured, note: 'generated now; shown only this once' };
  if (config.adminPassword !== undefined)
    return { email: ensured.email, note: 'password from ADMIN_PASSWORD' };
  return { email: ensured.email, note: 'password as set when this admin was created' };
}

function printBanner(app: FastifyInstance, config: Config, admin: AnnouncedAdmin) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const listening = originFor(config.host, port);
  // PORT=0 (a free port, as tests use) leaves the default public URL pointing at port 0.
  const publicUrl = new URL(config.publicUrl).port === '0' ? listening : config.publicUrl;
  const lines = [``, `Suki Merchant is running at ${listening}`];
  if (publicUrl !== listening) lines.push(`  Public URL: ${publicUrl}`);
  lines.push(`  Admin sign-in: ${publicUrl}/admin/login`);
  if (admin.password === undefined) lines.push(`    e-mail:   ${admin.email}   (${admin.note})`);
  else lines.push(`    e-mail:   ${admin.email}`, `    password: ${admin.password}   (${admin.note})`);
  const secret =
    config.storefrontWebhookSecret === undefined
      ? `in ${storefrontSecretFile(config.dataDir)}`
      : 'from STOREFRONT_WEBHOOK_SECRET';
  lines.push(`  Storefront events are signed with the secret ${secret}`, `  Stop with Ctrl-C.`, ``);
  say(lines.join('\n'));
}

function startFailureMessage(error: unknown): string {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') return `Could not start: ${(error as Error).message}. Set PORT to a free port.`;
  return `Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
