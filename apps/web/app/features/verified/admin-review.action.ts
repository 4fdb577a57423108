import { data, type ActionFunctionArgs } from 'react-router';
import { parseFormBody } from '~/lib/form-body';
import { serverApi } from '~/lib/server-api';
import { requireAdmin } from '~/lib/auth-guard';
import { reviewDecision, type ReviewRoute } from './api/review-decision';

export async function adminReviewAction({ request, context }: ActionFunctionArgs) {
  requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  const id = String(form.get('id') ?? '');
  const decision = String(form.get('decision') ?? '');
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  /** Posts the decision; says what came of it (`done` for the new status), or why not. */
  const review = async <D extends ReviewRoute>(
    route: D,
    fields: Parameters<typeof parseFormBody<D>>[1],
    done: (status: string) => string,
  ) => {
    const body = parseFormBody(route, fields);
    const result = body.ok ? await reviewDecision(client, route, id, body.body) : body;
    if (result.ok) return { ok: true, message: done(result.data.status) };
    return data({ ok: false, message: result.message }, { status: result.status >= 400 && result.status < 500 ? result.status : 500 });
  };
  if (intent === 'review-doc') {
    const reason = String(form.get('reason') ?? '').trim();
    return review(api.reviewVerification, { decision, reason: reason || undefined }, (status) =>
      status === 'approved' ? 'Approved: the salary is now verified.' : 'Rejected; the member was told why.',
    );
  }
  if (intent === 'review-held') {
    return review(api.reviewHeldRecord, { decision }, (status) =>
      status === 'published' ? 'Published: the record counts from now on.' : 'Rejected: the record was removed.',
    );
  }
  return data({ ok: false, message: 'Unknown form.' }, { status: 400 });
}
