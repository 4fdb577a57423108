import type { api } from '@paysight/contract';
import { resolveErrorAction } from '@paysight/contract/core';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getWorkspace } from '~/features/workspace/api/get-workspace';
import { requireUser } from '~/lib/auth-guard';
import { serverApi } from '~/lib/server-api';
import { parseEquityQuery } from './pay-equity-query';

/**
 * /compa/pay-equity: the workspace, then (for analysts and admins only: every figure is derived
 * from gender) the report and the priced fix for the URL's factors, target and cap.
 */
export async function loadPayEquity({ request, context }: LoaderFunctionArgs) {
  const user = requireUser(request, context);
  if (user.role !== 'enterprise') return { kind: 'not-enterprise' as const };
  const url = new URL(request.url);
  const query = parseEquityQuery(url.searchParams);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const workspace = await getWorkspace(client, api);
  if (!workspace.ok) {
    const next = resolveErrorAction(workspace, '/enterprise/workspace', url.pathname);
    if (next.type === 'logout') throw redirect(next.href);
    return { kind: 'refused' as const, message: workspace.message };
  }
  if (workspace.data.role === 'viewer') return { kind: 'viewer' as const, workspace: workspace.data };
  const [report, fix] = await Promise.all([
    client.call(api.getPayEquity, { query: { factors: query.factors.join(',') || 'none' } }),
    client.call(api.priceEquityFix, { body: { factors: query.factors, target: query.target / 100, cap: query.cap / 100 } }),
  ]);
  if (!report.ok) {
    if (report.status === 404) return { kind: 'no-payroll' as const, workspace: workspace.data, message: report.message };
    throw new Error(`GET /compa/pay-equity answered ${report.status}: ${report.message}`);
  }
  return {
    kind: 'report' as const,
    workspace: workspace.data,
    query,
    report: report.data,
    fix: fix.ok ? fix.data : null,
    fixError: fix.ok ? null : fix.message,
  } satisfies { report: api.PayEquityReport; [k: string]: unknown };
}
