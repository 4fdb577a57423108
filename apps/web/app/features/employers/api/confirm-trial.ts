import { loadBrowserApi } from '~/lib/browser-api';

/** POST /enterprise/trial/confirm from the browser (never a loader: mail scanners open links). */
export async function confirmTrial(token: string) {
  const { client, routes } = await loadBrowserApi({ catalogueActions: false });
  return client.call(routes.confirmTrial, { body: { token } });
}
