import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** POST /career/intros/:id/answer: accept or decline an introduction the member was asked for. */
export function answerCareerIntro(client: ApiClient, routes: typeof api, id: number, accept: boolean) {
  return client.call(routes.answerCareerIntro, { params: { id }, body: { accept } });
}
