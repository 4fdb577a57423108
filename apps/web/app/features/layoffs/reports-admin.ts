import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { requireAdmin } from '~/lib/auth-guard';
import { parseFormBody } from '~/lib/form-body';
import { serverApi } from '~/lib/server-api';

/**
 * /admin/layoff-reports (admins only; not in the sitemap): members' India layoff reports waiting for
 * review, oldest first; approve, or reject with a reason. Guests are sent to sign in, other members
 * get the not-found page. Plain POST forms; the action forwards each decision to the API.
 */
export async function loadLayoffReportQueue({ request, context }: LoaderFunctionArgs) {
  requireAdmin(request, context);
  const { api } = await import('@paysight/contract');
  const queue = await serverApi(context, request).call(api.listLayoffReportQueue, {});
  if (!queue.ok) throw new Error(`GET /layoff/reports/queue answered ${queue.status}: ${queue.message}`);
  return { reports: queue.data.reports };
}

export async function layoffReportReviewAction({ request, context }: ActionFunctionArgs) {
  requireAdmin(request, context);
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  if (form.get('intent') !== 'review-layoff' || !/^[1-9]\d{0,9}$/.test(id))
    return data({ ok: false, message: 'Unknown form.' }, { status: 400 });
  const { api } = await import('@paysight/contract');
  const reason = String(form.get('reason') ?? '').trim();
  const body = parseFormBody(api.reviewLayoffReport, { decision: String(form.get('decision') ?? ''), reason: reason || undefined });
  const result = body.ok
    ? await serverApi(context, request).call(api.reviewLayoffReport, { params: { id: Number(id) }, body: body.body })
    : body;
  if (result.ok) {
    return {
      ok: true,
      message: result.data.status === 'approved' ? 'Approved: the report is shown on /layoffs/india.' : 'Rejected; the member sees why.',
    };
  }
  return data({ ok: false, message: result.message }, { status: result.status >= 400 && result.status < 500 ? result.status : 500 });
}
