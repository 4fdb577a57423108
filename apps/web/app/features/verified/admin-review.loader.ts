import { data, type LoaderFunctionArgs } from 'react-router';
import { requireUser } from '~/lib/auth-guard';
import { serverApi } from '~/lib/server-api';
import { listHeldRecords } from './api/list-held-records';
import { listPendingVerifications } from './api/list-pending-verifications';

/** Admins only: a guest is sent to sign in, another member gets the not-found page (the page does not say it exists). */
export function requireAdmin(request: Request, context: LoaderFunctionArgs['context']) {
  const user = requireUser(request, context);
  if (user.role !== 'admin') throw data(null, { status: 404 });
  return user;
}

export async function loadAdminReview({ request, context }: LoaderFunctionArgs) {
  requireAdmin(request, context);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const [docs, held] = await Promise.all([listPendingVerifications(client, api), listHeldRecords(client, api)]);
  if (!docs.ok) throw new Error(`GET /admin/verifications answered ${docs.status}: ${docs.message}`);
  if (!held.ok) throw new Error(`GET /admin/held-records answered ${held.status}: ${held.message}`);
  return { docs: docs.data, held: held.data };
}
