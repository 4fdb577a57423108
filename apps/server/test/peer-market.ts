import type { Db } from '@paysight/db';
import { insertCompany, insertSalaryRecords, type SalaryRecordInput } from '@paysight/db/factories';

/**
 * The peer market the benchmark and payroll suites share, as [company, standard level, base]: level 2
 * (Mid), six records from four companies, none over a third, so it is shown (base percentiles as
 * percentile_cont: p25 1,250,000, p50 1,500,000, p75 1,750,000); level 3 (Senior), four records,
 * under MIN_SLICE, so it is hidden.
 */
export const MID_SHOWN_SENIOR_HIDDEN = [
  ['Alpha', 2, 1_000_000],
  ['Alpha', 2, 1_200_000],
  ['Bravo', 2, 1_400_000],
  ['Bravo', 2, 1_600_000],
  ['Charlie', 2, 1_800_000],
  ['Delta', 2, 2_000_000],
  ['Alpha', 3, 3_000_000],
  ['Bravo', 3, 3_000_000],
  ['Charlie', 3, 3_000_000],
  ['Delta', 3, 3_000_000],
] as const;

/**
 * The peer market in the database: the companies Alpha, Bravo, Charlie and Delta (product, Software)
 * and MID_SHOWN_SENIOR_HIDDEN's records in India, of `titleId` in `locationId`, reported on `reportedOn`.
 */
export async function insertPeerMarket(db: Db, at: { titleId: number; locationId: number; reportedOn: string }) {
  const co: Record<string, number> = {};
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta'])
    co[name] = (await insertCompany(db, { name, type: 'product', industry: 'Software' })).id;
  await insertSalaryRecords(
    db,
    MID_SHOWN_SENIOR_HIDDEN.map(([company, level, base]): SalaryRecordInput => ({
      countryCode: 'in',
      companyId: co[company]!,
      titleId: at.titleId,
      standardLevel: level,
      locationId: at.locationId,
      base,
      reportedOn: at.reportedOn,
    })),
  );
}
