/** GET /{cc}/salary/{q}/levels: the slice by standard level. */
import { standardLevelName, tooFewRecords, type api, type Region } from '@paysight/contract';
import { countRecords, levelLadder, scopeWhere } from './explore.queries.js';
import { cached, named, type ExploreDeps } from './explore.shared.js';
import { moneyConverter, resolveSlice } from './salary.service.js';

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
        name: standardLevelName(Number(row.level)),
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
