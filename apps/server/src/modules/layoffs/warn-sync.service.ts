import type { Db } from '@paysight/db';
import { importWarnCsv, WarnImportError, type WarnImportSummary } from './warn-import.service.js';
import { WARN_STATES } from './warn-states.js';
import { WARN_SYNC_SOURCES } from './warn-sync.sources.js';

/**
 * `npm run layoffs:sync`: fetches each state's current WARN list (warn-sync.sources.ts) and imports
 * it through the one importer (ADR 042: a notice already there adds nothing; followers of a new
 * notice's employer are alerted, ADR 045). Every file is fetched before anything is imported, so
 * a machine without the network says so without touching the database.
 */

/** Each file has this long to arrive. */
export const SYNC_FETCH_TIMEOUT_MS = 60_000;
/** A state's list is a few MB; anything far larger is not one. */
export const SYNC_MAX_BYTES = 100 * 1024 * 1024;

export interface SyncTarget {
  state: string;
  url: string;
}

export type FetchedFile = { ok: true; target: SyncTarget; text: string } | { ok: false; target: SyncTarget; error: string };

export class SyncUsageError extends Error {}

/** The states to sync (all with a source when none is named) and their URLs (`url` overrides one state's). */
export function syncTargets(states: readonly string[], url?: string): SyncTarget[] {
  const wanted = states.length > 0 ? states.map((s) => s.toUpperCase()) : Object.keys(WARN_SYNC_SOURCES);
  if (url !== undefined && wanted.length !== 1) throw new SyncUsageError('--url needs exactly one --state');
  if (url !== undefined && !/^https?:\/\//.test(url)) throw new SyncUsageError(`--url must be an http(s) address, not ${url}`);
  return wanted.map((state) => {
    if (!Object.hasOwn(WARN_STATES, state))
      throw new SyncUsageError(`no importer for ${state}'s WARN files yet (states with one: ${Object.keys(WARN_STATES).join(', ')})`);
    const source = url ?? WARN_SYNC_SOURCES[state]?.url;
    if (!source) throw new SyncUsageError(`no published file is known for ${state}: give one with --url`);
    return { state, url: source };
  });
}

/** Why a fetch failed, in words: the network's code (ECONNREFUSED, ENOTFOUND, …) and message, or the HTTP status. */
function reasonOf(err: unknown): string {
  const e = err as Error & { cause?: { code?: string; message?: string; errors?: { code?: string }[] } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `no answer within ${SYNC_FETCH_TIMEOUT_MS / 1000} seconds`;
  const cause = e.cause;
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  const message = cause?.message || e.message;
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

export async function fetchStateFile(target: SyncTarget, fetchImpl: typeof fetch = fetch): Promise<FetchedFile> {
  try {
    const res = await fetchImpl(target.url, {
      signal: AbortSignal.timeout(SYNC_FETCH_TIMEOUT_MS),
      headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.5', 'user-agent': 'Paysight layoffs:sync' },
    });
    if (!res.ok) {
      await res.body?.cancel();
      return { ok: false, target, error: `HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}` };
    }
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > SYNC_MAX_BYTES) {
      await res.body?.cancel();
      return { ok: false, target, error: `the file is ${length} bytes, more than a state's list can be` };
    }
    return { ok: true, target, text: await res.text() };
  } catch (err) {
    return { ok: false, target, error: reasonOf(err) };
  }
}

export type SyncResult =
  | { ok: true; target: SyncTarget; summary: WarnImportSummary }
  | { ok: false; target: SyncTarget; error: string; stage: 'fetch' | 'import' };

/** Imports each fetched file (one transaction each); a refused file is said and the others still run. */
export async function importFetched(db: Db, files: FetchedFile[], today: string): Promise<SyncResult[]> {
  const results: SyncResult[] = [];
  for (const file of files) {
    if (!file.ok) {
      results.push({ ok: false, target: file.target, error: file.error, stage: 'fetch' });
      continue;
    }
    const name = new URL(file.target.url).pathname.split('/').pop() || `${file.target.state.toLowerCase()}.csv`;
    try {
      const summary = await importWarnCsv(db, [file.text], { state: file.target.state, sourceFile: name, sourceDate: today });
      results.push({ ok: true, target: file.target, summary });
    } catch (err) {
      if (!(err instanceof WarnImportError)) throw err;
      results.push({ ok: false, target: file.target, error: err.message, stage: 'import' });
    }
  }
  return results;
}
