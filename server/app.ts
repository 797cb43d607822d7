// Builds the Fastify app: plugins, access control, error handling, then one module per resource.
// main.ts runs it; tests build it against a fresh database and call it with app.inject.
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccessControl } from './lib/access.ts';
import { browserApp } from './lib/browser-app.ts';
import type { ModuleContext } from './lib/context.ts';
import { handleError } from './lib/error-handler.ts';
import { createJobQueue } from './lib/jobs.ts';
import { loggerOptions, OneLinePerRequest, requestIds, type LogDestination } from './lib/logging.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { guardBodyTypes } from './lib/multipart.ts';
import { responseSerializerCompiler } from './lib/serializer.ts';
import { createSessionStore } from './lib/sessions.ts';
import { createThrottle } from './lib/throttle.ts';
import { limitConnectionsPerAddress, setAnswerHeaders, transportOptions } from './lib/transport.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import type { AiProviders } from './modules/ai/provider.ts';
import { createAiProviders } from './modules/ai/providers.ts';
import { aiRoutes } from './modules/ai/routes.ts';
import { createAdminService } from './modules/admin/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { publicConfigRoutes } from './modules/config-public/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { createMapsProvider, mapsRoutes } from './modules/maps/routes.ts';
import type { MapsProvider } from './modules/maps/provider.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { createNotificationService } from './modules/notifications/service.ts';
import { adminReviewRoutes } from './modules/onboarding/admin-routes.ts';
import { sellerOnboardingRoutes } from './modules/onboarding/seller-routes.ts';
import { createOnboardingService } from './modules/onboarding/service.ts';
import { createLocalDocumentStorage, uploadsDirectory } from './modules/onboarding/storage.ts';
import { orphanGraceMs, sweepDocumentsWhileRunning } from './modules/onboarding/sweep.ts';
import { adminCampaignRoutes } from './modules/campaigns/admin-routes.ts';
import { campaignRoutes } from './modules/campaigns/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { earningsRoutes } from './modules/earnings/routes.ts';
import { createEarningsService } from './modules/earnings/service.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { createLocalMediaStore } from './modules/media/store.ts';
import { orderDocumentRoutes } from './modules/orders/document-routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { createOrderService } from './modules/orders/service.ts';
import { adminPayoutRoutes } from './modules/payouts/admin-routes.ts';
import { payoutRoutes } from './modules/payouts/routes.ts';
import { createPayoutService } from './modules/payouts/service.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { sellerRoutes } from './modules/seller/routes.ts';
import { createSellerService } from './modules/seller/service.ts';
import { storefrontRoutes } from './modules/storefront/routes.ts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Defaults to SMTP_URL, or the .eml outbox under DATA_DIR. */
  mailer?: Mailer;
  /** The built browser app; defaults to dist/ at the repository root. */
  browserAppRoot?: string;
  /** Where log lines go (tests capture them); standard output by default. */
  logStream?: LogDestination;
  /** The listing assistant's providers; defaults to those config.ai names (offline without a key). */
  aiProviders?: AiProviders;
  /** Place search; defaults to the provider MAPS_PROVIDER names (the offline PH gazetteer). */
  mapsProvider?: MapsProvider;
  /** How often abandoned document files are swept while the server runs (default: hourly). */
  documentSweepIntervalMs?: number;
  /**
   * Whether this process takes background jobs (default true). Jobs are added either way; a test that does
   * not exercise them leaves them queued rather than running a worker.
   */
  runJobs?: boolean;
  /** How often the job runner looks for retries whose time has come (default 2 s; lib/jobs.ts). */
  jobPollIntervalMs?: number;
  /**
   * The clock the earnings ledger reads (holds end, requests are dated by it); tests move it instead of
   * waiting. Defaults to the system clock.
   */
  now?: () => Date;
};

const defaultBrowserAppRoot = fileURLToPath(new URL('../dist', import.meta.url));

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...transportOptions(config),
    logger: loggerOptions(config, options.logStream),
    logController: new OneLinePerRequest(),
    genReqId: requestIds(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler(handleError);
  limitConnectionsPerAddress(app, config);

  // Every answer names its request, may not be sniffed and carries a policy that allows nothing; pages get
  // theirs and the other security headers of documents where they are served (lib/browser-app.ts). A
  // callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    setAnswerHeaders(request, reply);
    done();
  });

  // Answers of 1 KB and more go out brotli- or gzip-compressed as the caller accepts; before the routes,
  // because it attaches itself to each route as it is added. Its default types leave out the event stream
  // (hijacked anyway) and stored documents (PDF and images are compressed already). Request bodies are
  // read as sent: a compressed upload would only be a way round the body limits.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });

  // Collects every route registered after it, so it comes before the modules.
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Suki Merchant API',
        description: 'The API of Suki Merchant, the seller and admin portal of the Suki marketplace.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  guardBodyTypes(app);

  const sessions = createSessionStore(database.db);
  registerAccessControl(app, sessions);

  const mailer = options.mailer ?? createMailer(config, app.log);
  if (!options.mailer) app.addHook('onClose', async () => mailer.close());

  // Background work (decision 023): modules define their tasks while they register; the runner starts once
  // the app is ready and stops, letting running jobs finish, when it closes.
  const jobs = createJobQueue({
    pool: database.pool,
    log: app.log,
    ...(options.jobPollIntervalMs === undefined ? {} : { pollIntervalMs: options.jobPollIntervalMs }),
  });
  app.decorate('jobs', jobs);
  if (options.runJobs !== false) app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());

  const context: ModuleContext = {
    config,
    database,
    sessions,
    throttle: createThrottle(database.db),
    mailer,
  };
  await app.register(healthRoutes, { prefix: '/api', ...context });
  await app.register(publicConfigRoutes, { prefix: '/api', ...context });
  await app.register(privacyRoutes, { prefix: '/api', ...context });
  await app.register(authRoutes, { prefix: '/api/auth', auth: createAuthService(context) });
  await app.register(sellerRoutes, { prefix: '/api/seller', seller: createSellerService(context) });
  await app.register(adminRoutes, { prefix: '/api/admin', admin: createAdminService(context) });

  const storage = createLocalDocumentStorage(uploadsDirectory(config.dataDir));
  const onboarding = createOnboardingService({ database, storage, mailer, publicUrl: config.publicUrl });
  sweepDocumentsWhileRunning(app, onboarding, options.documentSweepIntervalMs ?? orphanGraceMs);
  await app.register(sellerOnboardingRoutes, { prefix: '/api/seller', onboarding, storage });
  await app.register(adminReviewRoutes, { prefix: '/api/admin', onboarding });

  const notifications = createNotificationService({ database, sessions, log: app.log });
  await app.register(notificationRoutes, { prefix: '/api/notifications', notifications });
  await app.register(mapsRoutes, {
    prefix: '/api/maps',
    provider: options.mapsProvider ?? createMapsProvider(process.env),
  });

  // The catalog (issue 11): categories, products and their public pictures.
  const media = createLocalMediaStore(config.dataDir);
  await app.register(categoryRoutes, { prefix: '/api', ...context });
  await app.register(productRoutes, { prefix: '/api', ...context, media });
  await app.register(mediaRoutes, { prefix: '/media', database, media });

  // Orders (issue 12): the seller's orders and packing slips, and the storefront's signed events in and out.
  // Earnings (issue 13): every peso movement is a ledger row written in the transaction of its cause.
  const ledger = { settings: config.earnings, now: options.now ?? (() => new Date()) };
  const orders = createOrderService({ config, database, jobs, ledger });
  await app.register(orderRoutes, { prefix: '/api', ...context, orders });
  await app.register(orderDocumentRoutes, { prefix: '/api', ...context, orders });
  await app.register(storefrontRoutes, { prefix: '/api', ...context, orders, jobs });

  // Earnings and cash-out (issue 13): the seller's balances, payout requests and the admin's payout desk.
  const earnings = createEarningsService({ ...ledger, database });
  const payouts = createPayoutService({ ...ledger, config, database, jobs, mailer: context.mailer });
  await app.register(earningsRoutes, { prefix: '/api', ...context, earnings });
  await app.register(payoutRoutes, { prefix: '/api', ...context, payouts });
  await app.register(adminPayoutRoutes, { prefix: '/api', ...context, payouts });

  // Campaigns (issue 14): the admins' promotions and the products sellers apply to them.
  await app.register(adminCampaignRoutes, { prefix: '/api', ...context, media, now: ledger.now });
  await app.register(campaignRoutes, { prefix: '/api', ...context, now: ledger.now });

  // The AI listing assistant (issue 15): drafts, buyer questions, background prompts and backgrounds.
  const providers = options.aiProviders ?? createAiProviders(config.ai);
  if (!options.aiProviders) app.addHook('onClose', () => providers.close());
  await app.register(aiRoutes, { prefix: '/api', ...context, providers });

  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(browserApp, {
    root: options.browserAppRoot ?? defaultBrowserAppRoot,
    settings: { mapTileUrl: config.mapTileUrl },
    publicUrl: config.publicUrl,
  });

  return app;
}
