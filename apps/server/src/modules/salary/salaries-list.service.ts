/** GET /{cc}/salaries-list/{kind}/{q}: a company's, title's, skill's or location's records broken down by the other dimensions. */
import { AppError, ERROR_CODES, api, tooFewRecords, type Region } from '@paysight/contract';
import { snapshotted } from '../salary-records/salary-records.service.js';
import type { z } from 'zod';
import {
  breakdown,
  findCityBySlug,
  findSkillBySlug,
  pairCounts,
  scopeWhere,
  type BreakdownRow,
  type Dimension,
  type RecordScope,
} from './explore.queries.js';
import { REGION_NAMES, cached, named, unknownSlug, type ExploreDeps } from './explore.shared.js';
import { findCompanyBySlug, findTitleBySlug } from './salary.queries.js';
import { moneyConverter } from './salary.service.js';

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

/** A subject's records (`kind` and `q`) in region `cc`, broken down as `query` asks. */
type SalariesListOf = (deps: ExploreDeps, cc: Region, kind: api.SalariesListKind, q: string, query: ListQuery) => Promise<api.SalariesList>;

/**
 * GET /{cc}/salaries-list/{kind}/{q}: the subject's records broken down by the other dimensions,
 * each item with the salary page it leads to (in the records' region).
 */
export const getSalariesList: SalariesListOf = (deps, cc, kind, q, query) => {
  const key = ['list', cc, kind, q, query.popular, query.country ?? null, query.limit];
  return cached(deps, key, () =>
    // A region's own list in its own money (no exchange rate in it) is kept across restarts: the
    // home page and the hub show it, and it takes seconds to compute on a million records.
    kind === 'location-country' && q === cc && !query.country
      ? snapshotted(deps.db, JSON.stringify(key), api.salariesListData, () => computeSalariesList(deps, cc, kind, q, query))
      : computeSalariesList(deps, cc, kind, q, query),
  );
};

const computeSalariesList: SalariesListOf = async (deps, cc, kind, q, query) => {
  const subject = await resolveListSubject(deps, cc, kind, q, query);
  const where = scopeWhere(subject.scope);
  const sort = query.popular ? 'popular' : 'pay';
  // Cities of a subject that fixes no title lead to their most reported title.
  const fixedTitle = kind === 'title' ? subject.slug : null;
  const fixedCompany = kind === 'company' ? subject.slug : null;
  const [byCompany, byTitle, byCity] = await Promise.all(
    (['company', 'title', 'city'] as const).map((by) =>
      subject.groups.includes(by)
        ? breakdown(deps.db, where, by, { minSlice: deps.minSlice, sort, limit: query.limit, topTitle: by === 'city' && !fixedTitle })
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
  const cityTop = await pairCounts(deps.db, where, 'city', pairsOf(cities));

  const rc = subject.records;
  const cityQuery = kind === 'location-city' ? `?location=${subject.slug}` : '';
  const topSlug = (tops: Map<number, { slug: string; n: number }> | null, id: number) => {
    const top = tops?.get(id);
    return top && top.n >= deps.minSlice ? top.slug : null;
  };
  const pageOf = (slice: string | null, query = '') => (slice ? `/${rc}/salary/${slice}${query}` : null);
  const hrefs: Record<Dimension, (row: BreakdownRow) => string | null> = {
    // A company leads to its own page (ADR 019); on a title's list, to its page for that title.
    company: (row) => (fixedTitle ? pageOf(`${row.slug}--${fixedTitle}`, cityQuery) : `/${rc}/company/${row.slug}${cityQuery}`),
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
};
