// Paysight benchmark suite. `npm run bench` builds first, then runs this file.
// Every figure is printed next to a baseline measured in the same run; read the ratios, not the
// absolute numbers (the machine is shared and noisy). See bench/README.md.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { contributionWrites, CONTRIBUTION_MEMBERS, reportContributions } from './contributions.mjs';
import { lighthouse, lighthousePages, reportLighthouse } from './lighthouse.mjs';
import { reportStalls, stallsUnderLoad } from './stalls.mjs';
import { buildAndPrepare } from '../scripts/build-and-prepare.mjs';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  fmt,
  fmtRatio,
  forkTracked,
  freePort,
  get,
  installExitHandlers,
  median,
  nextMessage,
  onExit,
  percentile,
  ratio,
  rssKb,
  SALARY_PAGE,
  spawnTracked,
  stopChild,
  table,
  waitFor200,
} from './lib.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_BUILD = path.join(ROOT, 'apps/web/build');
const RESULTS_DIR = path.join(ROOT, 'bench/results');

const CONNECTIONS = 10;
const WARMUP_S = 1;
const DURATION_S = 5;
const TTFB_SAMPLES = 50;
const TTFB_WARMUP = 5;
const START_RUNS = 3;
const NODE_BASELINE_RUNS = 5;
const JS_BUDGET_KB = 150;
const START_TARGET_S = 3;
/** The build's time when this run made it (`--build`), else null. */
/** `--build`: the build and the demo data's load beside it (scripts/build-and-prepare.mjs), as a first `npm start` does them. */
let firstNpmStart = null;
const HOST = '127.0.0.1';
/** Demo salary records for the run; the issue's target is measured with 1,000,000 (BENCH_RECORDS=1000000). */
const SEED_RECORDS = Number(process.env.BENCH_RECORDS ?? 200_000);
const SALARY_SLICES = 60;
/**
 * With BENCH_DATABASE_URL (a PostgreSQL server), the run uses a database of its own there,
 * `paysight_bench`, made afresh at the start and dropped at the end; without it, PGlite in a temp folder.
 */
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
const BENCH_DATABASE = 'paysight_bench';
/** Socket fan-out (section 7): connected clients, measured rounds (after one warm-up), the p99 target. */
const SOCKET_CLIENTS = Number(process.env.BENCH_SOCKET_CLIENTS ?? 1000);
const SOCKET_ROUNDS = 3;
const SOCKET_P99_TARGET_MS = 100;

installExitHandlers();

/** The bench's own database on BENCH_DATABASE_URL's server; `create` makes it afresh, otherwise it is dropped. */
async function benchDatabase(create) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    if (create) await admin.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

let serverDatabaseUrl = '';

/** Environment for the server: ours wins, and config that would change what we measure is cleared. */
function serverEnv(port, dataDir) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST,
    PORT: String(port),
    PUBLIC_URL: `http://${HOST}:${port}`,
    DATA_DIR: dataDir,
    // PGlite in DATA_DIR unless BENCH_DATABASE_URL is given; never DATABASE_URL from the caller's shell.
    DATABASE_URL: serverDatabaseUrl,
    DEMO_DATA: 'on', // the suggest endpoint needs rows to search
    SEED_RECORDS: String(SEED_RECORDS),
    SEARCH_LIMIT_ANON: '0', // the bench is one anonymous visitor making thousands of searches
    GA_MEASUREMENT_ID: '',
    CLARITY_PROJECT_ID: '',
    ADSENSE_CLIENT_ID: '',
    CRISP_WEBSITE_ID: '',
  };
}

async function startServer(dataDir, extraEnv = {}) {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const t0 = performance.now();
  // BENCH_SERVER_NODE_FLAGS: node flags for the measured servers, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to see where a section's time goes (NODE_OPTIONS refuses --cpu-prof).
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawnTracked(process.execPath, [...flags, SERVER_ENTRY], { cwd: ROOT, env: { ...serverEnv(port, dataDir), ...extraEnv } });
  return { child, port, base, t0 };
}

/**
 * A server of its own on the run's database (`env` beside the usual), once its health answers:
 * `use(server)`'s answer, the server stopped after it whatever happens.
 */
async function withServer(dataDir, { env = {}, timeoutMs = 120_000 }, use) {
  const server = await startServer(dataDir, env);
  try {
    await waitFor200(`${server.base}/api/v1/health`, { t0: server.t0, timeoutMs, child: server.child });
    return await use(server);
  } finally {
    await stopChild(server.child);
  }
}

/** A first start on the run's database, which loads its demo records (sections run alone need them there). */
const loadDemoData = (dataDir, env = {}) => withServer(dataDir, { env, timeoutMs: 1_200_000 }, async () => undefined);

/**
 * Runs a seed script (bench/*-seed.ts) on the run's database while no server runs, with `env` beside
 * DATA_DIR and DATABASE_URL; returns what it wrote to `file` (its results: tokens, names, timings).
 */
async function runSeed(script, dataDir, file, env) {
  const seed = spawnTracked(process.execPath, ['--import', 'tsx', `bench/${script}`], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: serverDatabaseUrl, ...env },
  });
  const seeded = await seed.exited;
  if (seeded.code !== 0) throw new Error(`${script} failed (${seeded.code ?? seeded.signal}):\n${seed.tail.join('\n')}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

// ---------------------------------------------------------------------------------------------
// 1. Throughput

async function cannon(url, seconds, paths) {
  const latencies = [];
  // With `paths`, each connection cycles through them (the typeahead mix); otherwise one URL.
  const requests = paths?.map((p) => ({ method: 'GET', path: p }));
  const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, ...(requests ? { requests } : {}) });
  // autocannon's own histogram has 1 ms resolution; keep every 2xx latency for sub-ms percentiles.
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const r = await instance;
  return {
    url,
    reqPerSec: r.requests.average,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    autocannon: { reqPerSecMean: r.requests.average, latencyP50: r.latency.p50, latencyP99: r.latency.p99, latencyMean: r.latency.average },
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerSec: r.throughput.average,
    latencies,
  };
}

/**
 * What a search box sends while someone types: prefixes, whole names, typos, short forms, a
 * region, an empty box (most popular), and the other suggest calls. Connections cycle through it.
 */
const TYPEAHEAD_MIX = [
  '/api/v1/suggest/company?q=goo',
  '/api/v1/suggest/company?q=g&limit=5',
  '/api/v1/suggest/company?q=gogle&limit=5',
  '/api/v1/suggest/company?q=infosis&limit=5',
  '/api/v1/suggest/company?q=tata%20consultnacy&limit=5',
  '/api/v1/suggest/company?q=tcs&limit=5',
  '/api/v1/suggest/company?q=tech&region=us&src=salary',
  '/api/v1/suggest/company?limit=12',
  '/api/v1/suggest/title?q=sofware%20engineer&limit=5',
  '/api/v1/suggest/title?q=eng&limit=5',
  '/api/v1/suggest/mc/title?q=data&region=in',
  '/api/v1/suggest/location?q=bangalore&region=in',
  '/api/v1/suggest/skill?q=pyth',
  '/api/v1/suggest/level?q=l5&company=google',
  '/api/v1/suggest/country?q=ind',
];

/** Section 1 on the first server: the API, a static file and pages from the page cache. */
const CACHED_TARGETS = [
  { name: 'health', path: '/api/v1/health' },
  { name: 'static', path: '/favicon.svg' },
  { name: 'suggest', path: '/api/v1/suggest/*', paths: TYPEAHEAD_MIX },
  { name: 'ssr /', path: '/' },
  { name: 'ssr salary', path: SALARY_PAGE },
  { name: 'ssr layoffs', path: '/layoffs' },
  { name: 'layoff map', path: '/api/v1/layoff/map' },
  { name: 'health (again)', path: '/api/v1/health' },
];

/**
 * Uncached pages, on a server with its page cache off (PAGE_CACHE_SECONDS=0): every request is a
 * render (its data calls still hit their warm caches). A query the page does not read can no
 * longer force one: the page cache keys on the query a page reads.
 */
const UNCACHED_TARGETS = [
  { name: 'health', path: '/api/v1/health' },
  { name: 'ssr / uncached', path: '/' },
  { name: 'ssr salary uncached', path: SALARY_PAGE },
  { name: 'ssr layoffs uncached', path: '/layoffs' },
  { name: 'health (again)', path: '/api/v1/health' },
];

async function throughput(base, targets) {
  // The baseline runs first and again last; ratios use both runs pooled, so a load change on the
  // shared machine during the run hits the baseline too, and the drift between them is printed.
  const runs = {};
  for (const t of targets) {
    let probe;
    for (const p of (t.paths ?? [t.path]).slice(0, 20)) {
      probe = await get(base + p);
      if (probe.status !== 200) throw new Error(`GET ${p} answered ${probe.status}: ${probe.body.toString().slice(0, 300)}`);
    }
    process.stderr.write(`bench: load ${t.path} (${WARMUP_S}s warm-up + ${DURATION_S}s)\n`);
    const load = (seconds) => (t.paths ? cannon(base, seconds, t.paths) : cannon(base + t.path, seconds));
    await load(WARMUP_S);
    runs[t.name] = { path: t.path, responseBytes: probe.body.length, ...(await load(DURATION_S)) };
  }
  const [h1, h2] = [runs.health, runs['health (again)']];
  const pooled = [...h1.latencies, ...h2.latencies];
  const baseline = {
    reqPerSec: (h1.reqPerSec + h2.reqPerSec) / 2,
    p50: percentile(pooled, 50),
    p99: percentile(pooled, 99),
    driftReqPerSec: ratio(h2.reqPerSec, h1.reqPerSec) - 1,
  };
  for (const r of Object.values(runs)) {
    r.ratioReqPerSec = ratio(r.reqPerSec, baseline.reqPerSec);
    r.ratioP50 = ratio(r.p50, baseline.p50);
    r.ratioP99 = ratio(r.p99, baseline.p99);
    r.latencyCount = r.latencies.length;
    delete r.latencies;
  }
  return { baseline, runs };
}

/** UNCACHED_TARGETS on a server of their own (the page cache off), with its own health baseline. */
async function uncachedPages(dataDir) {
  return withServer(dataDir, { env: { PAGE_CACHE_SECONDS: '0' } }, async (server) => {
    return await throughput(server.base, UNCACHED_TARGETS);
  });
}

// ---------------------------------------------------------------------------------------------
// 1b. Salary stats: the first (uncached) hit of many slices, then those slices warm.

async function salarySlices(base) {
  const companies = JSON.parse((await get(`${base}/api/v1/suggest/company?limit=25&region=us`)).body.toString()).data;
  const titles = JSON.parse((await get(`${base}/api/v1/suggest/title?limit=25`)).body.toString()).data;
  const paths = companies.flatMap((c) => titles.map((t) => `/api/v1/us/salary/${c.slug}--${t.slug}`));
  const firstHits = [];
  const slices = [];
  for (const p of paths) {
    if (slices.length >= SALARY_SLICES) break;
    const r = await get(base + p);
    if (r.status === 200) {
      firstHits.push(r.total);
      slices.push(p);
    }
  }
  return { slices, firstHitP50: percentile(firstHits, 50), firstHitP95: percentile(firstHits, 95) };
}

async function salaryWarm(base, slices) {
  const latencies = [];
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: slices.map((p) => ({ method: 'GET', path: p })),
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const r = await instance;
  return { reqPerSec: r.requests.average, p50: percentile(latencies, 50), p99: percentile(latencies, 99), non2xx: r.non2xx };
}

// ---------------------------------------------------------------------------------------------
// 2. Page weight

/**
 * What the browser fetches to show a page: the HTML's stylesheets, module preloads, script srcs and
 * the inline module script's static imports, then every chunk those import statically (dynamic
 * import() is left out: it loads on interaction). Route modules named only in React Router's
 * manifest JSON (routes the visitor might navigate to) are not fetched, so they do not count.
 */
const TAG_RE = /<(?:link|script)\b[^>]*?\b(?:href|src)="((?:https?:\/\/[^"/]+)?\/assets\/[^"?#]+?\.(?:js|css))[^"]*"[^>]*>/g;
const INLINE_IMPORT_RE = /\bimport\s+(?:[\w*{}\s,]+\s+from\s+)?"(\/assets\/[^"]+?\.js)"/g;
const CHUNK_IMPORT_RE = /(?:\bfrom|\bimport)\s*"(\.\/[^"]+?\.js)"/g;

async function pageWeight(base, pagePath) {
  const res = await get(base + pagePath);
  if (res.status !== 200) return { path: pagePath, status: res.status, built: false };
  const html = res.body.toString('utf8');
  const queue = [...html.matchAll(TAG_RE), ...html.matchAll(INLINE_IMPORT_RE)].map((m) => m[1].replace(/^https?:\/\/[^/]+/, ''));
  const seen = new Set();
  const assets = [];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const a = await get(base + url);
    if (a.status !== 200) throw new Error(`${pagePath} references ${url}, which answered ${a.status}`);
    assets.push({ url, kind: url.endsWith('.css') ? 'css' : 'js', bytes: a.body.length, gzBytes: gzipSync(a.body, { level: 9 }).length });
    if (url.endsWith('.js')) {
      for (const m of a.body.toString('utf8').matchAll(CHUNK_IMPORT_RE)) queue.push(new URL(m[1], `http://x${url}`).pathname);
    }
  }
  assets.sort((x, y) => x.url.localeCompare(y.url));
  const sum = (kind, key) => assets.filter((a) => a.kind === kind).reduce((s, a) => s + a[key], 0);
  const jsGz = sum('js', 'gzBytes');
  return {
    path: pagePath,
    status: 200,
    built: true,
    htmlBytes: res.body.length,
    htmlGzBytes: gzipSync(res.body, { level: 9 }).length,
    jsBytes: sum('js', 'bytes'),
    jsGzBytes: jsGz,
    cssBytes: sum('css', 'bytes'),
    cssGzBytes: sum('css', 'gzBytes'),
    jsBudgetKB: JS_BUDGET_KB,
    jsBudget: jsGz / 1024 <= JS_BUDGET_KB ? 'PASS' : 'OVER',
    assets: assets.sort((a, b) => b.gzBytes - a.gzBytes),
  };
}

// ---------------------------------------------------------------------------------------------
// 3. Time to first byte

async function ttfb(base) {
  const targets = { page: '/', salary: SALARY_PAGE, favicon: '/favicon.svg' };
  for (let i = 0; i < TTFB_WARMUP; i++) for (const p of Object.values(targets)) await get(base + p);
  const samples = { page: [], salary: [], favicon: [] };
  // Alternate them so drift in machine load hits both alike. A new connection per request.
  for (let i = 0; i < TTFB_SAMPLES; i++) {
    for (const [name, p] of Object.entries(targets)) {
      const r = await get(base + p);
      if (r.status !== 200) throw new Error(`TTFB: GET ${p} answered ${r.status}`);
      samples[name].push(r.ttfb);
    }
  }
  const summary = (s) => ({ median: median(s), p90: percentile(s, 90), min: Math.min(...s), max: Math.max(...s), n: s.length });
  const page = summary(samples.page);
  const salary = summary(samples.salary);
  const favicon = summary(samples.favicon);
  return {
    page,
    salary,
    favicon,
    ratioMedian: ratio(page.median, favicon.median),
    salaryRatioMedian: ratio(salary.median, favicon.median),
  };
}

// ---------------------------------------------------------------------------------------------
// 4. Start time

async function nodeBaseline() {
  const t0 = performance.now();
  const child = spawnTracked(process.execPath, ['-e', '0'], { cwd: ROOT });
  const { code } = await child.exited;
  if (code !== 0) throw new Error(`node -e "0" exited ${code}`);
  return performance.now() - t0;
}

async function startTimes(dataDir) {
  // Baseline runs are interleaved with the server starts so both see the same machine load.
  const runs = [];
  const nodeRuns = [];
  for (let i = 0; i < START_RUNS; i++) {
    nodeRuns.push(await nodeBaseline());
    const s = await startServer(dataDir);
    try {
      runs.push(await waitFor200(`${s.base}/`, { t0: s.t0, intervalMs: 25, timeoutMs: 60_000, child: s.child }));
    } finally {
      await stopChild(s.child);
    }
  }
  while (nodeRuns.length < NODE_BASELINE_RUNS) nodeRuns.push(await nodeBaseline());
  const serverMs = median(runs);
  const nodeMs = median(nodeRuns);
  return {
    runsMs: runs,
    medianMs: serverMs,
    targetS: START_TARGET_S,
    target: serverMs / 1000 <= START_TARGET_S ? 'PASS' : 'OVER',
    nodeBaselineRunsMs: nodeRuns,
    nodeBaselineMedianMs: nodeMs,
    ratioToNode: ratio(serverMs, nodeMs),
  };
}

// ---------------------------------------------------------------------------------------------
// 12. Salary contributions at once (bench/contributions.mjs)

/** Section 12 on a fresh server, with members made by socket-seed.ts (section 7's, or `seed` ones). */
/** How long the contributions section lets a freshly started server finish its start-up reads. */
const CONTRIBUTION_SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 15_000);

async function contributions(dataDir, { seed = false } = {}) {
  const file = path.join(dataDir, 'socket-members.json');
  if (seed)
    await runSeed('socket-seed.ts', dataDir, file, { BENCH_SOCKET_CLIENTS: String(CONTRIBUTION_MEMBERS + 5), BENCH_SOCKET_FILE: file });
  const { members } = JSON.parse(readFileSync(file, 'utf8'));
  return withServer(dataDir, {}, async (server) => {
    // Members write on a running server: the first seconds after a start read every record into
    // the market index and the suggestion counts (section 4 times the start itself).
    await sleep(CONTRIBUTION_SETTLE_MS);
    return await contributionWrites(server.base, members);
  });
}

// ---------------------------------------------------------------------------------------------
// 13. Layoffs: the page and the map call under load are section 1's rows; the import is here.

/** California's WARN file imported into a database of its own (bench/warn-import.ts): dry run, first import, again. */
async function warnImport() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paysight-bench-warn-'));
  try {
    const file = path.join(dir, 'warn.json');
    return await runSeed('warn-import.ts', dir, file, { BENCH_WARN_FILE: file });
  } finally {
    if (!BENCH_DATABASE_URL) rmSync(dir, { recursive: true, force: true });
  }
}

function reportLayoffs(results) {
  const { dryRun, first, again } = results.warnImport;
  const tp = results.throughput;
  const un = results.uncached;
  const perSec = (r) => fmt(r.read / (r.ms / 1000), 0);
  table(
    `13. Layoffs (issue 27): /layoffs and the map call beside health (section 1), and California's WARN file (${first.read.toLocaleString('en-US')} rows) imported`,
    ['measure', 'value', 'baseline', 'ratio'],
    [
      [
        '/layoffs req/s (page cache)',
        fmt(tp.runs['ssr layoffs'].reqPerSec, 0),
        `health ${fmt(tp.baseline.reqPerSec, 0)}`,
        fmtRatio(tp.runs['ssr layoffs'].ratioReqPerSec),
      ],
      [
        '/layoffs req/s (uncached)',
        fmt(un.runs['ssr layoffs uncached'].reqPerSec, 0),
        `health ${fmt(un.baseline.reqPerSec, 0)}`,
        fmtRatio(un.runs['ssr layoffs uncached'].ratioReqPerSec),
      ],
      [
        '/layoffs p99 ms (uncached)',
        fmt(un.runs['ssr layoffs uncached'].p99),
        `health ${fmt(un.baseline.p99)}`,
        fmtRatio(un.runs['ssr layoffs uncached'].ratioP99),
      ],
      [
        'GET /layoff/map req/s',
        fmt(tp.runs['layoff map'].reqPerSec, 0),
        `health ${fmt(tp.baseline.reqPerSec, 0)}`,
        fmtRatio(tp.runs['layoff map'].ratioReqPerSec),
      ],
      ['import rows/s (first import, one transaction)', perSec(first), `dry run ${perSec(dryRun)}`, fmtRatio(ratio(first.ms, dryRun.ms))],
      ['  notices added / again', `${first.imported.toLocaleString('en-US')} / ${again.imported}`, '', ''],
      ['  second import ms (adds nothing)', fmt(again.ms, 0), `dry run ${fmt(dryRun.ms, 0)}`, fmtRatio(ratio(again.ms, dryRun.ms))],
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// 7. Socket fan-out

/**
 * SOCKET_CLIENTS members (made by bench/socket-seed.ts while no server runs) connect a socket each
 * from a separate process (bench/socket-clients.mjs); the admin then raises one notification for
 * every one of them (POST /admin/notifications: one insert, one push per member), a warm-up round
 * and SOCKET_ROUNDS measured ones. Delivery latency = the client's receipt − the notification's
 * dateCreated (the server's clock before the insert; one machine, one clock). Memory per socket =
 * the server's resident memory after connecting minus before, over the clients.
 */
async function socketFanout(dataDir) {
  const file = path.join(dataDir, 'socket-members.json');
  await runSeed('socket-seed.ts', dataDir, file, { BENCH_SOCKET_CLIENTS: String(SOCKET_CLIENTS), BENCH_SOCKET_FILE: file });

  const server = await startServer(dataDir);
  let clients;
  try {
    await waitFor200(`${server.base}/api/v1/health`, { t0: server.t0, timeoutMs: 120_000, child: server.child });
    await sleep(1_000);
    const rssBeforeKb = rssKb(server.child.pid);
    clients = forkTracked(path.join(ROOT, 'bench/socket-clients.mjs'), [], {
      cwd: ROOT,
      env: { ...process.env, BENCH_BASE: server.base, BENCH_SOCKET_FILE: file },
    });
    const connected = await nextMessage(clients, 'connected');
    await sleep(1_000);
    const rssAfterKb = rssKb(server.child.pid);
    const rounds = [];
    for (let round = 0; round <= SOCKET_ROUNDS; round++) {
      clients.send({ type: 'fire', round });
      const r = await nextMessage(clients, 'round', 60_000);
      if (r.status !== 200 || r.received !== SOCKET_CLIENTS) {
        process.stderr.write(
          `bench: fan-out round ${round}: HTTP ${r.status}, sent ${r.sent}, received ${r.received} of ${SOCKET_CLIENTS}\n`,
        );
      }
      rounds.push({ ...r, warmup: round === 0 });
    }
    clients.send({ type: 'close' });
    await clients.exited;
    const measured = rounds.filter((r) => !r.warmup);
    const latencies = measured.flatMap((r) => r.latencies);
    return {
      clients: connected.count,
      connectMs: connected.ms,
      rssBeforeKb,
      rssAfterKb,
      perSocketKb: (rssAfterKb - rssBeforeKb) / connected.count,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: Math.max(...latencies),
      received: measured.reduce((n, r) => n + r.received, 0),
      expected: SOCKET_ROUNDS * SOCKET_CLIENTS,
      requestMsMedian: median(measured.map((r) => r.requestMs)),
      allDeliveredMsMedian: median(measured.map((r) => r.allDeliveredMs)),
      rounds: rounds.map(({ latencies: l, ...r }) => ({ ...r, p99: percentile(l, 99) })),
    };
  } finally {
    if (clients) await stopChild(clients, 2_000);
    await stopChild(server.child);
  }
}

// ---------------------------------------------------------------------------------------------
// 8. JobGPT matching: one hunt against BENCH_JOBS listed jobs, and the jobs search under load.

const MATCH_JOBS = Number(process.env.BENCH_JOBS ?? 50_000);
const MATCH_SAMPLES = 200;
const MATCH_P95_TARGET_MS = 200;

/** One JSON call with fetch, timed from the call to the end of the body. */
async function timedJson(url, { method = 'GET', token, body } = {}) {
  const start = performance.now();
  const res = await fetch(url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json();
  return { status: res.status, json, ms: performance.now() - start };
}

/**
 * bench/jobs-seed.ts fills the database up to MATCH_JOBS listed jobs and makes a member (server
 * stopped); then, on a fresh server, the member starts a hunt for the most common title and asks
 * for matches MATCH_SAMPLES times in a row (each call scores every listed job: the member marks
 * nothing seen). The first call loads the match index and is reported apart. The health call, made
 * the same way between them, is the baseline. Then POST /jobs/search under load beside health.
 */
async function jobsMatching(dataDir) {
  const file = path.join(dataDir, 'jobs-bench.json');
  const { token, title, jobs } = await runSeed('jobs-seed.ts', dataDir, file, { BENCH_JOBS: String(MATCH_JOBS), BENCH_JOBS_FILE: file });

  return withServer(dataDir, {}, async (server) => {
    const hunt = await timedJson(`${server.base}/api/v1/job-hunts`, {
      method: 'POST',
      token,
      body: { name: 'Bench hunt', filters: { titles: [title] }, settings: {} },
    });
    if (hunt.status !== 200) throw new Error(`POST /job-hunts answered ${hunt.status}: ${JSON.stringify(hunt.json)}`);
    const match = () =>
      timedJson(`${server.base}/api/v1/jobs/match`, { method: 'POST', token, body: { jobHuntId: hunt.json.data.id, limit: 10 } });
    const first = await match();
    if (first.status !== 200) throw new Error(`POST /jobs/match answered ${first.status}: ${JSON.stringify(first.json)}`);
    const matchMs = [];
    const healthMs = [];
    for (let i = 0; i < MATCH_SAMPLES; i++) {
      healthMs.push((await timedJson(`${server.base}/api/v1/health`)).ms);
      matchMs.push((await match()).ms);
    }
    const searchBody = JSON.stringify({ title: 'engineer' });
    const load = async (seconds, opts) => {
      const latencies = [];
      const instance = autocannon({ url: server.base, connections: CONNECTIONS, duration: seconds, ...opts });
      instance.on('response', (_c, status, _b, ms) => {
        if (status >= 200 && status < 300) latencies.push(ms);
      });
      const r = await instance;
      return { reqPerSec: r.requests.average, p99: percentile(latencies, 99), non2xx: r.non2xx };
    };
    const health = { requests: [{ method: 'GET', path: '/api/v1/health' }] };
    const search = {
      requests: [{ method: 'POST', path: '/api/v1/jobs/search', headers: { 'content-type': 'application/json' }, body: searchBody }],
    };
    await load(WARMUP_S, search);
    const h1 = await load(DURATION_S, health);
    const s = await load(DURATION_S, search);
    const h2 = await load(DURATION_S, health);
    return {
      jobs,
      considered: first.json.data.considered,
      firstMs: first.ms,
      p50: percentile(matchMs, 50),
      p95: percentile(matchMs, 95),
      healthP50: percentile(healthMs, 50),
      healthP95: percentile(healthMs, 95),
      search: { ...s, healthP99: (h1.p99 + h2.p99) / 2, ratioP99: ratio(s.p99, (h1.p99 + h2.p99) / 2) },
    };
  });
}

// ---------------------------------------------------------------------------------------------

/** Section 2's tables: every page's weight, then the largest chunks of the home page. */
function reportWeight(weight) {
  const kb = (b) => fmt(b / 1024, 1);
  table(
    `2. Page weight (gzip -9 of every /assets/*.js|css the page loads before any interaction; JS budget ${JS_BUDGET_KB} KB)`,
    ['page', 'JS KB', 'JS gz KB', 'CSS KB', 'CSS gz KB', 'HTML gz KB', 'files', 'JS budget'],
    weight.map((w) =>
      w.built
        ? [
            w.path,
            kb(w.jsBytes),
            kb(w.jsGzBytes),
            kb(w.cssBytes),
            kb(w.cssGzBytes),
            kb(w.htmlGzBytes),
            w.assets.length,
            `${w.jsBudget} (${fmt((w.jsGzBytes / 1024 / JS_BUDGET_KB) * 100, 0)}%)`,
          ]
        : [w.path, w.status === 404 ? 'not built' : `HTTP ${w.status}`, '', '', '', '', '', ''],
    ),
  );
  const home = weight.find((w) => w.path === '/' && w.built);
  if (home) {
    table(
      '   largest chunks for / (gzip -9)',
      ['asset', 'raw KB', 'gz KB', 'share of gz'],
      home.assets
        .slice(0, 6)
        .map((a) => [
          a.url,
          kb(a.bytes),
          kb(a.gzBytes),
          `${fmt((a.gzBytes / (a.kind === 'js' ? home.jsGzBytes : home.cssGzBytes)) * 100, 0)}% of ${a.kind}`,
        ]),
    );
  }
}

/** Section 1a: the uncached salary page against its server's health call (issue 26). */
function reportUncached(un) {
  const salaryUncached = un.runs['ssr salary uncached'];
  table(
    `1a. Uncached salary page (issue 26: >= 0.5x health req/s, p99 <= 50 ms; ${SEED_RECORDS.toLocaleString('en-US')} records, ${BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    ['measure', 'value', 'target', ''],
    [
      ['health req/s (page cache off)', fmt(un.baseline.reqPerSec, 0), '', ''],
      ['salary page req/s', fmt(salaryUncached.reqPerSec, 0), '', ''],
      ['req/s vs health', fmtRatio(salaryUncached.ratioReqPerSec), '>= 0.5x', salaryUncached.ratioReqPerSec >= 0.5 ? 'PASS' : 'OVER'],
      ['p99 ms', fmt(salaryUncached.p99, 1), '<= 50', salaryUncached.p99 <= 50 ? 'PASS' : 'OVER'],
    ],
  );
}

function report(results) {
  const { throughput: tp, uncached: un, weight, ttfb: tt, startup: st } = results;

  const base = tp.baseline;
  const row = (label, r, isBaseline) => [
    label,
    fmt(r.reqPerSec, 0),
    fmt(r.p50, 2),
    fmt(r.p99, 2),
    r.non2xx ?? '',
    r.errors ?? '',
    isBaseline ? 'baseline' : fmtRatio(r.ratioReqPerSec),
    isBaseline ? 'baseline' : fmtRatio(r.ratioP50),
  ];
  table(
    `1. Throughput (autocannon, ${CONNECTIONS} connections, ${DURATION_S}s after ${WARMUP_S}s warm-up; baseline = health runs before + after, pooled)`,
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'req/s vs health', 'p50 vs health'],
    [
      row('/api/v1/health (1st run)', tp.runs.health, true),
      row('/api/v1/health (last run)', tp.runs['health (again)'], true),
      row('  health baseline (pooled)', base, true),
      row(`/api/v1/suggest/* typeahead mix (${TYPEAHEAD_MIX.length} URLs)`, tp.runs.suggest, false),
      row('/favicon.svg (static file)', tp.runs.static, false),
      row('/ (SSR, page cache)', tp.runs['ssr /'], false),
      row(`${SALARY_PAGE} (SSR, page cache)`, tp.runs['ssr salary'], false),
      row('/layoffs (SSR, page cache)', tp.runs['ssr layoffs'], false),
      row('/api/v1/layoff/map (the map call)', tp.runs['layoff map'], false),
      row('page cache off: /api/v1/health baseline (pooled)', un.baseline, true),
      row('  / (SSR, uncached)', un.runs['ssr / uncached'], false),
      row(`  ${SALARY_PAGE} (SSR, uncached)`, un.runs['ssr salary uncached'], false),
      row('  /layoffs (SSR, uncached)', un.runs['ssr layoffs uncached'], false),
    ],
  );
  reportUncached(un);
  const drift = base.driftReqPerSec;
  console.log(
    `   baseline drift (last vs 1st health run): ${drift >= 0 ? '+' : ''}${fmt(drift * 100, 0)}% req/s` +
      (Math.abs(drift) > 0.25 ? '  <- machine load changed during the run; treat these ratios as rough' : ''),
  );

  reportWeight(weight);

  table(
    `3. Time to first byte (${TTFB_SAMPLES} sequential requests each, new connection each, node:http)`,
    ['request', 'median ms', 'p90 ms', 'min ms', 'ratio'],
    [
      ['/favicon.svg (static, baseline)', fmt(tt.favicon.median), fmt(tt.favicon.p90), fmt(tt.favicon.min), 'baseline'],
      ['/ (SSR)', fmt(tt.page.median), fmt(tt.page.p90), fmt(tt.page.min), fmtRatio(tt.ratioMedian)],
      [`${SALARY_PAGE} (SSR + API)`, fmt(tt.salary.median), fmt(tt.salary.p90), fmt(tt.salary.min), fmtRatio(tt.salaryRatioMedian)],
    ],
  );

  table(
    `4. Start time (spawn -> first 200 from /, polling every 25 ms; target <= ${START_TARGET_S} s)`,
    ['process', 'median ms', 'runs ms', 'ratio', 'target'],
    [
      ['node -e "0" (baseline)', fmt(st.nodeBaselineMedianMs, 0), st.nodeBaselineRunsMs.map((v) => fmt(v, 0)).join(' / '), 'baseline', ''],
      [
        'node apps/server/dist/main.js',
        fmt(st.medianMs, 0),
        st.runsMs.map((v) => fmt(v, 0)).join(' / '),
        fmtRatio(st.ratioToNode),
        st.target,
      ],
      ...(firstNpmStart === null
        ? [[`first start, empty database (${SEED_RECORDS.toLocaleString('en-US')} demo records)`, fmt(results.firstStartMs, 0), '', '', '']]
        : [
            [
              `demo load beside the web build (${SEED_RECORDS.toLocaleString('en-US')} demo records)`,
              fmt(firstNpmStart.prepareMs ?? NaN, 0),
              '',
              '',
              '',
            ],
            ['first start after them', fmt(results.firstStartMs, 0), '', '', ''],
            [
              `fresh clone's first npm start: server build ${fmt(firstNpmStart.serverBuildMs, 0)} ms, web build ${fmt(firstNpmStart.webBuildMs, 0)} ms ` +
                `beside the demo load, then the first start (target <= ${FIRST_START_TARGET_S} s)`,
              fmt(firstNpmStart.totalMs + results.firstStartMs, 0),
              '',
              '',
              firstNpmStart.totalMs + results.firstStartMs <= FIRST_START_TARGET_S * 1000 ? 'PASS' : 'OVER',
            ],
          ]),
    ],
  );

  console.log(
    `\nmachine: ${results.machine.cpus} CPUs, load avg ${results.machine.loadavgStart.map((v) => v.toFixed(2)).join(' ')} at start, ` +
      `${results.machine.loadavgEnd.map((v) => v.toFixed(2)).join(' ')} at end (includes the build and the bench itself); node ${process.version}`,
  );
  console.log(
    `Vite manifests: client ${results.manifests.client ? 'present' : 'absent'}, server ${results.manifests.server ? 'present' : 'absent'} ` +
      '(React Router deletes them after the build unless build.manifest is set; page weight reads the HTML instead)',
  );
}

// ---------------------------------------------------------------------------------------------
// 9. The move network: rebuilding the company rankings from BENCH_CAREER_POSITIONS positions.

const CAREER_POSITIONS = Number(process.env.BENCH_CAREER_POSITIONS ?? 1_000_000);
const CAREER_REBUILD_TARGET_MS = 5_000;

/**
 * bench/career-seed.ts (server stopped) adds CAREER_POSITIONS career positions (about 300,000
 * people across 2,000 companies) and times the rankings' rebuild three times in its own process,
 * with the event loop's longest stall meanwhile (the rebuild runs in the background of a server, so
 * that stall is what a request could wait). Then a fresh server serves the stored rankings: GET
 * /career/ranks under load beside health.
 */
async function careerNetwork(dataDir, extraEnv = {}) {
  const file = path.join(dataDir, 'career-bench.json');
  const built = await runSeed('career-seed.ts', dataDir, file, {
    BENCH_CAREER_POSITIONS: String(CAREER_POSITIONS),
    BENCH_CAREER_FILE: file,
  });

  return withServer(dataDir, { env: extraEnv, timeoutMs: 300_000 }, async (server) => {
    const ranksPath = '/api/v1/career/ranks?cc=in';
    const probe = await timedJson(server.base + ranksPath);
    if (probe.status !== 200 || !probe.json.data.computedAt)
      throw new Error(`GET ${ranksPath} answered ${probe.status} without stored rankings: ${JSON.stringify(probe.json).slice(0, 300)}`);
    const load = async (seconds, p, headers = {}) => {
      const latencies = [];
      const instance = autocannon({ url: server.base + p, connections: CONNECTIONS, duration: seconds, headers });
      instance.on('response', (_c, status, _b, ms) => {
        if (status >= 200 && status < 300) latencies.push(ms);
      });
      const r = await instance;
      return { reqPerSec: r.requests.average, p99: percentile(latencies, 99), non2xx: r.non2xx };
    };
    await load(WARMUP_S, ranksPath);
    const h1 = await load(DURATION_S, '/api/v1/health');
    const ranks = await load(DURATION_S, ranksPath);
    // The switch page's call (premium): its first answer for the most held company (computed from
    // the histories), then a typical company's under load (answers are kept per histories' version).
    const { token, typical, largest } = built.switchProbe;
    const auth = { authorization: `Bearer ${token}` };
    const switchPath = (slug) => `/api/v1/in/switch/${slug}`;
    const cold = await timedJson(server.base + switchPath(largest), { token });
    if (cold.status !== 200)
      throw new Error(`GET ${switchPath(largest)} answered ${cold.status}: ${JSON.stringify(cold.json).slice(0, 300)}`);
    await load(WARMUP_S, switchPath(typical), auth);
    const switchLoad = await load(DURATION_S, switchPath(typical), auth);
    const h2 = await load(DURATION_S, '/api/v1/health');
    const healthP99 = (h1.p99 + h2.p99) / 2;
    return {
      ...built,
      rebuildMedianMs: median(built.timings.map((t) => t.ms)),
      loadMedianMs: median(built.timings.map((t) => t.loadMs)),
      rankMedianMs: median(built.timings.map((t) => t.rankMs)),
      maxStallMs: Math.max(...built.timings.map((t) => t.maxStallMs)),
      ranked: probe.json.data.total,
      ranks: { ...ranks, healthP99, ratioP99: ratio(ranks.p99, healthP99) },
      switchPage: { ...switchLoad, coldLargestMs: cold.ms, healthP99, ratioP99: ratio(switchLoad.p99, healthP99) },
    };
  });
}

function reportCareer(cn) {
  table(
    `9. Move network (${cn.positions.toLocaleString('en-US')} positions, ${cn.people.toLocaleString('en-US')} people, ${cn.companies.toLocaleString('en-US')} companies; ${cn.timings.length} rebuilds, ${cn.timings[0]?.scopes ?? 0} scopes; ${BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    ['measure', 'value', 'baseline', 'target', ''],
    [
      [
        'rebuild ms (median: read moves + rank + store)',
        fmt(cn.rebuildMedianMs, 0),
        '',
        `<= ${CAREER_REBUILD_TARGET_MS}`,
        cn.rebuildMedianMs <= CAREER_REBUILD_TARGET_MS ? 'PASS' : 'FAIL',
      ],
      ['  reading the moves ms (median)', fmt(cn.loadMedianMs, 0), '', '', ''],
      ['  ranking, bootstrap included ms (median)', fmt(cn.rankMedianMs, 0), '', '', ''],
      ['longest event-loop stall during a rebuild ms', fmt(cn.maxStallMs, 0), '', '', ''],
      ['GET /career/ranks?cc=in p99 ms (under load)', fmt(cn.ranks.p99), `p99 ${fmt(cn.ranks.healthP99)}`, '', fmtRatio(cn.ranks.ratioP99)],
      ['GET /career/ranks req/s', fmt(cn.ranks.reqPerSec, 0), '', '', ''],
      [
        'GET /in/switch/{company} p99 ms (under load, premium)',
        fmt(cn.switchPage.p99),
        `p99 ${fmt(cn.switchPage.healthP99)}`,
        '',
        fmtRatio(cn.switchPage.ratioP99),
      ],
      ['GET /in/switch/{company} req/s', fmt(cn.switchPage.reqPerSec, 0), '', '', ''],
      ['  first answer for the most held company ms', fmt(cn.switchPage.coldLargestMs, 0), '', '', ''],
      ['companies ranked in India', String(cn.ranked), '', '', ''],
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// 10. Peer benchmarking: a 20-company peer group, every family × level × 3 locations.

const BENCHMARK_RECORDS = Number(process.env.BENCH_BENCHMARK_RECORDS ?? 1_000_000);
const BENCHMARK_SAMPLES = 200;
const BENCHMARK_P95_TARGET_MS = 150;
const BENCHMARK_COLD_SAMPLES = 20;

/**
 * bench/benchmarking-seed.ts (server stopped) makes a workspace with an analyst and picks the peer
 * group (the 20 Indian companies with the most levelled records) and India's 3 largest metros, and
 * measures job-description matching on the labelled set. Then, on a fresh server, POST /benchmarking
 * for that group over every family and level in the 3 metros, BENCHMARK_SAMPLES times in a row (the
 * first, which loads the market index, reported apart), with the health call made the same way
 * between them as the baseline.
 */
async function peerBenchmarking(dataDir) {
  const file = path.join(dataDir, 'benchmarking-bench.json');
  const setup = await runSeed('benchmarking-seed.ts', dataDir, file, { BENCH_BENCHMARKING_FILE: file });

  return withServer(dataDir, { timeoutMs: 300_000 }, async (server) => {
    const body = { countryCode: 'in', peer: { kind: 'competitors', companies: setup.peers }, locations: setup.metros };
    const run = () => timedJson(`${server.base}/api/v1/benchmarking`, { method: 'POST', token: setup.token, body });
    const first = await run();
    if (first.status !== 200) throw new Error(`POST /benchmarking answered ${first.status}: ${JSON.stringify(first.json).slice(0, 300)}`);
    const cells = first.json.data.cells;
    const ms = [];
    const healthMs = [];
    for (let i = 0; i < BENCHMARK_SAMPLES; i++) {
      healthMs.push((await timedJson(`${server.base}/api/v1/health`)).ms);
      ms.push((await run()).ms);
    }
    // Uncached: another effective date each call, so the cells are computed afresh every time.
    const coldMs = [];
    for (let i = 0; i < BENCHMARK_COLD_SAMPLES; i++) {
      const effectiveDate = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
      const cold = await timedJson(`${server.base}/api/v1/benchmarking`, {
        method: 'POST',
        token: setup.token,
        body: { ...body, effectiveDate },
      });
      if (cold.status !== 200) throw new Error(`POST /benchmarking answered ${cold.status}: ${JSON.stringify(cold.json).slice(0, 300)}`);
      coldMs.push(cold.ms);
    }
    return {
      records: setup.records,
      peerRecords: setup.peerRecords,
      peers: setup.peers.length,
      metros: setup.metros,
      cells: cells.length,
      shown: cells.filter((c) => c.shown).length,
      firstMs: first.ms,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      coldP50: percentile(coldMs, 50),
      coldP95: percentile(coldMs, 95),
      healthP50: percentile(healthMs, 50),
      healthP95: percentile(healthMs, 95),
      jd: setup.jd,
    };
  });
}

function reportBenchmarking(b) {
  const pct = (v) => `${(v * 100).toFixed(1)} %`;
  table(
    `10. Peer benchmarking (${b.peers} companies, ${b.peerRecords.toLocaleString('en-US')} of ${b.records.toLocaleString('en-US')} levelled records; every family × level in ${b.metros.join(', ')}: ${b.cells} cells, ${b.shown} shown; ${BENCHMARK_SAMPLES} calls)`,
    ['measure', 'value', 'baseline', 'target', ''],
    [
      ['POST /benchmarking p50 ms', fmt(b.p50), `p50 ${fmt(b.healthP50)}`, '', ''],
      [
        'POST /benchmarking p95 ms',
        fmt(b.p95),
        `p95 ${fmt(b.healthP95)}`,
        `<= ${BENCHMARK_P95_TARGET_MS}`,
        b.p95 <= BENCHMARK_P95_TARGET_MS ? 'PASS' : 'OVER',
      ],
      ['  first call (loads the market index) ms', fmt(b.firstMs, 0), '', '', ''],
      [`  uncached (another effective date each; ${BENCHMARK_COLD_SAMPLES} calls) p50 ms`, fmt(b.coldP50), '', '', ''],
      ['  uncached p95 ms', fmt(b.coldP95), '', '', ''],
      [`job matching: precision at 1, family (${b.jd.answered} answered of ${b.jd.total})`, pct(b.jd.precisionFamily), '', '', ''],
      ['job matching: precision at 1, family and level', pct(b.jd.precisionFamilyLevel), '', '', ''],
      ['job matching: level within one', pct(b.jd.levelWithinOne), '', '', ''],
      ['job matching: abstention rate', pct(b.jd.abstentionRate), '', '', ''],
      [`job matching: off-catalogue texts sent to review (${b.jd.nulls})`, String(b.jd.nullsAbstained), '', '', ''],
      ['job matching: ms per description', fmt(b.jd.msPerDescription, 2), '', '', ''],
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// 14. Compa (issue 29): a 10,000-employee roster uploaded, read against its bands and the market,
// and the adjusted pay gap modelled on it.

const COMPA_EMPLOYEES = Number(process.env.BENCH_COMPA_EMPLOYEES ?? 10_000);
const COMPA_UPLOADS = 6;
const COMPA_SAMPLES = 20;
const COMPA_P95_TARGET_MS = 500;

/**
 * bench/compa-seed.ts (server stopped) makes a workspace with an analyst and a roster file of
 * COMPA_EMPLOYEES employees. On a fresh server the analyst makes a band group through the API (every
 * family in the file's 3 metros, on a peer group of every company), uploads the file COMPA_UPLOADS
 * times (each a new dated version, the file checked whole; the first reported apart), then reads the
 * roster (GET /compa/roster, the first page with the bucket counts over everyone) and the pay equity
 * report (GET /compa/pay-equity: the adjusted gap's model fitted on everyone) COMPA_SAMPLES times
 * each, the health call made the same way between them as the baseline.
 */
async function compaRoster(dataDir) {
  const file = path.join(dataDir, 'compa-bench.json');
  const setup = await runSeed('compa-seed.ts', dataDir, file, { BENCH_COMPA_FILE: file, BENCH_COMPA_EMPLOYEES: String(COMPA_EMPLOYEES) });
  const csv = readFileSync(setup.csv);
  return withServer(dataDir, { timeoutMs: 300_000 }, async (server) => {
    const api = (p) => `${server.base}/api/v1${p}`;
    const ok = (what, r) => {
      if (r.status !== 200) throw new Error(`${what} answered ${r.status}: ${JSON.stringify(r.json).slice(0, 300)}`);
      return r.json.data;
    };
    const peer = ok(
      'POST /benchmarking/peergroups',
      await timedJson(api('/benchmarking/peergroups'), {
        method: 'POST',
        token: setup.token,
        body: { name: 'Everyone', countryCode: 'in', peer: { kind: 'cohort', criteria: {} } },
      }),
    );
    const group = ok(
      'POST /compa/pay-band-groups',
      await timedJson(api('/compa/pay-band-groups'), {
        method: 'POST',
        token: setup.token,
        body: { name: 'Bench bands', countryCode: 'in', peerGroupId: peer.id },
      }),
    );
    ok(
      'POST /compa/pay-band-group/{id}',
      await timedJson(api(`/compa/pay-band-group/${group.id}`), {
        method: 'POST',
        token: setup.token,
        body: {
          effectiveDate: new Date().toISOString().slice(0, 10),
          plan: {
            metric: 'base',
            targetPercentile: 50,
            width: 0.5,
            progression: 0.15,
            rounding: 0,
            families: setup.families,
            locations: setup.metros,
          },
        },
      }),
    );
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'roster.csv');
      const start = performance.now();
      const res = await fetch(api('/compa/roster'), { method: 'POST', headers: { authorization: `Bearer ${setup.token}` }, body: form });
      const json = await res.json();
      return { status: res.status, json, ms: performance.now() - start };
    };
    const health = async () => (await timedJson(api('/health'))).ms;
    const uploads = [];
    const healthMs = [];
    for (let i = 0; i < COMPA_UPLOADS; i++) {
      healthMs.push(await health());
      const r = await upload();
      ok('POST /compa/roster', r);
      uploads.push(r.ms);
    }
    const timed = async (p) => {
      const first = await timedJson(api(p), { token: setup.token });
      const data = ok(`GET ${p}`, first);
      const ms = [];
      for (let i = 0; i < COMPA_SAMPLES; i++) {
        healthMs.push(await health());
        const r = await timedJson(api(p), { token: setup.token });
        ok(`GET ${p}`, r);
        ms.push(r.ms);
      }
      return { firstMs: first.ms, ms, data };
    };
    const roster = await timed('/compa/roster');
    const equity = await timed('/compa/pay-equity');
    return {
      employees: setup.employees,
      uploadFirstMs: uploads[0],
      uploadP95: percentile(uploads.slice(1), 95),
      rosterFirstMs: roster.firstMs,
      rosterP95: percentile(roster.ms, 95),
      equityFirstMs: equity.firstMs,
      equityP95: percentile(equity.ms, 95),
      healthP95: percentile(healthMs, 95),
    };
  });
}

function reportCompa(c) {
  const pass = (ms) => (ms <= COMPA_P95_TARGET_MS ? 'PASS' : 'OVER');
  table(
    `14. Compa (issue 29): a roster of ${c.employees.toLocaleString('en-US')} employees in 3 metros, bands made through the API; ${COMPA_UPLOADS} uploads, ${COMPA_SAMPLES} reads each`,
    ['measure', 'value', 'health', 'target', ''],
    [
      [
        'POST /compa/roster (upload and check) p95 ms',
        fmt(c.uploadP95, 0),
        `p95 ${fmt(c.healthP95)}`,
        `<= ${COMPA_P95_TARGET_MS}`,
        pass(c.uploadP95),
      ],
      ['  first upload ms', fmt(c.uploadFirstMs, 0), '', '', ''],
      [
        'GET /compa/roster (the compa view) p95 ms',
        fmt(c.rosterP95, 0),
        `p95 ${fmt(c.healthP95)}`,
        `<= ${COMPA_P95_TARGET_MS}`,
        pass(c.rosterP95),
      ],
      ['  first read ms', fmt(c.rosterFirstMs, 0), '', '', ''],
      [
        'GET /compa/pay-equity (adjusted-gap model) p95 ms',
        fmt(c.equityP95, 0),
        `p95 ${fmt(c.healthP95)}`,
        `<= ${COMPA_P95_TARGET_MS}`,
        pass(c.equityP95),
      ],
      ['  first report ms', fmt(c.equityFirstMs, 0), '', '', ''],
    ],
  );
}

// ---------------------------------------------------------------------------------------------

/** A fresh clone's first `npm start` (the build, then a first start on an empty database) should reach its first page in this. */
const FIRST_START_TARGET_S = 60;

async function main() {
  for (const f of [SERVER_ENTRY, path.join(WEB_BUILD, 'server/index.js'), path.join(WEB_BUILD, 'client/assets')]) {
    if (!process.argv.includes('--build') && !existsSync(f))
      throw new Error(`${path.relative(ROOT, f)} is missing: run \`npm run build\` first (or \`npm run bench\`)`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paysight-bench-'));
  onExit(() => rmSync(dataDir, { recursive: true, force: true }));
  if (BENCH_DATABASE_URL) serverDatabaseUrl = await benchDatabase(true);
  // `npm run bench` builds here (`--build`), timed, as a fresh clone's first `npm start` does after
  // `npm install` (scripts/build-and-prepare.mjs: the web build beside the demo data's load into
  // the run's database); with the first start below it is what that start costs. A section run
  // alone (BENCH_ONLY) loads its own demo data: the build alone.
  if (process.argv.includes('--build')) {
    if (process.env.BENCH_ONLY) execSync('npm run build', { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    else
      firstNpmStart = await buildAndPrepare({
        root: ROOT,
        env: serverEnv(await freePort(), dataDir),
        log: (line) => process.stderr.write(`bench: ${line}\n`),
      });
  }

  // BENCH_ONLY=benchmarking: section 10 alone, on BENCH_BENCHMARK_RECORDS demo records (default 1,000,000).
  if (process.env.BENCH_ONLY === 'benchmarking') {
    process.stderr.write(
      `bench: peer benchmarking only (${BENCHMARK_RECORDS.toLocaleString('en-US')} demo records: generating them first)\n`,
    );
    await loadDemoData(dataDir, { SEED_RECORDS: String(BENCHMARK_RECORDS) });
    const peer = await peerBenchmarking(dataDir);
    if (BENCH_DATABASE_URL) await benchDatabase(false);
    reportBenchmarking(peer);
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(path.join(RESULTS_DIR, 'benchmarking.json'), `${JSON.stringify(peer, null, 2)}\n`);
    return;
  }

  // BENCH_ONLY=stalls: section 11 alone, on BENCH_RECORDS demo records (the first start loads them).
  if (process.env.BENCH_ONLY === 'stalls') {
    process.stderr.write(`bench: event-loop stalls only (${SEED_RECORDS.toLocaleString('en-US')} demo records: loading them first)\n`);
    await loadDemoData(dataDir);
    const stalls = await stallsUnderLoad(dataDir, startServer);
    if (BENCH_DATABASE_URL) await benchDatabase(false);
    reportStalls(stalls);
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(path.join(RESULTS_DIR, 'stalls.json'), `${JSON.stringify(stalls, null, 2)}\n`);
    return;
  }

  // BENCH_ONLY=layoffs: section 13 alone: /layoffs and the map call beside health (cached, then uncached), and the import.
  if (process.env.BENCH_ONLY === 'layoffs') {
    process.stderr.write(`bench: layoffs only (${SEED_RECORDS.toLocaleString('en-US')} demo records: loading them first)\n`);
    await loadDemoData(dataDir);
    const only = (targets, names) => targets.filter((t) => names.includes(t.name));
    const layoffs = {
      throughput: await withServer(dataDir, {}, (server) =>
        throughput(server.base, only(CACHED_TARGETS, ['health', 'ssr layoffs', 'layoff map', 'health (again)'])),
      ),
      uncached: await withServer(dataDir, { env: { PAGE_CACHE_SECONDS: '0' } }, (server) =>
        throughput(server.base, only(UNCACHED_TARGETS, ['health', 'ssr layoffs uncached', 'health (again)'])),
      ),
    };
    process.stderr.write(
      `bench: compa (a ${COMPA_EMPLOYEES.toLocaleString('en-US')}-employee roster: upload, the compa view, the pay equity model)\n`,
    );
    results.compa = await compaRoster(dataDir);
    process.stderr.write("bench: WARN import (California's file into an empty database)\n");
    layoffs.warnImport = await warnImport();
    if (BENCH_DATABASE_URL) await benchDatabase(false);
    reportLayoffs(layoffs);
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(path.join(RESULTS_DIR, 'layoffs.json'), `${JSON.stringify(layoffs, null, 2)}\n`);
    return;
  }

  // BENCH_ONLY=start: the start time alone (section 4), on BENCH_RECORDS demo records (the first start loads them).
  if (process.env.BENCH_ONLY === 'start') {
    process.stderr.write(`bench: start time only (${SEED_RECORDS.toLocaleString('en-US')} demo records: loading them first)\n`);
    await loadDemoData(dataDir);
    const startup = await startTimes(dataDir);
    if (BENCH_DATABASE_URL) await benchDatabase(false);
    console.log(
      `\n4. Start time: median ${fmt(startup.medianMs, 0)} ms of ${startup.runsMs.map((m) => fmt(m, 0)).join(', ')} (target <= ${START_TARGET_S} s: ${startup.target}); node -e 0 median ${fmt(startup.nodeBaselineMedianMs, 0)} ms`,
    );
    return;
  }

  // BENCH_ONLY=lighthouse: page weight and Lighthouse (sections 2 and 6) alone.
  if (process.env.BENCH_ONLY === 'lighthouse') {
    await withServer(dataDir, { timeoutMs: 1_200_000 }, async (server) => {
      const pages = await lighthousePages(server.base);
      const weight = [];
      for (const p of pages) weight.push(await pageWeight(server.base, p));
      const lh = await lighthouse(server.base, { pages, log: (line) => process.stderr.write(`bench: ${line}\n`) });
      reportWeight(weight);
      reportLighthouse(lh, '6. Lighthouse');
    });
    return;
  }

  // BENCH_ONLY=weight: page weight (section 2) alone, without Lighthouse.
  if (process.env.BENCH_ONLY === 'weight') {
    await withServer(dataDir, { timeoutMs: 1_200_000 }, async (server) => {
      const weight = [];
      for (const p of await lighthousePages(server.base)) weight.push(await pageWeight(server.base, p));
      reportWeight(weight);
      mkdirSync(RESULTS_DIR, { recursive: true });
      writeFileSync(path.join(RESULTS_DIR, 'weight.json'), `${JSON.stringify(weight, null, 2)}\n`);
    });
    return;
  }

  // BENCH_ONLY=uncached: section 1a alone (pages rendered per request), on BENCH_RECORDS demo records.
  if (process.env.BENCH_ONLY === 'uncached') {
    await loadDemoData(dataDir);
    const un = await uncachedPages(dataDir);
    if (BENCH_DATABASE_URL) await benchDatabase(false);
    reportUncached(un);
    return;
  }

  // BENCH_ONLY=contributions: section 12 alone, on BENCH_RECORDS demo records (the first start loads them).
  if (process.env.BENCH_ONLY === 'contributions') {
    await loadDemoData(dataDir);
    const c = await contributions(dataDir, { seed: true });
    if (BENCH_DATABASE_URL) await benchDatabase(false);
    reportContributions(c);
    return;
  }

  // BENCH_ONLY=compa: section 14 alone, on BENCH_RECORDS demo records (the market the roster is read against).
  if (process.env.BENCH_ONLY === 'compa') {
    await loadDemoData(dataDir);
    const c = await compaRoster(dataDir);
    if (BENCH_DATABASE_URL) await benchDatabase(false);
    reportCompa(c);
    return;
  }

  // BENCH_ONLY=career: the move network's section alone, on an empty database (no demo data).
  if (process.env.BENCH_ONLY === 'career') {
    process.stderr.write(`bench: move network only (${CAREER_POSITIONS.toLocaleString('en-US')} positions)\n`);
    const career = await careerNetwork(dataDir, { DEMO_DATA: 'off' });
    if (BENCH_DATABASE_URL) await benchDatabase(false);
    reportCareer(career);
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(path.join(RESULTS_DIR, 'career.json'), `${JSON.stringify(career, null, 2)}\n`);
    return;
  }

  const results = {
    timestamp: new Date().toISOString(),
    node: process.version,
    machine: { cpus: os.availableParallelism?.() ?? os.cpus().length, loadavgStart: os.loadavg(), loadavgEnd: null },
    manifests: {
      client: existsSync(path.join(WEB_BUILD, 'client/.vite/manifest.json')),
      server: existsSync(path.join(WEB_BUILD, 'server/.vite/manifest.json')),
    },
    settings: { connections: CONNECTIONS, warmupS: WARMUP_S, durationS: DURATION_S, ttfbSamples: TTFB_SAMPLES, startRuns: START_RUNS },
  };

  process.stderr.write(`bench: starting server (DATA_DIR ${dataDir})\n`);
  const server = await startServer(dataDir);
  try {
    results.firstStartMs = await waitFor200(`${server.base}/api/v1/health`, {
      t0: server.t0,
      intervalMs: 25,
      timeoutMs: 120_000,
      child: server.child,
    });
    process.stderr.write(
      `bench: server healthy on ${server.base} after ${fmt(results.firstStartMs, 0)} ms (first start, ${firstNpmStart ? 'demo data loaded beside the build' : 'fresh database'})\n`,
    );

    process.stderr.write('bench: page weight\n');
    // One page of every public kind (the sitemap's, sign-in, career, a comparison), as Lighthouse's.
    const publicPages = await lighthousePages(server.base);
    results.weight = [];
    for (const p of publicPages) results.weight.push(await pageWeight(server.base, p));
    // In the browser while nothing else runs: the client figures are the most sensitive to load.
    process.stderr.write('bench: Lighthouse (mobile profile) on every public page kind\n');
    results.lighthouse = await lighthouse(server.base, { pages: publicPages, log: (line) => process.stderr.write(`bench: ${line}\n`) });
    process.stderr.write('bench: time to first byte\n');
    results.ttfb = await ttfb(server.base);
    process.stderr.write('bench: salary slices, first (uncached) hits\n');
    results.salary = await salarySlices(server.base);
    results.throughput = await throughput(server.base, CACHED_TARGETS);
    process.stderr.write(`bench: salary slices warm (${results.salary.slices.length} slices, ${DURATION_S}s)\n`);
    results.salary.warm = await salaryWarm(server.base, results.salary.slices);
    results.salary.warm.ratioReqPerSec = ratio(results.salary.warm.reqPerSec, results.throughput.baseline.reqPerSec);
  } finally {
    const wasRunning = server.child.exitCode === null && server.child.signalCode === null;
    const { code, signal } = await stopChild(server.child);
    if (wasRunning && code !== 0) process.stderr.write(`bench: server exited with ${code ?? signal}\n${server.child.tail.join('\n')}\n`);
  }

  process.stderr.write('bench: uncached pages (a server with its page cache off)\n');
  results.uncached = await uncachedPages(dataDir);
  process.stderr.write("bench: event-loop stalls under load (a fresh server, every background task's first run)\n");
  results.stalls = await stallsUnderLoad(dataDir, startServer);
  process.stderr.write(`bench: start time (${START_RUNS} runs, reusing the database)\n`);
  results.startup = await startTimes(dataDir);
  process.stderr.write(`bench: socket fan-out (${SOCKET_CLIENTS} clients, ${SOCKET_ROUNDS} rounds after a warm-up)\n`);
  results.sockets = await socketFanout(dataDir);
  process.stderr.write(`bench: salary contributions at once (${CONTRIBUTION_MEMBERS} members)\n`);
  results.contributions = await contributions(dataDir);
  process.stderr.write(`bench: JobGPT matching (${MATCH_JOBS.toLocaleString('en-US')} jobs, ${MATCH_SAMPLES} calls) and jobs search\n`);
  results.matching = await jobsMatching(dataDir);
  process.stderr.write(`bench: move network (${CAREER_POSITIONS.toLocaleString('en-US')} positions: rebuild, then GET /career/ranks)\n`);
  results.career = await careerNetwork(dataDir);
  process.stderr.write('bench: peer benchmarking (a 20-company peer group) and job-description matching\n');
  results.benchmarking = await peerBenchmarking(dataDir);
  process.stderr.write("bench: WARN import (California's file into an empty database)\n");
  results.warnImport = await warnImport();
  results.machine.loadavgEnd = os.loadavg();
  results.database = BENCH_DATABASE_URL ? 'postgresql' : 'pglite';
  if (BENCH_DATABASE_URL) await benchDatabase(false);

  report(results);
  const sal = results.salary;
  const typeahead = results.throughput.runs.suggest;
  table(
    `5. Salary stats (${sal.slices.length} US company--title slices, ${SEED_RECORDS.toLocaleString('en-US')} demo records on ${BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    ['measure', 'value', 'target', ''],
    [
      ['warm req/s vs health', fmtRatio(sal.warm.ratioReqPerSec), '>= 0.5x', sal.warm.ratioReqPerSec >= 0.5 ? 'PASS' : 'OVER'],
      ['warm p99 ms', fmt(sal.warm.p99), '<= 25', sal.warm.p99 <= 25 ? 'PASS' : 'OVER'],
      ['first (uncached) hit p95 ms', fmt(sal.firstHitP95), '<= 50', sal.firstHitP95 <= 50 ? 'PASS' : 'OVER'],
      ['typeahead p99 ms (suggest mix)', fmt(typeahead.p99), '<= 10', typeahead.p99 <= 10 ? 'PASS' : 'OVER'],
      [
        `demo load, records/s (${firstNpmStart?.prepareMs ? 'beside the web build' : 'incl. start'})`,
        fmt(SEED_RECORDS / ((firstNpmStart?.prepareMs ?? results.firstStartMs) / 1000), 0),
        '',
        '',
      ],
    ],
  );
  reportLighthouse(results.lighthouse, '6. Lighthouse');
  const so = results.sockets;
  const health = results.throughput.baseline;
  table(
    `7. Socket fan-out (${so.clients.toLocaleString('en-US')} clients in their own process, one server; a notification to each, ${SOCKET_ROUNDS} rounds after a warm-up; delivery = receipt - the server's dateCreated)`,
    ['measure', 'value', 'health baseline', 'target', ''],
    [
      ['delivery p50 ms', fmt(so.p50, 0), `p50 ${fmt(health.p50)}`, '', ''],
      [
        'delivery p99 ms',
        fmt(so.p99, 0),
        `p99 ${fmt(health.p99)}`,
        `<= ${SOCKET_P99_TARGET_MS}`,
        so.p99 <= SOCKET_P99_TARGET_MS ? 'PASS' : 'OVER',
      ],
      ['delivery max ms', fmt(so.max, 0), '', '', ''],
      ['delivered / expected', `${so.received} / ${so.expected}`, '', '', so.received === so.expected ? 'PASS' : 'LOST'],
      ['request answered ms (median round)', fmt(so.requestMsMedian, 0), '', '', ''],
      ['all delivered after the request ms (median round)', fmt(so.allDeliveredMsMedian, 0), '', '', ''],
      ['memory per connected socket KB (server RSS delta)', fmt(so.perSocketKb, 1), '', '', ''],
      ['server RSS before / after connecting MB', `${fmt(so.rssBeforeKb / 1024, 0)} / ${fmt(so.rssAfterKb / 1024, 0)}`, '', '', ''],
      ['connecting all clients ms', fmt(so.connectMs, 0), '', '', ''],
    ],
  );
  const mt = results.matching;
  table(
    `8. JobGPT matching (one hunt against ${mt.jobs.toLocaleString('en-US')} jobs, ${mt.considered.toLocaleString('en-US')} candidates; ${MATCH_SAMPLES} calls) and jobs search`,
    ['measure', 'value', 'health baseline', 'target', ''],
    [
      ['POST /jobs/match p50 ms', fmt(mt.p50), `p50 ${fmt(mt.healthP50)}`, '', ''],
      [
        'POST /jobs/match p95 ms',
        fmt(mt.p95),
        `p95 ${fmt(mt.healthP95)}`,
        `<= ${MATCH_P95_TARGET_MS}`,
        mt.p95 <= MATCH_P95_TARGET_MS ? 'PASS' : 'OVER',
      ],
      ['first match (loads the match index) ms', fmt(mt.firstMs, 0), '', '', ''],
      ['POST /jobs/search p99 ms (under load)', fmt(mt.search.p99), `p99 ${fmt(mt.search.healthP99)}`, '', fmtRatio(mt.search.ratioP99)],
      ['POST /jobs/search req/s', fmt(mt.search.reqPerSec, 0), '', '', ''],
    ],
  );
  reportCareer(results.career);
  reportContributions(results.contributions);
  reportBenchmarking(results.benchmarking);
  reportStalls(results.stalls);
  reportLayoffs(results);
  reportCompa(results.compa);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const out = path.join(RESULTS_DIR, 'latest.json');
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(ROOT, out)}`);
}

main().catch((err) => {
  console.error(`\nbench failed: ${err?.stack ?? err}`);
  process.exitCode = 1; // the 'exit' handler kills any child still running
});
