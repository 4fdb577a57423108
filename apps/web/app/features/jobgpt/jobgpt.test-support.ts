import type { api } from '@paysight/contract';
import { fail, type SessionUser } from '@paysight/contract/core';
import { vi } from 'vitest';
import { jobSummary } from '~/lib/job-summary.test-support';

/** For the JobGPT pages' loader and action tests: a member, a job, a hunt, and an API answering by route. */

export const user = { id: 'u1', email: 'asha@infosys.com', role: 'user', premium: false } as unknown as SessionUser;

export { jobSummary };

export const hunt = (id: number, over: Partial<api.JobHunt> = {}): api.JobHunt => ({
  id,
  name: 'Next role',
  filters: {
    titles: ['Data Scientist'],
    locations: ['Bengaluru'],
    countries: [],
    companies: [],
    excludedCompanies: ['Globex'],
    skills: ['Python', 'SQL'],
    remote: ['hybrid'],
    minBasePay: { amount: 3_000_000, currency: 'INR' },
    experienceLevels: [3],
    needsVisaSponsorship: false,
  },
  settings: { autoMode: false, dailyLimit: 5, minScore: 0.7, tailoredResume: true },
  status: 'active',
  pausedReason: null,
  reviewCount: 2,
  applicationCount: 1,
  lastRunOn: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  ...over,
});

export type Answer = { status: number; body: unknown };
/** A load context whose in-process API answers by method and path ("POST /jobs/match"); anything else is 404. */
export function routedContext(routes: Record<string, Answer | ((init: RequestInit) => Answer)>, who: SessionUser | null = user) {
  const apiFetch = vi.fn(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path.split('?')[0]}`;
    const route = routes[key];
    const answer = typeof route === 'function' ? route(init ?? {}) : (route ?? { status: 404, body: fail(404, `No route ${key}`) });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  const ctx = { cspNonce: '', user: who, sessionError: null, clientConfig: { publicUrl: 'https://paysight.test/' }, apiFetch };
  return { apiFetch, ctx: ctx as never };
}
