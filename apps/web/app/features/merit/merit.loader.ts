import type { LoaderFunctionArgs } from 'react-router';
import { employerWorkspace } from '~/features/workspace/api/get-workspace';
import { listCycles } from './api/list-cycles';

/**
 * /merit: the workspace and its merit cycles; analysts and admins also get the new-cycle form's
 * first values (today's date picks the year). A refusal of the list is said on the page.
 */
export async function loadMerit(args: Pick<LoaderFunctionArgs, 'request' | 'context'>) {
  const start = await employerWorkspace(args);
  if (start.kind !== 'ok') return start;
  const { api, client, workspace, url } = start;
  const cycles = await listCycles(client, api);
  return {
    kind: 'merit' as const,
    workspace,
    cycles: cycles.ok ? cycles.data.cycles : null,
    cyclesError: cycles.ok ? null : cycles.message,
    today: new Date().toISOString().slice(0, 10),
    removed: url.searchParams.get('done') === 'removed',
  };
}
