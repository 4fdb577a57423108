import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { mailDir } from '../playwright.config';

/** Undo quoted-printable: soft line breaks and =XX escapes (nodemailer uses it for long lines). */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export interface ReceivedMail {
  to: string;
  subject: string;
  body: string;
}

function readAll(): ReceivedMail[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = readFileSync(path.join(mailDir, f), 'utf8');
      return {
        to: /^X-Envelope-To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        body: decodeQuotedPrintable(raw),
      };
    });
}

/** The newest mail to `to`, waiting for it to arrive over SMTP. */
export async function waitForMail(to: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readAll()
          .filter((m) => m.to === to.toLowerCase())
          .at(-1);
        return Boolean(found);
      },
      { timeout: 10_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The first link to this site's given path in a mail body. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${pathPrefix.replace(/[/?]/g, (c) => `\\${c}`)}[^\\s"<>]*`).exec(mail.body);
  if (!match) throw new Error(`no ${pathPrefix} link in mail to ${mail.to}:\n${mail.body}`);
  return match[0].replace(/&amp;/g, '&');
}
