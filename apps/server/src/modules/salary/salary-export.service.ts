/** GET /{cc}/salary/profiles/export?q=: a slice's anonymised records as CSV (premium). */
import { api, tooFewRecords, type Region } from '@paysight/contract';
import type { z } from 'zod';
import { countRecords, exportRows } from './explore.queries.js';
import type { ExploreDeps } from './explore.shared.js';
import { sliceWhere } from './salary.queries.js';
import { resolveSlice } from './salary.service.js';
import { csvCell } from '../../lib/csv.js';

type ExportQuery = z.infer<typeof api.salaryExportQuery>;

/**
 * GET /{cc}/salary/profiles/export?q=: the slice's anonymised records as CSV, newest first, at
 * most SALARY_EXPORT_MAX_ROWS (10,000). Same slice and filters as the stats call, same MIN_SLICE rule.
 * Premium only (declared on the route).
 */
export async function exportSalaryProfiles(deps: ExploreDeps, cc: Region, query: ExportQuery) {
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
