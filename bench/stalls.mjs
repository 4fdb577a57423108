// Section 11: the event loop's longest stall while a fresh server starts its background tasks under
// mixed load. Every task's first run falls inside the window (research import and the market index
// at start, the work queue and hunts at 15 s, the salary lists and the rankings at 30 s, the session
// and subscription sweeps at 60 s). The server measures its own loop (GET /api/v1/health,
// `eventLoop.longestStallMs`: a 10 ms timer's lateness) and names in its log each task whose run
// saw a block over the budget; the bench polls the one and collects the other.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { COMPARE_PAGE, fmt, get, percentile, SALARY_PAGE, stopChild, table, waitFor200 } from './lib.mjs';

export const STALL_TARGET_MS = 50;
const LOAD_S = Number(process.env.BENCH_STALL_SECONDS ?? 75);
const CONNECTIONS = 6;
/**
 * Requests per second across the connections: steady traffic at about a third of what the server
 * answers flat out (section 1), so a block shows as itself. A saturated server's loop is late by
 * the whole queue of renders waiting (six pages × ~25 ms), which is throughput, not a block.
 */
const RATE = Number(process.env.BENCH_STALL_RATE ?? 30);
const BUCKET_S = 15;

/** Pages and calls of an ordinary visit, in turn; every page rendered for its request (the server runs with its page cache off). */
function mix() {
  const paths = [
    () => '/api/v1/health',
    () => '/',
    () => '/api/v1/suggest/company?q=goo&limit=5',
    () => SALARY_PAGE,
    () => '/api/v1/suggest/title?q=eng&limit=5',
    () => COMPARE_PAGE,
    () => '/api/v1/suggest/location?q=bangalore&region=in',
  ];
  let i = 0;
  return () => paths[i++ % paths.length]();
}

/**
 * Evenly spaced requests (one every 1000/RATE ms, at most CONNECTIONS at once): autocannon's rate
 * limit releases each second's requests together, and a burst of renders makes the loop late by
 * the whole burst, which is throughput, not a block.
 */
async function steadyLoad(base, seconds, onResponse) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const next = mix();
  const stats = { requests: 0, non2xx: 0, errors: 0 };
  const inFlight = new Set();
  const until = performance.now() + seconds * 1000;
  for (let at = performance.now(); at < until; at += 1000 / RATE) {
    const wait = at - performance.now();
    if (wait > 0) await sleep(wait);
    const sent = performance.now();
    const request = new Promise((resolve) => {
      const req = http.get(`${base}${next()}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          stats.requests += 1;
          if (res.statusCode >= 200 && res.statusCode < 300) onResponse(performance.now() - sent);
          else stats.non2xx += 1;
          resolve();
        });
      });
      req.on('error', () => {
        stats.errors += 1;
        resolve();
      });
    });
    inFlight.add(request);
    void request.then(() => inFlight.delete(request));
  }
  await Promise.all(inFlight);
  agent.destroy();
  return stats;
}

export async function stallsUnderLoad(dataDir, startServer) {
  // PAGE_CACHE_SECONDS=0: no page is answered from the page cache, so each is a render.
  const server = await startServer(dataDir, { PAGE_CACHE_SECONDS: '0' });
  const blocked = [];
  const stalls = [];
  // The load's window (performance.now()): a block logged outside it (before the first answer, or
  // as the server stops after the load) is listed, but it is not one a request of the load met.
  let windowStart = Infinity;
  let windowEnd = Infinity;
  const collect = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (line.includes('event loop blocked for over')) {
        try {
          const entry = JSON.parse(line);
          const at = performance.now();
          stalls.push({
            stallMs: entry.stallMs,
            requests: entry.requests,
            tasks: entry.tasks,
            inLoad: at >= windowStart && at <= windowEnd,
          });
        } catch {
          // not a log line of ours
        }
        continue;
      }
      if (!line.includes('blocked the event loop')) continue;
      try {
        const entry = JSON.parse(line);
        blocked.push({ task: entry.task, longestStallMs: entry.longestStallMs });
      } catch {
        blocked.push({ task: line.slice(0, 120), longestStallMs: NaN });
      }
    }
  };
  server.child.stdout?.on('data', collect);
  server.child.stderr?.on('data', collect);
  try {
    await waitFor200(`${server.base}/api/v1/health`, { t0: server.t0, timeoutMs: 300_000, child: server.child });
    const started = performance.now();
    windowStart = started;
    const samples = [];
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const r = await get(`${server.base}/api/v1/health`);
        if (r.status === 200)
          samples.push({ atS: (performance.now() - started) / 1000, ms: JSON.parse(r.body.toString()).data.eventLoop.longestStallMs });
        await sleep(1000);
      }
    })();
    const latencies = [];
    const result = await steadyLoad(server.base, LOAD_S, (ms) => latencies.push({ atS: (performance.now() - started) / 1000, ms }));
    polling = false;
    await poll;
    windowEnd = performance.now();
    const buckets = [];
    for (let from = 0; from < LOAD_S; from += BUCKET_S) {
      const inside = latencies.filter((l) => l.atS >= from && l.atS < from + BUCKET_S).map((l) => l.ms);
      buckets.push({ fromS: from, requests: inside.length, p99: percentile(inside, 99) });
    }
    return {
      seconds: LOAD_S,
      connections: CONNECTIONS,
      rate: RATE,
      requests: result.requests,
      non2xx: result.non2xx,
      errors: result.errors,
      longestStallMs: Math.max(0, ...samples.map((s) => s.ms), ...stalls.filter((b) => b.inLoad).map((b) => b.stallMs)),
      samples,
      buckets,
      blocked,
      stalls: stalls.sort((a, b) => b.stallMs - a.stallMs),
      p99: percentile(
        latencies.map((l) => l.ms),
        99,
      ),
    };
  } finally {
    await stopChild(server.child);
  }
}

export function reportStalls(s) {
  const worst = [...new Map(s.blocked.map((b) => [b.task, b])).values()]
    .map((b) => ({ ...b, longestStallMs: Math.max(...s.blocked.filter((x) => x.task === b.task).map((x) => x.longestStallMs)) }))
    .sort((a, b) => b.longestStallMs - a.longestStallMs);
  table(
    `11. Event-loop stalls under load (a fresh server's first ${s.seconds} s: every background task's first run; ${s.rate} requests/s over ${s.connections} connections, pages uncached, the typeahead and health; ${s.requests.toLocaleString('en-US')} requests)`,
    ['measure', 'value', 'target', ''],
    [
      [
        'longest stall ms (server-measured)',
        fmt(s.longestStallMs, 1),
        `<= ${STALL_TARGET_MS}`,
        s.longestStallMs <= STALL_TARGET_MS ? 'PASS' : 'OVER',
      ],
      ['p99 ms, whole run', fmt(s.p99), '', ''],
      ...s.buckets.map((b) => [`  p99 ms, ${b.fromS}-${b.fromS + BUCKET_S} s (${b.requests} requests)`, fmt(b.p99), '', '']),
      ['non-2xx / errors', `${s.non2xx} / ${s.errors}`, '0 / 0', s.non2xx + s.errors === 0 ? 'PASS' : 'FAIL'],
      ...(worst.length === 0
        ? [['tasks that blocked over the budget', 'none', '', '']]
        : worst.map((b) => [`  task ${b.task} blocked ms`, fmt(b.longestStallMs, 1), `<= ${STALL_TARGET_MS}`, 'OVER'])),
      [`blocks over ${STALL_TARGET_MS} ms logged by the server`, String(s.stalls.length), '', ''],
      // What was under way when each of the longest ended: the culprit is among them.
      ...s.stalls
        .slice(0, 5)
        .map((b) => [
          `  ${fmt(b.stallMs, 0)} ms${b.inLoad ? '' : ' (outside the load: before its first request or as the server stopped)'}: ${[...b.tasks.map((t) => `task ${t}`), ...b.requests].join(', ').slice(0, 110) || '(nothing in flight)'}`,
          '',
          '',
          '',
        ]),
    ],
  );
}
