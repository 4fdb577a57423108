import path from 'node:path';
import type { Database, Db } from '@paysight/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Caches } from './caches.js';
import type { Config } from './config.js';
import type { EventBus } from './lib/events.js';
import type { StallMonitor } from './lib/event-loop.js';
import type { TaskDefinition } from './lib/tasks.js';
import type { WorkQueue } from './lib/work-queue.js';
import type { NotifyDeps } from './modules/notifications/notifications.service.js';
import type { Realtime } from './plugins/realtime.js';
import type { LlmProvider } from './providers/llm/llm.types.js';
import type { BankingProvider } from './providers/banking/banking.provider.js';
import type { MailProvider } from './providers/mail/mail.provider.js';
import type { PaymentProviders } from './providers/payments/payment-providers.js';
import type { FileStorage } from './providers/storage/storage.provider.js';
import { onePer } from './lib/one-per.js';

/**
 * What every module is given, built once per app by `buildApp` (docs/decisions/032): the database,
 * the clock, the configuration and the shared services. A module takes what it needs from here to
 * build its own deps; it never builds a provider, a cache or a queue of its own.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** The app's clock; tests move it. */
  now: () => Date;
  /** No figure from fewer than this many people (SPEC: MIN_SLICE). */
  minSlice: number;
  /** The configured rupee–dollar rate and its date. */
  fx: { usdInr: number; asOf: string };
  log: FastifyBaseLogger;
  events: EventBus;
  caches: Caches;
  mail: MailProvider;
  storage: FileStorage;
  llm: LlmProvider;
  payments: PaymentProviders;
  /** Bank linking (the vault): Plaid when configured, else the offline sandbox. */
  banking: BankingProvider;
  /** What raising a notification needs (modules/notifications: notify). */
  notifications: NotifyDeps;
  realtime: Realtime;
  /** The durable work queue (ADR 024): modules add handlers, the task runner polls it. */
  queue: WorkQueue;
  /** When the server started (health). */
  startedAt: number;
  /** The event loop's longest recent block (health, the bench; lib/event-loop.ts). */
  stalls: StallMonitor;
}

/**
 * A module's entry (`modules/<name>/<name>.module.ts`): its routes and its background tasks, in one
 * place. `buildApp` registers every entry of `modules/index.ts` in order and hands every task to
 * the one task runner; adding a module edits that list and nothing else of the composition root.
 */
export interface AppModule {
  name: string;
  /** Registers the module's routes (and any hook of its own) on the app. */
  register(app: FastifyInstance, ctx: AppContext): void | Promise<void>;
  /** The module's background tasks (lib/tasks.ts), given the same context (and the app, to ask itself). */
  tasks?(ctx: AppContext, app: FastifyInstance): TaskDefinition[];
}

export const defineModule = (module: AppModule): AppModule => module;

/**
 * A module's reference files (RESEARCH_DATA_DIR, shipped with the product) imported in the
 * background at start, while the server already answers; none when the folder is not configured.
 */
export function referenceDataTasks(
  name: string,
  description: string,
  importFolder: (db: Db, dir: string, log: FastifyBaseLogger) => Promise<unknown>,
): (ctx: AppContext) => TaskDefinition[] {
  return (ctx) => {
    const dir = ctx.config.RESEARCH_DATA_DIR;
    if (!dir) return [];
    return [{ name, description, when: 'background', run: () => importFolder(ctx.db, path.resolve(dir), ctx.log) }];
  };
}

/** The named parts of the context as they are, for a module's deps. */
export function contextParts<const K extends keyof AppContext>(ctx: AppContext, ...keys: K[]): Pick<AppContext, K> {
  return Object.fromEntries(keys.map((key) => [key, ctx[key]])) as Pick<AppContext, K>;
}

/**
 * One instance per app of something several modules share (an in-memory index, a service with
 * state): the first module to ask builds it from the context, the others get the same one.
 */
export const perApp = <T>(create: (ctx: AppContext) => T): ((ctx: AppContext) => T) => onePer(create);
