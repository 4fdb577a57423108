import type { api } from '@paysight/contract';
import { resolveErrorAction } from '@paysight/contract/core';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import { requireUser } from '~/lib/auth-guard';
import { serverApi } from '~/lib/server-api';

/** GET /enterprise/workspace: the member's workspace, its region lock and their role (403 without one). */
export function getWorkspace(client: ApiClient, routes: typeof api): Promise<ApiResult<api.Workspace>> {
  return client.call(routes.getWorkspace, {});
}

/**
 * How every employer page's loader starts: the member's workspace and an API client, or what the
 * page says instead. A guest is sent to sign in; a member who is not an employer gets
 * `not-enterprise`; a workspace the API refuses gets `refused` with the API's message, except an
 * ended session, trial or account, which is sent out as the error catalogue says
 * (resolveErrorAction). `redirectFirst` may send an employer on before the API is asked anything
 * (a form whose fields become the page's URL).
 */
export async function employerWorkspace(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  redirectFirst?: (url: URL) => string | null,
) {
  const user = requireUser(request, context);
  if (user.role !== 'enterprise') return { kind: 'not-enterprise' as const };
  const url = new URL(request.url);
  const next = redirectFirst?.(url);
  if (next) throw redirect(next);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const workspace = await getWorkspace(client, api);
  if (!workspace.ok) {
    const action = resolveErrorAction(workspace, '/enterprise/workspace', url.pathname);
    if (action.type === 'logout') throw redirect(action.href);
    return { kind: 'refused' as const, message: workspace.message };
  }
  return { kind: 'ok' as const, user, api, client, url, workspace: workspace.data };
}
