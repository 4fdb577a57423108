// Screenshots a page in Debian's Chromium, for looking at what we build:
//   node scripts/screenshot.mjs <url> <out.png> [--theme light|cosmic] [--width 1280] [--full]
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
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: rest.includes('--full') });
await browser.close();
console.log(out);
