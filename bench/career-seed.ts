import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { careerPositions, companies, queryRows, titles } from '@paysight/db';
import { createRng } from '@paysight/db/factories';
import { count, like, sql } from 'drizzle-orm';
import { insertUser } from '../apps/server/src/modules/auth/auth.queries.js';
import { createSession } from '../apps/server/src/modules/auth/session.service.js';
import { rebuildRankings } from '../apps/server/src/modules/career/career-network.service.js';
import { openSeedDatabase } from './seed-support.js';

/**
 * The move network benchmark's data and rebuild (bench/run.mjs, section 9), made while no server
 * runs (PGlite serves one process): BENCH_CAREER_POSITIONS career positions (default 1,000,000)
 * of about 3.3 per person across BENCH_CAREER_COMPANIES companies (default 2,000) in a dozen
 * industries, then the rankings rebuilt BENCH_CAREER_RUNS times (default 3) with the event loop's
 * longest stall measured meanwhile. The last rebuild's rankings stay stored, so the server started
 * next serves them at once. Writes the timings to BENCH_CAREER_FILE.
 *
 * Who moves where: a company's pull is its popularity (Zipf: a few giants, a long tail) times its
 * attractiveness (a hidden "quality"); a person's next company is drawn by pull, in the same
 * industry seven times in ten, and a move to a less attractive company is half as likely to be
 * taken, so the network has an order to find.
 *
 *   DATA_DIR=… [DATABASE_URL=…] BENCH_CAREER_FILE=… node --import tsx bench/career-seed.ts
 */

const targetPositions = Number(process.env.BENCH_CAREER_POSITIONS ?? 1_000_000);
const companyCount = Number(process.env.BENCH_CAREER_COMPANIES ?? 2_000);
const runs = Number(process.env.BENCH_CAREER_RUNS ?? 3);

const INDUSTRIES = [
  'Software',
  'Fintech',
  'E-commerce',
  'IT Services',
  'Banking',
  'Consulting',
  'Healthcare',
  'Telecom',
  'Automotive',
  'Media',
  'Semiconductors',
  'Insurance',
];
const BENCH_PREFIX = 'bench-move-co-';
const PEOPLE_PER_INSERT = 20_000;

const rng = createRng(20181212);
const arrayLiteral = (values: (number | string)[]) => `{${values.join(',')}}`;

const { database, out } = await openSeedDatabase('BENCH_CAREER_FILE');
try {
  const { db } = database;

  // Companies of the bench's own, and one title.
  const [{ have }] = (await db
    .select({ have: count() })
    .from(companies)
    .where(like(companies.slug, `${BENCH_PREFIX}%`))) as [{ have: number }];
  for (let i = Number(have); i < companyCount; i += 1000) {
    const rows = [];
    for (let k = i; k < Math.min(companyCount, i + 1000); k++)
      rows.push({
        name: `Bench Move Co ${k + 1}`,
        slug: `${BENCH_PREFIX}${k + 1}`,
        industry: INDUSTRIES[k % INDUSTRIES.length]!,
        type: 'product' as const,
        isDemo: true,
      });
    await db.insert(companies).values(rows);
  }
  const companyRows = await queryRows<{ id: number; industry: string }>(
    db,
    sql`select id, industry from companies where slug like ${`${BENCH_PREFIX}%`} order by id`,
  );
  const [title] = await db.select({ id: titles.id }).from(titles).limit(1);
  const titleId =
    title?.id ??
    (
      await queryRows<{ id: number }>(
        db,
        sql`with f as (insert into job_families (name, slug) values ('Engineering', 'engineering') on conflict (slug) do update set name = excluded.name returning id)
            insert into titles (name, slug, family_id) select 'Software Engineer', 'software-engineer', id from f returning id`,
      )
    )[0]!.id;

  // Pull = popularity × attractiveness, drawn per industry (and over all) by cumulative sums.
  const n = companyRows.length;
  const quality = Array.from({ length: n }, () => rng.next());
  const pull = Array.from({ length: n }, (_, i) => (1 / (1 + ((i * 7919) % n)) ** 0.9) * (0.3 + quality[i]!));
  const table = (members: number[]) => {
    const cum: number[] = [];
    let total = 0;
    for (const i of members) cum.push((total += pull[i]!));
    return { members, cum, total };
  };
  const draw = (t: { members: number[]; cum: number[]; total: number }) => {
    const r = rng.next() * t.total;
    let lo = 0;
    let hi = t.cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (t.cum[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return t.members[lo]!;
  };
  const all = table(companyRows.map((_, i) => i));
  const byIndustry = new Map(INDUSTRIES.map((ind) => [ind, table(companyRows.flatMap((c, i) => (c.industry === ind ? [i] : [])))]));

  const [{ existing }] = (await db.select({ existing: count() }).from(careerPositions)) as [{ existing: number }];
  let positions = Number(existing);
  const seedStart = performance.now();
  while (positions < targetPositions) {
    const people = Math.min(PEOPLE_PER_INSERT, Math.ceil((targetPositions - positions) / 3.3));
    const regions = Array.from({ length: people }, () => (rng.next() < 0.65 ? 'in' : 'us'));
    const ids = await queryRows<{ id: number }>(
      db,
      sql`insert into career_people (is_demo, country_code) select true, cc from unnest(${arrayLiteral(regions)}::text[]) as cc returning id`,
    );
    const cols = { person: [] as number[], company: [] as number[], cc: [] as string[], start: [] as string[], end: [] as string[] };
    ids.forEach(({ id }, p) => {
      const jobs = 2 + Math.floor(rng.next() * 3) + (rng.next() < 0.3 ? 1 : 0);
      let year = 2006 + Math.floor(rng.next() * 12);
      let at = draw(all);
      for (let j = 0; j < jobs && positions < targetPositions; j++) {
        if (j > 0) {
          for (let tries = 0; tries < 4; tries++) {
            const next = rng.next() < 0.7 ? draw(byIndustry.get(companyRows[at]!.industry)!) : draw(all);
            if (next === at) continue;
            if (quality[next]! < quality[at]! && rng.next() < 0.5) continue;
            at = next;
            break;
          }
        }
        const length = 1 + Math.floor(rng.next() * 4);
        const last = j === jobs - 1;
        cols.person.push(Number(id));
        cols.company.push(companyRows[at]!.id);
        cols.cc.push(regions[p]!);
        cols.start.push(`${year}-${String(1 + Math.floor(rng.next() * 12)).padStart(2, '0')}-01`);
        cols.end.push(last ? 'NULL' : `${year + length}-01-01`);
        year += length + 1;
        positions += 1;
      }
    });
    await db.execute(sql`
      insert into career_positions (person_id, company_id, title_id, country_code, start_date, end_date)
      select p, c, ${titleId}, cc, s, e
      from unnest(${arrayLiteral(cols.person)}::int[], ${arrayLiteral(cols.company)}::int[], ${arrayLiteral(cols.cc)}::text[],
                  ${arrayLiteral(cols.start)}::date[], ${arrayLiteral(cols.end)}::date[]) as t(p, c, cc, s, e)`);
  }
  const seedMs = performance.now() - seedStart;

  // The rebuild, timed, with the event loop's longest stall while it runs.
  const timings: { ms: number; loadMs: number; rankMs: number; maxStallMs: number; scopes: number; ranked: number }[] = [];
  for (let r = 0; r < runs; r++) {
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const start = performance.now();
    const built = await rebuildRankings({ db, minSlice: 5, now: () => new Date() });
    const ms = performance.now() - start;
    loop.disable();
    timings.push({
      ms,
      loadMs: built.timings!.loadMs,
      rankMs: built.timings!.rankMs,
      maxStallMs: loop.max / 1e6,
      scopes: built.scopes.size,
      ranked: [...built.scopes.values()].filter((s) => s.industry === null).reduce((a, s) => a + s.companies.length, 0),
    });
  }
  const [{ total }] = (await db.select({ total: count() }).from(careerPositions)) as [{ total: number }];
  const [peopleRow] = await queryRows<{ people: number }>(db, sql`select count(*)::int as people from career_people`);
  // The switch page's call is premium: a premium member's session, and a company of the middle of
  // the popularity curve (the 100th most held) and the most held one, to ask it for.
  const now = new Date();
  const member = await insertUser(db, {
    email: 'switch@bench.paysight.test',
    name: 'Bench Switch',
    emailVerifiedAt: now,
    premiumUntil: new Date(now.getTime() + 86_400_000),
  });
  const { token } = await createSession(db, member.id, { ttlDays: 1, now });
  const held = await queryRows<{ slug: string }>(
    db,
    sql`select c.slug from companies c join career_positions p on p.company_id = c.id
        where c.slug like ${`${BENCH_PREFIX}%`} group by c.slug order by count(*) desc, c.slug limit 100`,
  );
  writeFileSync(
    out,
    JSON.stringify({
      positions: Number(total),
      people: Number(peopleRow?.people ?? 0),
      companies: n,
      seedMs,
      timings,
      switchProbe: { token, typical: held.at(-1)?.slug ?? held[0]?.slug, largest: held[0]?.slug },
    }),
  );
} finally {
  await database.close();
}
