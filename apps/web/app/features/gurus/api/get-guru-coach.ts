import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /gurus/coach: the member as a coach (eligible or why not), their slots and sessions. */
export const getGuruCoach = (client: ApiClient, routes: typeof api) => client.call(routes.getGuruCoach, {});
