import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /gurus/interviewers/:id: one coach with all their free slots (404 when they may not coach now). */
export const getGuruInterviewer = (client: ApiClient, routes: typeof api, id: number) =>
  client.call(routes.getGuruInterviewer, { params: { id } });
