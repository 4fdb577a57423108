import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { refusalText } from '~/features/jobs/jobs-text';
import { parseFormBody } from '~/lib/form-body';
import { memberFormAction } from '~/lib/server-api';
import { applyToJob } from './api/apply-to-job';
import { createJobHunt } from './api/create-job-hunt';
import { dismissJob } from './api/dismiss-job';
import { getJobHunt } from './api/get-job-hunt';
import { updateJobHunt } from './api/update-job-hunt';
import { huntFormToBody, typedHuntForm, withStatus } from './hunt-form';
import { idParam, jobgptHref } from './jobgpt-query';
import { huntRefusalText } from './jobgpt-text';

type Failure = {
  ok: false;
  form: 'hunt' | 'hunt-status' | 'match';
  message: string;
  attempt: string;
  typed?: ReturnType<typeof typedHuntForm>;
};

const attempt = () => `${Date.now()}-${Math.random()}`;

const refuse = (form: Failure['form'], result: { status: number; message: string }, typed?: Failure['typed']) =>
  data<Failure>(
    { ok: false, form, message: huntRefusalText(refusalText(result.message)), attempt: attempt(), ...(typed ? { typed } : {}) },
    { status: result.status >= 400 && result.status < 500 ? result.status : 502 },
  );

export async function jobgptAction(args: ActionFunctionArgs) {
  const { api, client, form } = await memberFormAction(args);
  const intent = form.get('intent');
  const huntId = idParam(form.get('huntId'));

  if (intent === 'create' || intent === 'update') {
    const typed = typedHuntForm(form);
    if (intent === 'update' && !huntId) return refuse('hunt', { status: 400, message: 'Which hunt? Open it again with Edit.' }, typed);
    // The hunt keeps its pause state when its filters change.
    const current = intent === 'update' ? await getJobHunt(client, api, huntId!) : null;
    if (current && !current.ok) return refuse('hunt', current, typed);
    const body = parseFormBody(api.createJobHunt, huntFormToBody(typed, current?.ok ? current.data.status : undefined));
    if (!body.ok) return refuse('hunt', body, typed);
    const saved = current ? await updateJobHunt(client, api, huntId!, body.body) : await createJobHunt(client, api, body.body);
    if (!saved.ok) return refuse('hunt', saved, typed);
    return redirect(`${jobgptHref({ hunt: saved.data.id })}#matches`);
  }

  if (intent === 'pause' || intent === 'resume') {
    if (!huntId) return refuse('hunt-status', { status: 400, message: 'Which hunt?' });
    const hunt = await getJobHunt(client, api, huntId);
    if (!hunt.ok) return refuse('hunt-status', hunt);
    const saved = await updateJobHunt(client, api, huntId, withStatus(hunt.data, intent === 'pause' ? 'paused' : 'active'));
    if (!saved.ok) return refuse('hunt-status', saved);
    return {
      ok: true as const,
      form: 'hunt-status' as const,
      message: `“${saved.data.name}” is ${intent === 'pause' ? 'paused' : 'active again'}.`,
    };
  }

  if (intent === 'apply' || intent === 'dismiss') {
    const jobId = idParam(form.get('jobId'));
    if (!jobId) return refuse('match', { status: 400, message: 'Which job?' });
    if (intent === 'dismiss') {
      const result = await dismissJob(client, api, jobId);
      if (!result.ok) return refuse('match', result);
      return { ok: true as const, form: 'match' as const, message: 'Not interested: that job will not be matched again.' };
    }
    const result = await applyToJob(client, api, jobId, idParam(form.get('jobHuntId')) ?? null);
    if (!result.ok) return refuse('match', result);
    const job = result.data.job;
    return {
      ok: true as const,
      form: 'match' as const,
      message: `Application started${job ? ` for ${job.title} at ${job.company.name}` : ''}: JobGPT is preparing it.`,
      applied: true,
    };
  }
  return refuse('match', { status: 400, message: 'Unknown form.' });
}
