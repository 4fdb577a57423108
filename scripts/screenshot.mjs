// Screenshots a page in Debian's Chromium, for looking at what we build:
//   node scripts/screenshot.mjs <url> <out.png> [--theme light|cosmic] [--width 1280] [--full]
//                                [--as <email> --data-dir <server DATA_DIR>] [--session <token>]
// With --as, signs in first by magic link, read from the server's file outbox (no SMTP_URL set).
// With --session, uses that session token as the sign-in cookie (many screenshots, one sign-in:
// sign-in links are limited to 5 per email in 15 minutes).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const [url, out, ...rest] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [--theme light|cosmic] [--width 1280] [--full]');
  process.exit(2);
}
const flag = (name, fallback) => {
  const i = rest.indexOf(`--${name}`);
  return i === -1 ? fallback : rest[i + 1];
};
const theme = flag('theme', 'light');
const width = Number(flag('width', '1280'));

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width, height: 900 } });
await page.addInitScript((t) => localStorage.setItem('paysight-theme', t), theme);
const email = flag('as', undefined);
const session = flag('session', undefined);
if (session) await page.context().addCookies([{ name: 'tyler', value: session, url: new URL(url).origin }]);
else if (email) {
  const origin = new URL(url).origin;
  const res = await page.request.post(`${origin}/api/v1/mgk-login`, { data: { email, next: '/' } });
  if (!res.ok()) throw new Error(`sign-in link: ${res.status()} ${await res.text()}`);
  const outbox = path.join(flag('data-dir', './data'), 'outbox');
  const newest = readdirSync(outbox)
    .filter((f) => f.includes(email))
    .sort()
    .at(-1);
  const link = new URL(JSON.parse(readFileSync(path.join(outbox, newest), 'utf8')).link);
  await page.goto(`${origin}${link.pathname}${link.search}`);
  // The hand-off page moves on client-side after a second: no load event to wait for.
  await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000, waitUntil: 'commit' });
}
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: rest.includes('--full') });
await browser.close();
console.log(out);
