import type { api } from '@paysight/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { employerWorkspace } from '~/features/workspace/api/get-workspace';
import { parseEquityQuery } from './pay-equity-query';

/**
 * /compa/pay-equity: the workspace, then (for analysts and admins only: every figure is derived
 * from gender) the report and the priced fix for the URL's factors, target and cap.
 */
export async function loadPayEquity(args: LoaderFunctionArgs) {
  const found = await employerWorkspace(args);
  if (found.kind !== 'ok') return found;
  const { api, client, url, workspace } = found;
  const query = parseEquityQuery(url.searchParams);
  if (workspace.role === 'viewer') return { kind: 'viewer' as const, workspace };
  const [report, fix] = await Promise.all([
    client.call(api.getPayEquity, { query: { factors: query.factors.join(',') || 'none' } }),
    client.call(api.priceEquityFix, { body: { factors: query.factors, target: query.target / 100, cap: query.cap / 100 } }),
  ]);
  if (!report.ok) {
    if (report.status === 404) return { kind: 'no-payroll' as const, workspace, message: report.message };
    throw new Error(`GET /compa/pay-equity answered ${report.status}: ${report.message}`);
  }
  return {
    kind: 'report' as const,
    workspace,
    query,
    report: report.data,
    fix: fix.ok ? fix.data : null,
    fixError: fix.ok ? null : fix.message,
  } satisfies { report: api.PayEquityReport; [k: string]: unknown };
}
