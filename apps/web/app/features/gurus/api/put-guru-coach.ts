import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** PUT /gurus/coach: coach at one's current company (proved), or change the region and headline. */
export const putGuruCoach = (client: ApiClient, routes: typeof api, body: api.GuruCoachBody) => client.call(routes.putGuruCoach, { body });
