import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PUBLIC_URL } from '../fixtures';
import { linkIn, waitForMail } from './mail';

/** What the site's own pages send with a write (plugins/same-origin.ts). */
export const fromOurPage = { origin: PUBLIC_URL };

/**
 * A trial workspace of the journey's own, in India: asked for with a work address made from `kind`
 * and `tag` (unique per run), confirmed through the mailed link, its admin then signed in on the
 * page's context. No other journey's upload or bands change what it shows.
 */
export async function ownTrialWorkspace(page: Page, kind: string, tag: string) {
  const stamp = `${tag}-${Date.now()}`;
  const email = `${kind}@${kind}-${stamp}-e2e.com`;
  const companyName = `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${tag}`;
  const asked = await page.request.post('/api/v1/enterprise/trial', { headers: fromOurPage, data: { email, companyName, region: 'in' } });
  expect(asked.ok(), await asked.text()).toBe(true);
  const token = new URL(linkIn(await waitForMail(email), '/employers/trial')).searchParams.get('token')!;
  const confirmed = await page.request.post('/api/v1/enterprise/trial/confirm', { headers: fromOurPage, data: { token } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

/** Uploads `csv` as the workspace's payroll (a new version), as the page's signed-in member. */
export async function uploadPayroll(page: Page, fileName: string, csv: string) {
  const uploaded = await page.request.post('/api/v1/benchmarking/payroll', {
    headers: fromOurPage,
    multipart: { file: { name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
}

/** A whole-market peer group in India, saved through the API by the request's member. */
export async function newPeerGroup(request: APIRequestContext, name: string): Promise<{ id: number; name: string }> {
  const res = await request.post('/api/v1/benchmarking/peergroups', {
    headers: fromOurPage,
    data: { name, countryCode: 'in', peer: { kind: 'cohort', criteria: {} } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { id: number; name: string } }).data;
}

/**
 * A band group `name` on a new whole-market peer group `peerName`, with one version (Software
 * Engineering in Bengaluru: base, P50 target, 50 % wide), made through the API; its id.
 */
export async function bandGroupViaApi(request: APIRequestContext, name: string, peerName: string): Promise<number> {
  const peer = await newPeerGroup(request, peerName);
  const created = await request.post('/api/v1/compa/pay-band-groups', {
    headers: fromOurPage,
    data: { name, countryCode: 'in', peerGroupId: peer.id },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const saved = await request.post(`/api/v1/compa/pay-band-group/${id}`, {
    headers: fromOurPage,
    data: {
      effectiveDate: new Date().toISOString().slice(0, 10),
      plan: {
        metric: 'base',
        targetPercentile: 50,
        width: 0.5,
        progression: 0.15,
        rounding: 0,
        families: ['software-engineering'],
        locations: ['Bengaluru'],
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return id;
}

/**
 * A trial workspace of our own (its admin signed in on the page's context) with a band group of
 * Software Engineering in Bengaluru (base, p50 target, 50 % wide), made through the API.
 */
export async function ownWorkspaceWithBands(page: Page, tag: string, kind = 'compa') {
  await ownTrialWorkspace(page, kind, tag);
  await bandGroupViaApi(page.request, 'Engineering bands', 'Everyone');
}
