import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { companies, jobBoards, jobSources, type Database } from '@paysight/db';
import { createTestDatabase } from '@paysight/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BoardResponseError,
  JobBoardsConfigError,
  boardUrl,
  importBoardResponse,
  parseJobBoards,
  syncBoards,
  type BoardConfig,
  type FetchLike,
} from '../src/modules/jobs/jobs-sync.service.js';
import { describeWithDb } from './helpers.js';

/**
 * `npm run jobs:sync`'s parts: JOB_BOARDS read, the boards' public URLs, and the sync itself against
 * a fake fetch that serves the saved board responses (no real network), on PGlite and PostgreSQL.
 */

const now = new Date('2026-11-24T00:00:00Z');
const fixture = (name: string) => readFile(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/jobs', name), 'utf8');

describe('JOB_BOARDS', () => {
  it('reads comma-separated type:token=Company name entries', () => {
    expect(
      parseJobBoards(' greenhouse:acmerobotics=Acme Robotics, Lever:acme-robotics = Acme  Robotics ,ashby:Acme.Robotics=Acme'),
    ).toEqual([
      { type: 'greenhouse', token: 'acmerobotics', companyName: 'Acme Robotics' },
      { type: 'lever', token: 'acme-robotics', companyName: 'Acme Robotics' },
      { type: 'ashby', token: 'Acme.Robotics', companyName: 'Acme' },
    ]);
  });

  it.each([
    ['', /JOB_BOARDS is empty/],
    ['   ', /JOB_BOARDS is empty/],
    ['greenhouse:acme=Acme,', /JOB_BOARDS entry 2: is empty/],
    [
      'greenhouse:acme=Acme,workday:acme=Acme',
      /entry 2 "workday:acme=Acme": the board type must be greenhouse, lever or ashby, not "workday"/,
    ],
    ['greenhouse:acme', /entry 1 "greenhouse:acme": the company name is missing \(after '='\)/],
    ['acme=Acme', /entry 1 "acme=Acme": the board type is missing/],
    ['lever:=Acme', /entry 1 "lever:=Acme": the board token is missing/],
    ['lever:ac/me=Acme', /the board token "ac\/me" may hold only letters/],
    ['lever:acme=  ', /entry 1 "lever:acme=": the company name is empty/],
    ['lever:acme=Acme,LEVER:ACME=Acme Inc', /entry 2 "LEVER:ACME=Acme Inc": the board lever:ACME is listed twice/],
  ])('refuses %j, naming the bad entry', (text, message) => {
    expect(() => parseJobBoards(text)).toThrow(JobBoardsConfigError);
    expect(() => parseJobBoards(text)).toThrow(message);
  });

  it("builds each board's public API address", () => {
    expect(boardUrl({ type: 'greenhouse', token: 'acme' })).toBe('https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true');
    expect(boardUrl({ type: 'lever', token: 'acme' })).toBe('https://api.lever.co/v0/postings/acme?mode=json');
    expect(boardUrl({ type: 'ashby', token: 'Acme' })).toBe('https://api.ashbyhq.com/posting-api/job-board/Acme?includeCompensation=true');
    expect(parseJobBoards('ashby:The Acme Company=Acme')[0]!.token).toBe('The Acme Company');
    expect(boardUrl({ type: 'ashby', token: 'The Acme Company' })).toBe(
      'https://api.ashbyhq.com/posting-api/job-board/The%20Acme%20Company?includeCompensation=true',
    );
  });
});

describeWithDb('jobs sync', () => {
  let database: Database;
  const files: Record<string, string> = {};
  /** What the fake boards answer, by URL: a saved response, a status, a network failure or silence. */
  const answers = new Map<string, { json: string } | { status: number } | { fail: string } | 'hang'>();
  const requested: string[] = [];
  const fakeFetch: FetchLike = async (url, init) => {
    requested.push(url);
    const answer = answers.get(url);
    if (answer === 'hang')
      return new Promise((_, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason as Error)));
    if (!answer) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    if ('fail' in answer) throw new TypeError('fetch failed', { cause: { code: answer.fail } });
    if ('status' in answer) return new Response('', { status: answer.status });
    return new Response(answer.json, { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const deps = (timeoutMs?: number) => ({ fetch: fakeFetch, now: () => now, minSlice: 5, timeoutMs, db: database.db });

  const greenhouse: BoardConfig = { type: 'greenhouse', token: 'acmerobotics', companyName: 'Acme Robotics' };
  const lever: BoardConfig = { type: 'lever', token: 'acmerobotics', companyName: 'Acme Robotics' };
  const ashby: BoardConfig = { type: 'ashby', token: 'AcmeRobotics', companyName: 'Acme Robotics' };

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    for (const board of ['greenhouse', 'lever', 'ashby']) files[board] = await fixture(`${board}-acme.json`);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const boardRow = async (board: BoardConfig) =>
    (
      await database.db
        .select()
        .from(jobBoards)
        .where(and(eq(jobBoards.boardType, board.type), eq(jobBoards.token, board.token)))
    )[0];

  it('one board failing is recorded with its error; the others are imported', async () => {
    answers.set(boardUrl(greenhouse), { json: files.greenhouse! });
    answers.set(boardUrl(lever), { status: 404 });
    answers.set(boardUrl(ashby), { json: files.ashby! });
    const results = await syncBoards(deps(), [greenhouse, lever, ashby]);
    expect(requested).toEqual([boardUrl(greenhouse), boardUrl(lever), boardUrl(ashby)]);
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    const [gh, lv, ab] = results;
    if (!gh!.ok || !ab!.ok || lv!.ok) throw new Error('unexpected outcome');
    expect(gh!.summary.imported).toBeGreaterThan(0);
    expect(gh!.summary.skipped['not updated in the last month']).toBeGreaterThanOrEqual(1);
    expect(ab!.summary.imported + ab!.summary.merged).toBeGreaterThan(0);
    expect(lv!.error).toBe('the board answered HTTP 404 (is the board token right?)');

    expect(await boardRow(greenhouse)).toMatchObject({ lastError: null, lastSyncedAt: now });
    expect(await boardRow(lever)).toMatchObject({ lastError: lv!.error, lastSyncedAt: null });
    const sources = await database.db.select().from(jobSources);
    expect(new Set(sources.map((s) => s.boardType))).toEqual(new Set(['greenhouse', 'ashby']));
    // The failing board's row names the configured company, resolved like an import resolves it.
    const [company] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.id, (await boardRow(lever))!.companyId));
    expect(company!.slug).toBe('acme-robotics');
  });

  it('the next good sync clears the error; a second sync of an unchanged board adds nothing', async () => {
    answers.set(boardUrl(lever), { json: files.lever! });
    const before = (await database.db.select().from(jobSources)).length;
    const [gh, lv] = await syncBoards(deps(), [greenhouse, lever]);
    if (!gh!.ok || !lv!.ok) throw new Error('a board failed');
    expect(gh!.summary.imported).toBe(0);
    expect(gh!.summary.skipped['already imported']).toBeGreaterThan(0);
    expect(lv!.summary.imported + lv!.summary.merged).toBeGreaterThan(0);
    expect(await boardRow(lever)).toMatchObject({ lastError: null, lastSyncedAt: now });
    expect((await database.db.select().from(jobSources)).length).toBe(before + lv!.summary.imported + lv!.summary.merged);
  });

  it('a network failure, a response that is not the board’s, and silence past the timeout each fail alone', async () => {
    const down: BoardConfig = { type: 'greenhouse', token: 'down', companyName: 'Down Co' };
    const garbled: BoardConfig = { type: 'ashby', token: 'garbled', companyName: 'Garbled Co' };
    const wrongShape: BoardConfig = { type: 'lever', token: 'wrongshape', companyName: 'Wrong Shape Co' };
    const silent: BoardConfig = { type: 'lever', token: 'silent', companyName: 'Silent Co' };
    answers.set(boardUrl(down), { fail: 'ENOTFOUND' });
    answers.set(boardUrl(garbled), { json: '<html>Service unavailable</html>' });
    answers.set(boardUrl(wrongShape), { json: files.greenhouse! });
    answers.set(boardUrl(silent), 'hang');
    const results = await syncBoards(deps(50), [down, garbled, wrongShape, silent, greenhouse]);
    expect(results.map((r) => (r.ok ? 'ok' : r.error))).toEqual([
      'fetch failed (ENOTFOUND)',
      'not an Ashby job board response: the text is not valid JSON',
      'not a Lever postings response: expected an array of postings',
      'no answer within 50 ms',
      'ok',
    ]);
    for (const board of [down, garbled, wrongShape, silent]) expect((await boardRow(board))!.lastError).not.toBeNull();
  });

  it('a saved response is imported the same way; one not in the board’s shape writes nothing', async () => {
    const before = (await database.db.select().from(jobSources)).length;
    await expect(importBoardResponse(database.db, { ...greenhouse, token: 'other' }, files.lever!, { now, minSlice: 5 })).rejects.toThrow(
      BoardResponseError,
    );
    const dry = await importBoardResponse(database.db, { ...greenhouse, token: 'other' }, files.greenhouse!, {
      now,
      minSlice: 5,
      dryRun: true,
    });
    expect(dry.imported + dry.merged).toBeGreaterThan(0);
    expect((await database.db.select().from(jobSources)).length).toBe(before);
  });
});
