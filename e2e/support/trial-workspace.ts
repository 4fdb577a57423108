import { expect, type Page } from '@playwright/test';
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
