import { truncate } from '@paysight/contract/core';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { pageUrlOf } from '~/lib/auth-guard';
import { serverApi } from '~/lib/server-api';
import { getJob } from './api/get-job';
import { getJobCompany } from './api/get-job-company';
import { payLine, REMOTE_LABEL } from './jobs-text';

/** The contract's job id in a path: the number, optionally "-" and words. */
const JOB_ID = /^([1-9][0-9]{0,9})(-[a-z0-9-]*)?$/;

export async function loadJob({ params, request, context }: LoaderFunctionArgs & { params: { id: string } }) {
  const match = JOB_ID.exec(params.id);
  const id = match ? Number(match[1]) : NaN;
  if (!match || id > 2_147_483_647) throw data(null, { status: 404 });

  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  // The company box is one more call beside the job; if it fails, the page shows without it.
  const [job, company] = await Promise.all([getJob(client, api, id), getJobCompany(client, api, id).catch(() => null)]);
  if (!job.ok) {
    if (job.status === 404 || job.status === 400) throw data(null, { status: 404 });
    throw new Error(`GET /jobs/${id} answered ${job.status}: ${job.message}`);
  }
  // The page's own URL (a client-side navigation asks {path}.data).
  const url = new URL(pageUrlOf(request), 'http://paysight.invalid');
  if (url.pathname !== job.data.path) throw redirect(`${job.data.path}${url.search}`, 301);

  const d = job.data;
  const pay = payLine(d);
  const where = d.locations.length > 0 ? ` in ${d.locations[0]}` : '';
  return {
    job: d,
    company: company?.ok ? company.data : null,
    now: Date.now(),
    meta: {
      title: `${d.title} at ${d.company.name}`,
      description: truncate(
        `${d.title} at ${d.company.name}${where}, ${REMOTE_LABEL[d.remote].toLowerCase()}.${pay ? ` ${pay.text}.` : ''} Apply on the company’s job board.`,
        160,
      ),
    },
  };
}
