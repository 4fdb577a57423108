import { AppError, ERROR_CODES, STANDARD_LEVELS, api, companySlug, titleSlug, tooFewRecords } from '@paysight/contract';
import type { z } from 'zod';
import {
  breakdown,
  companyTitles,
  companyTopTitleByRegion,
  countByRegion,
  countRecords,
  exportRows,
  findByNamePrefix,
  findBySlugs,
  findCityBySlug,
  findSkillBySlug,
  levelLadder,
  pairCounts,
  scopeWhere,
  type BreakdownRow,
  type Dimension,
  type NamedRow,
  type RecordScope,
} from './explore.queries.js';
import { findCompanyBySlug, findTitleBySlug, sliceWhere, summarizeRecords } from './salary.queries.js';
import { confidenceOf, moneyConverter, monthsBefore, percentilesOf, resolveSlice, type Region, type SalaryDeps } from './salary.service.js';

export type ExploreDeps = SalaryDeps;

const REGION_NAMES: Record<Region, string> = { in: 'India', us: 'United States' };

const levelName = (level: number) => STANDARD_LEVELS.find((l) => l.level === level)?.name ?? `Level ${level}`;
const named = (row: { name: string; slug: string }) => ({ name: row.name, slug: row.slug });
const unknownSlug = (slug: string) => new AppError(404, `No salaries found for "${slug}"`, ERROR_CODES.unknownSlice);

/** Explore answers go through the explore cache (caches.ts: fresh a minute, then served stale while recomputed). */
const cached = <T>(deps: ExploreDeps, key: unknown[], compute: () => Promise<T>): Promise<T> =>
  deps.exploreCache.get(JSON.stringify(key), compute) as Promise<T>;

// ---------------------------------------------------------------------------------------------
// Levels and titles

/** GET /{cc}/salary/{q}/levels: the slice by standard level, each with the company's own level names. */
export function getSalaryLevels(deps: ExploreDeps, cc: Region, q: string): Promise<api.SalaryLevels> {
  return cached(deps, ['levels', cc, q], async () => {
    const { title, company } = await resolveSlice(deps, cc, q, {});
    const where = scopeWhere({ countryCode: cc, titleId: title.id, companyId: company?.id ?? null });
    const [{ n }, rows] = await Promise.all([countRecords(deps.db, where), levelLadder(deps.db, where, deps.minSlice, company !== null)]);
    if (n < deps.minSlice) throw tooFewRecords(deps.minSlice);
    const { currency, money } = moneyConverter(deps.fx, cc, cc);
    const median = (value: number | null, count: number) => (value !== null && count >= deps.minSlice ? money(value) : null);
    return {
      countryCode: cc,
      currency,
      company: company ? named(company) : null,
      title: named(title),
      count: n,
      levels: rows.map((row) => ({
        level: Number(row.level),
        name: levelName(Number(row.level)),
        companyLevels: row.names,
        count: Number(row.n),
        total: { p25: money(row.total_p[0]!), p50: money(row.total_p[1]!), p75: money(row.total_p[2]!) },
        baseMedian: money(row.base_p50),
        stockMedian: median(row.stock_p50, Number(row.stock_n)),
        bonusMedian: median(row.bonus_p50, Number(row.bonus_n)),
      })),
    };
  });
}

/** GET /{cc}/salary/{q}/titles: the titles at the company of q ({company} or {company}--{title}). */
export function getSalaryTitles(deps: ExploreDeps, cc: Region, q: string, query: { limit: number }): Promise<api.SalaryTitles> {
  return cached(deps, ['titles', cc, q, query.limit], async () => {
    const parts = q.split('--');
    if (parts.length > 2 || parts.some((p) => p === '')) throw new AppError(400, 'q must be {company} or {company}--{title}');
    const company = await findCompanyBySlug(deps.db, parts[0]!);
    if (!company) throw unknownSlug(parts[0]!);
    const title = parts[1] ? await findTitleBySlug(deps.db, parts[1]) : null;
    if (parts[1] && !title) throw unknownSlug(parts[1]);
    const rows = await companyTitles(deps.db, scopeWhere({ countryCode: cc, companyId: company.id }), deps.minSlice, query.limit);
    const { currency, money } = moneyConverter(deps.fx, cc, cc);
    return {
      countryCode: cc,
      currency,
      company: named(company),
      title: title ? named(title) : null,
      titles: rows.map((row) => ({
        name: row.name,
        slug: row.slug,
        count: Number(row.n),
        p50: money(row.p50),
        href: `/${cc}/salary/${company.slug}--${row.slug}`,
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Lists by company, skill, location or title

type ListQuery = z.infer<typeof api.salariesListQuery>;

interface ListSubject {
  name: string;
  slug: string;
  records: Region;
  scope: RecordScope;
  /** The breakdowns that apply: every dimension but the subject's own. */
  groups: Dimension[];
}

async function resolveListSubject(
  deps: ExploreDeps,
  cc: Region,
  kind: api.SalariesListKind,
  q: string,
  query: ListQuery,
): Promise<ListSubject> {
  const records = query.country ?? cc;
  switch (kind) {
    case 'company': {
      const company = await findCompanyBySlug(deps.db, q);
      if (!company) throw unknownSlug(q);
      return { ...named(company), records, scope: { countryCode: records, companyId: company.id }, groups: ['title', 'city'] };
    }
    case 'title': {
      const title = await findTitleBySlug(deps.db, q);
      if (!title) throw unknownSlug(q);
      return { ...named(title), records, scope: { countryCode: records, titleId: title.id }, groups: ['company', 'city'] };
    }
    case 'skill': {
      const skill = await findSkillBySlug(deps.db, q);
      if (!skill) throw unknownSlug(q);
      return { ...named(skill), records, scope: { countryCode: records, skillId: skill.id }, groups: ['company', 'title', 'city'] };
    }
    case 'location-country': {
      if (q !== 'in' && q !== 'us') throw new AppError(400, 'q must be in or us for location-country');
      if (query.country && query.country !== q) throw new AppError(400, 'country must be the same as q for location-country');
      return { name: REGION_NAMES[q], slug: q, records: q, scope: { countryCode: q }, groups: ['company', 'title', 'city'] };
    }
    case 'location-city': {
      const city = await findCityBySlug(deps.db, q);
      if (!city) throw unknownSlug(q);
      // The city decides the records' region; a different explicit one finds nothing there.
      if (query.country && query.country !== city.country_code)
        throw new AppError(404, `No salaries found in "${q}"`, ERROR_CODES.unknownSlice);
      return {
        ...named(city),
        records: city.country_code,
        scope: { countryCode: city.country_code, locationId: city.id },
        groups: ['company', 'title'],
      };
    }
  }
}

/**
 * GET /{cc}/salaries-list/{kind}/{q}: the subject's records broken down by the other dimensions,
 * each item with the salary page it leads to (in the records' region).
 */
export function getSalariesList(
  deps: ExploreDeps,
  cc: Region,
  kind: api.SalariesListKind,
  q: string,
  query: ListQuery,
): Promise<api.SalariesList> {
  return cached(deps, ['list', cc, kind, q, query.popular, query.country ?? null, query.limit], async () => {
    const subject = await resolveListSubject(deps, cc, kind, q, query);
    const where = scopeWhere(subject.scope);
    const sort = query.popular ? 'popular' : 'pay';
    // Companies and cities of a subject that fixes no title lead to their most reported title.
    const fixedTitle = kind === 'title' ? subject.slug : null;
    const fixedCompany = kind === 'company' ? subject.slug : null;
    const [byCompany, byTitle, byCity] = await Promise.all(
      (['company', 'title', 'city'] as const).map((by) =>
        subject.groups.includes(by)
          ? breakdown(deps.db, where, by, { minSlice: deps.minSlice, sort, limit: query.limit, topTitle: by !== 'title' && !fixedTitle })
          : Promise.resolve(null),
      ),
    );
    // Every breakdown counts all of the subject's records on the way.
    const counted = (byCompany ?? byTitle ?? byCity)!;
    if (counted.total < deps.minSlice) throw tooFewRecords(deps.minSlice);
    const [companies, titles, cities] = [byCompany?.rows ?? null, byTitle?.rows ?? null, byCity?.rows ?? null];

    // A most reported title leads to a page only when it has MIN_SLICE records of its own there.
    const pairsOf = (rows: BreakdownRow[] | null) =>
      (rows ?? []).flatMap((row) => (row.top_title_id === null ? [] : [{ id: Number(row.id), titleId: Number(row.top_title_id) }]));
    const [companyTop, cityTop] = await Promise.all([
      pairCounts(deps.db, where, 'company', pairsOf(companies)),
      pairCounts(deps.db, where, 'city', pairsOf(cities)),
    ]);

    const rc = subject.records;
    const cityQuery = kind === 'location-city' ? `?location=${subject.slug}` : '';
    const topSlug = (tops: Map<number, { slug: string; n: number }> | null, id: number) => {
      const top = tops?.get(id);
      return top && top.n >= deps.minSlice ? top.slug : null;
    };
    const pageOf = (slice: string | null, query = '') => (slice ? `/${rc}/salary/${slice}${query}` : null);
    const hrefs: Record<Dimension, (row: BreakdownRow) => string | null> = {
      company: (row) => {
        const title = fixedTitle ?? topSlug(companyTop, Number(row.id));
        return pageOf(title && `${row.slug}--${title}`, cityQuery);
      },
      title: (row) => pageOf(fixedCompany ? `${fixedCompany}--${row.slug}` : row.slug, cityQuery),
      city: (row) => {
        const title = fixedTitle ?? topSlug(cityTop, Number(row.id));
        return pageOf(title && (fixedCompany ? `${fixedCompany}--${title}` : title), `?location=${row.slug}`);
      },
    };

    const { currency, conversion, money } = moneyConverter(deps.fx, rc, cc);
    const items = (rows: BreakdownRow[] | null, by: Dimension) =>
      rows?.map((row) => ({ name: row.name, slug: row.slug, count: Number(row.n), p50: money(row.p50), href: hrefs[by](row) })) ?? null;
    return {
      countryCode: cc,
      recordsCountryCode: rc,
      currency,
      conversion,
      subject: { kind, name: subject.name, slug: subject.slug },
      count: counted.total,
      sort,
      companies: items(companies, 'company'),
      titles: items(titles, 'title'),
      cities: items(cities, 'city'),
      isDemo: counted.demoTotal > 0,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Free text to a salary page

/** Words people type around a company and a title that name neither. */
const FILLER = new Set(
  [
    'at in for of the a an and with as to',
    'salary salaries pay package ctc compensation comp income job jobs role',
    'senior sr junior jr lead intern i ii iii iv 1 2 3 4',
  ]
    .join(' ')
    .split(' '),
);

/** Common short forms of titles, by slug; used only when the slug exists. */
const TITLE_ALIASES: Record<string, string> = {
  sde: 'software-engineer',
  swe: 'software-engineer',
  developer: 'software-engineer',
  programmer: 'software-engineer',
  'software-developer': 'software-engineer',
  'software-development-engineer': 'software-engineer',
  'software-engineering': 'software-engineer',
  'frontend-developer': 'frontend-engineer',
  'front-end-engineer': 'frontend-engineer',
  'backend-developer': 'backend-engineer',
  'back-end-engineer': 'backend-engineer',
  'full-stack-developer': 'full-stack-engineer',
  'fullstack-engineer': 'full-stack-engineer',
  'mobile-developer': 'mobile-engineer',
  devops: 'devops-engineer',
  sre: 'site-reliability-engineer',
  qa: 'qa-engineer',
  sdet: 'qa-engineer',
  tester: 'qa-engineer',
  'data-science': 'data-scientist',
  mle: 'machine-learning-engineer',
  'ml-engineer': 'machine-learning-engineer',
  'ai-engineer': 'machine-learning-engineer',
  pm: 'product-manager',
  tpm: 'technical-program-manager',
  em: 'engineering-manager',
  'ux-designer': 'product-designer',
  'ui-designer': 'product-designer',
  designer: 'product-designer',
  ca: 'chartered-accountant',
  nurse: 'registered-nurse',
  doctor: 'physician',
  hrbp: 'hr-business-partner',
};

/** Other names of companies, by slug; used only when the slug exists. */
const COMPANY_ALIASES: Record<string, string> = {
  facebook: 'meta',
  fb: 'meta',
  aws: 'amazon',
  msft: 'microsoft',
  jpmorgan: 'jpmorgan-chase',
  jpmc: 'jpmorgan-chase',
  walmart: 'walmart-global-tech',
  tcs: 'tata-consultancy-services',
};

const MAX_TOKENS = 10;
const MAX_SPAN = 6;

interface Span {
  start: number;
  end: number;
  /** Tokens covered that are not filler words. */
  weight: number;
}
interface Candidate extends Span {
  kind: 'company' | 'title';
  row: NamedRow;
}

function permutations(tokens: string[]): string[][] {
  if (tokens.length <= 1) return [tokens];
  return tokens.flatMap((t, i) => permutations([...tokens.slice(0, i), ...tokens.slice(i + 1)]).map((rest) => [t, ...rest]));
}

/** The company and title slugs each span of the text could mean; titles also in another word order. */
function spanSlugs(tokens: string[]) {
  const spans: Array<Span & { companySlugs: string[]; titleSlugs: string[] }> = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let end = start + 1; end <= Math.min(tokens.length, start + MAX_SPAN); end++) {
      const words = tokens.slice(start, end);
      const weight = words.filter((w) => !FILLER.has(w)).length;
      if (weight === 0) continue;
      const text = words.join(' ');
      const company = companySlug(text);
      const orders = words.length <= 3 ? permutations(words) : [words];
      const titles = orders.map((o) => titleSlug(o.join(' ')));
      spans.push({
        start,
        end,
        weight,
        companySlugs: [...new Set([company, COMPANY_ALIASES[company]].filter((s): s is string => !!s))],
        titleSlugs: [...new Set(titles.flatMap((s) => [s, TITLE_ALIASES[s]]).filter((s): s is string => !!s))],
      });
    }
  }
  return spans;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * The best reading of the text: a company and a title on separate words, or either alone. More
 * meaningful words covered wins; then a pair over a single; then longer spans; then a title.
 */
function bestReading(candidates: Candidate[]) {
  let best: { company: Candidate | null; title: Candidate | null; score: number[] } | null = null;
  const beats = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
    return false;
  };
  const consider = (company: Candidate | null, title: Candidate | null) => {
    const weight = (company?.weight ?? 0) + (title?.weight ?? 0);
    const length = (company ? company.end - company.start : 0) + (title ? title.end - title.start : 0);
    const score = [weight, company && title ? 1 : 0, length, title ? 1 : 0];
    if (!best || beats(score, best.score)) best = { company, title, score };
  };
  const companies = candidates.filter((c) => c.kind === 'company');
  const titles = candidates.filter((c) => c.kind === 'title');
  for (const c of companies) consider(c, null);
  for (const t of titles) {
    consider(null, t);
    for (const c of companies) if (!overlaps(c, t)) consider(c, t);
  }
  return best as { company: Candidate | null; title: Candidate | null; score: number[] } | null;
}

/** Picks the preferred region when the slice has enough records there, else the region with the most. */
function pickRegion(counts: Map<Region, number>, preferred: Region | undefined, minSlice: number): Region {
  if (preferred && (counts.get(preferred) ?? 0) >= minSlice) return preferred;
  const fallback = preferred ?? 'in';
  const other: Region = fallback === 'in' ? 'us' : 'in';
  return (counts.get(other) ?? 0) > (counts.get(fallback) ?? 0) ? other : fallback;
}

/**
 * GET /salary/{q}: what someone typed in a search box, resolved to the salary page it means, in
 * the region where that slice has the most records (or the preferred one when it has enough).
 * A company alone leads to its most reported title there. Nothing matched is kind 'none'.
 */
export function resolveSalary(deps: ExploreDeps, text: string, query: { cc?: Region | undefined }): Promise<api.SalaryResolve> {
  const tokens = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_TOKENS);
  return cached(deps, ['resolve', tokens, query.cc ?? null], async () => {
    const none: api.SalaryResolve = { kind: 'none', path: null, countryCode: query.cc ?? 'in', company: null, title: null, count: 0 };
    if (tokens.length === 0) return none;

    const spans = spanSlugs(tokens);
    const [companyRows, titleRows] = await Promise.all([
      findBySlugs(deps.db, 'companies', [...new Set(spans.flatMap((s) => s.companySlugs))]),
      findBySlugs(deps.db, 'titles', [...new Set(spans.flatMap((s) => s.titleSlugs))]),
    ]);
    const companyBySlug = new Map(companyRows.map((r) => [r.slug, r]));
    const titleBySlug = new Map(titleRows.map((r) => [r.slug, r]));
    const candidates: Candidate[] = spans.flatMap((s) => [
      ...s.companySlugs.flatMap((slug) =>
        companyBySlug.has(slug) ? [{ ...s, kind: 'company' as const, row: companyBySlug.get(slug)! }] : [],
      ),
      ...s.titleSlugs.flatMap((slug) => (titleBySlug.has(slug) ? [{ ...s, kind: 'title' as const, row: titleBySlug.get(slug)! }] : [])),
    ]);
    const reading = bestReading(candidates);
    let company = reading?.company?.row ?? null;
    let title = reading?.title?.row ?? null;

    // What is left (a partly typed name): the shortest title, then company, whose name starts with it.
    const covered = [reading?.company, reading?.title].filter((c): c is Candidate => !!c);
    const leftover = tokens.filter((t, i) => !FILLER.has(t) && !covered.some((c) => i >= c.start && i < c.end)).join(' ');
    if (leftover.length >= 3) {
      const prefixTitle = title ? null : await findByNamePrefix(deps.db, 'titles', leftover);
      title ??= prefixTitle;
      if (!company && !prefixTitle) company = await findByNamePrefix(deps.db, 'companies', leftover);
    }
    if (!company && !title) return none;

    if (company && !title) {
      const byRegion = await companyTopTitleByRegion(deps.db, company.id);
      const counts = new Map([...byRegion].map(([cc, v]) => [cc, v.companyN]));
      const cc = pickRegion(counts, query.cc, deps.minSlice);
      const top = byRegion.get(cc);
      return {
        kind: 'company',
        path: top ? `/${cc}/salary/${company.slug}--${top.title.slug}` : null,
        countryCode: cc,
        company: named(company),
        title: top ? named(top.title) : null,
        count: top?.n ?? 0,
      };
    }
    const counts = await countByRegion(deps.db, { titleId: title!.id, companyId: company?.id ?? null });
    const cc = pickRegion(counts, query.cc, deps.minSlice);
    return {
      kind: company ? 'company-title' : 'title',
      path: `/${cc}/salary/${company ? `${company.slug}--` : ''}${title!.slug}`,
      countryCode: cc,
      company: company ? named(company) : null,
      title: named(title!),
      count: counts.get(cc) ?? 0,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Compare

type CompareQuery = z.infer<typeof api.compareSalaryQuery>;

/** "{company}--{title}" or "{company}" entries joined by --vs--: two or three of them. */
export function parseCompareQuery(q: string) {
  const entries = q.split(api.COMPARE_SEPARATOR);
  if (entries.length < 2 || entries.length > 3) {
    throw new AppError(
      400,
      `Compare two or three entries joined by ${api.COMPARE_SEPARATOR}, e.g. google--software-engineer--vs--meta--software-engineer`,
    );
  }
  return entries.map((entry) => {
    const parts = entry.split('--');
    if (parts.length > 2 || parts.some((p) => p === '')) {
      throw new AppError(400, `Each compared entry must be {company}--{title} or {company}; "${entry}" is neither`);
    }
    return { key: entry, companySlug: parts[0]!, titleSlug: parts[1] ?? null };
  });
}

/**
 * GET /{cc}/compare/salary/{q}: each entry's figures as the stats call computes them, and their
 * medians by standard level. An entry under MIN_SLICE is reported unavailable, not failed.
 */
export function compareSalary(deps: ExploreDeps, cc: Region, q: string, query: CompareQuery): Promise<api.CompareSalary> {
  return cached(deps, ['compare', cc, q, query.gpayCC ?? null, query.dateOffset ?? null, query.rosettaLevel ?? null], async () => {
    const parsed = parseCompareQuery(q);
    const resolved = await Promise.all(
      parsed.map(async (entry) => {
        const [company, title] = await Promise.all([
          findCompanyBySlug(deps.db, entry.companySlug),
          entry.titleSlug ? findTitleBySlug(deps.db, entry.titleSlug) : Promise.resolve(null),
        ]);
        if (!company) throw unknownSlug(entry.companySlug);
        if (entry.titleSlug && !title) throw unknownSlug(entry.titleSlug);
        return { ...entry, company, title };
      }),
    );

    const now = deps.now();
    const { currency, conversion, money } = moneyConverter(deps.fx, cc, query.gpayCC ?? cc);
    const sinceDate = query.dateOffset ? monthsBefore(now, query.dateOffset) : null;
    const columns = await Promise.all(
      resolved.map(async (entry) => {
        const where = scopeWhere({
          countryCode: cc,
          companyId: entry.company.id,
          titleId: entry.title?.id ?? null,
          sinceDate,
          standardLevel: query.rosettaLevel ?? null,
        });
        const summary = await summarizeRecords(deps.db, where);
        const available = !!summary && Number(summary.n) >= deps.minSlice;
        const levels = available ? await levelLadder(deps.db, where, deps.minSlice, true) : [];
        return { entry, summary: available ? summary : null, levels };
      }),
    );

    const entries = columns.map(({ entry, summary }) => {
      const base = {
        key: entry.key,
        company: named(entry.company),
        title: entry.title ? named(entry.title) : null,
        href: entry.title ? `/${cc}/salary/${entry.company.slug}--${entry.title.slug}` : null,
      };
      if (!summary) {
        return {
          ...base,
          available: false,
          reason: `Not enough salaries yet: we show a figure once at least ${deps.minSlice} people have shared theirs.`,
          count: null,
          total: null,
          base: null,
          stock: null,
          bonus: null,
          confidence: null,
          dateRange: null,
        };
      }
      const n = Number(summary.n);
      return {
        ...base,
        available: true,
        reason: null,
        count: n,
        total: percentilesOf(summary.total_p, summary.total_mean, n, deps.minSlice, money),
        base: percentilesOf(summary.base_p, summary.base_mean, n, deps.minSlice, money),
        stock: percentilesOf(summary.stock_p, summary.stock_mean, Number(summary.stock_n), deps.minSlice, money),
        bonus: percentilesOf(summary.bonus_p, summary.bonus_mean, Number(summary.bonus_n), deps.minSlice, money),
        confidence: confidenceOf(n, summary.last_date, now),
        dateRange: { from: summary.first_date, to: summary.last_date },
      };
    });

    const levels = STANDARD_LEVELS.map(({ level, name }) => ({
      level,
      name,
      entries: columns.map(({ levels: rows }) => {
        const row = rows.find((r) => Number(r.level) === level);
        return row
          ? { p50: money(row.total_p[1]!), count: Number(row.n), companyLevels: row.names }
          : { p50: null, count: null, companyLevels: [] as string[] };
      }),
    })).filter((row) => row.entries.some((cell) => cell.p50 !== null));

    const isDemo = columns.some(({ summary }) => summary !== null && Number(summary.demo_n) > 0);
    return { countryCode: cc, currency, conversion, entries, levels, isDemo };
  });
}

// ---------------------------------------------------------------------------------------------
// CSV export

/** A CSV cell: quoted when needed; text that a spreadsheet would run as a formula is defused. */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type ExportQuery = z.infer<typeof api.salaryExportQuery>;

/**
 * GET /{cc}/salary/profiles/export?q=: the slice's anonymised records as CSV, newest first, at
 * most SALARY_EXPORT_MAX_ROWS (10,000). Same slice and filters as the stats call, same MIN_SLICE rule.
 * Premium only (declared on the route).
 */
export async function exportSalaryProfiles(deps: SalaryDeps, cc: Region, query: ExportQuery) {
  const { filter } = await resolveSlice(deps, cc, query.q, query);
  const where = sliceWhere(filter);
  const { n } = await countRecords(deps.db, where);
  if (n < deps.minSlice) throw tooFewRecords(deps.minSlice);
  const rows = await exportRows(deps.db, where, api.SALARY_EXPORT_MAX_ROWS);
  const lines = [api.SALARY_EXPORT_COLUMNS.join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.month,
        r.company,
        r.title,
        r.level,
        r.standard_level,
        r.city,
        r.yoe,
        r.base,
        r.stock_yearly,
        r.bonus,
        r.signing_bonus,
        r.total,
        r.currency,
        r.verification,
      ]
        .map((v) => csvCell(typeof v === 'string' || v === null ? v : Number(v)))
        .join(','),
    );
  }
  const filters = [
    query.rosettaLevel ? `level-${query.rosettaLevel}` : '',
    query.location ?? '',
    query.yoe ? `yoe-${query.yoe.replace('+', '-plus')}` : '',
    query.dateOffset ? `last-${query.dateOffset}-months` : '',
  ].filter(Boolean);
  return {
    filename: ['paysight', cc, query.q, ...filters, 'salaries'].join('-') + '.csv',
    csv: `${lines.join('\r\n')}\r\n`,
    rows: rows.length,
    truncated: n > rows.length,
  };
}
