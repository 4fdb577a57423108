import type { APIRequestContext } from '@playwright/test';
import { expect, expectAt, open, serverHtml, test } from '../fixtures';

interface Group {
  group: { name: string; slug: string };
  count: number;
  median: number;
}
interface Internships {
  overall: { count: number; median: number } | null;
  byCompany: Group[];
  byTitle: Group[];
}

async function api(request: APIRequestContext, path: string): Promise<Internships> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: Internships }).data;
}

const rupees = (v: number) => `₹${v.toLocaleString('en-IN')}`;

test.describe('internships (/{cc}/internships)', () => {
  test("shows the region's median stipend a month and the best-paying companies before any script", async ({ request }) => {
    const d = await api(request, '/in/internships');
    expect(d.overall).not.toBeNull();
    const html = await serverHtml(request, '/in/internships');
    expect(html).toContain('Internship stipends in India');
    expect(html).toContain('Demo data');
    expect(html).toContain(`${rupees(d.overall!.median)} a month`);
    expect(html).toContain(d.byCompany[0]!.group.name);
  });

  test("a company opens its own page and a title narrows the region's; each figure is the API's", async ({ page, request }) => {
    const d = await api(request, '/in/internships');
    const top = [...d.byCompany].sort((a, b) => b.count - a.count)[0]!;
    await open(page, '/in/internships');
    await page.getByTestId('by-company').getByRole('link', { name: top.group.name, exact: true }).click();
    await expectAt(page, `/in/internships/${top.group.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${top.group.name} internship stipends in India`);
    await expect(page.getByTestId('internships-overall')).toContainText(`${rupees(top.median)} a month`);

    const title = d.byTitle[0]!;
    await open(page, '/in/internships');
    await page.getByTestId('by-title').getByRole('link', { name: title.group.name, exact: true }).click();
    await expectAt(page, `/in/internships?title=${title.group.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title.group.name} internship stipends in India`);
    await expect(page.getByTestId('internships-overall')).toContainText(`${rupees(title.median)} a month`);
  });

  test('an unknown company is a 404 page linking back to the region', async ({ page }) => {
    const response = await page.goto('/us/internships/no-such-company-xyz');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('internships-not-found')).toContainText('No company "no-such-company-xyz"');
    await page.getByRole('link', { name: 'All internships in United States' }).click();
    await expectAt(page, '/us/internships');
  });

  test("a member adds their internship with the salary form's internship option; it counts on the company's page and can be withdrawn", async ({
    page,
    request,
    openSignedIn,
  }) => {
    const region = await api(request, '/in/internships');
    const company = [...region.byCompany].sort((a, b) => b.count - a.count)[0]!.group;
    const before = await api(request, `/in/internships/${company.slug}`);
    await openSignedIn('internship-entry', '/profile/salary');
    await page.getByRole('link', { name: 'An internship' }).click();
    await expectAt(page, '/profile/salary?kind=internship');
    await page.getByLabel(/^Company/).fill(company.name);
    await page.getByLabel(/^Role/).fill('Software Engineer');
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel(/^Stipend a month/).fill('lots');
    await page.getByRole('button', { name: 'Add internship' }).click();
    await expect(page.getByRole('alert')).toContainText('monthlyStipend must be a number');
    // What was typed stays.
    await expect(page.getByLabel(/^Company/)).toHaveValue(company.name);
    await page.getByLabel(/^Stipend a month/).fill('25,000');
    await expect(page.getByTestId('monthlyStipend-hint')).toHaveText('₹25,000');
    await page.getByRole('button', { name: 'Add internship' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText('once there are five to show together');
    const entry = page.getByTestId('member-internship');
    await expect(entry).toContainText(`Software Engineer intern at ${company.name}`);
    await expect(entry).toContainText('₹25,000 a month');

    const after = await api(request, `/in/internships/${company.slug}`);
    expect(after.overall!.count).toBe(before.overall!.count + 1);

    await entry.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Withdrawn' })).toBeVisible();
    await expect(page.getByTestId('member-internship')).toHaveCount(0);
    expect((await api(request, `/in/internships/${company.slug}`)).overall!.count).toBe(before.overall!.count);
  });
});
