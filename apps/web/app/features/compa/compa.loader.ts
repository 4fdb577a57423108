import type { api } from '@paysight/contract';
import { resolveErrorAction } from '@paysight/contract/core';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getJobFamilies } from '~/features/peer/api/get-job-families';
import { getMetros } from '~/features/peer/api/get-metros';
import { getWorkspace } from '~/features/workspace/api/get-workspace';
import { requireUser } from '~/lib/auth-guard';
import { serverApi } from '~/lib/server-api';
import { parseCompaQuery, rosterQuery } from './compa-query';
import { parseSaved } from './employee-form';

/**
 * /compa: the workspace, its roster (the latest employee dataset) with the URL's filters, sort and
 * view, and the employee opened. A band group or employee the workspace does not have is said in
 * the page, never an error page. Analysts and admins also get the add and edit forms' choices (job
 * families, the region's metros).
 */
export async function loadCompa({ request, context }: LoaderFunctionArgs) {
  const user = requireUser(request, context);
  if (user.role !== 'enterprise') return { kind: 'not-enterprise' as const };
  const url = new URL(request.url);
  const query = parseCompaQuery(url.searchParams);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const workspace = await getWorkspace(client, api);
  if (!workspace.ok) {
    const next = resolveErrorAction(workspace, '/enterprise/workspace', url.pathname);
    if (next.type === 'logout') throw redirect(next.href);
    return { kind: 'refused' as const, message: workspace.message };
  }
  const canEdit = workspace.data.role !== 'viewer';
  const [roster, employee, families, metros] = await Promise.all([
    client.call(api.getCompaRoster, { query: rosterQuery(query) }),
    query.employee
      ? client.call(api.getCompaEmployee, {
          params: { id: query.employee },
          query: query.bandGroupId ? { bandGroupId: query.bandGroupId } : {},
        })
      : null,
    canEdit ? getJobFamilies(client, api) : null,
    canEdit ? getMetros(client, api) : null,
  ]);
  const region = roster.ok && roster.data.roster ? roster.data.roster.version.countryCode : workspace.data.region;
  const byRegion = metros?.ok ? metros.data.metros : { in: [], us: [] };
  return {
    kind: 'roster' as const,
    workspace: workspace.data,
    query,
    roster: roster.ok ? roster.data.roster : null,
    rosterError: roster.ok ? null : roster.message,
    employee: employee?.ok ? employee.data : null,
    employeeError: employee && !employee.ok ? employee.message : null,
    columns: [...api.PAYROLL_COLUMNS, ...api.ROSTER_COLUMNS] as string[],
    maxRows: api.PAYROLL_MAX_ROWS,
    families: families?.ok ? families.data.families.map((f) => ({ slug: f.slug, name: f.name })) : [],
    metros: region ? byRegion[region] : [...byRegion.in, ...byRegion.us],
    /** The roster's currency, else the workspace region's: the add form's first currency. */
    currency: roster.ok && roster.data.roster ? roster.data.roster.version.currency : workspace.data.region === 'us' ? 'USD' : 'INR',
    saved: parseSaved(url.searchParams.get('saved')),
  } satisfies { roster: api.CompaRoster | null; [k: string]: unknown };
}
