import { data, type ActionFunctionArgs } from 'react-router';
import { refusalText } from '~/features/jobs/jobs-text';
import { memberFormAction } from '~/lib/server-api';
import { applyToJob } from './api/apply-to-job';
import { dismissJob } from './api/dismiss-job';
import { updateJobApplication } from './api/update-job-application';
import { idParam, MEMBER_STATUSES, type MemberStatus } from './jobgpt-query';
import { APPLICATION_STATUS_LABEL } from './jobgpt-text';

type Failure = { ok: false; message: string; attempt: string; applicationId?: number };

const refuse = (result: { status: number; message: string }, applicationId?: number) =>
  data<Failure>(
    {
      ok: false,
      message: refusalText(result.message),
      attempt: `${Date.now()}-${Math.random()}`,
      ...(applicationId ? { applicationId } : {}),
    },
    { status: result.status >= 400 && result.status < 500 ? result.status : 502 },
  );

export async function applicationsAction(args: ActionFunctionArgs) {
  const { api, client, form } = await memberFormAction(args);
  const intent = form.get('intent');

  if (intent === 'update') {
    const id = idParam(form.get('applicationId'));
    if (!id) return refuse({ status: 400, message: 'Which application?' });
    const status = form.get('status');
    const notes = typeof form.get('notes') === 'string' ? (form.get('notes') as string).trim() : undefined;
    const body = {
      ...((MEMBER_STATUSES as readonly unknown[]).includes(status) ? { status: status as MemberStatus } : {}),
      ...(notes !== undefined ? { notes: notes === '' ? null : notes } : {}),
    };
    const result = await updateJobApplication(client, api, id, body);
    if (!result.ok) return refuse(result, id);
    return {
      ok: true as const,
      message: `Saved: ${APPLICATION_STATUS_LABEL[result.data.status]}${result.data.notes ? ', with your notes' : ''}.`,
    };
  }

  if (intent === 'apply' || intent === 'dismiss') {
    const jobId = idParam(form.get('jobId'));
    if (!jobId) return refuse({ status: 400, message: 'Which job?' });
    if (intent === 'dismiss') {
      const result = await dismissJob(client, api, jobId);
      if (!result.ok) return refuse(result);
      return { ok: true as const, message: 'Not interested: that job left your review queue for good.' };
    }
    const result = await applyToJob(client, api, jobId, idParam(form.get('jobHuntId')) ?? null);
    if (!result.ok) return refuse(result);
    return { ok: true as const, message: 'Approved: JobGPT is preparing the application.' };
  }
  return refuse({ status: 400, message: 'Unknown form.' });
}
