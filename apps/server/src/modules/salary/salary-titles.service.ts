/** GET /{cc}/salary/{q}/titles: the titles at a company. */
import { AppError, type api, type Region } from '@paysight/contract';
import { companyTitles, scopeWhere } from './explore.queries.js';
import { cached, named, unknownSlug, type ExploreDeps } from './explore.shared.js';
import { findCompanyBySlug, findTitleBySlug } from './salary.queries.js';
import { moneyConverter } from './salary.service.js';

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
