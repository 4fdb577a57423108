import { data, type ActionFunctionArgs } from 'react-router';
import { parseFormBody } from '~/lib/form-body';
import { serverApi } from '~/lib/server-api';
import { requireAdmin } from '~/lib/auth-guard';
import { reviewInterviewReport } from './api/review-interview-report';

/** An admin's decision on one report (intent "review-interview"): approve, or reject with a reason. The text is never edited. */
export async function interviewReportReviewAction({ request, context }: ActionFunctionArgs) {
  requireAdmin(request, context);
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  if (form.get('intent') !== 'review-interview' || !/^[1-9]\d{0,9}$/.test(id))
    return data({ ok: false, message: 'Unknown form.' }, { status: 400 });
  const { api } = await import('@paysight/contract');
  const reason = String(form.get('reason') ?? '').trim();
  const body = parseFormBody(api.reviewInterviewReport, { decision: String(form.get('decision') ?? ''), reason: reason || undefined });
  const result = body.ok ? await reviewInterviewReport(serverApi(context, request), api, Number(id), body.body) : body;
  if (result.ok) {
    return {
      ok: true,
      message:
        result.data.status === 'approved'
          ? 'Approved: its questions are counted on /academy.'
          : 'Rejected: it is never shown or counted, and the member sees why.',
    };
  }
  return data({ ok: false, message: result.message }, { status: result.status >= 400 && result.status < 500 ? result.status : 500 });
}
