import { AppError, ERROR_CODES, type Region, type SessionUser, type api } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { Cache } from '../../lib/cache.js';
import {
  careerVersionNow,
  companiesByIds,
  companyMoves,
  findCompany,
  findMajor,
  findSchool,
  firstJobs,
  memberCompany,
  titlesByIds,
  type FirstJobRow,
  type MoveRow,
  type Named,
} from './switch.queries.js';
import { summariseFlows, type FlowInput, type FlowSummary } from './switch.rules.js';

/** Talent flow, "switch" (ADR 028): premium only (the contract declares it; the access layer answers 401/403). */
export interface SwitchDeps {
  db: Db;
  /** Flows (and medians) of fewer people are never shown. */
  minSlice: number;
  /** Answers by (kind, region, id, career_version) (caches.ts): a write to histories shows at once. */
  cache: Cache<api.SwitchData>;
}

const currencyOf = (cc: Region): 'INR' | 'USD' => (cc === 'in' ? 'INR' : 'USD');

const fromMove = (m: MoveRow): FlowInput => ({
  personId: m.person_id,
  otherId: m.other_id,
  months: m.months,
  value: m.pay_change,
  titleId: m.title_id,
  isDemo: m.is_demo,
});
const fromFirstJob = (j: FirstJobRow): FlowInput => ({
  personId: j.person_id,
  otherId: j.other_id,
  months: j.months,
  value: j.pay,
  titleId: j.title_id,
  isDemo: j.is_demo,
});

async function cached(deps: SwitchDeps, key: unknown[], load: () => Promise<api.SwitchData>) {
  const version = await careerVersionNow(deps.db);
  return deps.cache.get(JSON.stringify([...key, version]), load);
}

/** Names of the companies and titles the shown flows mention, in one query each. */
async function namesFor(db: Db, summaries: FlowSummary[]) {
  const flows = summaries.flatMap((s) => s.flows);
  const [companies, titles] = await Promise.all([
    companiesByIds(
      db,
      flows.map((f) => f.otherId),
    ),
    titlesByIds(
      db,
      flows.flatMap((f) => f.topTitles.map((t) => t.titleId)),
    ),
  ]);
  const company = (id: number) => {
    const c = companies.get(id);
    return { name: c?.name ?? '', slug: c?.slug ?? '' };
  };
  const topTitles = (list: { titleId: number; count: number }[]) =>
    list.flatMap((t) => {
      const title = titles.get(t.titleId);
      return title ? [{ name: title.name, slug: title.slug, count: t.count }] : [];
    });
  return { company, topTitles };
}

async function companySwitch(deps: SwitchDeps, cc: Region, company: Named): Promise<api.SwitchData> {
  const { out, into } = await companyMoves(deps.db, company.id, cc);
  const wentTo = summariseFlows(out.map(fromMove), deps.minSlice);
  const cameFrom = summariseFlows(into.map(fromMove), deps.minSlice);
  const names = await namesFor(deps.db, [wentTo, cameFrom]);
  const flowsOf = (s: FlowSummary) => ({
    flows: s.flows.map((f) => ({
      company: names.company(f.otherId),
      count: f.count,
      medianMonths: f.medianMonths,
      medianPayChangePercent: f.medianValue,
      payChangeCount: f.valueCount,
      topTitles: names.topTitles(f.topTitles),
    })),
    otherCount: s.otherCount,
  });
  return {
    countryCode: cc,
    currency: currencyOf(cc),
    kind: 'company',
    subject: { name: company.name, slug: company.slug },
    minSlice: deps.minSlice,
    wentTo: flowsOf(wentTo),
    cameFrom: flowsOf(cameFrom),
    firstJobs: null,
    isDemo: wentTo.isDemo || cameFrom.isDemo,
  };
}

async function graduatesSwitch(
  deps: SwitchDeps,
  cc: Region,
  kind: 'school' | 'major',
  subject: { name: string; slug: string },
  rows: FirstJobRow[],
): Promise<api.SwitchData> {
  const summary = summariseFlows(rows.map(fromFirstJob), deps.minSlice, Math.round);
  const names = await namesFor(deps.db, [summary]);
  return {
    countryCode: cc,
    currency: currencyOf(cc),
    kind,
    subject,
    minSlice: deps.minSlice,
    wentTo: null,
    cameFrom: null,
    firstJobs: {
      flows: summary.flows.map((f) => ({
        company: names.company(f.otherId),
        count: f.count,
        medianMonthsToJob: f.medianMonths,
        medianPay: f.medianValue,
        payCount: f.valueCount,
        topTitles: names.topTitles(f.topTitles),
      })),
      otherCount: summary.otherCount,
    },
    isDemo: summary.isDemo,
  };
}

/** GET /{cc}/switch/{id}: {id} is a company's slug, else a school's. */
export async function getSwitch(deps: SwitchDeps, cc: Region, id: string): Promise<api.SwitchData> {
  return cached(deps, ['switch', cc, id], async () => {
    const company = await findCompany(deps.db, id);
    if (company) return companySwitch(deps, cc, company);
    const school = await findSchool(deps.db, id);
    if (!school) throw new AppError(404, `No company or school "${id}"`, ERROR_CODES.unknownSlice);
    const rows = await firstJobs(deps.db, { schoolId: school.id }, cc);
    return graduatesSwitch(deps, cc, 'school', { name: school.name, slug: school.slug }, rows);
  });
}

/** GET /{cc}/switch/major/{id}: graduates of the major (its slug), any school. */
export async function getMajorSwitch(deps: SwitchDeps, cc: Region, id: string): Promise<api.SwitchData> {
  return cached(deps, ['major', cc, id], async () => {
    const major = await findMajor(deps.db, id);
    if (!major) throw new AppError(404, `No graduates of the major "${id}"`, ERROR_CODES.unknownSlice);
    const rows = await firstJobs(deps.db, { majorSlug: id }, cc);
    return graduatesSwitch(deps, cc, 'major', major, rows);
  });
}

/**
 * GET /career/switch: the flows of the member's own current company (their open position, else
 * their latest, else their profile's company), in the region of that position (else `cc`).
 */
export async function getMySwitch(deps: SwitchDeps, user: SessionUser, cc: Region): Promise<api.SwitchData> {
  const mine = await memberCompany(deps.db, user.id);
  if (!mine) throw new AppError(404, 'Add your current company to your profile to see where people from it go next');
  const [company] = [...(await companiesByIds(deps.db, [mine.companyId])).values()];
  if (!company) throw new AppError(404, 'Add your current company to your profile to see where people from it go next');
  const region = mine.countryCode ?? cc;
  return cached(deps, ['switch', region, company.slug], () => companySwitch(deps, region, company));
}
