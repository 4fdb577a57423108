import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEmbeddedDb } from './helpers.js';
import { runScript } from './processes.js';

/**
 * `npm run import -- --format greenhouse …` and `npm run jobs:sync` as an operator runs them: child
 * processes on a fresh embedded database in a temp DATA_DIR. The sync is only run up to its
 * configuration checks here (no test reaches a real board).
 */

const testDir = path.dirname(fileURLToPath(import.meta.url));
/** The moment the saved responses were saved at. */
const SAVED_AT = Date.parse('2026-11-24T00:00:00Z');

/** The saved Greenhouse response with every date moved as far as today is from when it was saved, so "the last month" is today's. */
async function greenhouseAsOfToday() {
  const shift = Date.now() - SAVED_AT;
  const move = (value: unknown): unknown => {
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)))
      return new Date(Date.parse(value) + shift).toISOString();
    if (Array.isArray(value)) return value.map(move);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, move(v)]));
    return value;
  };
  return JSON.stringify(move(JSON.parse(await readFile(path.join(testDir, 'fixtures/jobs/greenhouse-acme.json'), 'utf8'))));
}

describeOnEmbeddedDb('job board commands', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'paysight-jobs-cli-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const run = (script: string, env: Record<string, string>, ...args: string[]) =>
    runScript(script, { DATA_DIR: path.join(dir, 'data'), ...env }, ...args);
  const importBoard = (...args: string[]) => run('src/cli/import.ts', {}, ...args);
  const board = ['--format', 'greenhouse', '--board', 'acmerobotics', '--company', 'Acme Robotics'];
  const count = (stdout: string, label: string) => Number(new RegExp(`\\n\\s+${label}\\s+(\\d+)`).exec(stdout)?.[1]);

  it('imports a saved board response once: stale postings skipped, the second import adds nothing', { timeout: 120_000 }, async () => {
    const file = path.join(dir, 'greenhouse.json');
    await writeFile(file, await greenhouseAsOfToday());

    const dry = await importBoard(...board, '--dry-run', file);
    expect(dry.stderr).toBe('');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/^Dry run \(nothing kept\)/);

    const first = await importBoard(...board, file);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Imported: .*greenhouse\.json \(greenhouse board acmerobotics, Acme Robotics\)/);
    const imported = count(first.stdout, 'imported as new jobs');
    // The dry run saw what the real import did, and kept nothing of it.
    expect(count(dry.stdout, 'would be imported as new jobs')).toBe(imported);
    expect(imported).toBeGreaterThan(0);
    expect(count(first.stdout, 'not updated in the last month')).toBeGreaterThanOrEqual(1);
    const read = count(first.stdout, 'postings read');

    const second = await importBoard(...board, file);
    expect(second.code).toBe(0);
    expect(count(second.stdout, 'postings read')).toBe(read);
    expect(count(second.stdout, 'imported as new jobs')).toBe(0);
    expect(count(second.stdout, 'merged into existing jobs')).toBe(0);
    expect(count(second.stdout, 'already known, unchanged')).toBe(imported);
  });

  it('refuses a file that is not JSON or not the board’s, and bad arguments', { timeout: 120_000 }, async () => {
    const notJson = path.join(dir, 'not.json');
    await writeFile(notJson, '<html>Board not found</html>');
    const garbled = await importBoard(...board, notJson);
    expect(garbled.code).toBe(1);
    expect(garbled.stderr).toMatch(
      /not\.json is not a Greenhouse job board response: the text is not valid JSON\.\nNothing was imported\./,
    );

    const lever = path.join(dir, 'lever.json');
    await writeFile(lever, await readFile(path.join(testDir, 'fixtures/jobs/lever-acme.json')));
    const wrong = await importBoard(...board, lever);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/not a Greenhouse job board response: expected an object with a jobs array/);

    const missing = await importBoard('--format', 'lever', '--board', 'acme', lever);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--company is required with --format lever/);
    const salary = await importBoard('--format', 'csv', '--board', 'acme', lever);
    expect(salary.code).toBe(2);
    expect(salary.stderr).toMatch(/--board is for job board files/);
  });

  it('jobs:sync without JOB_BOARDS says how to set it; a bad entry is named; both exit 2', { timeout: 60_000 }, async () => {
    const unset = await run('src/cli/jobs-sync.ts', {});
    expect(unset.code).toBe(2);
    expect(unset.stderr).toMatch(/JOB_BOARDS is not set[\s\S]*JOB_BOARDS="greenhouse:acme=Acme Robotics/);
    const bad = await run('src/cli/jobs-sync.ts', { JOB_BOARDS: 'greenhouse:acme=Acme,workday:acme=Acme' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/JOB_BOARDS entry 2 "workday:acme=Acme": the board type must be greenhouse, lever or ashby/);
  });
});
