import type { LoaderFunctionArgs } from 'react-router';
import { requireAdmin } from '~/lib/auth-guard';
import { serverApi } from '~/lib/server-api';
import { listInterviewReportQueue } from './api/list-interview-report-queue';

/**
 * /admin/interview-reports (admins only; not in the sitemap): members' interview reports waiting
 * for review, oldest first, as they wrote them. Guests are sent to sign in; other members get the
 * not-found page (the page does not say it exists).
 */
export async function loadInterviewReportQueue({ request, context }: LoaderFunctionArgs) {
  requireAdmin(request, context);
  const { api } = await import('@paysight/contract');
  const queue = await listInterviewReportQueue(serverApi(context, request), api);
  if (!queue.ok) throw new Error(`GET /academy/reports/queue answered ${queue.status}: ${queue.message}`);
  return { reports: queue.data.reports };
}
