import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { warnNotices, type Db } from '@paysight/db';
import { and, eq, sql } from 'drizzle-orm';
import { importWarnCsv, type WarnImportSummary } from './warn-import.service.js';

const gunzipAsync = promisify(gunzip);

/**
 * The states' WARN files shipped in reference-data/warn (see its README: source, licence, SHA-256),
 * loaded at the first start. `sourceDate` is the latest notice in the copy: the files carry no
 * publication date, and this is the day the copy's notices run to.
 */
export const WARN_REFERENCE_FILES = [
  {
    state: 'CA',
    file: 'warn/ca.csv',
    sourceDate: '2022-03-15',
    licence: 'State public records; this copy Apache-2.0 (biglocalnews/warn-transformer)',
    credit: 'Big Local News, Stanford University; California EDD',
  },
  {
    state: 'TX',
    file: 'warn/tx.csv',
    sourceDate: '2022-03-01',
    licence: 'State public records; this copy Apache-2.0 (biglocalnews/warn-transformer)',
    credit: 'Big Local News, Stanford University; Texas Workforce Commission',
  },
  {
    state: 'WA',
    file: 'warn/wa.csv',
    sourceDate: '2022-03-11',
    licence: 'State public records; this copy Apache-2.0 (biglocalnews/warn-transformer)',
    credit: 'Big Local News, Stanford University; Washington Employment Security Department',
  },
] as const;

interface Log {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

/**
 * Imports each shipped state file whose notices are not in the database yet (one query per file
 * when they are: a restart costs nothing). Idempotent either way: a notice already there is never
 * added twice (ADR 042). A missing or refused file is said, not skipped in silence.
 */
export async function importWarnReferenceFolder(
  db: Db,
  dir: string,
  log: Log,
  /** Told of each file that added notices, once committed (the server drops its cached layoffs figures). */
  onImported?: (summary: WarnImportSummary) => void,
): Promise<WarnImportSummary[]> {
  const done: WarnImportSummary[] = [];
  for (const { state, file, sourceDate } of WARN_REFERENCE_FILES) {
    const sourceFile = path.basename(file);
    const [loaded] = await db
      .select({ one: sql<number>`1` })
      .from(warnNotices)
      .where(and(eq(warnNotices.state, state), eq(warnNotices.sourceFile, sourceFile), eq(warnNotices.sourceDate, sourceDate)))
      .limit(1);
    if (loaded) continue;
    const full = [path.join(dir, file), path.join(dir, `${file}.gz`)].find((f) => existsSync(f));
    if (!full) {
      log.warn({ dir, file, state }, 'WARN notices missing: the layoffs views show no notices for this state until it is imported');
      continue;
    }
    try {
      const bytes = await readFile(full);
      const text = (full.endsWith('.gz') ? await gunzipAsync(bytes) : bytes).toString('utf8');
      const summary = await importWarnCsv(db, [text], { state, sourceFile, sourceDate });
      log.info(
        { file: full, state, imported: summary.imported, skipped: summary.skipped, flagged: summary.flagged },
        'WARN notices imported',
      );
      done.push(summary);
      if (summary.imported > 0) onImported?.(summary);
    } catch (err) {
      log.warn({ file: full, state, err: (err as Error).message }, 'WARN notices not imported');
    }
  }
  return done;
}
