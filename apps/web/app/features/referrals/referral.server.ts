import type { api } from '@paysight/contract';
import { SLUG_PATTERN } from '@paysight/contract/core';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { searchJobs } from '~/features/jobs/api/search-jobs';
import { memberFormAction, serverApi } from '~/lib/server-api';

/** What a form on /referral answers: the outcome's message, for the intent that was sent. */
export type ReferralAnswer = { intent: string; ok: boolean; message: string };

/** The most page numbers the companies list accepts (the API's bound). */
const MAX_PAGE = 500;
const slugOf = (value: string | null) => (value && SLUG_PATTERN.test(value) && value.length <= 200 ? value : undefined);

/**
 * /referral: the companies with referrers, page by page (anyone), and for a member their requests,
 * bundles, resumes, their companies as a referrer and their inbox; with `ask`, the jobs of that
 * company listed on Paysight (`jobq` narrows them) for its request form. Every read is one API call.
 */
export async function loadReferral({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const asked = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= MAX_PAGE ? asked : 1;
  const ask = slugOf(url.searchParams.get('ask'));
  const jobq = (url.searchParams.get('jobq') ?? '').trim().slice(0, 100);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const companies = await client.call(api.getReferralCompanies, { query: { ...(q ? { q } : {}), page } });
  if (!companies.ok) throw new Error(`GET /referrals/companies answered ${companies.status}: ${companies.message}`);
  const askCompany = ask ? (companies.data.items.find((c) => c.company.slug === ask && c.askable) ?? null) : null;
  const member = context.user
    ? await Promise.all([
        client.call(api.getReferrals, {}),
        client.call(api.getReferralBundles, {}),
        client.call(api.getReferrerView, {}),
        client.call(api.listGeneratedResumes, { query: { page: 1 } }),
        client.call(api.getProfile, {}),
        // The asked company's jobs listed on Paysight, newest first: the request form's select.
        askCompany ? searchJobs(client, api, { company: askCompany.company.slug, ...(jobq ? { title: jobq } : {}) }) : null,
      ])
    : null;
  const ok = <T>(r: { ok: true; data: T } | { ok: false } | null) => (r?.ok ? r.data : null);
  const jobs = member ? ok(member[5]) : null;
  return {
    q,
    page,
    ask: askCompany ? askCompany.company : null,
    jobq,
    jobs: jobs ? { items: jobs.items.map((j) => ({ id: j.id, title: j.title, locations: j.locations })), total: jobs.total } : null,
    companies: companies.data,
    signedIn: Boolean(context.user),
    requests: member ? ok(member[0]) : null,
    bundles: member ? ok(member[1]) : null,
    referrer: member ? ok(member[2]) : null,
    resumes: member ? (ok(member[3])?.items ?? []) : [],
    profileCompany: member ? (ok(member[4])?.company ?? null) : null,
  };
}

const fail = (intent: string, status: number, message: string) =>
  data({ intent, ok: false, message } satisfies ReferralAnswer, { status: status >= 400 && status < 500 ? status : 400 });

/** The page's forms, each by its intent: ask, refer, answer, outcome. Plain posts: they work before JavaScript. */
export async function referralAction(args: ActionFunctionArgs) {
  const { api, client, form, field } = await memberFormAction(args);
  const intent = field('intent');
  const optional = (key: string) => field(key) || undefined;
  const level = field('level') ? Number(field('level')) : undefined;
  let result: { ok: true } | { ok: false; status: number; message: string };
  let done = '';
  if (intent === 'ask') {
    const companies = form.getAll('company').filter((c): c is string => typeof c === 'string' && c !== '');
    const common = {
      applyUrl: optional('applyUrl'),
      jobTitle: optional('jobTitle'),
      level,
      city: optional('city'),
      resumeId: Number(field('resumeId')),
      note: field('note'),
    };
    // One company's form may name a job of theirs listed on Paysight (its id), or a job elsewhere.
    const jobId = field('jobId') ? Number(field('jobId')) : undefined;
    if (companies.length === 0) return fail(intent, 400, 'Pick at least one company to ask');
    if (companies.length === 1) {
      result = await client.call(api.applyReferralCompany, {
        body: { company: companies[0]!, jobId, ...common } as api.ReferralRequestBody,
      });
      done = 'Your request is sent: the company’s matching referrers are told. You hear from us when one answers.';
    } else {
      const bundle = await client.call(api.applyReferralBundle, { body: { companies, ...common } as api.ReferralBundleBody });
      result = bundle;
      if (bundle.ok) {
        const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;
        const none = bundle.data.requests.filter((r) => r.closeReason === 'no-referrer').map((r) => r.company.name);
        done =
          `Your bundle is sent: ${credits(bundle.data.credits)} spent` +
          (none.length ? `, ${credits(bundle.data.refundedCredits)} refunded at once (no eligible referrer at ${none.join(', ')})` : '') +
          '. A company whose referrers do not answer in time is refunded then.';
      }
    }
  } else if (intent === 'refer') {
    result = await client.call(api.applyReferrer, {
      body: { company: field('company'), level, city: optional('city') } as api.ReferrerApplyBody,
    });
    done = 'You are a referrer there now: matching requests reach your inbox below.';
  } else if (intent === 'answer') {
    const decision = field('decision') === 'accept' ? 'accept' : 'decline';
    result = await client.call(api.answerReferral, { params: { id: Number(field('id')) }, body: { decision } });
    done =
      decision === 'accept'
        ? 'Accepted: the member’s details and resume are below. Please refer them.'
        : 'Declined: the member is not told who declined.';
  } else if (intent === 'outcome') {
    const outcome = field('outcome') === 'confirmed' ? 'confirmed' : 'disputed';
    result = await client.call(api.settleReferral, { params: { id: Number(field('id')) }, body: { outcome } });
    done = outcome === 'confirmed' ? 'Thanks: the referral is confirmed.' : 'Noted: the referrer is told you were not referred.';
  } else return fail(intent, 400, 'Unknown form');
  if (!result.ok) return fail(intent, result.status, result.message);
  return { intent, ok: true, message: done } satisfies ReferralAnswer;
}
