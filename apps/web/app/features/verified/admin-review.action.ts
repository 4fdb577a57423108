import { data, type ActionFunctionArgs } from 'react-router';
import { parseFormBody } from '~/lib/form-body';
import { serverApi } from '~/lib/server-api';
import { requireAdmin } from './admin-review.loader';
import { reviewHeldRecord } from './api/review-held-record';
import { reviewVerification } from './api/review-verification';

export async function adminReviewAction({ request, context }: ActionFunctionArgs) {
  requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  const id = String(form.get('id') ?? '');
  const decision = String(form.get('decision') ?? '');
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  if (intent === 'review-doc') {
    const reason = String(form.get('reason') ?? '').trim();
    const body = parseFormBody(api.reviewVerification, { decision, reason: reason || undefined });
    const result = body.ok ? await reviewVerification(client, api, id, body.body) : body;
    if (result.ok)
      return {
        ok: true,
        message: result.data.status === 'approved' ? 'Approved: the salary is now verified.' : 'Rejected; the member was told why.',
      };
    return data({ ok: false, message: result.message }, { status: result.status >= 400 && result.status < 500 ? result.status : 500 });
  }
  if (intent === 'review-held') {
    const body = parseFormBody(api.reviewHeldRecord, { decision });
    const result = body.ok ? await reviewHeldRecord(client, api, id, body.body) : body;
    if (result.ok)
      return {
        ok: true,
        message: result.data.status === 'published' ? 'Published: the record counts from now on.' : 'Rejected: the record was removed.',
      };
    return data({ ok: false, message: result.message }, { status: result.status >= 400 && result.status < 500 ? result.status : 500 });
  }
  return data({ ok: false, message: 'Unknown form.' }, { status: 400 });
}
