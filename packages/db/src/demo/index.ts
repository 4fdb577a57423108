import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { buildCompany, buildLocation, insertJobFamily } from '../factories/index.js';
import { appMeta, careerPeople, companies, locations, salaryRecords, schools, titles } from '../schema/index.js';
import { generateDemoSalaries, LOADED_TABLES, seedLevelsAndSkills, tablesAreEmpty } from './salaries.js';
import { companySlug, titleSlug } from '@paysight/contract';
import { DEMO_COMPANIES, DEMO_LOCATIONS, DEMO_SCHOOLS, DEMO_TITLES, demoFunding } from './catalog-data.js';
import { seedAcademyDemo } from './academy.js';
import { seedBenefitsDemo } from './benefits.js';
import { seedInternshipsDemo } from './internships.js';
import { seedReferralsDemo } from './referrals.js';
import { seedCompareDemo } from './compare.js';
import { seedGurusDemo } from './gurus.js';
import { seedNegotiationDemo } from './negotiation.js';
import { deleteDemoRatings, seedDemoRatings } from './ratings.js';

export { generateNegotiationDemo, NEGOTIATION_DEMO_VERSION, seedNegotiationDemo } from './negotiation.js';
/** The demo catalogue's job families and their titles: the families tests and the bench match against. */
export { DEMO_TITLES } from './catalog-data.js';

/** Bump when the demo dataset changes shape; a database holding an older version is re-seeded. */
export const DEMO_DATA_VERSION = 6;
/** Fixed seed for the generated salary records: the same seed always yields the same rows. */
export const DEMO_SEED = 20160101;
const META_KEY = 'demo_data';

export interface DemoSummary {
  loaded: boolean;
  version: number;
  companies: number;
  titles: number;
  locations: number;
  salaryRecords: number;
  /** The negotiation service's demo coaches and reviews: versioned on their own (demo/negotiation.ts). */
  negotiationCoaches: number;
  negotiationReviews: number;
  /** Demo benefit reports loaded by this call (their own version, like the negotiation content). */
  benefitReports: number;
  /** Demo internship stipends loaded by this call (their own version). */
  internshipStipends: number;
  /** Demo referrers loaded by this call (their own version; demo/referrals.ts). */
  referralDemoReferrers: number;
  /** Demo popular-comparison counts loaded by this call (their own version; demo/compare.ts). */
  compareDemoRows: number;
  /** Demo interview reports loaded by this call (their own version; demo/academy.ts). */
  academyDemoReports: number;
  /** Demo mock-interview coaches loaded by this call, with their slots and past sessions (their own version; demo/gurus.ts). */
  guruDemoCoaches: number;
}

/**
 * Funding stage and listing of the demo companies where still unknown: a data folder seeded before
 * these columns existed gets them on its next start, without regenerating the records.
 */
async function fillDemoFunding(db: Db) {
  const rows = DEMO_COMPANIES.map((c) => {
    const f = demoFunding(c.name);
    return sql`(${companySlug(c.name)}::text, ${f.fundingStage}::text, ${f.listed}::boolean)`;
  });
  await db.execute(sql`
    update companies set funding_stage = v.stage, listed = v.listed
    from (values ${sql.join(rows, sql`, `)}) as v(slug, stage, listed)
    where companies.slug = v.slug and companies.is_demo and companies.funding_stage is null`);
}

export async function getDemoState(db: Db): Promise<{ version: number; seededAt: string } | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  return (row?.value as { version: number; seededAt: string } | undefined) ?? null;
}

/**
 * Load the demo dataset once (idempotent, in one transaction). The same seed yields the same rows
 * on every machine. Rows carry isDemo so pages built on them can say so.
 */
export async function seedDemo(db: Db, options: { now?: Date; salaryRecords?: number; seed?: number } = {}): Promise<DemoSummary> {
  const state = await getDemoState(db);
  if (state && state.version >= DEMO_DATA_VERSION) {
    await fillDemoFunding(db);
    // The negotiation content has its own version: a new one loads on an existing database
    // without regenerating the salary records.
    const negotiation = await seedNegotiationDemo(db, { now: options.now });
    const benefitReports = await seedBenefitsDemo(db, (options.seed ?? DEMO_SEED) + 2, { now: options.now });
    const internshipStipends = await seedInternshipsDemo(db, (options.seed ?? DEMO_SEED) + 3, { now: options.now });
    const referralDemoReferrers = await seedReferralsDemo(db, (options.seed ?? DEMO_SEED) + 4, { now: options.now });
    const compareDemoRows = await seedCompareDemo(db, { now: options.now });
    const academyDemoReports = await seedAcademyDemo(db, (options.seed ?? DEMO_SEED) + 6, { now: options.now });
    const guruDemoCoaches = await seedGurusDemo(db, (options.seed ?? DEMO_SEED) + 5, { now: options.now });
    return {
      loaded: negotiation.loaded,
      version: state.version,
      companies: 0,
      titles: 0,
      locations: 0,
      salaryRecords: 0,
      negotiationCoaches: negotiation.coaches,
      negotiationReviews: negotiation.reviews,
      benefitReports,
      internshipStipends,
      referralDemoReferrers,
      compareDemoRows,
      academyDemoReports,
      guruDemoCoaches,
    };
  }
  const recordCount = options.salaryRecords ?? 0;
  return db.transaction(async (tx) => {
    const companyRows = DEMO_COMPANIES.map((company) => buildCompany({ ...company, ...demoFunding(company.name), isDemo: true }));
    await tx.insert(companies).values(companyRows).onConflictDoNothing({ target: companies.slug });

    let titleCount = 0;
    for (const [family, names] of Object.entries(DEMO_TITLES)) {
      const familyRow = await insertJobFamily(tx as unknown as Db, family);
      await tx
        .insert(titles)
        .values(names.map((name) => ({ name, slug: titleSlug(name), familyId: familyRow.id, isDemo: true })))
        .onConflictDoNothing({ target: titles.slug });
      titleCount += names.length;
    }

    await tx
      .insert(locations)
      .values(DEMO_LOCATIONS.map((loc) => buildLocation(loc)))
      .onConflictDoNothing({ target: locations.slug });

    await tx
      .insert(schools)
      .values(
        (['in', 'us'] as const).flatMap((countryCode) =>
          DEMO_SCHOOLS[countryCode].map((name) => ({ name, slug: titleSlug(name), countryCode, isDemo: true })),
        ),
      )
      .onConflictDoNothing({ target: schools.slug });

    // A re-seed (new dataset version) replaces the generated records and the demo people whose
    // histories they come from (their positions and education go with them); imported and member data stay.
    const firstLoad = await tablesAreEmpty(tx as unknown as Db, LOADED_TABLES);
    await tx.delete(salaryRecords).where(eq(salaryRecords.source, 'demo'));
    await tx.delete(careerPeople).where(eq(careerPeople.isDemo, true));
    await deleteDemoRatings(tx as unknown as Db);
    // Ladders of an older dataset version that no record or position uses any more go too.
    await tx.execute(sql`
      delete from company_levels l using companies c
      where c.id = l.company_id and c.is_demo
        and not exists (select 1 from salary_records r where r.level_id = l.id)
        and not exists (select 1 from career_positions p where p.level_id = l.id)`);
    await seedLevelsAndSkills(tx as unknown as Db);
    const generated =
      recordCount > 0
        ? await generateDemoSalaries(tx as unknown as Db, { count: recordCount, seed: options.seed ?? DEMO_SEED, firstLoad })
        : 0;
    const ratings = generated > 0 ? await seedDemoRatings(tx as unknown as Db, (options.seed ?? DEMO_SEED) + 1) : 0;
    // The people were replaced: their benefit reports are drawn again whatever version is loaded.
    const benefitReports = await seedBenefitsDemo(tx as unknown as Db, (options.seed ?? DEMO_SEED) + 2, { force: true, now: options.now });
    const internshipStipends = await seedInternshipsDemo(tx as unknown as Db, (options.seed ?? DEMO_SEED) + 3, {
      force: true,
      now: options.now,
    });
    // The demo referrers went with the demo people (deleteDemoRatings): drawn again.
    const referralDemoReferrers = await seedReferralsDemo(tx as unknown as Db, (options.seed ?? DEMO_SEED) + 4, {
      force: true,
      now: options.now,
    });

    const compareDemoRows = await seedCompareDemo(tx as unknown as Db, { force: true, now: options.now });
    // The demo interview reporters went with the demo people (deleteDemoRatings): drawn again.
    const academyDemoReports = await seedAcademyDemo(tx as unknown as Db, (options.seed ?? DEMO_SEED) + 6, {
      force: true,
      now: options.now,
    });
    // The demo coaches went with the demo people (deleteDemoRatings): drawn again.
    const guruDemoCoaches = await seedGurusDemo(tx as unknown as Db, (options.seed ?? DEMO_SEED) + 5, { force: true, now: options.now });
    const negotiation = await seedNegotiationDemo(tx as unknown as Db, { now: options.now });

    const value = { version: DEMO_DATA_VERSION, seededAt: (options.now ?? new Date()).toISOString(), salaryRecords: generated, ratings };
    await tx
      .insert(appMeta)
      .values({ key: META_KEY, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });

    return {
      loaded: true,
      version: DEMO_DATA_VERSION,
      companies: companyRows.length,
      titles: titleCount,
      locations: DEMO_LOCATIONS.length,
      salaryRecords: generated,
      negotiationCoaches: negotiation.coaches,
      negotiationReviews: negotiation.reviews,
      benefitReports,
      internshipStipends,
      referralDemoReferrers,
      compareDemoRows,
      academyDemoReports,
      guruDemoCoaches,
    };
  });
}
export { JOBS_DEMO_COUNT, JOBS_DEMO_VERSION, generateDemoJobs, seedJobsDemo } from './jobs.js';
export { generateDemoSalaries } from './salaries.js';
export { DEMO_RATER_DOMAIN } from './ratings.js';
export { HIRING_FAMILIES, hiringFamilies } from './jobs.js';
export { seedReferralsDemo } from './referrals.js';
