import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { analyzeStaleTables, type Database } from '@paysight/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { APP_MODULES } from './app-modules.js';
import { createCaches } from './caches.js';
import type { Config } from './config.js';
import { registerAccess } from './http/access.js';
import { registerUploads } from './http/uploads.js';
import { bridgeEventsToRedis, createEventBus } from './lib/events.js';
import { createStallMonitor, STALL_BUDGET_MS } from './lib/event-loop.js';
import { createTaskRunner, type TaskDefinition, type TaskRunner } from './lib/tasks.js';
import { createWorkQueue, QUEUE_POLL_MS } from './lib/work-queue.js';
import { registerLimits } from './modules/limits/limits.plugin.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerRealtime, SESSION_SWEEP_MS } from './plugins/realtime.js';
import { registerSameOriginWrites } from './plugins/same-origin.js';
import { registerSecurity } from './plugins/security.js';
import { registerSession } from './plugins/session.js';
import { registerSsr } from './plugins/ssr.js';
import { WARM_UP_TASK } from './plugins/warm-up.js';
import { createLlmProvider } from './providers/llm/llm.provider.js';
import { bankingProviderOf } from './providers/banking/banking-providers.js';
import type { BankingProvider } from './providers/banking/banking.provider.js';
import { createMailProvider, type MailProvider } from './providers/mail/mail.provider.js';
import { paymentProvidersOf, type PaymentProviders } from './providers/payments/payment-providers.js';
import { createFileStorage, type FileStorage } from './providers/storage/storage.provider.js';
import { APP_VERSION } from './version.js';

export interface AppDeps {
  /** Let `app.startTasks()` start the background tasks (lib/tasks.ts); off under NODE_ENV=test, where tests run a task by name. */
  tasks?: boolean;
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
  /** Bank linking; default Plaid from its keys, else the offline sandbox. Tests pass theirs (pointed at a local fake). */
  banking?: BankingProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What every module was given (app-context.ts); tests reach a module's shared instances through it. */
    context: AppContext;
    /** Every background task of the app: tests run one with `tasks.run(name)` (lib/tasks.ts). */
    tasks: TaskRunner;
    /**
     * Runs the startup tasks (the demo data), then schedules the rest; a no-op with tasks off.
     * serve.ts calls it after ready() and before listen(): not in an onReady hook, which Fastify
     * times out after 10 s (a first demo load on PostgreSQL takes longer).
     */
    startTasks(): Promise<void>;
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
    // While the server drains on SIGTERM (lib/shutdown.ts), a request on a connection it already
    // holds is answered (with Connection: close), and so are a page's in-process API calls: never a 503.
    return503OnClosing: false,
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
  registerSameOriginWrites(app, { publicOrigin: config.origin });
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
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // swagger-ui sets style attributes from its script (the models' expanders, the layout): its own
    // policy allows inline styles, never inline scripts. Only the docs page has this policy.
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });

  // Modules meet through events (lib/events.ts); with REDIS_URL they reach the other servers too.
  const events = createEventBus(app.log);
  if (config.REDIS_URL) await bridgeEventsToRedis(events, config.REDIS_URL, app.log);
  app.addHook('onClose', () => events.close());
  const db = database.db;
  // The socket (socket.io on this HTTP server); modules raise notifications through
  // `context.notifications` (modules/notifications: notify), which pushes through it.
  const realtime = await registerRealtime(app, { db, now, origin: config.origin, redisUrl: config.REDIS_URL, log: app.log });
  const inFlight = new Map<string, string>();
  app.addHook(
    'onRequest',
    async (request) => void inFlight.set(request.id, `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`),
  );
  app.addHook('onResponse', async (request) => void inFlight.delete(request.id));
  app.addHook('onRequestAbort', async (request) => void inFlight.delete(request.id));
  const context: AppContext = {
    config,
    database,
    db,
    now,
    minSlice: config.MIN_SLICE,
    fx: { usdInr: config.FX_USD_INR, asOf: config.FX_AS_OF },
    log: app.log,
    events,
    caches: createCaches({ now, events }),
    mail,
    storage,
    // The writer of AI analysis and the roast: the OpenAI-compatible endpoint when LLM_BASE_URL is set, else the offline templates (ADR 025).
    llm: createLlmProvider({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, log: app.log }),
    payments: deps.payments ?? paymentProvidersOf(config, now),
    banking: deps.banking ?? bankingProviderOf(config),
    notifications: { db, now, push: realtime.push },
    realtime,
    queue: createWorkQueue({ db, now, log: app.log }),
    startedAt: Date.now(),
    // A block of the event loop over the budget is logged with what was under way when it ended:
    // the requests in flight (by route) and the tasks running; one of them held the loop.
    // Blocks while the server starts (loading code, migrations) keep no request waiting: not logged.
    stalls: createStallMonitor(
      (ms) =>
        app.server.listening &&
        app.log.warn(
          { stallMs: ms, requests: [...inFlight.values()].slice(0, 8), tasks: app.hasDecorator('tasks') ? app.tasks.runningNow() : [] },
          `event loop blocked for over ${STALL_BUDGET_MS} ms`,
        ),
    ),
  };
  app.decorate('context', context);
  app.addHook('onClose', () => context.stalls.stop());

  // Each module registers its own routes (access and quotas are declared on the contract's routes)
  // and declares its background tasks; the app's own tasks come first.
  const tasks: TaskDefinition[] = [
    {
      name: 'work-queue.poll',
      description: 'Runs due tasks of the durable work queue (hunt runs, apply packs, cluster tasks; ADR 024).',
      when: 'every',
      everyMs: QUEUE_POLL_MS,
      run: () => context.queue.runDue(),
    },
    {
      name: 'realtime.session-sweep',
      description: "Closes this server's sockets whose session ended elsewhere (a sign-out everywhere, a block).",
      when: 'every',
      everyMs: SESSION_SWEEP_MS,
      run: () => realtime.sweepSessions(),
    },
  ];
  for (const module of APP_MODULES) {
    await module.register(app, context);
    tasks.push(...(module.tasks?.(context, app) ?? []));
  }
  tasks.push({
    name: 'database.analyze',
    description:
      "Updates the query planner's statistics of tables never analyzed or much changed since (PGlite has no autovacuum), after the demo data and before the server answers.",
    when: 'startup',
    run: async () => {
      const analyzed = await analyzeStaleTables(db);
      if (analyzed.length > 0) app.log.info({ tables: analyzed.length }, 'planner statistics updated');
      return analyzed;
    },
  });
  // The pages (after the API's routes): a production build adds the startup task that renders each
  // kind of page once before the server answers.
  if (deps.web) {
    const { warmUp } = await registerSsr(app, { config, dev: deps.web === 'dev', events, now });
    if (deps.web === 'build')
      tasks.push({
        name: WARM_UP_TASK,
        description:
          "Renders each kind of page once (the home page, the salary, company and comparison pages it links to, and the other public pages) before the server answers: a page's first render runs cold code, which held the event loop for 100–275 ms under the first visitors.",
        when: 'startup',
        run: warmUp,
      });
  }
  const runner = createTaskRunner({ tasks, queue: context.queue, now, log: app.log });
  app.decorate('tasks', runner);
  const tasksOn = deps.tasks ?? config.NODE_ENV !== 'test';
  app.decorate('startTasks', () => (tasksOn ? runner.start() : Promise.resolve()));
  if (tasksOn) app.addHook('onClose', () => runner.stop());

  return app;
}
