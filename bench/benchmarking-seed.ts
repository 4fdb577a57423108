import { writeFileSync } from 'node:fs';
import { queryRows } from '@paysight/db';
import { sql } from 'drizzle-orm';
import { DEMO_FAMILIES, JD_LABELLED, evaluateJdMatcher } from '../apps/server/test/jd-evaluation.js';
import { benchAnalyst, openSeedDatabase } from './seed-support.js';

/**
 * The peer benchmark's setup (bench/run.mjs, section 10), made while no server runs (PGlite serves
 * one process), on a database the server has already filled with demo records: an enterprise
 * workspace with an analyst's session, the 20 Indian companies with the most levelled records (the
 * peer group) and India's 3 largest metros. Also measures job-description matching on the labelled
 * set (precision at 1 and abstention). Writes all of it to BENCH_BENCHMARKING_FILE.
 *
 *   DATA_DIR=… [DATABASE_URL=…] BENCH_BENCHMARKING_FILE=… node --import tsx bench/benchmarking-seed.ts
 */

const { database, out } = await openSeedDatabase('BENCH_BENCHMARKING_FILE');
try {
  const { db } = database;
  const now = new Date();
  const [{ records }] = (await queryRows<{ records: number }>(
    db,
    sql`select count(*)::int as records from salary_records where status = 'published' and standard_level is not null`,
  )) as [{ records: number }];
  const peers = await queryRows<{ slug: string; n: number }>(
    db,
    sql`select c.slug, count(*)::int as n from salary_records r join companies c on c.id = r.company_id
      where r.country_code = 'in' and r.status = 'published' and r.standard_level is not null
      group by c.slug order by n desc limit 20`,
  );
  const metros = await queryRows<{ metro: string }>(
    db,
    sql`select l.metro, count(*)::int as n from salary_records r join locations l on l.id = r.location_id
      where r.country_code = 'in' and r.status = 'published' group by l.metro order by n desc limit 3`,
  );
  const { token } = await benchAnalyst(db, 'Bench Workspace', 'bench-workspace.test', now);

  const started = performance.now();
  const jd = evaluateJdMatcher(JD_LABELLED, DEMO_FAMILIES);
  const jdMs = performance.now() - started;

  writeFileSync(
    out,
    JSON.stringify({
      token,
      records: Number(records),
      peers: peers.map((p) => p.slug),
      peerRecords: peers.reduce((sum, p) => sum + Number(p.n), 0),
      metros: metros.map((m) => m.metro),
      jd: { ...jd, msPerDescription: jdMs / JD_LABELLED.length },
    }),
  );
} finally {
  await database.close();
}
