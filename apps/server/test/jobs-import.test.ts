import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jobs, jobSources } from '@paysight/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPostings } from '../src/modules/jobs/jobs-import.service.js';
import { READERS, type ReadableBoard } from '../src/modules/jobs/readers/index.js';
import { createTestApp, type TestApp, describeWithDb } from './helpers.js';

const now = new Date('2026-11-24T00:00:00Z');
const fixture = (name: string) => readFile(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/jobs', name), 'utf8');
let t: TestApp;

describeWithDb('jobs import suites', () => {
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  }, 60_000);
  afterAll(() => t.close());

  async function importBoard(board: ReadableBoard, file: string) {
    const read = READERS[board](await fixture(file), { boardToken: 'acmerobotics', companyName: 'Acme Robotics', now });
    return importPostings(t.database.db, read.postings, { now, minSlice: 5, readerSkipped: read.skipped });
  }

  describe('jobs import', () => {
    it('lists fresh postings, drops stale ones, and a second import of the same file adds nothing', async () => {
      const first = await importBoard('greenhouse', 'greenhouse-acme.json');
      expect(first.imported).toBeGreaterThan(0);
      expect(first.skipped['not updated in the last month']).toBeGreaterThanOrEqual(1);
      const count = (await t.database.db.select().from(jobs)).length;
      const again = await importBoard('greenhouse', 'greenhouse-acme.json');
      expect(again.imported).toBe(0);
      expect(again.skipped['already imported']).toBe(first.imported);
      expect((await t.database.db.select().from(jobs)).length).toBe(count);
    });

    it('the same job on a second board becomes a second source of one job', async () => {
      const before = (await t.database.db.select().from(jobs)).length;
      const lever = await importBoard('lever', 'lever-acme.json');
      expect(lever.merged).toBeGreaterThanOrEqual(1);
      const rows = await t.database.db.select().from(jobs);
      expect(rows.length).toBe(before + lever.imported);
      const senior = rows.filter((j) => j.title === 'Senior Software Engineer');
      expect(senior).toHaveLength(1);
      const sources = (await t.database.db.select().from(jobSources)).filter((s) => s.jobId === senior[0]!.id);
      expect(sources.map((s) => s.boardType).sort()).toEqual(['greenhouse', 'lever']);
    });

    it('descriptions are stored sanitised, and catalogue skills are found in them', async () => {
      const rows = await t.database.db.select().from(jobs);
      for (const j of rows) {
        expect(j.descriptionHtml).not.toMatch(/<script|onclick|&lt;p&gt;/i);
        expect(j.titleKey).toBe(j.titleKey.toLowerCase());
      }
      expect(rows.some((j) => j.skillIds.length > 0)).toBe(true);
    });
  });
});
