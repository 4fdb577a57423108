import path from 'node:path';
import { createDb, type Database } from '@paysight/db';

/**
 * The bench's database, opened by a seed script while no server runs (the embedded folder has one
 * owner): PGlite in DATA_DIR, or DATABASE_URL, migrated. `outVar` names the environment key of the
 * file the seed writes its results to (bench/run.mjs reads it).
 */
export async function openSeedDatabase(outVar: string): Promise<{ database: Database; out: string }> {
  const out = process.env[outVar];
  const dataDir = process.env.DATA_DIR;
  if (!out || !dataDir) throw new Error(`DATA_DIR and ${outVar} are required`);
  const database = await createDb({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.join(dataDir, 'pglite'),
    owner: `the bench's seed (${path.basename(process.argv[1] ?? 'seed')})`,
  });
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    throw err;
  }
  return { database, out };
}
