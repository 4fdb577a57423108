import { formatCompact } from '@paysight/contract/core';
import { expect, expectShown, searchFrom, test, waitForHydration } from '../fixtures';

interface Level {
  name: string;
  standardName: string;
  count: number | null;
  total: { p25: number; p50: number; p75: number } | null;
}
interface CompanyPage {
  ladder: { family: { name: string }; levels: Level[] };
  titles: Array<{ name: string; href: string }>;
}

/** SPEC §9 compact figures: lakhs with 1 decimal in India, crores from ₹1 Cr. */
const rupees = (value: number) => formatCompact(value, 'in');

test.describe('company page', () => {
  test('typing a company and pressing Enter lands on its page: its own ladder, then a title', async ({ page, request }) => {
    const api = ((await (await request.get('/api/v1/in/company/google')).json()) as { data: CompanyPage }).data;

    await searchFrom(page, '/', 'Google');
    await expectShown(page, /\/in\/company\/google$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Google salaries in India');
    await expect(page).toHaveTitle('Google salaries in India | Paysight');
    // The company's logo beside the heading, served by Paysight itself (its monogram until an admin uploads one).
    const logo = page.locator('img[src="/api/v1/logo/google"]');
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The ladder: Google's own level names, the standard level beside each, figures from the API.
    const ladder = page.getByTestId('company-ladder');
    await expect(page.getByRole('heading', { level: 2, name: `Google levels: ${api.ladder.family.name}` })).toBeVisible();
    const shown = api.ladder.levels.find((l) => l.total)!;
    const row = ladder.getByRole('row', { name: new RegExp(`^${shown.name}\\b`) });
    await expect(row).toContainText(shown.standardName);
    await expect(row).toContainText(rupees(shown.total!.p50));
    await expect(row).toContainText(String(shown.count));
    // Privacy: a level under the minimum keeps its name and shows no figure at all.
    for (const level of api.ladder.levels.filter((l) => l.total === null)) {
      const empty = ladder.getByRole('row', { name: new RegExp(`^${level.name}\\b`) });
      await expect(empty).toContainText('Not enough data');
      await expect(empty).not.toContainText('₹');
    }

    // A title leads to Google's salary page for it.
    const first = api.titles[0]!;
    await page.getByRole('region', { name: 'Titles at Google' }).getByRole('link', { name: first.name, exact: true }).click();
    await expectShown(page, new RegExp(`${first.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Google ${first.name} Salary in India`);
  });

  test('a company–title page leads with the company’s own levels, the standard level beside each', async ({ page, request }) => {
    const path = '/in/salary/amazon--software-engineer';
    const stats = (
      (await (await request.get(`/api/v1${path}`)).json()) as {
        data: { byCompanyLevel: Array<{ label: string; standardName: string; count: number; p50: number }> };
      }
    ).data;
    expect(stats.byCompanyLevel.length).toBeGreaterThan(0);
    await page.goto(path);
    const table = page.getByRole('region', { name: 'Pay by level at Amazon' });
    for (const level of stats.byCompanyLevel) {
      const row = table.getByRole('row', { name: new RegExp(`^${level.label} · ${level.standardName}`) });
      await expect(row).toContainText(rupees(level.p50));
    }
  });

  test('compares with peers and switches to another job family’s ladder', async ({ page }) => {
    await page.goto('/in/company/google');
    const compare = page.getByRole('region', { name: 'Compare Google' }).getByRole('link').first();
    await expect(compare).toHaveAttribute('href', /^\/in\/compare\/companies\/google--[a-z-]+--vs--[a-z-]+$/);
    const response = await page.request.get((await compare.getAttribute('href'))!);
    expect(response.status()).toBe(200);

    await waitForHydration(page);
    const families = page.getByRole('navigation', { name: 'Google levels by job family' });
    await expect(families.locator('a[aria-current="page"]')).toHaveCount(1);
    const other = families.getByRole('link').nth(1);
    const name = (await other.textContent())!;
    await other.click();
    await expect(page.getByRole('heading', { level: 2, name: `Google levels: ${name}` })).toBeVisible();
    await expectShown(page, /\/in\/company\/google\?family=[a-z-]+$/);
  });

  test('an unknown company and one with too few salaries in the region are 404 pages that say which', async ({ page }) => {
    const unknown = await page.goto('/in/company/no-such-company');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByTestId('salary-not-found')).toContainText('No salaries found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    // Indian IT services companies hire in India only in the demo data.
    const few = await page.goto('/us/company/infosys');
    expect(few?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Infosys salaries in United States');
    await expect(page.getByTestId('salary-not-found')).toContainText('Not enough data yet');
  });

  test('a member who worked at the company rates it from its page; a visitor gets no form', async ({ page, request, openSignedIn }) => {
    const visitorHtml = await (await request.get('/in/company/wipro')).text();
    expect(visitorHtml).toContain('Sign in</a> to rate it');
    expect(visitorHtml).not.toContain('Rate this company');

    const member = await openSignedIn('company-rating', '/');
    const career = await page.request.put('/api/v1/profile/career', {
      headers: { authorization: `Bearer ${member.token}` },
      data: {
        countryCode: 'in',
        positions: [{ company: 'wipro', title: 'Software Engineer', start: '2021-01', end: null }],
        education: [],
      },
    });
    expect(career.status()).toBe(200);
    // The form is in the server's HTML: it works before JavaScript.
    expect(await (await page.request.get('/in/company/wipro')).text()).toContain('Rate this company');
    await page.goto('/in/company/wipro');
    const form = page.getByRole('form', { name: 'Rate Wipro' });
    await expect(form.getByText('Rate this company')).toBeVisible();
    for (const aspect of ['Work-life balance', 'Culture', 'Growth', 'Management', 'Compensation']) {
      await form.getByLabel(aspect).selectOption('4');
    }
    await form.getByRole('button', { name: 'Submit rating' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thanks: your rating is saved.' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Rate Wipro' }).getByText(/Your rating for \d{4}/)).toBeVisible();
  });
});
