import type { api } from '@paysight/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { listPeerGroups } from '~/features/peer/api/list-peer-groups';
import { employerWorkspace } from '~/features/workspace/api/get-workspace';
import { getTalentReport } from './api/get-talent-report';
import { parseTalentQuery } from './talent-query';

/**
 * /employers/talent: the workspace, its saved peer groups of the region (for the peer table), and,
 * once a company is asked for, its talent flows. A company the catalogue does not know, or a peer
 * group of another region, is said in the API's words beside the form.
 */
export async function loadTalentScreen(args: LoaderFunctionArgs) {
  const found = await employerWorkspace(args);
  if (found.kind !== 'ok') return found;
  const { api, client, url, workspace } = found;
  const query = parseTalentQuery(url.searchParams, workspace.region);
  const [groups, report] = await Promise.all([
    listPeerGroups(client, api),
    query.company ? getTalentReport(client, api, query) : Promise.resolve(null),
  ]);
  const peerGroups = groups.ok ? groups.data.groups.filter((g) => g.countryCode === query.cc).map((g) => ({ id: g.id, name: g.name })) : [];
  const base = { kind: 'screen' as const, workspace, query, peerGroups };
  if (!report) return { ...base, report: null, refusal: null };
  if (!report.ok) {
    if (report.status === 400 || report.status === 404) return { ...base, report: null, refusal: report.message };
    throw new Error(`GET /talent/company answered ${report.status}: ${report.message}`);
  }
  return { ...base, report: report.data, refusal: null } satisfies { report: api.TalentReport | null; [k: string]: unknown };
}
