import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** POST /career/intros: ask a member who moved between two companies for an introduction. */
export function askCareerIntro(client: ApiClient, routes: typeof api, body: api.CreateIntroBody) {
  return client.call(routes.createCareerIntro, { body });
}
