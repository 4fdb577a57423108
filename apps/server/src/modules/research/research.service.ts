import { api, notFound, titleSlug, tooFewRecords, type Region } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { listedSince } from '../jobs/jobs.service.js';
import { currencyOf, findCompanyBySlug, findTitleBySlug } from '../salary/salary.service.js';
import {
  applicabilityOf,
  companyTitles,
  exposureOf,
  jobsByMonth,
  payByQuarter,
  titleMapOf,
  wagesOf,
  type TitleHit,
  type TitleMap,
} from './research.queries.js';
import { oewsAggregateOf, socOf, titleKey, withoutSeniority } from './research.rules.js';

/**
 * The career path's research views (ADR 026): a title → its O*NET occupations (many-to-many),
 * their AI exposure and applicability, US wages, and our own figures for the title, always under
 * the privacy floor. Titles that match no occupation answer 404 with what was tried: an empty
 * answer would look like "no risk".
 */

export interface ResearchDeps {
  db: Db;
  now: () => Date;
  minSlice: number;
}

export { titleMapOf } from './research.queries.js';
export {
  importResearchFile,
  formatResearchSummary,
  isResearchFormat,
  RESEARCH_FORMATS,
  type ResearchFormat,
  type ResearchImportSummary,
} from './research-import.service.js';

type MatchedOccupation = api.MatchedOccupation;

/**
 * The occupations a title maps to, and how. In order, the first step with any match wins:
 * 1. the title's key equals an O*NET alternate title's key or its short form's ("QA Engineer");
 * 2. it equals an occupation's own title, as written or in the singular ("Registered Nurse");
 * 3. steps 1 and 2 again with seniority words dropped ("Senior Software Engineer" → "software engineer");
 * 4. steps 1 to 3 on the part before a qualifier (a comma, " - ", "(" or "/": "Software Engineer, Payments").
 * Every occupation of the winning step is returned (many-to-many: "Data Scientist" has two).
 */
export function matchOccupations(map: TitleMap, name: string): MatchedOccupation[] {
  const key = titleKey(name);
  const attempts: [string, MatchedOccupation['matchedBy'] | null][] = [[key, null]];
  const stripped = withoutSeniority(key);
  if (stripped) attempts.push([stripped, 'without-seniority']);
  const head = titleKey(name.split(/,| - | – |\(|\//)[0] ?? '');
  if (head && head !== key) {
    attempts.push([head, 'before-qualifier']);
    const strippedHead = withoutSeniority(head);
    if (strippedHead) attempts.push([strippedHead, 'before-qualifier']);
  }
  for (const [k, fallback] of attempts) {
    const found = new Map<string, MatchedOccupation>();
    const take = (hits: TitleHit[] | undefined, by: MatchedOccupation['matchedBy']) => {
      for (const h of hits ?? []) {
        if (found.has(h.onetSoc)) continue;
        found.set(h.onetSoc, {
          onetSoc: h.onetSoc,
          soc: socOf(h.onetSoc),
          title: map.occupationTitles.get(h.onetSoc) ?? h.title,
          matchedBy: fallback ?? by,
          matchedTitle: h.title,
        });
      }
    };
    take(map.alternates.get(k), 'alternate-title');
    take(map.shortTitles.get(k), 'short-title');
    if (found.size === 0) take(map.occupations.get(k), 'occupation-title');
    if (found.size > 0) return [...found.values()].sort((a, b) => a.onetSoc.localeCompare(b.onetSoc));
  }
  return [];
}

/** The occupations of a title (public surface for other modules). */
export async function occupationsForTitle(db: Db, titleName: string): Promise<MatchedOccupation[]> {
  return matchOccupations(await titleMapOf(db), titleName);
}

async function occupationsOrNotFound(db: Db, title: string) {
  const map = await titleMapOf(db);
  if (map.alternates.size === 0 && map.occupations.size === 0)
    // Said in a user's words: the occupation data loads in the background at a server's first start.
    throw notFound('Occupation data is still loading on this server. Please try again in a minute.');
  const occupations = matchOccupations(map, title);
  if (occupations.length === 0)
    throw notFound(
      `No occupation matches "${title}": it is neither an O*NET alternate title nor an occupation's title, with or without seniority words.`,
    );
  return occupations;
}

/** Scores are stored as 4-byte reals (0.33333334): three decimals are all they carry. */
const r3 = (v: number) => Math.round(v * 1000) / 1000;
const sourcesOf = (...keys: (keyof typeof api.RESEARCH_SOURCES)[]): api.ResearchSource[] =>
  keys.map((k) => ({ ...api.RESEARCH_SOURCES[k] }));
const MEASURES = { exposure: api.AI_EXPOSURE_MEASURE, applicability: api.AI_APPLICABILITY_MEASURE };

export async function jobRisk(
  deps: ResearchDeps,
  cc: Region,
  query: { title: string; company?: string | undefined },
): Promise<api.JobRisk> {
  const company = query.company ? await findCompanyBySlug(deps.db, query.company) : null;
  if (query.company && !company) throw notFound(`No company "${query.company}"`);
  const occupations = await occupationsOrNotFound(deps.db, query.title);
  const [exposure, applicability] = await Promise.all([
    exposureOf(
      deps.db,
      occupations.map((o) => o.onetSoc),
    ),
    applicabilityOf(deps.db, [...new Set(occupations.map((o) => o.soc))]),
  ]);
  return {
    countryCode: cc,
    title: query.title,
    ambiguous: occupations.length > 1,
    occupations: occupations.map((o) => {
      const e = exposure.get(o.onetSoc);
      const a = applicability.get(o.soc);
      return {
        ...o,
        exposure: e
          ? {
              gpt4: { alpha: r3(e.gpt4_alpha), beta: r3(e.gpt4_beta), gamma: r3(e.gpt4_gamma) },
              human: { alpha: r3(e.human_alpha), beta: r3(e.human_beta), gamma: r3(e.human_gamma) },
            }
          : null,
        applicability: a ? { score: r3(a.score), percentile: a.percentile } : null,
      };
    }),
    measures: MEASURES,
    company: company ? { name: company.name, slug: company.slug } : null,
    // No layoff data is held yet (no table): never estimated.
    layoffs: null,
    sources: sourcesOf('onet', 'eloundou', 'microsoft'),
  };
}

const TOP_CODED = new Set(['mean', 'p10', 'p25', 'p50', 'p75', 'p90']);

export async function market(deps: ResearchDeps, cc: Region, query: { title: string }): Promise<api.CareerMarket> {
  const occupations = await occupationsOrNotFound(deps.db, query.title);
  const socs = [...new Set(occupations.map((o) => o.soc))];
  const wages = await wagesOf(deps.db, [...socs, ...socs.map(oewsAggregateOf)]);
  const catalogue = await findTitleBySlug(deps.db, titleSlug(query.title));
  const [jobs, payTrend] = await Promise.all([
    jobsByMonth(deps.db, cc, catalogue?.id ?? null, query.title, listedSince(deps.now())),
    catalogue ? payByQuarter(deps.db, cc, catalogue.id, deps.minSlice) : Promise.resolve([]),
  ]);
  const wageItems: api.CareerMarket['wages'] = [];
  const seen = new Set<string>();
  for (const soc of socs) {
    // BLS publishes some detailed occupations only combined, under a code ending in 0.
    const w = wages.get(soc) ?? wages.get(oewsAggregateOf(soc));
    if (!w || seen.has(w.soc)) continue;
    seen.add(w.soc);
    wageItems.push({
      soc,
      oewsSoc: w.soc,
      title: w.title,
      employment: w.employment,
      annual: { mean: w.annual_mean, p10: w.annual_p10, p25: w.annual_p25, p50: w.annual_median, p75: w.annual_p75, p90: w.annual_p90 },
      topCoded: (w.top_coded ?? []).filter((t): t is api.CareerMarket['wages'][number]['topCoded'][number] => TOP_CODED.has(t)),
      period: w.period,
    });
  }
  return {
    countryCode: cc,
    currency: currencyOf(cc),
    title: query.title,
    catalogueTitle: catalogue ? { name: catalogue.name, slug: catalogue.slug } : null,
    ambiguous: occupations.length > 1,
    occupations,
    wages: wageItems,
    demand: jobs.length > 0 ? jobs : null,
    payTrend,
    sources: sourcesOf('oews', 'onet'),
  };
}

const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length);
const round3 = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);

export async function futureOfWork(deps: ResearchDeps, cc: Region, companySlug: string): Promise<api.FutureOfWork> {
  const company = await findCompanyBySlug(deps.db, companySlug);
  if (!company) throw notFound(`No company "${companySlug}"`);
  const rows = await companyTitles(deps.db, cc, company.id, deps.minSlice);
  if (rows.length === 0) throw tooFewRecords(deps.minSlice);
  const map = await titleMapOf(deps.db);
  const matched = rows.map((r) => ({ row: r, occupations: matchOccupations(map, r.name) }));
  const codes = [...new Set(matched.flatMap((m) => m.occupations.map((o) => o.onetSoc)))];
  const [exposure, applicability] = await Promise.all([
    exposureOf(deps.db, codes),
    applicabilityOf(deps.db, [...new Set(matched.flatMap((m) => m.occupations.map((o) => o.soc)))]),
  ]);
  const total = rows.reduce((s, r) => s + r.count, 0);
  const titles = matched.map(({ row, occupations }) => {
    const rated = occupations.map((o) => exposure.get(o.onetSoc)).filter((e) => e !== undefined);
    const applied = [...new Set(occupations.map((o) => o.soc))].map((s) => applicability.get(s)?.score).filter((s) => s !== undefined);
    return {
      title: { name: row.name, slug: row.slug },
      count: row.count,
      share: row.count / total,
      ambiguous: occupations.length > 1,
      occupations,
      gpt4Beta: round3(mean(rated.map((e) => e.gpt4_beta))),
      humanBeta: round3(mean(rated.map((e) => e.human_beta))),
      applicability: round3(mean(applied)),
    };
  });
  const weighted = (pick: (t: (typeof titles)[number]) => number | null) => {
    let sum = 0;
    let weight = 0;
    for (const t of titles) {
      const v = pick(t);
      if (v === null) continue;
      sum += v * t.share;
      weight += t.share;
    }
    return weight === 0 ? null : round3(sum / weight);
  };
  return {
    countryCode: cc,
    company: { name: company.name, slug: company.slug },
    titles,
    exposure: {
      gpt4Beta: weighted((t) => t.gpt4Beta),
      humanBeta: weighted((t) => t.humanBeta),
      applicability: weighted((t) => t.applicability),
    },
    coverage: titles.filter((t) => t.gpt4Beta !== null).reduce((s, t) => s + t.share, 0),
    measures: MEASURES,
    sources: sourcesOf('onet', 'eloundou', 'microsoft'),
  };
}
