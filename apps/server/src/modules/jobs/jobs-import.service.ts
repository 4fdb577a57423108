import { companySlug } from '@paysight/contract';
import { companies, jobBoards, jobs, jobSources, locations, skills, titles, type Db, type JobLocation } from '@paysight/db';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { catalogueMatcher } from '../catalog/catalog.service.js';
import { cityKey, createTitleMatcher } from '../catalog/catalog.rules.js';
import { seniorityOf } from '../catalog/levels.rules.js';
import { companyDisplayName } from '../imports/imports.service.js';
import { titleKey } from './job-title.rules.js';
import { createSkillFinder } from './skill-finder.rules.js';
import type { JobPosting } from './readers/posting.types.js';
import { refreshPayEstimates } from './pay-estimate.queries.js';

/**
 * Postings into the jobs table, in one transaction. A posting already imported (same board, token
 * and id) updates its job when the board changed it since, else adds nothing; a posting of a job
 * already listed from another board (same company, title key and first location, posted within a
 * week of it) becomes that job's second source. Imports run one at a time (an advisory lock), so
 * two syncs cannot each add the same job.
 */

export const SAME_JOB_WINDOW_DAYS = 7;
const IMPORT_LOCK = 7_310_013;

export interface JobsImportSummary {
  read: number;
  /** New jobs listed. */
  imported: number;
  /** Postings that were another board's copy of a listed job: added as its source. */
  merged: number;
  /** Postings seen before whose board has changed them since. */
  updated: number;
  skipped: Record<string, number>;
}

export interface JobsImportOptions {
  now: Date;
  minSlice: number;
  /** Skip reasons the reader already counted (stale postings), added to the summary. */
  readerSkipped?: Record<string, number>;
  dryRun?: boolean;
}

/** The first location's key ("san francisco|us"); '' when the posting names no place. */
export function locationKeyOf(list: readonly { city: string | null; countryCode: string | null; raw: string }[]): string {
  const first = list[0];
  if (!first) return '';
  return `${cityKey(first.city ?? first.raw)}|${first.countryCode ?? ''}`;
}

class DryRun extends Error {}

export async function importPostings(db: Db, postings: readonly JobPosting[], options: JobsImportOptions): Promise<JobsImportSummary> {
  const summary: JobsImportSummary = { read: postings.length, imported: 0, merged: 0, updated: 0, skipped: {} };
  for (const [reason, n] of Object.entries(options.readerSkipped ?? {})) {
    summary.skipped[reason] = (summary.skipped[reason] ?? 0) + n;
    summary.read += n;
  }
  const skip = (reason: string) => (summary.skipped[reason] = (summary.skipped[reason] ?? 0) + 1);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      const t = tx as unknown as Db;
      const matchTitle = createTitleMatcher(await t.select({ id: titles.id, name: titles.name }).from(titles));
      const findSkills = createSkillFinder(await t.select({ id: skills.id, name: skills.name }).from(skills));
      const locationRows = await t.select({ id: locations.id, city: locations.city, countryCode: locations.countryCode }).from(locations);
      const locationIdOf = new Map(locationRows.map((l) => [`${cityKey(l.city)}|${l.countryCode}`, l.id]));
      const companyIds = await ensureCompanies(
        t,
        postings.map((p) => p.companyName),
      );
      const changedJobs: number[] = [];

      for (const posting of postings) {
        const companyId = companyIds.get(companySlug(posting.companyName));
        if (companyId === undefined) {
          skip('no company name');
          continue;
        }
        const jobLocations: JobLocation[] = posting.locations.map((l) => {
          const city = l.city ? cityKey(l.city) : '';
          return { ...l, locationId: l.countryCode && city ? (locationIdOf.get(`${city}|${l.countryCode}`) ?? null) : null };
        });
        const values = {
          title: posting.title,
          titleId: matchTitle(posting.title),
          standardLevel: seniorityOf(posting.title),
          titleKey: titleKey(posting.title),
          companyId,
          locations: jobLocations,
          locationIds: [...new Set(jobLocations.flatMap((l) => (l.locationId === null ? [] : [l.locationId])))],
          countryCodes: [...new Set(jobLocations.flatMap((l) => (l.countryCode ? [l.countryCode] : [])))],
          locationKey: locationKeyOf(posting.locations),
          remote: posting.remote,
          employmentType: posting.employmentType,
          department: posting.department,
          descriptionHtml: posting.descriptionHtml,
          descriptionText: posting.descriptionText,
          skillIds: findSkills(`${posting.title}\n${posting.descriptionText}`),
          payMin: posting.pay?.min ?? null,
          payMax: posting.pay?.max ?? null,
          payCurrency: posting.pay?.currency ?? null,
          payInterval: posting.pay?.interval ?? null,
          postedAt: posting.postedAt,
          updatedAt: posting.updatedAt,
          applyUrl: posting.applyUrl,
        };
        const sourceKey = and(
          eq(jobSources.boardType, posting.boardType),
          eq(jobSources.boardToken, posting.boardToken),
          eq(jobSources.externalId, posting.externalId),
        );
        const [seen] = await t.select({ jobId: jobSources.jobId, updatedAt: jobSources.updatedAt }).from(jobSources).where(sourceKey);
        if (seen) {
          if (posting.updatedAt.getTime() <= seen.updatedAt.getTime()) {
            skip('already imported');
            continue;
          }
          await t.update(jobSources).set({ updatedAt: posting.updatedAt, applyUrl: posting.applyUrl }).where(sourceKey);
          await t.update(jobs).set(values).where(eq(jobs.id, seen.jobId));
          changedJobs.push(seen.jobId);
          summary.updated += 1;
          continue;
        }
        const windowMs = SAME_JOB_WINDOW_DAYS * 86_400_000;
        const [same] = await t
          .select({ id: jobs.id, updatedAt: jobs.updatedAt })
          .from(jobs)
          .where(
            and(
              eq(jobs.companyId, companyId),
              eq(jobs.titleKey, values.titleKey),
              eq(jobs.locationKey, values.locationKey),
              gte(jobs.postedAt, new Date(posting.postedAt.getTime() - windowMs)),
              lte(jobs.postedAt, new Date(posting.postedAt.getTime() + windowMs)),
            ),
          )
          .orderBy(jobs.id)
          .limit(1);
        let jobId: number;
        if (same) {
          jobId = same.id;
          // The job shows the most recently updated board's text and pay.
          if (posting.updatedAt > same.updatedAt) await t.update(jobs).set(values).where(eq(jobs.id, jobId));
          summary.merged += 1;
        } else {
          const [row] = await t.insert(jobs).values(values).returning({ id: jobs.id });
          jobId = row!.id;
          summary.imported += 1;
        }
        await t.insert(jobSources).values({
          jobId,
          boardType: posting.boardType,
          boardToken: posting.boardToken,
          externalId: posting.externalId,
          applyUrl: posting.applyUrl,
          updatedAt: posting.updatedAt,
        });
        await t
          .insert(jobBoards)
          .values({ boardType: posting.boardType, token: posting.boardToken, companyId })
          .onConflictDoNothing({ target: [jobBoards.boardType, jobBoards.token] });
        changedJobs.push(jobId);
      }
      await refreshPayEstimates(t, { minSlice: options.minSlice, jobIds: changedJobs });
      if (options.dryRun) throw new DryRun();
    });
  } catch (err) {
    if (!(err instanceof DryRun)) throw err;
  }
  return summary;
}

/**
 * Company slug → id for each employer name (a posting's, a configured board's): the catalogue's
 * company it names (catalog.service.ts: "TCS", "Infosys Ltd"), else a new one added. Blank names
 * are left out.
 */
export async function ensureCompanies(db: Db, companyNames: readonly string[]) {
  const names = new Map<string, string>();
  for (const name of companyNames) if (name.trim()) names.set(companySlug(name), name);
  const ids = new Map<string, number>();
  if (names.size === 0) return ids;
  const match = await catalogueMatcher(db, 'company', [...names.values()]);
  const missing = new Map<string, string>();
  for (const [slug, name] of names) {
    const known = match(name);
    if (known) ids.set(slug, known.id);
    else missing.set(slug, name);
  }
  if (missing.size === 0) return ids;
  await db
    .insert(companies)
    .values(
      [...missing].map(([slug, name]) => ({
        name: companyDisplayName(name),
        slug,
        industry: 'Unknown',
        type: 'other' as const,
        sizeBand: null,
        headquarters: null,
        isDemo: false,
      })),
    )
    .onConflictDoNothing({ target: companies.slug });
  const rows = await db
    .select({ id: companies.id, slug: companies.slug })
    .from(companies)
    .where(inArray(companies.slug, [...missing.keys()]));
  for (const r of rows) ids.set(r.slug, r.id);
  return ids;
}
