import type { LoaderFunctionArgs } from 'react-router';
import { employerWorkspace } from '~/features/workspace/api/get-workspace';
import { getCycle } from './api/get-cycle';
import { getRecommendations } from './api/get-recommendations';
import { parsePage } from './merit-form';

/**
 * /merit/{id}: the workspace, the cycle (its pools against spend, counts, notes, the moves open to
 * it) and a page of its recommendations (the URL's `page`). A cycle that is not the workspace's, or
 * an id that is not one, is said on the page.
 */
export async function loadCycle(args: Pick<LoaderFunctionArgs, 'request' | 'context' | 'params'>) {
  const start = await employerWorkspace(args);
  if (start.kind !== 'ok') return start;
  const { api, client, workspace, url } = start;
  const idText = args.params.id ?? '';
  if (!/^\d{1,10}$/.test(idText)) return { kind: 'missing' as const, workspace, message: `No merit cycle ${idText}` };
  const id = Number(idText);
  const page = parsePage(url.searchParams);
  const [cycle, recommendations] = await Promise.all([
    getCycle(client, api, id),
    getRecommendations(client, api, id, page > 1 ? { page } : {}),
  ]);
  if (!cycle.ok) return { kind: 'missing' as const, workspace, message: cycle.message };
  const done = url.searchParams.get('done');
  return {
    kind: 'cycle' as const,
    workspace,
    cycle: cycle.data,
    recommendations: recommendations.ok ? recommendations.data : null,
    recommendationsError: recommendations.ok ? null : recommendations.message,
    done: done === 'created' || done === 'status' ? done : null,
  };
}
