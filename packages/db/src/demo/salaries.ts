import { companySlug, resolveVesting, titleSlug } from '@paysight/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { createRng } from '../factories/random.js';
import { bulkInsertCareerEducation, bulkInsertCareerPositions, bulkInsertDemoPeople, bulkInsertSalaryRecords } from '../bulk-insert.js';
import {
  companies,
  companyLevels,
  jobFamilies,
  locations,
  schools,
  skills,
  titles,
  type NewCareerPosition,
  type NewSalaryRecord,
} from '../schema/index.js';
import { createCareerGenerator, DEMO_SKILLS, type Catalog, type DemoEducation } from './careers.js';
import { ladderFor } from './ladders.js';

export { DEMO_SKILLS } from './careers.js';

/**
 * Company ladders, per company AND job family (ladders.ts: a consulting firm's engineers and its
 * consultants climb different ladders), and the skills list (idempotent).
 */
export async function seedLevelsAndSkills(db: Db) {
  const allCompanies = await db
    .select({ id: companies.id, name: companies.name, type: companies.type, industry: companies.industry })
    .from(companies)
    .where(eq(companies.isDemo, true));
  const titleRows = await db
    .select({ name: titles.name, familyId: titles.familyId, family: jobFamilies.name })
    .from(titles)
    .innerJoin(jobFamilies, eq(jobFamilies.id, titles.familyId));
  const rows: Array<{ companyId: number; familyId: number; name: string; standardLevel: number }> = [];
  for (const c of allCompanies) {
    const seen = new Set<string>();
    for (const t of titleRows) {
      // Clinical ladders only where there are clinicians: the hospital systems.
      if (t.familyId === null || (t.family === 'Healthcare' && c.industry !== 'Healthcare')) continue;
      for (const [name, standardLevel] of ladderFor(c, t.family, t.name)) {
        const key = `${t.familyId}:${name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        rows.push({ companyId: c.id, familyId: t.familyId, name, standardLevel });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 2000)
    await db
      .insert(companyLevels)
      .values(rows.slice(i, i + 2000))
      .onConflictDoNothing();
  const names = [...new Set(Object.values(DEMO_SKILLS).flat())];
  await db
    .insert(skills)
    .values(names.map((name) => ({ name, slug: titleSlug(name) })))
    .onConflictDoNothing();
}

/**
 * The catalogue the career generator draws from, as the database holds it (demo companies, titles,
 * cities, schools, ladders and skills, in the order they were loaded): the same seed over the same
 * catalogue yields the same people, so a test can generate the default-sized dataset in memory.
 */
export async function loadCareerCatalog(db: Db): Promise<Catalog> {
  const companyRows = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      type: companies.type,
      industry: companies.industry,
      headquarters: companies.headquarters,
      sizeBand: companies.sizeBand,
    })
    .from(companies)
    .where(eq(companies.isDemo, true));
  const titleRows = await db
    .select({ id: titles.id, name: titles.name, family: jobFamilies.name, familyId: jobFamilies.id })
    .from(titles)
    .innerJoin(jobFamilies, eq(jobFamilies.id, titles.familyId));
  const levelRows = await db.select().from(companyLevels);
  const locationRows = await db
    .select({ id: locations.id, city: locations.city, metro: locations.metro, countryCode: locations.countryCode })
    .from(locations);
  const skillRows = await db.select({ id: skills.id, name: skills.name }).from(skills);
  const schoolRows = await db
    .select({ id: schools.id, name: schools.name, countryCode: schools.countryCode })
    .from(schools)
    .where(eq(schools.isDemo, true));

  return {
    companies: companyRows,
    titles: titleRows,
    locations: locationRows,
    schools: schoolRows,
    levelIds: new Map(levelRows.map((l) => [`${l.companyId}:${l.familyId}:${l.name}`, l.id])),
    skillIds: new Map(skillRows.map((s) => [s.name, s.id])),
  };
}

/** The tables a demo load fills in bulk. */
export const LOADED_TABLES = ['salary_records', 'career_positions', 'career_education'] as const;
/** People generated between two yields to the event loop (about 10 ms of generation). */
const YIELD_EVERY_PEOPLE = 500;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Whether none of the tables holds a row (a first start, before anything is deleted). */
export async function tablesAreEmpty(db: Db, tables: readonly string[]): Promise<boolean> {
  for (const table of tables) {
    const [row] = rowsOf<{ empty: boolean }>(await db.execute(sql`select not exists (select 1 from ${sql.identifier(table)}) as empty`));
    if (!row?.empty) return false;
  }
  return true;
}

/**
 * Drops the non-unique indexes of the given tables and returns the statements that create them
 * again. Unique indexes stay: inserts rely on them (ON CONFLICT). Within the caller's transaction,
 * nobody sees the tables without their indexes; on a shared PostgreSQL others' reads of them wait
 * for its commit, which is why only a first load (empty tables) does this.
 */
async function dropSecondaryIndexes(db: Db, tables: readonly string[]): Promise<string[]> {
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select i.indexname as name, i.indexdef as definition
      from pg_indexes i
      join pg_class c on c.relname = i.indexname and c.relnamespace = to_regnamespace(i.schemaname)
      join pg_index x on x.indexrelid = c.oid
      where i.schemaname = current_schema() and i.tablename in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )})
        and not x.indisunique`),
  );
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  return indexes.map((index) => index.definition);
}

/**
 * Generates demo career histories (careers.ts) until they hold `count` salary records: every
 * record is one demo person's position. Inserts people, their positions and education, and the
 * records, in batches; deterministic for a seed. Returns the number of records inserted.
 */
export async function generateDemoSalaries(
  db: Db,
  options: {
    count: number;
    seed: number;
    batchSize?: number;
    /** The tables were empty before the seed began (`tablesAreEmpty`): build their secondary indexes once, after the load. */
    firstLoad?: boolean;
  },
): Promise<number> {
  const rng = createRng(options.seed);
  const batchSize = options.batchSize ?? 10_000;

  const catalog = await loadCareerCatalog(db);
  const generator = createCareerGenerator(catalog, rng);

  let inserted = 0;
  let made = 0;
  let people: Array<ReturnType<typeof generator.nextPerson>> = [];
  let pending = 0;
  const flush = async (batch: typeof people) => {
    if (batch.length === 0) return;
    const ids = await bulkInsertDemoPeople(
      db,
      batch.map((p) => p.countryCode),
    );
    const positions: NewCareerPosition[] = [];
    const education: Array<DemoEducation & { personId: number }> = [];
    const records: NewSalaryRecord[] = [];
    batch.forEach((p, i) => {
      const personId = ids[i]!;
      for (const pos of p.positions) positions.push({ ...pos, personId });
      for (const e of p.education) education.push({ ...e, personId });
      for (const r of p.records) records.push(r);
    });
    await bulkInsertCareerPositions(db, positions);
    await bulkInsertCareerEducation(db, education);
    inserted += await bulkInsertSalaryRecords(db, records);
  };
  // Bulk load without per-row foreign-key checks where the database lets us (a superuser: PGlite,
  // a local PostgreSQL; SET LOCAL holds inside the seed's transaction and does nothing outside
  // one): every id written was just read or created here, and the checks would cost most of the
  // seed's time (a position checks five references). Elsewhere the rows load the ordinary way.
  const roleResult = await db.execute(sql`select current_setting('is_superuser') = 'on' as superuser`);
  const [role] = (roleResult as unknown as { rows: Array<{ superuser: boolean }> }).rows;
  const skipChecks = role?.superuser === true;
  if (skipChecks) await db.execute(sql`set local session_replication_role = replica`);
  // Into empty tables (a first start), the secondary indexes are built once after the load rather
  // than kept up row by row: a third of the first start's seed on 200,000 records (ADR 004).
  const rebuild = options.firstLoad ? await dropSecondaryIndexes(db, LOADED_TABLES) : [];
  // The next batch is generated while the database thread writes the last one: the loop yields
  // now and then so the writing batch's next statement is sent without waiting for the batch.
  let writing: Promise<void> = Promise.resolve();
  while (made < options.count) {
    const person = generator.nextPerson();
    if (person.records.length > options.count - made) person.records.length = options.count - made;
    made += person.records.length;
    pending += person.records.length;
    people.push(person);
    if (people.length % YIELD_EVERY_PEOPLE === 0) await new Promise((resolve) => setImmediate(resolve));
    if (pending >= batchSize) {
      await writing;
      writing = flush(people);
      // Handled here so a failure waits for the next await rather than being reported as unhandled.
      writing.catch(() => {});
      people = [];
      pending = 0;
    }
  }
  await writing;
  await flush(people);
  for (const statement of rebuild) await db.execute(sql.raw(statement));
  if (skipChecks) {
    await db.execute(sql`set local session_replication_role = origin`);
    // Replica mode also skipped the statement triggers that bump the records and career versions: fire them.
    await db.execute(sql`delete from salary_records where false`);
    await db.execute(sql`delete from career_positions where false`);
  }
  return inserted;
}

/** The vesting schedule the demo data uses for a company (fractions per year): its usual one (contract vesting.ts, ADR 016). */
export const vestingFor = (companyName: string) => resolveVesting(null, companySlug(companyName)).percents.map((p) => p / 100);
