import { AppError, api, type Region } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { Cache } from '../../lib/cache.js';
import type { EventBus } from '../../lib/events.js';
import { companyBySlug } from '../catalog/catalog.service.js';
import { percentileRank } from '../salary/market-position.service.js';
import { snapshotted } from '../salary-records/salary-records.service.js';
import type { CareerNetwork } from './career-network.service.js';
import { scopeOf, type ScopeRanking } from './career-ranks.rules.js';
import { employersOfTitle, titleEmployers, type EmployerPayRow } from './eliteness.queries.js';
import { titleBySlug } from './moves.queries.js';

/**
 * The eliteness view (contract api/career-eliteness.ts): the company's place in the ranking the
 * background rebuild computed, beside its pay for the title. Pay is cached a minute and dropped
 * when salary records change; the ranking part is read at request time (never computed here).
 */

export interface ElitenessDeps {
  db: Db;
  now: () => Date;
  minSlice: number;
  network: CareerNetwork;
  events: EventBus;
}

const REGION_NAMES: Record<Region, string> = { in: 'India', us: 'the US' };

const placeIn = (scope: ScopeRanking | undefined, companyId: number) => {
  const entry = scope?.companies.find((c) => c.companyId === companyId);
  if (!entry || !scope) return null;
  const { companyId: _id, ...shown } = entry;
  return { ...shown, ranked: scope.companies.length };
};

export function createElitenessService(deps: ElitenessDeps) {
  const payCache = new Cache<Awaited<ReturnType<typeof employersOfTitle>>>({ freshMs: 60_000, staleMs: 0, maxEntries: 500, now: deps.now });
  deps.events.on('salary-records.changed', () => payCache.invalidate());

  return async function eliteness(cc: Region, query: { title: string; company?: string | undefined }): Promise<api.CareerEliteness> {
    const [title, company] = await Promise.all([
      titleBySlug(deps.db, query.title),
      query.company ? companyBySlug(deps.db, query.company) : Promise.resolve(null),
    ]);
    if (!title) throw new AppError(404, `No such title: ${query.title}`);
    if (query.company && !company) throw new AppError(404, `No such company: ${query.company}`);

    const [pay, rankings] = await Promise.all([
      // The largest titles take a few hundred milliseconds: kept in the database for the records' version too.
      payCache.get(`${cc}:${title.id}`, () =>
        snapshotted(deps.db, `title-employers:${cc}:${title.id}:${deps.minSlice}`, titleEmployers, () =>
          employersOfTitle(deps.db, cc, title.id, deps.minSlice),
        ),
      ),
      deps.network.current(),
    ]);
    const region = rankings?.scopes.get(scopeOf(cc, null));
    const enough = pay.count >= deps.minSlice;
    const currency = cc === 'in' ? 'INR' : 'USD';
    const toEmployer = (row: EmployerPayRow) => ({
      name: row.name,
      slug: row.slug,
      rank: region?.companies.find((c) => c.companyId === row.company_id)?.rank ?? null,
      median: Math.round(Number(row.p50)),
      count: Number(row.n),
      percentile: percentileRank(Number(row.below), Number(row.equal), pay.count) ?? 0,
    });
    // The most reported employers, and the company asked about wherever it stands.
    const shown = enough ? pay.employers.slice(0, api.ELITENESS_COMPANIES) : [];
    const asked = company && enough ? pay.employers.find((e) => e.company_id === company.id) : undefined;
    if (asked && !shown.includes(asked)) shown.push(asked);
    const companies = shown.map(toEmployer);

    let companyRank = null;
    let industryRank = null;
    let rankNote: string | null = null;
    let own = null;
    let payNote: string | null = null;
    if (company) {
      const full = rankings ? companyIndustry(region, rankings, company.id) : null;
      companyRank = placeIn(region, company.id);
      industryRank = full;
      if (!rankings) rankNote = 'The rankings are not computed yet.';
      else if (!companyRank)
        rankNote = `${company.name} is not ranked in ${REGION_NAMES[cc]}: fewer than ${deps.minSlice} people moved in or out of it.`;
      const row = enough ? pay.employers.find((e) => e.company_id === company.id) : undefined;
      own = row ? toEmployer(row) : null;
      if (!own) payNote = `Fewer than ${deps.minSlice} published salaries for ${title.name} at ${company.name} in ${REGION_NAMES[cc]}.`;
    }
    return {
      countryCode: cc,
      currency,
      title: { name: title.name, slug: title.slug },
      company: company ? { name: company.name, slug: company.slug } : null,
      computedAt: rankings ? rankings.computedAt.toISOString() : null,
      companyRank,
      industryRank,
      rankNote,
      market: enough && pay.median !== null ? { median: Math.round(pay.median), count: pay.count } : null,
      pay: own,
      payNote,
      companies,
      isDemo: pay.demoCount > 0,
    };
  };

  /** The company's place among its own industry in the region, when that industry has a ranking. */
  function companyIndustry(
    region: ScopeRanking | undefined,
    rankings: NonNullable<Awaited<ReturnType<CareerNetwork['current']>>>,
    companyId: number,
  ) {
    const industry = region?.companies.find((c) => c.companyId === companyId)?.industry;
    if (!industry || !region) return null;
    return placeIn(rankings.scopes.get(scopeOf(region.countryCode, industry)), companyId);
  }
}
export type ElitenessService = ReturnType<typeof createElitenessService>;
