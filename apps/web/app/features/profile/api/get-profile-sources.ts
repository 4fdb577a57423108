import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /profile/sources: the resume and professional-network export the member gave, if any. */
export function getProfileSources(client: ApiClient, routes: typeof api) {
  return client.call(routes.getProfileSources, {});
}
