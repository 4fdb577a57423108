/** GET /salary/{q}: free text resolved to the salary page it means. */
import type { Region, api } from '@paysight/contract';
import { citiesNamed } from '../catalog/catalog.service.js';
import { companyTopTitleByRegion, countByRegion, findByNamePrefix, findBySlugs } from './explore.queries.js';
import { cached, named, type ExploreDeps } from './explore.shared.js';
import { FILLER, bestReading, pickRegion, spanSlugs, tokenizeQuery, type Candidate } from './salary-resolve.rules.js';

/**
 * GET /salary/{q}: what someone typed in a search box, resolved to the salary page it means, in
 * the region where that slice has the most records (or the preferred one when it has enough).
 * A company alone leads to its company page there (ADR 019). Nothing matched is kind 'none'.
 */
export function resolveSalary(deps: ExploreDeps, text: string, query: { cc?: Region | undefined }): Promise<api.SalaryResolve> {
  const tokens = tokenizeQuery(text);
  return cached(deps, ['resolve', tokens, query.cc ?? null], async () => {
    const none: api.SalaryResolve = {
      kind: 'none',
      path: null,
      countryCode: query.cc ?? 'in',
      company: null,
      title: null,
      location: null,
      count: 0,
    };
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

    // A city among the words left ("data scientist bangalore"): the page opens filtered to it.
    const covered = [reading?.company, reading?.title].filter((c): c is Candidate => !!c);
    const free = tokens.map((t, i) => !FILLER.has(t) && !covered.some((c) => i >= c.start && i < c.end));
    const city = await findCity(deps, tokens, free);
    if (city) for (let i = city.start; i < city.end; i++) free[i] = false;

    // What is left (a partly typed name): the shortest title, then company, whose name starts with it.
    const leftover = tokens.filter((_, i) => free[i]).join(' ');
    if (leftover.length >= 3) {
      const prefixTitle = title ? null : await findByNamePrefix(deps.db, 'titles', leftover);
      title ??= prefixTitle;
      if (!company && !prefixTitle) company = await findByNamePrefix(deps.db, 'companies', leftover);
    }
    if (!company && !title) return none;

    if (company && !title) {
      const byRegion = await companyTopTitleByRegion(deps.db, company.id);
      const counts = new Map([...byRegion].map(([cc, v]) => [cc, v.companyN]));
      const cc = city?.region ?? pickRegion(counts, query.cc, deps.minSlice);
      const top = byRegion.get(cc);
      // A company alone lands on its own page (its ladder, titles and cities), narrowed to a typed city.
      return {
        kind: 'company',
        path: top ? `/${cc}/company/${company.slug}${city ? `?location=${city.row.slug}` : ''}` : null,
        countryCode: cc,
        company: named(company),
        title: top ? named(top.title) : null,
        location: city ? named(city.row) : null,
        // The page's records: the company's, in that region.
        count: top?.companyN ?? 0,
      };
    }
    const counts = await countByRegion(deps.db, { titleId: title!.id, companyId: company?.id ?? null });
    // A city decides the region: it is where the visitor asked about.
    const cc = city?.region ?? pickRegion(counts, query.cc, deps.minSlice);
    return {
      kind: company ? 'company-title' : 'title',
      path: `/${cc}/salary/${company ? `${company.slug}--` : ''}${title!.slug}${city ? `?location=${city.row.slug}` : ''}`,
      countryCode: cc,
      company: company ? named(company) : null,
      title: named(title!),
      location: city ? named(city.row) : null,
      count: counts.get(cc) ?? 0,
    };
  });
}

/**
 * The longest run of free words (up to three) naming a city of the catalogue, by name or alias
 * (catalog.service.ts). A city named in both regions is taken in India.
 */
async function findCity(deps: ExploreDeps, tokens: string[], free: boolean[]) {
  const spans: { start: number; end: number; name: string }[] = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let end = start + 1; end <= Math.min(tokens.length, start + 3) && free[end - 1]; end++) {
      if (!free[start]) break;
      const text = tokens.slice(start, end).join(' ');
      spans.push({ start, end, name: text });
    }
  }
  if (spans.length === 0) return null;
  const named = await citiesNamed(deps.db, [...new Set(spans.map((s) => s.name))]);
  const best = spans
    .filter((s) => (named.get(s.name)?.length ?? 0) > 0)
    .sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)[0];
  if (!best) return null;
  const row = named.get(best.name)![0]!;
  return { ...best, row, region: row.countryCode as Region };
}
