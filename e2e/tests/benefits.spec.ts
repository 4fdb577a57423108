import type { APIRequestContext } from '@playwright/test';
import { expect, expectAt, open, serverHtml, test } from '../fixtures';

interface Figure {
  key: string;
  count: number | null;
  median: number | null;
  yesShare: number | null;
}
interface View {
  minSlice: number;
  covered: { company: { name: string; slug: string }; reports: number }[];
  compare: { company: { name: string; slug: string }; reports: number | null; items: Figure[] }[];
}

async function apiView(request: APIRequestContext, query: string): Promise<View> {
  const response = await request.get(`/api/v1/benefits?${query}`);
  expect(response.status(), query).toBe(200);
  return ((await response.json()) as { data: View }).data;
}

const column = (view: View, slug: string) => view.compare.find((c) => c.company.slug === slug)!;

test.describe('benefits (/benefits)', () => {
  test("shows the region's three most reported companies side by side, each figure with its count, before any script", async ({
    request,
  }) => {
    const covered = (await apiView(request, 'cc=in')).covered;
    expect(covered.length).toBeGreaterThanOrEqual(3);
    const html = await serverHtml(request, '/benefits');
    expect(html).toContain('Employee benefits in India');
    expect(html).toContain('Demo data');
    for (const c of covered.slice(0, 3)) expect(html).toContain(c.company.name);
  });

  test('compares the companies a visitor picks; a company under the floor says so instead of figures', async ({ page, request }) => {
    const view = await apiView(request, 'cc=us');
    const [first, second] = view.covered;
    // A company with no US reports at all: an Indian IT-services firm's US arm has none in the demo data.
    const few = (await apiView(request, 'cc=us&compare=wipro')).compare[0]!;
    expect(few.reports).toBeNull();

    await open(page, `/benefits?cc=us&c=${first!.company.slug}`);
    await page.getByLabel('Company 2').selectOption(second!.company.slug);
    await expectAt(page, `/benefits?cc=us&c=${first!.company.slug}&c=${second!.company.slug}`);
    const table = page.getByTestId('benefits-table');
    await expect(table.getByRole('columnheader', { name: new RegExp(second!.company.name) })).toBeVisible();

    // The 401(k) match row shows each company's median as the API gives it, with the number of answers.
    const both = await apiView(request, `cc=us&compare=${first!.company.slug},${second!.company.slug}`);
    const match = column(both, first!.company.slug).items.find((f) => f.key === 'retirementMatch')!;
    const row = table.locator('tr[data-item="retirementMatch"]');
    if (match.count !== null) {
      await expect(row.locator('td').first()).toContainText(`${match.median} %`);
      await expect(row.locator('td').first()).toContainText(`${match.count} report`);
    }

    await open(page, `/benefits?cc=us&c=${first!.company.slug}&c=wipro`);
    await expect(table.getByRole('columnheader', { name: /Wipro/ })).toContainText(`Fewer than ${view.minSlice} reports`);
    await expect(table.locator('tr[data-item="healthInsurance"] td').nth(1)).toHaveText(`Fewer than ${view.minSlice} answers`);
  });

  test('lists every company with figures, each opening its own column', async ({ page, request }) => {
    const view = await apiView(request, 'cc=in');
    await open(page, '/benefits');
    const list = page.getByTestId('benefits-covered');
    await expect(list.getByRole('listitem')).toHaveCount(view.covered.length);
    const last = view.covered.at(-1)!;
    await list.getByRole('link', { name: last.company.name, exact: true }).click();
    await expectAt(page, `/benefits?c=${last.company.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${last.company.name} benefits in India`);
  });

  test('an unknown company is a 404 page that links back to the list', async ({ page }) => {
    const response = await page.goto('/benefits?c=no-such-company-xyz');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('benefits-not-found')).toContainText('No company "no-such-company-xyz"');
  });

  test("a member reports their own company's benefits from its column; a visitor gets no form", async ({ page, request, openSignedIn }) => {
    expect(await (await request.get('/benefits?c=wipro')).text()).not.toContain('Report Wipro');
    const member = await openSignedIn('benefits-report', '/');
    const career = await page.request.put('/api/v1/profile/career', {
      headers: { authorization: `Bearer ${member.token}` },
      data: {
        countryCode: 'in',
        positions: [{ company: 'wipro', title: 'Software Engineer', start: '2022-01', end: null }],
        education: [],
      },
    });
    expect(career.status()).toBe(200);
    // The form is in the server's HTML: it works before JavaScript.
    expect(await (await page.request.get('/benefits?c=wipro')).text()).toContain('Send report');
    await page.goto('/benefits?c=wipro');
    const form = page.getByRole('form', { name: "Report Wipro's benefits" });
    await form.getByLabel('Gratuity').selectOption('yes');
    await form.getByLabel('Paid leave (days)').fill('twenty');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(form.getByText('Report not saved')).toBeVisible();
    await expect(form).toContainText('leaveDays must be a number');
    await form.getByLabel('Paid leave (days)').fill('21');
    await form.getByLabel('Meals at work').selectOption('subsidised');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thanks: your report is saved.' })).toBeVisible();
    // The member's answers come back as the form's values.
    await page.reload();
    await expect(page.getByRole('form', { name: "Report Wipro's benefits" }).getByLabel('Paid leave (days)')).toHaveValue('21');
    await expect(page.getByRole('button', { name: 'Update report' })).toBeVisible();
  });
});
