/** GET /{cc}/salary/{q}/levels: the slice by standard level. */
import { tooFewRecords, type api, type Region } from '@paysight/contract';
import { countRecords, levelLadder, scopeWhere } from './explore.queries.js';
import { cached, levelView, named, type ExploreDeps } from './explore.shared.js';
import { moneyConverter, resolveSlice } from './salary.service.js';

/** GET /{cc}/salary/{q}/levels: the slice by standard level, each with the company's own level names. */
export function getSalaryLevels(deps: ExploreDeps, cc: Region, q: string): Promise<api.SalaryLevels> {
  return cached(deps, ['levels', cc, q], async () => {
    const { title, company } = await resolveSlice(deps, cc, q, {});
    const where = scopeWhere({ countryCode: cc, titleId: title.id, companyId: company?.id ?? null });
    const [{ n }, rows] = await Promise.all([countRecords(deps.db, where), levelLadder(deps.db, where, deps.minSlice, company !== null)]);
    if (n < deps.minSlice) throw tooFewRecords(deps.minSlice);
    const { currency, money } = moneyConverter(deps.fx, cc, cc);
    return {
      countryCode: cc,
      currency,
      company: company ? named(company) : null,
      title: named(title),
      count: n,
      levels: rows.map((row) => levelView(row, money, deps.minSlice)),
    };
  });
}
