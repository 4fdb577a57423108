import { writeFileSync } from 'node:fs';
import { jobs, titles } from '@paysight/db';
import { generateDemoJobs } from '@paysight/db/demo';
import { count, desc, eq, sql } from 'drizzle-orm';
import { insertUser } from '../apps/server/src/modules/auth/auth.queries.js';
import { createSession } from '../apps/server/src/modules/auth/session.service.js';
import { openSeedDatabase } from './seed-support.js';

/**
 * The matching benchmark's data (bench/run.mjs, section 8): listed jobs up to BENCH_JOBS (demo jobs
 * generated from the catalogue with another seed, so they look like the demo's), and a member with a
 * live session. Put in the bench's database while its server is stopped (PGlite serves one
 * process). Writes the member's token and the most common catalogue title to BENCH_JOBS_FILE.
 *
 *   DATA_DIR=… [DATABASE_URL=…] BENCH_JOBS=50000 BENCH_JOBS_FILE=… node --import tsx bench/jobs-seed.ts
 */

const target = Number(process.env.BENCH_JOBS ?? 50_000);

const now = new Date();
const { database, out } = await openSeedDatabase('BENCH_JOBS_FILE');
try {
  const { db } = database;
  const [{ n }] = (await db.select({ n: count() }).from(jobs)) as [{ n: number }];
  const rows = await generateDemoJobs(db, { now, count: Math.max(0, target - Number(n)), seed: 4242 });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(jobs).values(rows.slice(i, i + 1000));
  const [top] = await db
    .select({ name: titles.name, jobs: sql<number>`count(*)::int` })
    .from(jobs)
    .innerJoin(titles, eq(titles.id, jobs.titleId))
    .groupBy(titles.name)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  const user = await insertUser(db, { email: 'matcher@bench.paysight.test', name: 'Bench Matcher', emailVerifiedAt: now });
  const { token } = await createSession(db, user.id, { ttlDays: 1, now });
  const [{ total }] = (await db.select({ total: count() }).from(jobs)) as [{ total: number }];
  writeFileSync(out, JSON.stringify({ token, title: top!.name, jobs: Number(total) }));
} finally {
  await database.close();
}
