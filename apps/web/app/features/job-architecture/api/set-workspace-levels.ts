import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import { loadBrowserApi } from '~/lib/browser-api';

/** PUT /benchmarking/levels from the browser: the workspace's level scale (analysts and admins). */
export async function setWorkspaceLevels(levels: RouteInput<typeof api.setWorkspaceLevels, 'body'>['levels']) {
  const { client, routes } = await loadBrowserApi();
  return client.call(routes.setWorkspaceLevels, { body: { levels } });
}
