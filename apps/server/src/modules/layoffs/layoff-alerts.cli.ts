import path from 'node:path';
import type { Db } from '@paysight/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { createMailProvider } from '../../providers/mail/mail.provider.js';
import { deliverLayoffAlerts } from './layoff-alerts.service.js';

/** What a command prints for the log lines a service writes (no JSON, no stack). */
const consoleLog = {
  info: () => undefined,
  warn: (obj: object, msg: string) => console.warn(`Warning: ${msg}`, obj),
  error: (obj: object, msg: string) => console.error(`Error: ${msg}`, (obj as { err?: Error }).err?.message ?? ''),
};

/**
 * A command that imported WARN notices (`npm run import -- --format warn`, `npm run layoffs:sync`)
 * sends the alerts its import queued, as the server would: the mail through the configured SMTP
 * server or the DATA_DIR outbox, the notification stored (members' open pages see it at their
 * next read; a running server's `layoffs.alerts` task sends whatever this could not).
 */
export async function deliverAlertsFromCommand(db: Db, config: Config, dataDir: string): Promise<{ delivered: number; failed: number }> {
  const log = { ...consoleLog, child: () => log } as unknown as FastifyBaseLogger;
  const mail = createMailProvider({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: path.resolve(dataDir), log });
  const now = () => new Date();
  return deliverLayoffAlerts({
    db,
    now,
    mail,
    notifications: { db, now, push: () => undefined },
    origin: config.origin,
    log,
  });
}
