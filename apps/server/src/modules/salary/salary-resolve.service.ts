import type { Region } from '@paysight/contract';
/** GET /salary/{q}: free text resolved to the salary page it means. */
import type { api } from '@paysight/contract';
import { companyTopTitleByRegion, countByRegion, findByNamePrefix, findBySlugs } from './explore.queries.js';
import { cached, named, type ExploreDeps } from './explore.shared.js';
import { FILLER, bestReading, pickRegion, spanSlugs, tokenizeQuery, type Candidate } from './salary-resolve.rules.js';

/**
 * GET /salary/{q}: what someone typed in a search box, resolved to the salary page it means, in
 * the region where that slice has the most records (or the preferred one when it has enough).
 * A company alone leads to its most reported title there. Nothing matched is kind 'none'.
 */
export function resolveSalary(deps: ExploreDeps, text: string, query: { cc?: Region | undefined }): Promise<api.SalaryResolve> {
  const tokens = tokenizeQuery(text);
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
