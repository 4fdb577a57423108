import type { api } from '@paysight/contract';

/** For tests of the pages that list jobs: a listed job at Acme, without pay; a test changes what it needs. */
export const jobSummary = (id: number, over: Partial<api.JobSummary> = {}): api.JobSummary => ({
  id,
  path: `/jobs/${id}-data-scientist-at-acme`,
  title: 'Data Scientist',
  company: { name: 'Acme', slug: 'acme' },
  locations: ['Bengaluru, Karnataka, India'],
  remote: 'hybrid',
  employmentType: 'full-time',
  pay: null,
  payEstimate: null,
  skills: ['Python', 'SQL'],
  postedAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  isDemo: true,
  ...over,
});
