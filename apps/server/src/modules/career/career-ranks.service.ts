import { COUNTRY_CODES, notFound, type api, type ExperienceBracket, type Region, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { companyById, companyBySlug } from '../catalog/catalog.service.js';
import { contributionsOf } from '../contributions/contributions.service.js';
import { marketFigures, percentileRank } from '../salary/market-position.service.js';
import { EXPERIENCE_RANGE, sliceWhere } from '../salary/salary.service.js';
import type { CareerNetwork } from './career-network.service.js';
import { scopeOf, type ScopeRanking, type StoredRankedCompany } from './career-ranks.rules.js';
import { memberCareerRegion, memberLatestPosition, profileCompanyId } from './career-ranks.queries.js';

/**
 * The career rankings' calls (docs/decisions/027-career-rankings.md): they read what the
 * background rebuild computed (CareerNetwork.current) and never compute a ranking themselves.
 */

export interface CareerRanksDeps {
  db: Db;
  minSlice: number;
  network: CareerNetwork;
}

type RanksQuery = z.infer<typeof api.careerRanksQuery>;
const PAGE = 50;
const FLOWS_SHOWN = 10;
const REGION_NAMES: Record<Region, string> = { in: 'India', us: 'the US' };

const publicEntry = ({ companyId: _id, ...rest }: StoredRankedCompany): api.RankedCompany => rest;
const rankedEntry = (scope: ScopeRanking | undefined, companyId: number) => {
  const entry = scope?.companies.find((c) => c.companyId === companyId);
  return entry && scope ? { ...publicEntry(entry), ranked: scope.companies.length } : null;
};

export async function getCareerRanks(deps: CareerRanksDeps, query: RanksQuery): Promise<api.CareerRanks> {
  const rankings = await deps.network.current();
  const industries = rankings
    ? [...rankings.scopes.values()].filter((s) => s.countryCode === query.cc && s.industry !== null).map((s) => s.industry!)
    : [];
  let industry: string | null = null;
  if (query.industry !== undefined) {
    const wanted = query.industry.toLowerCase();
    industry = industries.find((i) => i.toLowerCase() === wanted) ?? null;
    // Before the first computation every scope answers "not computed yet"; after it, an industry without a ranking is not found.
    if (industry === null && rankings)
      throw notFound(`No ranking for the industry "${query.industry}" in ${REGION_NAMES[query.cc]}: too few moves between its companies`);
    industry ??= query.industry;
  }
  const scope = rankings?.scopes.get(scopeOf(query.cc, industry));
  const companies = scope?.companies ?? [];
  const totalPages = Math.ceil(companies.length / PAGE);
  return {
    countryCode: query.cc,
    industry,
    computedAt: rankings ? rankings.computedAt.toISOString() : null,
    moves: scope?.moves ?? 0,
    total: companies.length,
    page: query.page,
    pageSize: PAGE,
    totalPages,
    companies: companies.slice((query.page - 1) * PAGE, query.page * PAGE).map(publicEntry),
    industries: industries.sort((a, b) => a.localeCompare(b)),
  };
}

export async function getCompanyRanks(deps: CareerRanksDeps, slug: string): Promise<api.CompanyRanks> {
  const company = await companyBySlug(deps.db, slug);
  if (!company) throw notFound('No such company');
  const rankings = await deps.network.current();
  const regions: api.CompanyRanks['regions'] = [];
  for (const cc of COUNTRY_CODES) {
    const region = rankings?.scopes.get(scopeOf(cc, null));
    const industryScope = rankings?.scopes.get(scopeOf(cc, company.industry));
    const flow = (id: number, people: number) => ({ ...region!.flowCompanies[id]!, people });
    const leavesFor = (region?.flows ?? [])
      .filter(([from]) => from === company.id)
      .slice(0, FLOWS_SHOWN)
      .map(([, to, n]) => flow(to, n));
    const comesFrom = (region?.flows ?? [])
      .filter(([, to]) => to === company.id)
      .slice(0, FLOWS_SHOWN)
      .map(([from, , n]) => flow(from, n));
    const entry = {
      countryCode: cc,
      region: rankedEntry(region, company.id),
      industry: rankedEntry(industryScope, company.id),
      leavesFor,
      comesFrom,
    };
    if (entry.region || entry.industry || leavesFor.length > 0 || comesFrom.length > 0) regions.push(entry);
  }
  return {
    company: { name: company.name, slug: company.slug, industry: company.industry },
    computedAt: rankings ? rankings.computedAt.toISOString() : null,
    regions,
  };
}

const bracketOf = (years: number): ExperienceBracket =>
  years <= 1 ? '0-1' : years <= 4 ? '2-4' : years <= 7 ? '5-7' : years <= 10 ? '8-10' : years <= 15 ? '11-15' : '16+';

/** The member's pay among published salaries of the same title and experience bracket, their own record left out. */
async function payStanding(deps: CareerRanksDeps, userId: string): Promise<{ pay: api.MemberCareerRanks['pay']; payNote: string | null }> {
  const [latest] = await contributionsOf(deps.db, userId);
  if (!latest) return { pay: null, payNote: 'Add your salary to see where your pay stands among your peers.' };
  const { entry } = latest;
  if (entry.experience === null)
    return { pay: null, payNote: 'Your latest salary has no years of experience: add them to compare with your peers.' };
  const experience = bracketOf(entry.experience);
  const total = latest.record?.total ?? entry.base + (entry.stocks ?? 0) + (entry.bonus ?? 0);
  const filter = {
    countryCode: entry.countryCode,
    titleId: entry.titleId,
    companyId: null,
    sinceDate: null,
    standardLevel: null,
    locationId: null,
    yoe: EXPERIENCE_RANGE[experience],
  };
  const where = entry.recordId === null ? sliceWhere(filter) : sql`${sliceWhere(filter)} and r.id <> ${entry.recordId}`;
  const row = await marketFigures(deps.db, where, { total });
  const peers = Number(row['total_n'] ?? 0);
  if (peers < deps.minSlice)
    return {
      pay: null,
      payNote: `Fewer than ${deps.minSlice} published salaries for ${latest.title.name} with ${experience} years of experience: no comparison yet.`,
    };
  return {
    pay: {
      percentile: percentileRank(Number(row['total_below'] ?? 0), Number(row['total_equal'] ?? 0), peers) ?? 0,
      peers,
      title: latest.title,
      experience,
      currency: entry.currency,
      total,
    },
    payNote: null,
  };
}

/** The member's company: their current (else latest) position's, else their profile's. */
async function memberCompany(deps: CareerRanksDeps, userId: string, rankings: Awaited<ReturnType<CareerNetwork['current']>>) {
  const position = await memberLatestPosition(deps.db, userId);
  if (position) {
    const company = await companyById(deps.db, position.companyId);
    return company ? { company, countryCode: position.countryCode, source: 'position' as const } : null;
  }
  const profileCompany = await profileCompanyId(deps.db, userId);
  if (profileCompany === null) return null;
  const company = await companyById(deps.db, profileCompany);
  if (!company) return null;
  // The region: the member's own in the career histories, else their latest salary's, else where the company is ranked.
  const [latest] = await contributionsOf(deps.db, userId);
  const known = (await memberCareerRegion(deps.db, userId)) ?? latest?.entry.countryCode ?? null;
  const ranked = COUNTRY_CODES.find((cc) => rankedEntry(rankings?.scopes.get(scopeOf(cc, null)), company.id));
  return { company, countryCode: known ?? ranked ?? 'in', source: 'profile' as const };
}

export async function getMemberCareerRanks(deps: CareerRanksDeps, user: SessionUser, who: string): Promise<api.MemberCareerRanks> {
  // Only the member's own standing: another member's id is "not found", so nothing about them leaks.
  if (who !== 'me' && who !== user.id) throw notFound();
  const rankings = await deps.network.current();
  const [found, pay] = await Promise.all([memberCompany(deps, user.id, rankings), payStanding(deps, user.id)]);
  let companyRank: api.MemberCareerRanks['companyRank'] = null;
  let companyNote: string | null = null;
  if (!found) companyNote = 'Add your current position, or your company to your profile, to see where it ranks.';
  else if (!rankings) companyNote = 'The rankings are not computed yet.';
  else {
    companyRank = rankedEntry(rankings.scopes.get(scopeOf(found.countryCode, null)), found.company.id);
    if (!companyRank)
      companyNote = `${found.company.name} is not ranked in ${REGION_NAMES[found.countryCode]}: fewer than ${deps.minSlice} people moved in or out of it.`;
  }
  return {
    computedAt: rankings ? rankings.computedAt.toISOString() : null,
    company: found ? { name: found.company.name, slug: found.company.slug, countryCode: found.countryCode, source: found.source } : null,
    companyRank,
    companyNote,
    ...pay,
  };
}
