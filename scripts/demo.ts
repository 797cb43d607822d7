// `npm run demo`: the portal as `npm start` runs it, with demo sellers in every onboarding state, the approved
// seller's catalog in every review status with variants and pictures, their orders in every display status,
// their earnings in every state (released, on hold, cashed out: paid, failed, pending), campaigns of every
// display type and phase with the seller's products applied in every status (all idempotent), and the logins
// printed once the server is up. Plain `npm start` never creates any of this.
import { loadConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import { createJobQueue } from '../server/lib/jobs.ts';
import type { Mailer } from '../server/lib/mailer.ts';
import { start } from '../server/start.ts';
import { seedDemoCampaigns } from '../server/modules/campaigns/demo-data.ts';
import { orderServiceAtEventTime, seedDemoEarnings } from '../server/modules/earnings/demo-data.ts';
import { createLocalMediaStore } from '../server/modules/media/store.ts';
import { demoAdmin, seedDemoData, type DemoLogin } from '../server/modules/onboarding/demo-data.ts';
import { createLocalDocumentStorage, uploadsDirectory } from '../server/modules/onboarding/storage.ts';
import { seedDemoOrders } from '../server/modules/orders/demo-data.ts';
import { seedDemoCatalog } from '../server/modules/products/demo-data.ts';

const config = loadConfig();

const silent = { info() {}, warn() {}, error() {}, debug() {} };

/** The seeding sends no mail itself: a payout decision's letter is a queued job, sent by the server's runner. */
const noMail: Mailer = {
  send: () =>
    Promise.reject(new Error('The demo seeding sends no e-mail; the server does, from the job queue')),
  close() {},
};

/** Seeds through the database the server will use: the embedded one is started for it and stopped again. */
async function seed(): Promise<DemoLogin[]> {
  const cluster = config.databaseUrl ? null : await startEmbeddedPostgres({ dataDir: config.dataDir });
  const database = createDatabase(config.databaseUrl ?? cluster!.url, { max: 2 });
  try {
    await migrateDatabase(database);
    const logins = await seedDemoData(database, createLocalDocumentStorage(uploadsDirectory(config.dataDir)));
    const media = createLocalMediaStore(config.dataDir);
    const products = await seedDemoCatalog(database, media);
    if (products > 0) process.stdout.write(`Listed ${products} demo products with their pictures\n`);
    // Through the orders service as the storefront's events and the seller's actions would go, its ledger at
    // the time of each event; the jobs it queues (the storefront hears of each action, the seller of each
    // payout decision) wait in their rows for the server's runner.
    const jobs = createJobQueue({ pool: database.pool, log: silent });
    const orders = orderServiceAtEventTime({ config, database, jobs });
    const placed = await seedDemoOrders(database.db, orders);
    if (placed > 0) process.stdout.write(`Placed ${placed} demo orders\n`);
    const earned = await seedDemoEarnings({ config, database, jobs, mailer: noMail, orders });
    if (earned.payouts > 0)
      process.stdout.write(`Gave the approved demo seller earnings and ${earned.payouts} payout requests\n`);
    const campaigns = await seedDemoCampaigns(database, media);
    if (campaigns > 0)
      process.stdout.write(`Ran ${campaigns} demo campaigns with the seller's applications\n`);
    return logins;
  } finally {
    await database.close();
    await cluster?.stop();
  }
}

process.stdout.write('Preparing demo data ...\n');
const logins = await seed();

// Builds the browser app when needed and runs the server, exactly as `npm start`; resolves once it listens.
// Its start message names the demo admin and its password: the one admin login this run vouches for.
await start(process.env, { announcedAdmin: demoAdmin });
// A start that failed has already said why (and set the exit code); the logins would only mislead.
if (process.exitCode) process.exit();

const width = Math.max(...logins.map((login) => login.email.length));
process.stdout.write(
  [
    'Demo sellers (sign-in at /login):',
    ...logins.map((login) => `  ${login.email.padEnd(width)}  ${login.password}   ${login.note}`),
    '',
  ].join('\n'),
);
