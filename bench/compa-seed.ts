import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { queryRows } from '@paysight/db';
import { sql } from 'drizzle-orm';
import { benchAnalyst, openSeedDatabase } from './seed-support.js';

/**
 * The compa bench's setup (bench/run.mjs, section 14), made while no server runs: a workspace with an
 * analyst's session and a roster file of BENCH_COMPA_EMPLOYEES employees (CSV, every column) across
 * the catalogue's families, levels 1–6 and India's 3 largest metros, women and men, paid around the
 * market with a gender gap of a few per cent, deterministic. Writes the token, the families and
 * metros (for the band group the bench makes through the API) and the file's path to BENCH_COMPA_FILE.
 *
 *   DATA_DIR=… [DATABASE_URL=…] BENCH_COMPA_FILE=… BENCH_COMPA_EMPLOYEES=10000 node --import tsx bench/compa-seed.ts
 */

const EMPLOYEES = Number(process.env.BENCH_COMPA_EMPLOYEES ?? 10_000);
const LEVELS = ['Junior', 'Mid', 'Senior', 'Staff', 'Lead', 'Principal'];
const RATINGS = ['Below', 'Meets', 'Exceeds'];

const { database, out } = await openSeedDatabase('BENCH_COMPA_FILE');
try {
  const { db } = database;
  const families = await queryRows<{ slug: string; name: string }>(db, sql`select slug, name from job_families order by id`);
  const metros = await queryRows<{ metro: string }>(
    db,
    sql`select l.metro, count(*)::int as n from salary_records r join locations l on l.id = r.location_id
      where r.country_code = 'in' and r.status = 'published' group by l.metro order by n desc limit 3`,
  );
  const { token } = await benchAnalyst(db, 'Compa Bench', 'compa-bench.test');

  // A small linear congruential generator: the same file every run.
  let state = 20_261_129;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const header = [
    'Employee ID',
    'Title',
    'Level',
    'Family',
    'Location',
    'Currency',
    'Base',
    'Bonus Target',
    'Equity',
    'Hire Date',
    'Gender',
    'Name',
    'Email',
    'Equity Type',
    'Equity Units',
    'Vesting',
    'Last Change Date',
    'Manager ID',
    'Performance Rating',
    'FTE',
  ];
  const lines = [header.join(',')];
  for (let i = 1; i <= EMPLOYEES; i++) {
    const family = families[Math.floor(next() * families.length)]!;
    const level = Math.min(LEVELS.length - 1, Math.floor(next() * next() * LEVELS.length * 1.6));
    const woman = next() < 0.38;
    // About ₹9 lakh at the first level, ×1.35 a level, ±20 %, women a few per cent lower.
    const base = Math.round((900_000 * 1.35 ** level * (0.8 + next() * 0.4) * (woman ? 0.96 : 1)) / 1000) * 1000;
    const year = 2012 + Math.floor(next() * 14);
    const month = String(1 + Math.floor(next() * 12)).padStart(2, '0');
    lines.push(
      [
        `B${i}`,
        `${family.name} ${LEVELS[level]}`,
        level + 1,
        family.name,
        metros[i % metros.length]!.metro,
        'INR',
        base,
        Math.round(base * 0.1),
        level >= 2 ? Math.round(base * 0.2) : 0,
        `${year}-${month}-01`,
        woman ? 'female' : 'male',
        `Employee ${i}`,
        `employee${i}@compa-bench.test`,
        level >= 2 ? 'rsu' : 'none',
        '',
        '',
        '2025-04-01',
        i > 50 ? `B${1 + Math.floor(next() * 50)}` : '',
        RATINGS[Math.floor(next() * RATINGS.length)],
        next() < 0.05 ? 0.5 : 1,
      ].join(','),
    );
  }
  const csv = path.join(path.dirname(out), 'compa-roster.csv');
  writeFileSync(csv, `${lines.join('\n')}\n`);
  writeFileSync(
    out,
    JSON.stringify({ token, csv, employees: EMPLOYEES, families: families.map((f) => f.slug), metros: metros.map((m) => m.metro) }),
  );
} finally {
  await database.close();
}
