/** GET /{cc}/company/{company}: a company's page in a region (ADR 019). */
import { AppError, ERROR_CODES, standardLevelName, tooFewRecords, type api, type Region } from '@paysight/contract';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { breakdown, companyFamilies, companyLadder, familyWhere, findCityBySlug, scopeWhere, type RecordScope } from './explore.queries.js';
import { cached, named, unknownSlug, type ExploreDeps } from './explore.shared.js';
import { findCompanyBySlug } from './salary.queries.js';
import { moneyConverter } from './salary.service.js';

type CompanyQuery = z.infer<typeof api.companyPageQuery>;

const TITLES_LIMIT = 20;
const CITIES_LIMIT = 12;
const PEERS = 3;

/**
 * GET /{cc}/company/{company}: the company's own level ladder for one of its job families (its
 * most reported by default), its titles and cities with medians, and the companies to compare it
 * with on the family's most reported title. Nothing from fewer than MIN_SLICE records: such levels keep their name and no
 * figure; such titles, cities and peers are left out; a company under MIN_SLICE is a 404.
 */
export function getCompanyPage(deps: ExploreDeps, cc: Region, slug: string, query: CompanyQuery): Promise<api.CompanyPage> {
  return cached(deps, ['company', cc, slug, query.family ?? null, query.location ?? null], async () => {
    const company = await findCompanyBySlug(deps.db, slug);
    if (!company) throw unknownSlug(slug);
    const city = query.location ? await findCityBySlug(deps.db, query.location) : null;
    if (query.location && city?.country_code !== cc)
      throw new AppError(404, `No salaries found in "${query.location}"`, ERROR_CODES.unknownSlice);

    const region: RecordScope = { countryCode: cc, companyId: company.id };
    const scope: RecordScope = { ...region, locationId: city?.id ?? null };
    const [byTitle, byCity, families] = await Promise.all([
      breakdown(deps.db, scopeWhere(scope), 'title', { minSlice: deps.minSlice, sort: 'popular', limit: TITLES_LIMIT }),
      // The whole region's cities, so a page narrowed to one still offers the others.
      breakdown(deps.db, scopeWhere(region), 'city', { minSlice: deps.minSlice, sort: 'popular', limit: CITIES_LIMIT }),
      companyFamilies(deps.db, scopeWhere(scope), deps.minSlice),
    ]);
    if (byTitle.total < deps.minSlice) throw tooFewRecords(deps.minSlice);

    const family = query.family ? families.find((f) => f.slug === query.family) : families[0];
    // A ladder asked for by a family the company has too few records of (or none): not enough data.
    if (query.family && !family) throw tooFewRecords(deps.minSlice);
    // The family's most reported title leads to its salary page and the comparisons, when it has MIN_SLICE records.
    const top = family ? byTitle.rows.find((row) => Number(row.id) === Number(family.top_title_id)) : undefined;
    const [levels, peerRows] = await Promise.all([
      family
        ? companyLadder(deps.db, sql`${scopeWhere(scope)} and ${familyWhere(family.id)}`, { companyId: company.id, familyId: family.id })
        : [],
      top
        ? breakdown(deps.db, scopeWhere({ countryCode: cc, titleId: Number(top.id) }), 'company', {
            minSlice: deps.minSlice,
            sort: 'popular',
            limit: PEERS + 1,
          })
        : null,
    ]);

    const { currency, money } = moneyConverter(deps.fx, cc, cc);
    const inCity = city ? `?location=${city.slug}` : '';
    const salaryPage = (titleSlug: string) => `/${cc}/salary/${company.slug}--${titleSlug}${inCity}`;
    const item = (row: { name: string; slug: string; n: number; p50: number }, href: string) => ({
      name: row.name,
      slug: row.slug,
      count: Number(row.n),
      p50: money(row.p50),
      href,
    });
    return {
      countryCode: cc,
      currency,
      company: named(company),
      location: city ? named(city) : null,
      count: byTitle.total,
      ladder: family
        ? {
            family: named(family),
            count: Number(family.n),
            title: top ? named(top) : null,
            href: top ? salaryPage(top.slug) : null,
            levels: levels.map((row) => {
              const n = Number(row.n);
              const shown = n >= deps.minSlice && row.total_p !== null;
              return {
                name: row.name,
                standardLevel: Number(row.standard_level),
                standardName: standardLevelName(Number(row.standard_level)),
                count: shown ? n : null,
                total: shown ? { p25: money(row.total_p![0]!), p50: money(row.total_p![1]!), p75: money(row.total_p![2]!) } : null,
              };
            }),
          }
        : null,
      families: families.map((f) => ({ ...named(f), count: Number(f.n) })),
      titles: byTitle.rows.map((row) => item(row, salaryPage(row.slug))),
      cities: byCity.rows.map((row) => item(row, `/${cc}/company/${company.slug}?location=${row.slug}`)),
      peers: (peerRows?.rows ?? [])
        .filter((row) => Number(row.id) !== company.id)
        .slice(0, PEERS)
        .map((row) => item(row, `/${cc}/compare/companies/${company.slug}--${top!.slug}--vs--${row.slug}--${top!.slug}`)),
      isDemo: byTitle.demoTotal > 0,
    };
  });
}
