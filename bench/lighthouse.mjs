// Section 6: Lighthouse itself (mobile profile: simulated slow 4G, 4× CPU) on one page of every
// public kind. Lighthouse is not one of the project's dependencies (it is a measuring tool of about
// 200 packages the product never runs): the bench installs the pinned version from the npm registry
// into a folder of its own outside the project (LIGHTHOUSE_DIR, default <tmp>/paysight-lighthouse-
// <version>) the first time, and reuses it after. On its own it measures any running server:
//
//   node bench/lighthouse.mjs http://127.0.0.1:3414 [path ...]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { COMPARE_PAGE, fmt, get, SALARY_PAGE, table } from './lib.mjs';

/** The version the figures were taken with (Lighthouse 12); pinned so runs compare. */
export const LIGHTHOUSE_VERSION = '12.8.2';
const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR ?? path.join(os.tmpdir(), `paysight-lighthouse-${LIGHTHOUSE_VERSION}`);
const CLI = path.join(LIGHTHOUSE_DIR, 'node_modules/lighthouse/cli/index.js');

const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));

/** Issue 26's targets per page. */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, fcpMs: 1800, lcpMs: 2500, tbtMs: 150, cls: 0.05 };

/** Pages the sitemap does not list that a first visit meets (sign-in, career, a comparison). */
const EXTRA_PAGES = ['/auth/login', '/career', COMPARE_PAGE, SALARY_PAGE];

/** Installs Lighthouse once into its own folder; returns null when it is there, else why it cannot be. */
export function ensureLighthouse() {
  if (existsSync(CLI)) return null;
  mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const res = spawnSync(
    npm,
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--prefix',
      LIGHTHOUSE_DIR,
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ],
    { encoding: 'utf8', timeout: 300_000 },
  );
  if (res.status === 0 && existsSync(CLI)) return null;
  rmSync(LIGHTHOUSE_DIR, { recursive: true, force: true });
  return `npm install lighthouse@${LIGHTHOUSE_VERSION} failed: ${(res.stderr || res.error?.message || '').trim().split('\n').slice(-3).join(' ')}`;
}

/** A URL's kind: its path with the slugs in it replaced (one page of each kind is measured). */
const kindOf = (pathname) =>
  pathname
    .replace(/\/(salary|company)\/[a-z0-9-]+(--[a-z0-9-]+)+$/, '/$1/X--Y')
    .replace(/\/(salary|company|jobs|switch)\/[a-z0-9-]+$/, '/$1/X')
    .replace(/\/compare\/companies\/.+$/, '/compare/companies/X');

/** One page of each kind in the sitemap, and EXTRA_PAGES; LIGHTHOUSE_PAGES (comma-separated paths) names them instead. */
export async function lighthousePages(base) {
  if (process.env.LIGHTHOUSE_PAGES) return process.env.LIGHTHOUSE_PAGES.split(',').map((p) => p.trim());
  const res = await get(`${base}/sitemap.xml`);
  const urls =
    res.status === 200 ? [...res.body.toString('utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname) : ['/'];
  const byKind = new Map();
  for (const p of [...urls, ...EXTRA_PAGES]) if (!byKind.has(kindOf(p))) byKind.set(kindOf(p), p);
  return [...byKind.values()];
}

/** Runs Lighthouse on one page; the figures the issue names, or the error. */
function audit(base, pagePath) {
  const res = spawnSync(
    process.execPath,
    [
      CLI,
      `${base}${pagePath}`,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility',
      '--quiet',
      `--chrome-flags=--headless ${chromiumArgs.join(' ')}`,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 180_000, env: { ...process.env, CHROME_PATH: chromiumPath } },
  );
  if (res.status !== 0)
    return { path: pagePath, error: (res.stderr || res.error?.message || `exit ${res.status}`).trim().split('\n').slice(-2).join(' ') };
  const lhr = JSON.parse(res.stdout);
  const a = lhr.audits;
  const num = (id) => a[id]?.numericValue ?? NaN;
  return {
    path: pagePath,
    error: lhr.runtimeError?.message ?? null,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    transferBytes: num('total-byte-weight'),
    renderBlockingMs: num('render-blocking-resources'),
  };
}

export function meetsTargets(r) {
  const t = LIGHTHOUSE_TARGETS;
  return (
    !r.error &&
    r.performance >= t.performance &&
    r.accessibility >= t.accessibility &&
    r.fcpMs <= t.fcpMs &&
    r.lcpMs <= t.lcpMs &&
    r.tbtMs <= t.tbtMs &&
    r.cls <= t.cls
  );
}

/** Section 6: every page's figures, or why Lighthouse could not run. */
export async function lighthouse(base, { pages, log = () => {} } = {}) {
  const unavailable = ensureLighthouse();
  if (unavailable) return { version: LIGHTHOUSE_VERSION, unavailable, pages: [] };
  const list = pages ?? (await lighthousePages(base));
  const results = [];
  for (const p of list) {
    log(`lighthouse ${p}`);
    // LIGHTHOUSE_RUNS runs a page (default 1) and keeps the median by performance; a run that
    // failed to record (Lighthouse's own trace errors, NO_NAVSTART now and then) is tried twice more.
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      let r = audit(base, p);
      for (let retry = 0; r.error && retry < 2; retry++) r = audit(base, p);
      runs.push(r);
    }
    const ok = runs.filter((r) => !r.error).sort((x, y) => x.performance - y.performance);
    results.push(ok.length ? ok[Math.floor((ok.length - 1) / 2)] : runs[0]);
  }
  return { version: LIGHTHOUSE_VERSION, unavailable: null, pages: results };
}

export function reportLighthouse(lh, title) {
  const t = LIGHTHOUSE_TARGETS;
  if (lh.unavailable) {
    console.log(`\n${title}: not measured (${lh.unavailable})`);
    return;
  }
  table(
    `${title} (Lighthouse ${lh.version}, mobile profile: simulated slow 4G, 4x CPU; targets: performance >= ${t.performance}, accessibility ${t.accessibility}, FCP <= ${t.fcpMs} ms, LCP <= ${t.lcpMs} ms, TBT <= ${t.tbtMs} ms, CLS <= ${t.cls})`,
    ['page', 'perf', 'a11y', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'transfer KB', ''],
    lh.pages.map((r) =>
      r.error && r.performance === undefined
        ? [r.path, '', '', '', '', '', '', '', `ERROR ${r.error}`]
        : [
            r.path,
            r.performance,
            r.accessibility,
            fmt(r.fcpMs, 0),
            fmt(r.lcpMs, 0),
            fmt(r.tbtMs, 0),
            fmt(r.cls, 3),
            fmt(r.transferBytes / 1024, 0),
            meetsTargets(r) ? 'PASS' : 'OVER',
          ],
    ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base, ...pages] = process.argv.slice(2);
  if (!base) {
    console.error('usage: node bench/lighthouse.mjs <base URL> [path ...]');
    process.exit(2);
  }
  const lh = await lighthouse(base, { pages: pages.length ? pages : undefined, log: (l) => process.stderr.write(`${l}\n`) });
  reportLighthouse(lh, '6. Lighthouse');
}
