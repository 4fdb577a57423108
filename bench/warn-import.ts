import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { importWarnCsv } from '../apps/server/src/modules/layoffs/warn-import.service.js';
import { openSeedDatabase } from './seed-support.js';

/**
 * Section 13's import figure (bench/run.mjs): the California WARN file the product ships
 * (10,737 notices), imported into the bench's database while no server runs. The baseline is the
 * same file read and judged without writing (`--dry-run`), in the same process: the ratio is what
 * the writing adds. A second import adds nothing and is timed too. Writes BENCH_WARN_FILE.
 *
 *   DATA_DIR=… [DATABASE_URL=…] BENCH_WARN_FILE=… node --import tsx bench/warn-import.ts
 */

const file = path.resolve(import.meta.dirname, '../apps/server/reference-data/warn/ca.csv.gz');
const text = gunzipSync(await readFile(file)).toString('utf8');
const { database, out } = await openSeedDatabase('BENCH_WARN_FILE');
try {
  const options = { state: 'CA', sourceFile: 'ca.csv', sourceDate: '2022-03-15' };
  const timed = async (dryRun: boolean) => {
    const t0 = performance.now();
    const summary = await importWarnCsv(database.db, [text], { ...options, dryRun });
    return { ms: performance.now() - t0, read: summary.read, imported: summary.imported };
  };
  const dryRun = await timed(true);
  const first = await timed(false);
  const again = await timed(false);
  writeFileSync(out, JSON.stringify({ dryRun, first, again }));
} finally {
  await database.close();
}
