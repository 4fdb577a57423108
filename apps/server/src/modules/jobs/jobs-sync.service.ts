import { companySlug } from '@paysight/contract';
import { jobBoards, type Db } from '@paysight/db';
import { ensureCompanies, importPostings, type JobsImportSummary } from './jobs-import.service.js';
import { READERS, type ReadableBoard } from './readers/index.js';

/**
 * Jobs in from public job boards (SPEC §7 Jobs, Third-party): the boards JOB_BOARDS names, each
 * fetched from its board's public API, read, and imported (only jobs updated within the last
 * month are kept). `npm run jobs:sync` runs it; `npm run import -- --format greenhouse …` imports
 * one saved response through `importBoardResponse`. One board failing (network, a board that no
 * longer exists, a response that is not the board's) is recorded on its job_boards row and the
 * others still run.
 */

export const JOB_BOARD_FORMATS = Object.keys(READERS) as ReadableBoard[];
export type { ReadableBoard } from './readers/index.js';
export type { JobsImportSummary } from './jobs-import.service.js';

/** How long one board's fetch (the answer and its whole body) may take. */
export const BOARD_FETCH_TIMEOUT_MS = 20_000;

export interface BoardConfig {
  type: ReadableBoard;
  token: string;
  companyName: string;
}

export class JobBoardsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobBoardsConfigError';
  }
}

/**
 * A board's own name for a company's board, as in its URL: letters, digits, '.', '_', '-', and
 * spaces inside (Ashby names boards by the company's name: "The Acme Company").
 */
export const BOARD_TOKEN = /^[A-Za-z0-9](?:[A-Za-z0-9._ -]{0,98}[A-Za-z0-9._-])?$/;

export const isJobBoardFormat = (value: string): value is ReadableBoard => Object.hasOwn(READERS, value);

const formatList = () => `${JOB_BOARD_FORMATS.slice(0, -1).join(', ')} or ${JOB_BOARD_FORMATS.at(-1)}`;

/** Why a board token is refused, or null when it is fine. */
export function boardTokenProblem(token: string): string | null {
  if (!token) return 'the board token is missing';
  if (!BOARD_TOKEN.test(token)) return `the board token "${token}" may hold only letters, digits, spaces, ".", "_" and "-"`;
  return null;
}

/**
 * JOB_BOARDS: comma-separated `type:token=Company name` entries
 * (`greenhouse:acme=Acme Robotics,lever:acme=Acme Robotics`). Refuses the whole list on any bad
 * entry, naming it: an empty list or entry, an unknown type, a missing ':' or '=', a bad token,
 * an empty company name, or the same board twice. Company names cannot hold commas.
 */
export function parseJobBoards(text: string | undefined): BoardConfig[] {
  if (text === undefined || text.trim() === '') throw new JobBoardsConfigError('JOB_BOARDS is empty: name at least one board');
  const seen = new Set<string>();
  return text.split(',').map((raw, i) => {
    const entry = raw.trim();
    const where = `JOB_BOARDS entry ${i + 1}${entry ? ` "${entry}"` : ''}`;
    const fail = (why: string): never => {
      throw new JobBoardsConfigError(`${where}: ${why} (expected type:token=Company name)`);
    };
    if (!entry) fail('is empty (a stray comma?)');
    const colon = entry.indexOf(':');
    const equals = entry.indexOf('=');
    if (colon < 0) fail(`the board type is missing (${formatList()}, then ':')`);
    if (equals < 0) fail(`the company name is missing (after '=')`);
    if (equals < colon) fail(`':' must come before '='`);
    const type = entry.slice(0, colon).trim().toLowerCase();
    const token = entry.slice(colon + 1, equals).trim();
    const companyName = entry
      .slice(equals + 1)
      .trim()
      .replace(/\s+/g, ' ');
    if (!isJobBoardFormat(type)) fail(`the board type must be ${formatList()}, not "${type}"`);
    const tokenProblem = boardTokenProblem(token);
    if (tokenProblem) fail(tokenProblem);
    if (!companyName || !companySlug(companyName)) fail('the company name is empty');
    const key = `${type}:${token.toLowerCase()}`;
    if (seen.has(key)) fail(`the board ${type}:${token} is listed twice`);
    seen.add(key);
    return { type: type as ReadableBoard, token, companyName };
  });
}

/** The board's public API address for its open jobs. */
export function boardUrl(board: Pick<BoardConfig, 'type' | 'token'>): string {
  const token = encodeURIComponent(board.token);
  switch (board.type) {
    case 'greenhouse':
      return `https://boards-api.greenhouse.io/v1/boards/${token}/jobs?content=true`;
    case 'lever':
      return `https://api.lever.co/v0/postings/${token}?mode=json`;
    case 'ashby':
      return `https://api.ashbyhq.com/posting-api/job-board/${token}?includeCompensation=true`;
  }
}

/** A board's response that is not that board's shape (not JSON, or not its fields). */
export class BoardResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BoardResponseError';
  }
}

export interface BoardImportOptions {
  now: Date;
  minSlice: number;
  dryRun?: boolean;
}

/**
 * One saved board response (JSON text) into the jobs: read by the board's reader (stale postings
 * counted as skipped), then imported in one transaction. A response that is not the board's
 * throws BoardResponseError before anything is written.
 */
export async function importBoardResponse(
  db: Db,
  board: BoardConfig,
  json: string,
  options: BoardImportOptions,
): Promise<JobsImportSummary> {
  let read;
  try {
    read = READERS[board.type](json, { boardToken: board.token, companyName: board.companyName, now: options.now });
  } catch (err) {
    throw new BoardResponseError((err as Error).message);
  }
  return importPostings(db, read.postings, {
    now: options.now,
    minSlice: options.minSlice,
    readerSkipped: read.skipped,
    dryRun: options.dryRun ?? false,
  });
}

export type FetchLike = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

export interface SyncDeps {
  db: Db;
  fetch: FetchLike;
  now: () => Date;
  minSlice: number;
  timeoutMs?: number;
}

export type BoardSyncResult = { board: BoardConfig; url: string } & (
  { ok: true; summary: JobsImportSummary } | { ok: false; error: string }
);

/** An error as one line for job_boards.last_error and the console. */
function oneLine(message: string) {
  const line = message.replace(/\s+/g, ' ').trim() || 'unknown error';
  return line.length > 500 ? `${line.slice(0, 497)}...` : line;
}

async function fetchBoard(deps: SyncDeps, url: string): Promise<string> {
  const timeoutMs = deps.timeoutMs ?? BOARD_FETCH_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await deps.fetch(url, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) {
      const hint = response.status === 404 ? ' (is the board token right?)' : '';
      throw new Error(`the board answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${hint}`);
    }
    return await response.text();
  } catch (err) {
    if (signal.aborted) throw new Error(`no answer within ${timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`);
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const detail = cause?.code ?? cause?.message;
    throw new Error(`${(err as Error).message}${detail && !(err as Error).message.includes(detail) ? ` (${detail})` : ''}`);
  }
}

/**
 * Records the board's outcome on its job_boards row (made when missing, keyed by type and token,
 * its company resolved like the import resolves a posting's): a good sync sets lastSyncedAt and
 * clears lastError; a failure keeps lastSyncedAt (when the jobs were last fresh) and sets lastError.
 */
async function recordOutcome(db: Db, board: BoardConfig, outcome: { at: Date; error: string | null }) {
  const ids = await ensureCompanies(db, [board.companyName]);
  const companyId = ids.get(companySlug(board.companyName))!;
  const synced = outcome.error === null ? { lastSyncedAt: outcome.at } : {};
  await db
    .insert(jobBoards)
    .values({ boardType: board.type, token: board.token, companyId, lastError: outcome.error, ...synced })
    .onConflictDoUpdate({
      target: [jobBoards.boardType, jobBoards.token],
      set: { companyId, lastError: outcome.error, ...synced },
    });
}

/** Syncs one board: fetch, read, import, record. Never throws for the board's own failures. */
export async function syncBoard(deps: SyncDeps, board: BoardConfig): Promise<BoardSyncResult> {
  const url = boardUrl(board);
  const now = deps.now();
  try {
    const json = await fetchBoard(deps, url);
    const summary = await importBoardResponse(deps.db, board, json, { now, minSlice: deps.minSlice });
    await recordOutcome(deps.db, board, { at: now, error: null });
    return { board, url, ok: true, summary };
  } catch (err) {
    const error = oneLine((err as Error).message ?? String(err));
    await recordOutcome(deps.db, board, { at: now, error });
    return { board, url, ok: false, error };
  }
}

/** Every board in turn (one at a time: the imports take one lock anyway, and the boards are not hammered). */
export async function syncBoards(deps: SyncDeps, boards: readonly BoardConfig[]): Promise<BoardSyncResult[]> {
  const results: BoardSyncResult[] = [];
  for (const board of boards) results.push(await syncBoard(deps, board));
  return results;
}
