import { type api, type Region, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { isOwnCompany, ownCompanyBySlugOr403 } from '../career-history/history.service.js';
import { companyBySlugOr404 } from '../catalog/catalog.service.js';
import { ratingOf, ratingsOf, regionAverages, upsertRating } from './ratings.queries.js';
import { ASPECTS, summarize, type Stars } from './ratings.rules.js';

/**
 * Members' ratings of their own current or past company (SPEC §7 /company/{id}/ratings, the
 * culture view): one per member, company and year; shown only from MIN_SLICE raters
 * (ratings.rules.ts, and the contract says exactly what is hidden).
 */

export interface RatingsDeps {
  db: Db;
  now: () => Date;
  minSlice: number;
}

type Company = Awaited<ReturnType<typeof companyBySlugOr404>>;

const starsOf = (r: Stars): Stars => ({
  workLife: r.workLife,
  culture: r.culture,
  growth: r.growth,
  management: r.management,
  compensation: r.compensation,
});

/** The company's summary under the floor: each member once (their latest year), and the years' own. */
async function summaryOf(deps: RatingsDeps, companyId: number): Promise<api.RatingsSummary | null> {
  const rows = await ratingsOf(deps.db, companyId);
  const latest = new Map<string, (typeof rows)[number]>();
  const years = new Map<number, Stars[]>();
  for (const r of rows) {
    const seen = latest.get(r.userId);
    if (!seen || seen.year < r.year) latest.set(r.userId, r);
    years.set(r.year, [...(years.get(r.year) ?? []), starsOf(r)]);
  }
  return summarize(
    [...latest.values()].map(starsOf),
    [...years].map(([year, list]) => ({ year, rows: list })),
    deps.minSlice,
  );
}

async function ratingsAnswer(deps: RatingsDeps, row: Company, user: SessionUser | null): Promise<api.CompanyRatings> {
  const year = deps.now().getUTCFullYear();
  const [summary, mine, canRate] = await Promise.all([
    summaryOf(deps, row.id),
    user ? ratingOf(deps.db, user.id, row.id, year) : null,
    user ? isOwnCompany(deps.db, user.id, row.id) : false,
  ]);
  return { company: { name: row.name, slug: row.slug }, minSlice: deps.minSlice, summary, mine, canRate, year };
}

export async function getCompanyRatings(deps: RatingsDeps, user: SessionUser | null, slug: string): Promise<api.CompanyRatings> {
  return ratingsAnswer(deps, await companyBySlugOr404(deps.db, slug), user);
}

/** Rates a company the member works or worked at (positions or profile company) for this year; again the same year replaces it. */
export async function rateCompany(
  deps: RatingsDeps,
  user: SessionUser,
  slug: string,
  body: api.CompanyRatingBody,
): Promise<api.CompanyRatings> {
  const row = await ownCompanyBySlugOr403(deps.db, user.id, slug, 'You can rate only a company you work or worked at');
  const now = deps.now();
  await upsertRating(deps.db, { userId: user.id, companyId: row.id, year: now.getUTCFullYear(), ...starsOf(body) }, now);
  return ratingsAnswer(deps, row, user);
}

const oneDecimal = (x: number) => Math.round(x * 10) / 10;

/** The culture view: the company's (and the compared one's) summary, each under the floor, and the region's averages. */
export async function getCulture(
  deps: RatingsDeps,
  countryCode: Region,
  query: { company: string; compare?: string | undefined },
): Promise<api.CultureView> {
  const [first, second] = await Promise.all([
    companyBySlugOr404(deps.db, query.company),
    query.compare ? companyBySlugOr404(deps.db, query.compare) : null,
  ]);
  const [firstSummary, secondSummary, region] = await Promise.all([
    summaryOf(deps, first.id),
    second ? summaryOf(deps, second.id) : null,
    regionAverages(deps.db, countryCode),
  ]);
  const averages = Object.fromEntries(ASPECTS.map((a) => [a, oneDecimal(region.averages[a])])) as Stars;
  return {
    countryCode,
    minSlice: deps.minSlice,
    company: { company: { name: first.name, slug: first.slug }, summary: firstSummary },
    compare: second ? { company: { name: second.name, slug: second.slug }, summary: secondSummary } : null,
    region:
      region.raters >= deps.minSlice
        ? {
            raters: region.raters,
            overall: oneDecimal(ASPECTS.reduce((s, a) => s + region.averages[a], 0) / ASPECTS.length),
            averages,
          }
        : null,
  };
}
