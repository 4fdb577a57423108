import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the mail exists for; the offline outbox logs it so a developer can follow it. */
  link?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

/** Sends mail. One interface; SMTP in production, a file outbox offline. */
export interface MailProvider {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailProvider(smtpUrl: string, from: string): MailProvider {
  // Loaded only when SMTP is configured (the offline outbox needs none of it).
  const transport = import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
  transport.catch(() => undefined); // a failed load surfaces on the first send, not as an unhandled rejection
  return {
    kind: 'smtp',
    async send(message) {
      await (
        await transport
      ).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
  };
}

/** Writes each mail as JSON to DATA_DIR/outbox/ and logs its link: sign-in works with no mail server. */
export function createOutboxMailProvider(outboxDir: string, from: string, log: FastifyBaseLogger): MailProvider {
  return {
    kind: 'outbox',
    async send(message) {
      mkdirSync(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^a-z0-9@._-]/gi, '_')}.json`,
      );
      writeFileSync(file, JSON.stringify({ from, ...message }, null, 2), { mode: 0o600 });
      // Outbox mode is for machines without SMTP (development): the link is the point of the mail.
      log.info({ to: message.to, file, link: message.link }, 'mail written to outbox');
    },
  };
}

export function createMailProvider(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): MailProvider {
  return options.smtpUrl
    ? createSmtpMailProvider(options.smtpUrl, options.from)
    : createOutboxMailProvider(path.join(options.dataDir, 'outbox'), options.from, options.log);
}
