import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Database } from '@paysight/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import type { AuthDeps } from './modules/auth/auth.service.js';
import { parseFreeDomains } from './modules/auth/email-policy.rules.js';
import { registerOidcRoutes } from './modules/auth/oidc.routes.js';
import { registerSalaryRoutes } from './modules/salary/salary.routes.js';
import { registerInsightsRoutes } from './modules/insights/insights.routes.js';
import { registerProfileRoutes } from './modules/profile/profile.routes.js';
import { registerOffersRoutes } from './modules/offers/offers.routes.js';
import { registerAccountRoutes } from './modules/account/account.routes.js';
import { registerContributionRoutes } from './modules/contributions/contributions.routes.js';
import { registerSuggestRoutes } from './modules/suggest/suggest.routes.js';
import { bridgeEventsToRedis, createEventBus } from './lib/events.js';
import { createCaches } from './caches.js';
import { registerLimits } from './modules/limits/limits.plugin.js';
import { registerVoucherRoutes } from './modules/vouchers/vouchers.routes.js';
import { registerExtensionRoutes } from './modules/extension/extension.routes.js';
import { registerReferralRoutes } from './modules/referral/referral.routes.js';
import { registerDiscourseRoutes } from './modules/discourse/discourse.routes.js';
import { registerVerificationRoutes } from './modules/verification/verification.routes.js';
import { registerNegotiationRoutes } from './modules/negotiation/negotiation.routes.js';
import { registerJobRoutes } from './modules/jobs/jobs.routes.js';
import { registerResearchRoutes } from './modules/research/research.routes.js';
import { createListedJobsIndex } from './modules/jobs/listed-jobs.service.js';
import { registerEmployerJobRoutes } from './modules/jobs/employer-jobs.routes.js';
import { registerResumeFiltersRoutes } from './modules/jobs/resume-filters.routes.js';
import { registerResumeRoutes } from './modules/resumes/resumes.routes.js';
import { createTailoredResume } from './modules/resumes/resumes.service.js';
import { registerRoastRoutes } from './modules/roast/roast.routes.js';
import { registerCareerHistoryRoutes } from './modules/career-history/history.routes.js';
import { registerRatingsRoutes } from './modules/ratings/ratings.routes.js';
import { registerWorkspaceRoutes } from './modules/workspaces/workspaces.routes.js';
import { registerBenchmarkingRoutes } from './modules/benchmarking/benchmarking.routes.js';
import { registerBenchmarkExportRoutes } from './modules/benchmarking/exports.routes.js';
import type { BenchmarkingDeps } from './modules/benchmarking/benchmarking.service.js';
import { registerPayBandRoutes } from './modules/paybands/pay-bands.routes.js';
import { registerPayrollRoutes } from './modules/benchmarking/payroll.routes.js';
import { createMarketIndex, type MarketIndex } from './modules/benchmarking/market-index.service.js';
import { registerSwitchRoutes } from './modules/career/switch.routes.js';
import { registerCareerMovesRoutes } from './modules/career/moves.routes.js';
import { createMovesService } from './modules/career/moves.service.js';
import { registerElitenessRoute } from './modules/career/eliteness.routes.js';
import { registerDashboardRoute } from './modules/career/dashboard.routes.js';
import { createElitenessService } from './modules/career/eliteness.service.js';
import { registerCareerRanksRoutes } from './modules/career/career-ranks.routes.js';
import { createCareerNetwork, type CareerNetwork } from './modules/career/career-network.service.js';
import { createLlmProvider } from './providers/llm/llm.provider.js';
import { registerJobGptRoutes } from './modules/jobgpt/jobgpt.routes.js';
import { registerAiAnalysisRoutes } from './modules/jobgpt/ai-analysis.routes.js';
import { createJobGpt, type JobGpt } from './modules/jobgpt/jobgpt.setup.js';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.js';
import type { NotifyDeps } from './modules/notifications/notifications.service.js';
import { registerBillingRoutes } from './modules/billing/billing.routes.js';
import { loadCatalogue } from './modules/billing/catalogue.js';
import { createMailProvider, type MailProvider } from './providers/mail/mail.provider.js';
import { createPaymentProviders, type PaymentProviders } from './providers/payments/payment-providers.js';
import { createFileStorage, type FileStorage } from './providers/storage/storage.provider.js';
import { registerUploads } from './http/uploads.js';
import { registerSiteRoutes } from './modules/site/site.routes.js';
import { registerHealthRoutes } from './modules/system/health.routes.js';
import { registerAccess } from './http/access.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerSecurity } from './plugins/security.js';
import { registerSession } from './plugins/session.js';
import { registerRealtime, type Realtime } from './plugins/realtime.js';
import { registerSsr } from './plugins/ssr.js';
import { APP_VERSION } from './version.js';

export interface AppDeps {
  /** Run the work queue's poll loop (hunt runs, apply packs); off under NODE_ENV=test, where tests run tasks themselves. */
  workers?: boolean;
  config: Config;
  database: Database;
  /** Logger options; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Serve the web app: 'build' (production bundle), 'dev' (Vite), or false for API only (tests). */
  web?: 'build' | 'dev' | false;
  /** Mail provider; defaults to SMTP when SMTP_URL is set, else the file outbox. Tests pass their own. */
  mail?: MailProvider;
  /** Private file storage; defaults to S3 when S3_BUCKET is set, else DATA_DIR/private. Tests pass their own. */
  storage?: FileStorage;
  /** The clock; tests move it to expire tokens. */
  now?: () => Date;
  /** Payment providers; default from the Stripe and Razorpay keys, else the offline sandbox. Tests pass theirs (pointed at local fakes). */
  payments?: PaymentProviders;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What raising a notification needs (modules/notifications: notify); tests raise theirs with it. */
    notifications: NotifyDeps;
    /** The socket server's own work: closing sockets of ended sessions (tests run it rather than wait a minute). */
    realtime: Pick<Realtime, 'sweepSessions'>;
    /** JobGPT's queue and deps: tests run due tasks with `jobGpt.runNow()` instead of waiting for the poll. */
    jobGpt: JobGpt;
    /** The move network's rankings, rebuilt in the background: tests rebuild with `careerNetwork.rebuildNow()` (ADR 027). */
    careerNetwork: CareerNetwork;
    /** Published records as columns for peer benchmarks, reloaded when the records change (ADR 030). */
    marketIndex: MarketIndex;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Builds the whole server without listening; tests drive it with app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    // Honour a caller's request id (a proxy or the browser) when it is well formed.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Trust X-Forwarded-For only for the configured number of proxy hops.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: 1_048_576,
    // A three-entry comparison of long slugs runs past Fastify's default of 100 characters per parameter.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 400 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await registerSecurity(app, config, { dev: deps.web === 'dev' });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie, { secret: config.cookieSecret });
  const now = deps.now ?? (() => new Date());
  registerSession(app, { db: database.db, secureCookies: config.secureCookies, now });
  // Quotas, then declared access (both from the route's contract): a guest past the daily limit
  // is asked to sign in by the security check whichever limited call they make.
  await registerLimits(app, { config, db: database.db, now });
  registerAccess(app);
  const mail =
    deps.mail ?? createMailProvider({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log: app.log });
  const storage =
    deps.storage ??
    createFileStorage({ s3Bucket: config.S3_BUCKET, s3Region: config.S3_REGION, s3Endpoint: config.S3_ENDPOINT, dataDir: config.DATA_DIR });
  // The largest upload any route takes (a resume, a document, an export archive); routes cap lower.
  await registerUploads(app, 10 * 1024 * 1024);
  const authDeps: AuthDeps = { db: database.db, config, mail, freeDomains: parseFreeDomains(config.FREE_EMAIL_DOMAINS), now };

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Paysight API',
        version: APP_VERSION,
        description: 'Every response is the envelope { success, data, message, statusCode }.',
      },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'The session token (or the `tyler` cookie).' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Modules meet through events (lib/events.ts); with REDIS_URL they reach the other servers too.
  const events = createEventBus(app.log);
  if (config.REDIS_URL) await bridgeEventsToRedis(events, config.REDIS_URL, app.log);
  app.addHook('onClose', () => events.close());
  const caches = createCaches({ now, events });
  const db = database.db;
  const fx = { usdInr: config.FX_USD_INR, asOf: config.FX_AS_OF };
  // The socket (socket.io on this HTTP server); modules raise notifications through `notifications`
  // (modules/notifications/notifications.service.ts: notify), which pushes through it.
  const realtime = await registerRealtime(app, { db, now, origin: config.origin, redisUrl: config.REDIS_URL, log: app.log });
  const notifications: NotifyDeps = { db, now, push: realtime.push };
  app.decorate('notifications', notifications);
  app.decorate('realtime', { sweepSessions: realtime.sweepSessions });

  // Each module registers its own routes; access and quotas are declared on the contract's routes.
  registerHealthRoutes(app, { database, version: APP_VERSION, startedAt: Date.now() });
  registerSuggestRoutes(app, db);
  registerAuthRoutes(app, authDeps);
  registerOidcRoutes(app, authDeps);
  registerAccountRoutes(app, authDeps);
  registerVoucherRoutes(app, { db, config, now });
  registerExtensionRoutes(app, { db, now });
  registerReferralRoutes(app, { config, now });
  registerDiscourseRoutes(app, { db, config });
  registerSalaryRoutes(app, { db, minSlice: config.MIN_SLICE, fx, now, cache: caches.salaryStats, exploreCache: caches.explore });
  registerInsightsRoutes(app, { db, minSlice: config.MIN_SLICE, now, cache: caches.insights });
  registerResearchRoutes(app, { db, minSlice: config.MIN_SLICE, now });
  registerProfileRoutes(app, { ...authDeps, storage, log: app.log });
  registerContributionRoutes(app, { db, now, events, minSlice: config.MIN_SLICE });
  registerCareerHistoryRoutes(app, { db, now });
  registerRatingsRoutes(app, { db, now, minSlice: config.MIN_SLICE });
  registerOffersRoutes(app, { db, now, config, events });
  registerNegotiationRoutes(app, { db });
  registerVerificationRoutes(app, {
    db,
    now,
    storage,
    mail,
    origin: config.origin,
    minSlice: config.MIN_SLICE,
    cache: caches.verifiedStats,
    events,
    notifications,
    log: app.log,
  });
  registerNotificationRoutes(app, notifications);
  // Listed jobs in memory: the jobs search and JobGPT's matching read them (ADR 023).
  const listedJobs = createListedJobsIndex(db);
  registerJobRoutes(app, { db, now, minSlice: config.MIN_SLICE, listedJobs });
  registerResumeFiltersRoutes(app, { db, now });
  registerResumeRoutes(app, { db, now, storage, log: app.log });
  registerEmployerJobRoutes(app, { db, now, minSlice: config.MIN_SLICE, storage });
  // The roast's writer: the OpenAI-compatible endpoint when LLM_BASE_URL is set, else the offline templates (ADR 025).
  const llm = createLlmProvider({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, log: app.log });
  registerRoastRoutes(app, { db, now, events, minSlice: config.MIN_SLICE, storage, llm, log: app.log });
  registerSwitchRoutes(app, { db, minSlice: config.MIN_SLICE, cache: caches.careerSwitch });
  registerWorkspaceRoutes(app, { db, now });
  const marketIndex = createMarketIndex(db, app.log);
  app.decorate('marketIndex', marketIndex);
  if (deps.workers ?? config.NODE_ENV !== 'test') {
    // Loaded in the background at start, so the first employer to ask does not wait for it.
    app.addHook('onReady', async () => {
      void marketIndex.snapshot().catch((err: unknown) => app.log.error({ err }, 'market index load failed'));
    });
  }
  const benchmarking: BenchmarkingDeps = {
    db,
    now,
    market: marketIndex,
    agingRates: { in: config.BENCHMARK_AGING_RATE_IN, us: config.BENCHMARK_AGING_RATE_US },
    tierCache: caches.benchmarkTiers,
  };
  registerBenchmarkingRoutes(app, benchmarking);
  registerBenchmarkExportRoutes(app, benchmarking);
  registerPayBandRoutes(app, benchmarking);
  registerPayrollRoutes(app, benchmarking);
  registerCareerMovesRoutes(app, createMovesService({ db, now, minSlice: config.MIN_SLICE, notifications }));
  // Company rankings from moves: computed in the background when career_version moves, read by requests (ADR 027).
  const careerNetwork = createCareerNetwork({ db, now, minSlice: config.MIN_SLICE, log: app.log });
  registerCareerRanksRoutes(app, { db, minSlice: config.MIN_SLICE, network: careerNetwork });
  app.decorate('careerNetwork', careerNetwork);
  registerDashboardRoute(app, { db, now, minSlice: config.MIN_SLICE, network: careerNetwork });
  registerElitenessRoute(app, createElitenessService({ db, now, minSlice: config.MIN_SLICE, network: careerNetwork, events }));
  if (deps.workers ?? config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => careerNetwork.start());
    app.addHook('onClose', async () => careerNetwork.stop());
  }
  // JobGPT's work (hunt runs, apply packs) runs on the durable queue; tests run it by hand.
  const jobGpt = createJobGpt({
    db,
    now,
    minSlice: config.MIN_SLICE,
    listedJobs,
    notifications,
    companyCapDays: config.AUTO_APPLY_COMPANY_CAP_DAYS,
    makeResume: async (userId, jobId, applicationId, at) =>
      createTailoredResume({ db, now, storage, log: app.log }, userId, jobId, { applicationId, manualTrigger: false, now: at }),
    log: app.log,
  });
  registerJobGptRoutes(app, jobGpt.deps);
  registerAiAnalysisRoutes(app, { ...jobGpt.deps, llm, events });
  app.decorate('jobGpt', jobGpt);
  if (deps.workers ?? config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => jobGpt.start());
    app.addHook('onClose', async () => jobGpt.stop());
  }
  await registerBillingRoutes(app, {
    db,
    now,
    origin: config.origin,
    // The price list is read (and validated) at boot: a bad PRICING_FILE stops the process here.
    catalogue: loadCatalogue(config.PRICING_FILE, config.FOUNDER_EMAIL),
    providers: deps.payments ?? paymentProvidersOf(config, now),
    mail,
    notifications,
    log: app.log,
  });
  registerSiteRoutes(app, { config, db, cache: caches.sitemap });

  if (deps.web) await registerSsr(app, { config, dev: deps.web === 'dev', events, now });

  return app;
}

/** Stripe and Razorpay when their keys are set (config.ts refuses half a set), else the sandbox. */
function paymentProvidersOf(config: Config, now: () => Date): PaymentProviders {
  return createPaymentProviders({
    stripe:
      config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
        ? { secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET }
        : null,
    razorpay:
      config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET
        ? { keyId: config.RAZORPAY_KEY_ID, keySecret: config.RAZORPAY_KEY_SECRET, webhookSecret: config.RAZORPAY_WEBHOOK_SECRET }
        : null,
    cookieSecret: () => config.cookieSecret,
    now,
  });
}
