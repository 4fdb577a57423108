import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { api } from '@paysight/contract';
import type { Database } from '@paysight/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { loadCookieSecret } from './lib/secrets.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import type { AuthDeps } from './modules/auth/auth.service.js';
import { parseFreeDomains } from './modules/auth/email-policy.js';
import { registerOidcRoutes } from './modules/auth/oidc.routes.js';
import { registerSalaryRoutes } from './modules/salary/salary.routes.js';
import { registerInsightsRoutes } from './modules/insights/insights.routes.js';
import { registerProfileRoutes } from './modules/profile/profile.routes.js';
import { registerOffersRoutes } from './modules/offers/offers.routes.js';
import { registerAccountRoutes } from './modules/account/account.routes.js';
import { registerContributionRoutes } from './modules/contributions/contributions.routes.js';
import { registerSuggestRoutes } from './modules/suggest/suggest.routes.js';
import { TtlCache } from './lib/ttl-cache.js';
import { registerLimits } from './modules/limits/limits.plugin.js';
import { registerVoucherRoutes } from './modules/vouchers/vouchers.routes.js';
import { registerExtensionRoutes } from './modules/extension/extension.routes.js';
import { registerReferralRoutes } from './modules/referral/referral.routes.js';
import { registerDiscourseRoutes } from './modules/discourse/discourse.routes.js';
import { registerVerificationRoutes } from './modules/verification/verification.routes.js';
import { registerNegotiationRoutes } from './modules/negotiation/negotiation.routes.js';
import { createMailProvider, type MailProvider } from './providers/mail/mail.provider.js';
import { createFileStorage, type FileStorage } from './providers/storage/storage.provider.js';
import { registerUploads } from './http/uploads.js';
import { registerSiteRoutes } from './modules/site/site.routes.js';
import { registerHealthRoutes } from './modules/system/health.routes.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerSecurity } from './plugins/security.js';
import { registerSession } from './plugins/session.js';
import { registerSsr } from './plugins/ssr.js';
import { APP_VERSION } from './version.js';

export interface AppDeps {
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
  await app.register(cookie, { secret: loadCookieSecret(config.COOKIE_SECRET, config.DATA_DIR) });
  const now = deps.now ?? (() => new Date());
  registerSession(app, { db: database.db, secureCookies: config.PUBLIC_URL.startsWith('https://'), now });
  await registerLimits(app, { config, db: database.db, now });
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
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const startedAt = Date.now();
  registerHealthRoutes(app, { database, version: APP_VERSION, startedAt });
  registerSuggestRoutes(app, database.db);
  registerAuthRoutes(app, authDeps);
  // Salary stats answers (ADR 008); a member's new contribution clears them so it shows at once
  // on this server (others see it within the minute the answers live).
  const salaryStatsCache = new TtlCache<api.SalaryStats>(60_000, 2_000);
  registerSalaryRoutes(app, {
    db: database.db,
    minSlice: config.MIN_SLICE,
    fx: { usdInr: config.FX_USD_INR, asOf: config.FX_AS_OF },
    now,
    cache: salaryStatsCache,
  });
  registerInsightsRoutes(app, { db: database.db, minSlice: config.MIN_SLICE, now, cache: new TtlCache(60_000, 2_000) });
  registerProfileRoutes(app, { db: database.db, now, storage, log: app.log, secureCookies: config.PUBLIC_URL.startsWith('https://') });
  registerContributionRoutes(app, { db: database.db, now, recordsChanged: () => salaryStatsCache.clear() });
  registerVoucherRoutes(app, { db: database.db, config, now });
  registerExtensionRoutes(app, { db: database.db, now });
  registerAccountRoutes(app, authDeps);
  registerReferralRoutes(app, { config, now });
  registerDiscourseRoutes(app, { db: database.db, config });
  registerNegotiationRoutes(app, { db: database.db });
  registerVerificationRoutes(app, {
    db: database.db,
    now,
    storage,
    mail,
    publicUrl: config.PUBLIC_URL,
    minSlice: config.MIN_SLICE,
    cache: new TtlCache(60_000, 10),
    log: app.log,
  });
  registerOidcRoutes(app, authDeps);
  registerOffersRoutes(app, { db: database.db, now, config, recordsChanged: () => salaryStatsCache.clear() });
  registerSiteRoutes(app, { config, db: database.db });

  if (deps.web) await registerSsr(app, { config, dev: deps.web === 'dev' });

  return app;
}
