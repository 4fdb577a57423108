import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /gurus/interviewers: coaches who may coach now, with their next free slots, by company, family and region. */
export const getGuruInterviewers = (client: ApiClient, routes: typeof api, query: Partial<api.GuruInterviewersQuery>) =>
  client.call(routes.getGuruInterviewers, { query });
