// Client-side page metrics: what Lighthouse's mobile profile measures, measured ourselves in
// Debian's Chromium through Playwright, and an estimated Lighthouse 12 performance score from
// Lighthouse's own scoring curves. The bench runs Lighthouse itself now (bench/lighthouse.mjs); this
// stays for diagnosis (--profile: what blocks the main thread). On its own it measures any running server:
//
//   node bench/client-metrics.mjs http://127.0.0.1:3414 [path ...] [--runs N] [--profile]
//
// --profile adds one traced load per page (same throttling) and prints what blocks the main thread:
// time per kind of work, and the functions and modules with the most self time in the CPU profile
// (mapped to source files when the build has source maps next to its chunks). See bench/README.md.
import { existsSync } from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { COMPARE_PAGE, fmt, get, median, SALARY_PAGE, table } from './lib.mjs';

/** Debian's Chromium with the flags every tool here uses (scripts/chromium.mjs: nothing phones home mid-measurement). */
export const CHROMIUM_PATH = chromiumPath;
const CHROMIUM_ARGS = ['--headless', ...chromiumArgs];
export const CLIENT_RUNS = 3;
/** The issue's Lighthouse pages: home, a salary page, sign-in, a compare page. */
export const CLIENT_PAGES = ['/', SALARY_PAGE, '/auth/login', COMPARE_PAGE];

/**
 * Lighthouse 12's mobile profile (constants.js: screenEmulationMetrics.mobile, userAgents.mobile,
 * throttling.mobileSlow4G). The network figures are the ones Lighthouse itself sends to
 * Network.emulateNetworkConditions with --throttling-method=devtools: 150 ms RTT × 3.75 and
 * 1.6 Mbps / 750 kbps × 0.9, because DevTools adds its latency once per request, not per round trip
 * (no TCP handshake or slow start is modelled). CLIENT_NETWORK=nominal uses the plain 150 ms,
 * 1.6 Mbps, 750 kbps instead (faster loads; closer to nothing Lighthouse runs).
 */
const NETWORK =
  process.env.CLIENT_NETWORK === 'nominal'
    ? { name: 'nominal mobileSlow4G', latencyMs: 150, downKbps: 1.6 * 1024, upKbps: 750 }
    : { name: 'Lighthouse devtools mobileSlow4G', latencyMs: 150 * 3.75, downKbps: 1.6 * 1024 * 0.9, upKbps: 750 * 0.9 };
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };
const DPR = 1.75;
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
/** The load ends once no long task has run and no request started or ended for this long (as TTI's quiet window). */
const QUIET_MS = 5_000;
const MAX_WAIT_MS = 45_000;
const TBT_TARGET_MS = 200;

/**
 * Lighthouse 12's mobile scoring: log-normal curves (p10 scores 0.9, median 0.5) and weights
 * (lighthouse-core/config/default-config.js and each metric audit's defaultOptions.mobile).
 * Speed Index needs screenshots of the load; LCP stands in for it (SI ≤ LCP when the page paints
 * its content at once, as server-rendered pages do; so the stand-in errs on the low side).
 */
const CURVES = {
  fcp: { p10: 1800, median: 3000, weight: 10 },
  si: { p10: 3387, median: 5800, weight: 10 },
  lcp: { p10: 2500, median: 4000, weight: 25 },
  tbt: { p10: 200, median: 600, weight: 30 },
  cls: { p10: 0.1, median: 0.25, weight: 25 },
};

// Lighthouse's statistics.js: erf approximation (Abramowitz and Stegun 7.1.26) and getLogNormalScore.
function erf(x) {
  const sign = Math.sign(x);
  const ax = Math.abs(x);
  const [a1, a2, a3, a4, a5, p] = [0.254829592, -0.284496736, 1.421413741, -1.453152027, 1.061405429, 0.3275911];
  const t = 1 / (1 + p * ax);
  const y = t * (a1 + t * (a2 + t * (a3 + t * (a4 + t * a5))));
  return sign * (1 - y * Math.exp(-ax * ax));
}

export function logNormalScore({ p10, median: med }, value) {
  if (value <= 0) return 1;
  const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232;
  const xLogRatio = Math.log(Math.max(Number.MIN_VALUE, value / med));
  const p10LogRatio = -Math.log(Math.max(Number.MIN_VALUE, p10 / med));
  const complementaryPercentile = (1 - erf((xLogRatio * INVERSE_ERFC_ONE_FIFTH) / p10LogRatio)) / 2;
  if (value <= p10) return Math.max(0.9, Math.min(1, complementaryPercentile));
  if (value <= med) return Math.max(0.5, Math.min(0.8999999999999999, complementaryPercentile));
  return Math.max(0, Math.min(0.49999999999999994, complementaryPercentile));
}

/** Estimated Lighthouse performance score 0–100: each metric's score rounded to 2 places, as Lighthouse does, then weighted. */
export function estimateScore({ fcp, lcp, tbt, cls }) {
  const values = { fcp, si: lcp, lcp, tbt, cls };
  let sum = 0;
  let weights = 0;
  const parts = {};
  for (const [k, c] of Object.entries(CURVES)) {
    if (!Number.isFinite(values[k])) return { score: NaN, parts };
    parts[k] = Math.round(logNormalScore(c, values[k]) * 100) / 100;
    sum += parts[k] * c.weight;
    weights += c.weight;
  }
  return { score: Math.round((sum / weights) * 100), parts };
}

/**
 * Runs in the page before any of its scripts. Buffered observers catch what happened before they
 * were registered (paint, LCP, layout shifts); long tasks are not buffered, which is why this runs
 * at document start.
 */
const OBSERVER_SCRIPT = `(() => {
  const m = (window.__clientMetrics = { fcp: null, lcp: null, shifts: [], longTasks: [] });
  const observe = (type, fn) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true }); } catch {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') m.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { m.lcp = e.startTime; });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) m.shifts.push({ t: e.startTime, v: e.value }); });
  observe('longtask', (e) => { m.longTasks.push({ start: e.startTime, duration: e.duration }); });
})();`;

/** Lighthouse 12's CLS: the largest session window (shifts < 1 s apart, window ≤ 5 s). */
function clsOf(shifts) {
  let best = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.t - last >= 1000 || s.t - windowStart >= 5000) {
      windowSum = 0;
      windowStart = s.t;
    }
    windowSum += s.v;
    last = s.t;
    best = Math.max(best, windowSum);
  }
  return best;
}

/** Σ max(0, duration − 50 ms) over long tasks after FCP; a task that spans FCP counts from FCP (as Lighthouse clips it). */
function tbtOf(longTasks, fcp) {
  let tbt = 0;
  for (const t of longTasks) {
    const end = t.start + t.duration;
    if (end <= fcp) continue;
    tbt += Math.max(0, end - Math.max(t.start, fcp) - 50);
  }
  return tbt;
}

async function loadPlaywright() {
  try {
    return (await import('playwright-core')).chromium;
  } catch {
    return (await import('@playwright/test')).chromium;
  }
}

/** Why the client metrics cannot run here, or null. */
export async function clientMetricsUnavailable() {
  if (!existsSync(CHROMIUM_PATH)) return `${CHROMIUM_PATH} is absent (set CHROMIUM_PATH to a Chromium binary)`;
  try {
    await loadPlaywright();
  } catch {
    return 'neither playwright-core nor @playwright/test is installed';
  }
  return null;
}

/** A fresh context (empty cache, no cookies) with the mobile profile and throttling applied. */
async function throttledPage(browser) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: DPR,
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_UA,
  });
  await context.addInitScript(OBSERVER_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.latencyMs,
    downloadThroughput: (NETWORK.downKbps * 1024) / 8,
    uploadThroughput: (NETWORK.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  // Requests in flight and the time of the last request event, for the quiet window.
  const net = { inFlight: 0, lastEvent: performance.now() };
  const touch = (delta) => () => {
    net.inFlight += delta;
    net.lastEvent = performance.now();
  };
  page.on('request', touch(1));
  page.on('requestfinished', touch(-1));
  page.on('requestfailed', touch(-1));
  return { context, page, cdp, net };
}

/** Loads url and waits for the quiet window; returns the raw observations. */
async function load({ page, cdp, net }, url) {
  const t0 = performance.now();
  const res = await page.goto(url, { waitUntil: 'load', timeout: MAX_WAIT_MS });
  if (res?.status() !== 200) throw new Error(`${url} answered ${res?.status()}`);
  let capped = true;
  while (performance.now() - t0 < MAX_WAIT_MS) {
    await sleep(250);
    const lastTaskEnd = await page.evaluate(() => {
      const tasks = globalThis.__clientMetrics.longTasks;
      const last = tasks[tasks.length - 1];
      return performance.timeOrigin + (last ? last.start + last.duration : 0);
    });
    // Both clocks are wall-clock milliseconds since the epoch here.
    const lastBusy = Math.max(lastTaskEnd, performance.timeOrigin + net.lastEvent);
    if (net.inFlight <= 0 && performance.timeOrigin + performance.now() - lastBusy >= QUIET_MS) {
      capped = false;
      break;
    }
  }
  const m = await page.evaluate(() => globalThis.__clientMetrics);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => (metrics.find((x) => x.name === name)?.value ?? NaN) * 1000;
  return {
    fcp: m.fcp ?? NaN,
    lcp: m.lcp ?? NaN,
    cls: clsOf(m.shifts),
    tbt: m.fcp === null ? NaN : tbtOf(m.longTasks, m.fcp),
    longTasks: m.longTasks.length,
    longestTask: Math.max(0, ...m.longTasks.map((t) => t.duration)),
    scriptMs: metric('ScriptDuration'),
    taskMs: metric('TaskDuration'),
    capped,
  };
}

/**
 * Measures each page `runs` times (cold: new context, cache disabled) and keeps each metric's
 * median. Pages are interleaved per run, so drift in machine load hits all of them alike.
 */
export async function clientMetrics(base, pages, { runs = CLIENT_RUNS, log = () => {} } = {}) {
  const unavailable = await clientMetricsUnavailable();
  if (unavailable) return { skipped: unavailable };
  const loadavgStart = os.loadavg();
  let browser;
  try {
    const chromium = await loadPlaywright();
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    // Warm the server's caches: we measure the client, not the first render after a start.
    for (const p of pages) await get(base + p);
    const samples = Object.fromEntries(pages.map((p) => [p, []]));
    for (let i = 0; i < runs; i++) {
      for (const p of pages) {
        log(`client metrics: ${p} (run ${i + 1}/${runs})`);
        const session = await throttledPage(browser);
        try {
          samples[p].push(await load(session, base + p));
        } finally {
          await session.context.close();
        }
      }
    }
    const results = pages.map((p) => {
      const s = samples[p];
      const med = (k) => median(s.map((r) => r[k]));
      const m = {
        path: p,
        fcp: med('fcp'),
        lcp: med('lcp'),
        tbt: med('tbt'),
        cls: med('cls'),
        longTasks: med('longTasks'),
        longestTask: med('longestTask'),
        scriptMs: med('scriptMs'),
        taskMs: med('taskMs'),
        cappedRuns: s.filter((r) => r.capped).length,
        runs: s,
      };
      const { score, parts } = estimateScore(m);
      return { ...m, estimatedScore: score, metricScores: parts, tbtTarget: m.tbt < TBT_TARGET_MS ? 'PASS' : 'OVER' };
    });
    return {
      settings: {
        chromium: browser.version(),
        runs,
        cpuSlowdown: CPU_SLOWDOWN,
        network: NETWORK,
        viewport: VIEWPORT,
        deviceScaleFactor: DPR,
        userAgent: MOBILE_UA,
        quietMs: QUIET_MS,
        speedIndex: 'LCP stands in for Speed Index (no screenshots)',
        tbtTargetMs: TBT_TARGET_MS,
      },
      loadavgStart,
      loadavgEnd: os.loadavg(),
      pages: results,
    };
  } catch (err) {
    // Like page weight, this never fails the run: the table says why it has no figures.
    return { failed: err?.message ?? String(err), loadavgStart };
  } finally {
    await browser?.close();
  }
}

export function reportClientMetrics(client, title = 'Client metrics') {
  if (client.skipped || client.failed) {
    console.log(`\n${title}: ${client.skipped ? `skipped, ${client.skipped}` : `failed, ${client.failed}`}`);
    return;
  }
  const s = client.settings;
  table(
    `${title} (Chromium ${s.chromium}, Lighthouse 12 mobile profile approximated: CPU ${s.cpuSlowdown}x, ` +
      `${s.network.name} = ${fmt(s.network.latencyMs, 0)} ms per request, ${fmt(s.network.downKbps, 0)}/${fmt(s.network.upKbps, 0)} kbps, ` +
      `cache off, ${s.viewport.width}x${s.viewport.height} @${s.deviceScaleFactor}; median of ${s.runs} cold loads)`,
    [
      'page',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'long tasks',
      'longest ms',
      'script ms',
      'task ms',
      'est. score',
      `TBT < ${s.tbtTargetMs}`,
    ],
    client.pages.map((p) => [
      p.path,
      fmt(p.fcp, 0),
      fmt(p.lcp, 0),
      fmt(p.tbt, 0),
      fmt(p.cls, 3),
      fmt(p.longTasks, 0),
      fmt(p.longestTask, 0),
      fmt(p.scriptMs, 0),
      fmt(p.taskMs, 0),
      fmt(p.estimatedScore, 0),
      p.tbtTarget + (p.cappedRuns ? ` (${p.cappedRuns} run(s) never quiet)` : ''),
    ]),
  );
  console.log(
    `   TBT = Σ (long task − 50 ms) after FCP until no long task and no request for ${s.quietMs / 1000} s (TTI's quiet window). ` +
      'est. score = Lighthouse 12 mobile curves and weights on these medians, with LCP standing in for Speed Index ' +
      "(no screenshots); DevTools throttling on this CPU, not Lighthouse's simulation, so read it as an estimate.",
  );
  const load = (l) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(
    `   load avg ${load(client.loadavgStart)} before, ${load(client.loadavgEnd)} after (${os.availableParallelism?.() ?? os.cpus().length} CPUs): under load, TBT and script time grow.`,
  );
}

// ---------------------------------------------------------------------------------------------
// --profile: what blocks the main thread during a throttled load.

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
  'blink',
  'loading',
];

/** Trace event names on the renderer's main thread, grouped as Lighthouse's main-thread breakdown does. */
const GROUPS = [
  ['garbage collection', /GC|Scavenge|MajorGC|MinorGC/],
  [
    'script parse and compile',
    /^(v8\.compile|v8\.compileModule|v8\.parseOnBackground|V8\.CompileCode|v8\.produceCache|v8\.produceModuleCache)/,
  ],
  [
    'script evaluation',
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|v8\.callFunction|v8\.run|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|V8\.HandleInterrupts|V8\.BytecodeBudgetInterrupt)/,
  ],
  ['style and layout', /Layout|[Ss]tyle|ShapeText|CSSParser/],
  ['paint, composite, render', /^(Paint|PrePaint|Layerize|Commit|Blink\.Paint|Blink\.PrePaint|UpdateLayer|CompositeLayers)/],
  ['parse HTML', /^ParseHTML$/],
];

function mainThreadBreakdown(events, pid, tid, from, to) {
  // Self time of each complete event on the main thread, by nesting (children are subtracted).
  const xs = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= from && e.ts <= to && e.dur > 0);
  xs.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const e of xs) {
    while (stack.length > 0 && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent, self.get(parent) - e.dur);
    self.set(e, e.dur);
    stack.push(e);
  }
  const byGroup = new Map();
  for (const [e, us] of self) {
    const group = GROUPS.find(([, re]) => re.test(e.name))?.[0] ?? 'other';
    byGroup.set(group, (byGroup.get(group) ?? 0) + us);
  }
  return [...byGroup].map(([group, us]) => ({ group, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
}

/** The V8 CPU profiles of the trace, as self time per call frame. */
function profileSelfTimes(events, pid) {
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk') continue;
    const key = e.id;
    const p = profiles.get(key) ?? { nodes: new Map(), samples: [], deltas: [] };
    profiles.set(key, p);
    const cp = e.args?.data?.cpuProfile ?? {};
    for (const n of cp.nodes ?? []) p.nodes.set(n.id, n);
    p.samples.push(...(cp.samples ?? []));
    p.deltas.push(...(e.args?.data?.timeDeltas ?? []));
  }
  const frames = new Map();
  for (const p of profiles.values()) {
    for (let i = 0; i < p.samples.length; i++) {
      const node = p.nodes.get(p.samples[i]);
      const us = p.deltas[i + 1] ?? 0; // the time until the next sample
      if (!node || us <= 0) continue;
      const cf = node.callFrame;
      const key = `${cf.functionName}|${cf.url}|${cf.lineNumber}|${cf.columnNumber}`;
      const f = frames.get(key) ?? { ...cf, us: 0 };
      f.us += us;
      frames.set(key, f);
    }
  }
  return [...frames.values()];
}

const sourceMaps = new Map();
async function sourceMapFor(url) {
  if (!/^https?:.*\.js$/.test(url)) return null;
  if (!sourceMaps.has(url)) {
    sourceMaps.set(
      url,
      get(`${url}.map`)
        .then((r) => (r.status === 200 ? new SourceMap(JSON.parse(r.body.toString('utf8'))) : null))
        .catch(() => null),
    );
  }
  return sourceMaps.get(url);
}

/** Where a call frame comes from: its source file (and package) through the chunk's source map, else the chunk. */
async function origin(frame) {
  if (!frame.url) return { module: frame.functionName || '(native)', name: frame.functionName || '(native)' };
  const map = await sourceMapFor(frame.url);
  const chunk = frame.url.replace(/^https?:\/\/[^/]+/, '');
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry?.originalSource) return { module: chunk, name: `${frame.functionName || '(anonymous)'} ${chunk}:${frame.lineNumber + 1}` };
  const src = entry.originalSource.replace(/^.*?node_modules\//, 'node_modules/').replace(/^.*?\/apps\/web\//, 'apps/web/');
  const name = entry.name || frame.functionName || '(anonymous)';
  return { module: src, name: `${name} ${src}:${entry.originalLine + 1}` };
}

async function profilePage(browser, url) {
  const session = await throttledPage(browser);
  try {
    await browser.startTracing(session.page, { categories: TRACE_CATEGORIES });
    const observed = await load(session, url);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const events = trace.traceEvents ?? trace;
    // The renderer that loaded the page: the process whose main thread committed its navigation.
    const main = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const busiest = main
      .map((m) => ({
        pid: m.pid,
        tid: m.tid,
        us: events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X').reduce((s, e) => s + (e.dur ?? 0), 0),
      }))
      .sort((a, b) => b.us - a.us)[0];
    if (!busiest) throw new Error('the trace has no renderer main thread');
    const ts = events.filter((e) => e.pid === busiest.pid && e.ts > 0).map((e) => e.ts);
    const breakdown = mainThreadBreakdown(events, busiest.pid, busiest.tid, Math.min(...ts), Math.max(...ts));
    // (program) is native work outside JS, and under CPU throttling the pauses the throttle inserts.
    const frames = profileSelfTimes(events, busiest.pid).filter((f) => f.functionName !== '(idle)' && f.functionName !== '(program)');
    const byName = new Map();
    const byModule = new Map();
    for (const f of frames) {
      const o = await origin(f);
      byName.set(o.name, (byName.get(o.name) ?? 0) + f.us);
      byModule.set(o.module, (byModule.get(o.module) ?? 0) + f.us);
    }
    const top = (m, n) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([what, us]) => ({ what, ms: us / 1000 }));
    return { observed, breakdown, topFunctions: top(byName, 12), topModules: top(byModule, 12) };
  } finally {
    await session.context.close();
  }
}

export async function profilePages(base, pages) {
  const chromium = await loadPlaywright();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    for (const p of pages) await get(base + p);
    const out = [];
    for (const p of pages) out.push({ path: p, ...(await profilePage(browser, base + p)) });
    return out;
  } finally {
    await browser.close();
  }
}

function reportProfiles(profiles) {
  for (const p of profiles) {
    const o = p.observed;
    console.log(
      `\nProfile of ${p.path} (one throttled load: FCP ${fmt(o.fcp, 0)} ms, TBT ${fmt(o.tbt, 0)} ms, script ${fmt(o.scriptMs, 0)} ms)`,
    );
    table(
      '   main thread by kind of work (trace, self time)',
      ['work', 'ms'],
      p.breakdown.map((b) => [b.group, fmt(b.ms, 0)]),
    );
    table(
      '   modules by self time (CPU profile)',
      ['module', 'ms'],
      p.topModules.map((m) => [m.what, fmt(m.ms, 0)]),
    );
    table(
      '   functions by self time (CPU profile)',
      ['function', 'ms'],
      p.topFunctions.map((m) => [m.what, fmt(m.ms, 0)]),
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function standalone(argv) {
  const args = [...argv];
  const flag = (name) => {
    const i = args.indexOf(name);
    if (i < 0) return false;
    args.splice(i, 1);
    return true;
  };
  const option = (name) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const [, value] = args.splice(i, 2);
    return value;
  };
  const profile = flag('--profile');
  const runs = Number(option('--runs') ?? CLIENT_RUNS);
  const [base, ...paths] = args;
  if (!base || !/^https?:\/\//.test(base)) {
    console.error('usage: node bench/client-metrics.mjs <base URL> [path ...] [--runs N] [--profile]');
    process.exitCode = 2;
    return;
  }
  const pages = paths.length > 0 ? paths : CLIENT_PAGES;
  const origin = base.replace(/\/+$/, '');
  const unavailable = await clientMetricsUnavailable();
  if (unavailable) {
    console.log(`client metrics skipped: ${unavailable}`);
    return;
  }
  const log = (line) => process.stderr.write(`${line}\n`);
  const client = await clientMetrics(origin, pages, { runs, log });
  reportClientMetrics(client, `Client metrics for ${origin}`);
  if (client.failed) process.exitCode = 1;
  if (profile) reportProfiles(await profilePages(origin, pages));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  standalone(process.argv.slice(2)).catch((err) => {
    console.error(`client metrics failed: ${err?.stack ?? err}`);
    process.exitCode = 1;
  });
}
