import type { LoaderFunctionArgs } from 'react-router';
import { requireAdmin } from '~/lib/auth-guard';
import { serverApi } from '~/lib/server-api';
import { listHeldRecords } from './api/list-held-records';
import { listPendingVerifications } from './api/list-pending-verifications';

export async function loadAdminReview({ request, context }: LoaderFunctionArgs) {
  requireAdmin(request, context);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const [docs, held] = await Promise.all([listPendingVerifications(client, api), listHeldRecords(client, api)]);
  if (!docs.ok) throw new Error(`GET /admin/verifications answered ${docs.status}: ${docs.message}`);
  if (!held.ok) throw new Error(`GET /admin/held-records answered ${held.status}: ${held.message}`);
  return { docs: docs.data, held: held.data };
}
