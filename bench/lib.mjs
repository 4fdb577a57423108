// Helpers for bench/run.mjs: child-process bookkeeping, plain node:http requests, statistics.
import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** A salary page of the demo data (company and title, US): the issue's page-weight and TTFB target. */
export const SALARY_PAGE = '/us/salary/google--software-engineer';
/** A compare page of the demo data (two company–title slices, US). */
export const COMPARE_PAGE = '/us/compare/companies/google--software-engineer--vs--microsoft--software-engineer';

// ---------------------------------------------------------------------------------------------
// Child processes: every child we spawn is tracked and SIGKILLed if we exit without stopping it.

const children = new Set();

export function spawnTracked(command, args, options = {}) {
  return track(spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options }));
}

/** A Node.js child with an IPC channel (`child.send`, `nextMessage`), tracked like spawnTracked's. */
export function forkTracked(modulePath, args, options = {}) {
  return track(fork(modulePath, args, { stdio: ['ignore', 'pipe', 'pipe', 'ipc'], ...options }));
}

/** The child's next IPC message of this type; rejects if the child exits first or after timeoutMs. */
export function nextMessage(child, type, timeoutMs = 120_000) {
  return new Promise((resolve, reject) => {
    const done = (fn) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      fn();
    };
    const onMessage = (message) => {
      if (message?.type === type) done(() => resolve(message));
    };
    const onExit = (code, signal) =>
      done(() => reject(new Error(`child exited (${code ?? signal}) before '${type}':\n${child.tail.join('\n')}`)));
    const timer = setTimeout(() => done(() => reject(new Error(`no '${type}' from the child within ${timeoutMs} ms`))), timeoutMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Resident memory of a process in KB (Linux /proc); NaN where that cannot be read. */
export function rssKb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : NaN;
  } catch {
    return NaN;
  }
}

function track(child) {
  children.add(child);
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
    child.once('error', (err) => {
      children.delete(child);
      resolve({ code: null, signal: null, error: err });
    });
  });
  // Keep the last lines of output so a failure can say why.
  child.tail = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) child.tail.push(line);
    if (child.tail.length > 40) child.tail.splice(0, child.tail.length - 40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

/** SIGTERM, then SIGKILL after graceMs; resolves once the process has exited. */
export async function stopChild(child, graceMs = 12_000) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exited;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  try {
    return await child.exited;
  } finally {
    clearTimeout(timer);
  }
}

function killAllNow() {
  for (const child of children) {
    try {
      child.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  }
  children.clear();
}

let cleanupHooks = [];
/** Synchronous clean-up to run on any exit (e.g. removing the temp data folder). */
export function onExit(fn) {
  cleanupHooks.push(fn);
}

function runCleanup() {
  killAllNow();
  const hooks = cleanupHooks;
  cleanupHooks = [];
  for (const fn of hooks) {
    try {
      fn();
    } catch {
      /* best effort */
    }
  }
}

export function installExitHandlers() {
  process.on('exit', runCleanup);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      console.error(`\nbench: ${signal}, stopping child processes`);
      runCleanup();
      process.exit(130);
    });
  }
  process.on('uncaughtException', (err) => {
    console.error('bench: uncaught exception', err);
    runCleanup();
    process.exit(1);
  });
  process.on('unhandledRejection', (err) => {
    console.error('bench: unhandled rejection', err);
    runCleanup();
    process.exit(1);
  });
}

// ---------------------------------------------------------------------------------------------
// Networking

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * One GET with node:http. Resolves with status, headers, body (Buffer), and timings in ms:
 * ttfb = request start -> response headers (first byte); total = request start -> end of body.
 * No accept-encoding header is sent, so bodies arrive uncompressed.
 */
export function get(url, { agent = false, timeoutMs = 10_000, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.get(url, { agent, headers }, (res) => {
      const ttfb = performance.now() - start;
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ttfb, total: performance.now() - start }),
      );
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout after ${timeoutMs} ms: ${url}`)));
    req.on('error', reject);
  });
}

/** Polls url every intervalMs until it answers 200; bounded by timeoutMs. Returns ms elapsed since t0. */
export async function waitFor200(url, { t0 = performance.now(), intervalMs = 25, timeoutMs = 30_000, child } = {}) {
  const deadline = t0 + timeoutMs;
  let last = 'no answer';
  while (performance.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before ${url} answered 200:\n${child.tail.join('\n')}`);
    }
    try {
      const res = await get(url, { timeoutMs: 2_000 });
      if (res.status === 200) return performance.now() - t0;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err.code ?? err.message;
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (last: ${last})${child ? `\n${child.tail.join('\n')}` : ''}`);
}

// ---------------------------------------------------------------------------------------------
// Statistics and formatting

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export const median = (values) => percentile(values, 50);

export const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? a / b : NaN);

export function fmt(n, digits = 2) {
  if (n === null || n === undefined || Number.isNaN(n)) return 'n/a';
  if (typeof n === 'string') return n;
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export const fmtRatio = (r) => (Number.isFinite(r) ? `${fmt(r, 2)}x` : 'n/a');

/** Prints rows (arrays of cells) as a padded table with a header line. */
export function table(title, header, rows) {
  const all = [header, ...rows].map((r) => r.map((c) => String(c)));
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const out = [`\n${title}`, line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)];
  console.log(out.join('\n'));
}
