import type { APIRequestContext, Page } from '@playwright/test';
import { formatCompact } from '@paysight/contract/core';
import { expect, expectAt, expectSearchRefused, expectShown, open, PUBLIC_URL, test } from '../fixtures';

/** Comparisons the e2e server's 20,000 demo records hold. */
const THREE_US = '/us/compare/companies/google--software-engineer--vs--meta--software-engineer--vs--netflix--software-engineer';
/** Whole companies: enough records at most levels for the level table. */
const COMPANIES_US = '/us/compare/companies/google--vs--meta';
const TWO_IN = '/in/compare/companies/amazon--software-engineer--vs--nvidia--software-engineer';
/** Meta has no physicians to speak of: that entry shows why instead of figures. */
const ONE_TOO_SMALL = '/us/compare/companies/google--software-engineer--vs--meta--physician';

type Percentiles = { p10: number; p25: number; p50: number; p75: number; p90: number };
interface Comparison {
  currency: 'INR' | 'USD';
  entries: Array<{
    company: { name: string };
    title: { name: string } | null;
    available: boolean;
    reason: string | null;
    count: number | null;
    total: Percentiles | null;
    base: Percentiles | null;
    href: string | null;
  }>;
  levels: Array<{ name: string; entries: Array<{ p50: number | null; companyLevels: string[] }> }>;
}

/** The figures the page should show, straight from the API. */
async function apiComparison(request: APIRequestContext, pagePath: string): Promise<Comparison> {
  const apiPath = `/api/v1${pagePath.replace('/compare/companies/', '/compare/salary/')}`;
  const response = await request.get(apiPath);
  expect(response.status(), `GET ${apiPath}`).toBe(200);
  return ((await response.json()) as { data: Comparison }).data;
}

/** SPEC §9 compact figures: lakhs (crores) with 1 decimal in India, thousands with none in the US (a million is $1,000k). */
const compact = (value: number, currency: 'INR' | 'USD') => formatCompact(value, currency === 'INR' ? 'in' : 'us');

const medians = (page: Page) => page.getByTestId('compare-median');

test.describe('comparison, server-rendered', () => {
  test('the figures, title, description, canonical and JSON-LD are in the HTML before JavaScript', async ({ request }) => {
    const data = await apiComparison(request, THREE_US);
    const response = await request.get(`${THREE_US}?dateOffset=24`);
    expect(response.status()).toBe(200);
    const plain = await request.get(THREE_US);
    const html = await plain.text();
    const heading = 'Google vs Meta vs Netflix Software Engineer Salary in United States';

    expect(html).toContain(`<title>${heading} | Paysight</title>`);
    expect(html).toContain(`${heading}</h1>`);
    // The e2e server runs on generated demo data: the page says so.
    expect(html).toContain('Demo data</span>');
    for (const entry of data.entries) {
      expect(entry.available).toBe(true);
      expect(html).toContain(compact(entry.total!.p50, 'USD'));
      expect(html).toContain(compact(entry.total!.p25, 'USD'));
      expect(html).toContain(compact(entry.base!.p50, 'USD'));
      expect(html).toContain(`${entry.count} salaries`);
      expect(html).toContain(`href="${entry.href}"`);
    }
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const [google] = data.entries;
    expect(description).toContain(`median total pay ${compact(google!.total!.p50, 'USD')} at Google (${google!.count} salaries)`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${THREE_US}"/>`);
    // Filters never make their own canonical page.
    expect(await response.text()).toContain(`<link rel="canonical" href="${PUBLIC_URL}${THREE_US}"/>`);
    expect(html).not.toMatch(/<meta name="robots"[^>]*noindex/);

    const nonce = /'nonce-([^']+)'/.exec(plain.headers()['content-security-policy'] ?? '')?.[1];
    const script = /<script type="application\/ld\+json" nonce="([^"]*)">([^<]*)<\/script>/.exec(html);
    expect(script?.[1]).toBe(nonce);
    const ld = JSON.parse(script?.[2] ?? '{}') as { itemListElement?: unknown[] };
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', name: heading, numberOfItems: 3 });
    expect(ld.itemListElement?.[0]).toMatchObject({
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'Occupation',
        name: 'Software Engineer at Google',
        url: `${PUBLIC_URL}/us/salary/google--software-engineer`,
        estimatedSalary: [{ '@type': 'MonetaryAmountDistribution', currency: 'USD', duration: 'P1Y', median: google!.total!.p50 }],
      },
    });
  });

  test('India shows lakhs, and each company links to its salary page', async ({ page, request }) => {
    const data = await apiComparison(request, TWO_IN);
    const response = await open(page, TWO_IN);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Amazon vs Nvidia Software Engineer Salary in India | Paysight');
    await expect(medians(page)).toHaveText(data.entries.map((e) => compact(e.total!.p50, 'INR')));
    await expect(medians(page).first()).toHaveText(/^₹[\d.]+ (L|Cr)$/);
    const entry = page.getByTestId('compare-entry').first();
    await expect(entry.getByRole('heading', { level: 2 })).toHaveText('Amazon');
    await expect(entry.getByText('Software Engineer', { exact: true })).toBeVisible();
    await entry.getByRole('link', { name: 'Amazon' }).click();
    await expectAt(page, '/in/salary/amazon--software-engineer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amazon Software Engineer Salary in India');
  });

  test('the level table is aligned by the standard levels, one column per company', async ({ page, request }) => {
    const data = await apiComparison(request, COMPANIES_US);
    await open(page, COMPANIES_US);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Google vs Meta Salaries in United States');
    const table = page.getByTestId('compare-levels');
    await expect(table.locator('thead th')).toHaveText(['Level', 'Google', 'Meta']);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(data.levels.length);
    for (const [i, level] of data.levels.entries()) {
      const row = rows.nth(i);
      await expect(row.locator('th')).toHaveText(level.name);
      for (const [j, cell] of level.entries.entries()) {
        const td = row.locator('td').nth(j);
        if (cell.p50 === null) await expect(td).toHaveText('—');
        else {
          await expect(td).toContainText(compact(cell.p50, 'USD'));
          await expect(td).toContainText(cell.companyLevels.join(', '));
        }
      }
    }
    // The company's own names for its levels: Google's L5 and Meta's E5 are both "Senior".
    await expect(rows.filter({ hasText: 'Senior' }).first()).toContainText('L5');
  });

  test('an entry with too few salaries says why instead of showing figures', async ({ page, request }) => {
    const data = await apiComparison(request, ONE_TOO_SMALL);
    expect(data.entries[1]!.available).toBe(false);
    const response = await open(page, ONE_TOO_SMALL);
    expect(response?.status()).toBe(200);
    const entries = page.getByTestId('compare-entry');
    await expect(entries.nth(0).getByTestId('compare-median')).toHaveText(compact(data.entries[0]!.total!.p50, 'USD'));
    await expect(entries.nth(1).getByTestId('compare-median')).toHaveCount(0);
    await expect(entries.nth(1).getByTestId('compare-unavailable')).toContainText('Not enough data yet');
    await expect(entries.nth(1)).toContainText(data.entries[1]!.reason!);
  });
});

test.describe('comparison, filters', () => {
  test('level, date range and currency change the URL and the figures', async ({ page, request }) => {
    const senior = await apiComparison(request, `${COMPANIES_US}?rosettaLevel=3`);
    const seniorInr = await apiComparison(request, `${COMPANIES_US}?rosettaLevel=3&gpayCC=in`);
    await open(page, COMPANIES_US);

    await page.getByLabel('Level', { exact: true }).selectOption({ label: 'Senior' });
    await expectAt(page, `${COMPANIES_US}?rosettaLevel=3`);
    await expect(medians(page)).toHaveText(senior.entries.map((e) => compact(e.total!.p50, 'USD')));
    await expect(page.getByTestId('compare-levels').locator('tbody tr')).toHaveCount(1);

    await page.getByText('₹ INR').click();
    await expectAt(page, `${COMPANIES_US}?rosettaLevel=3&gpayCC=in`);
    await expect(medians(page)).toHaveText(seniorInr.entries.map((e) => compact(e.total!.p50, 'INR')));
    await expect(page.getByText(/Converted from USD at 1 USD = ₹/)).toBeVisible();

    await page.getByLabel('Reported', { exact: true }).selectOption({ label: 'Last 24 months' });
    await expectAt(page, `${COMPANIES_US}?rosettaLevel=3&dateOffset=24&gpayCC=in`);

    await page.goBack();
    await expectAt(page, `${COMPANIES_US}?rosettaLevel=3&gpayCC=in`);
    await expect(page.getByLabel('Reported', { exact: true })).toHaveValue('');
    await page.getByLabel('Level', { exact: true }).selectOption({ label: 'All levels' });
    await expectAt(page, `${COMPANIES_US}?gpayCC=in`);
  });

  test('the filters work without JavaScript', async ({ browser, request }) => {
    const senior = await apiComparison(request, `${COMPANIES_US}?rosettaLevel=3`);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(COMPANIES_US);
    await page.getByLabel('Level', { exact: true }).selectOption({ label: 'Senior' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectShown(page, /rosettaLevel=3/);
    await expect(medians(page)).toHaveText(senior.entries.map((e) => compact(e.total!.p50, 'USD')));
    await context.close();
  });
});

test.describe('comparison, the picker', () => {
  test('picking companies and a title opens their comparison', async ({ page }) => {
    const response = await open(page, '/us/compare/companies');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Compare Company Salaries in United States | Paysight');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_URL}/us/compare/companies`);
    const form = page.getByRole('form', { name: 'Compare companies' });
    await form.getByLabel('First company').fill('Google');
    await form.getByLabel('Second company').fill('meta');
    await form.getByLabel('Third company (optional)').fill('Netflix');
    await form.getByLabel('Job title').fill('Software Engineer');
    await form.getByRole('button', { name: 'Compare' }).click();
    await expectAt(page, THREE_US);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Google vs Meta vs Netflix Software Engineer Salary in United States');
    await expect(medians(page)).toHaveCount(3);
  });

  test('an unknown company is named, with a suggestion that leads on', async ({ page }) => {
    await open(page, '/us/compare/companies');
    const form = page.getByRole('form', { name: 'Compare companies' });
    await form.getByLabel('First company').fill('Gogle');
    await form.getByLabel('Second company').fill('Meta');
    await form.getByRole('button', { name: 'Compare' }).click();
    await expectAt(page, '/us/compare/companies?company=Gogle&company=Meta&company=&title=');
    await expect(form.getByText('We have no salaries for “Gogle” in the United States.')).toBeVisible();
    await expect(form.getByLabel('First company')).toHaveValue('Gogle');
    await expect(form.getByLabel('First company')).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('link', { name: 'Google' }).click();
    await expectAt(page, COMPANIES_US);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Google vs Meta Salaries in United States');
  });

  test('asks for a second company', async ({ page }) => {
    await open(page, '/in/compare/companies?company=Google&title=');
    await expect(page.getByRole('alert')).toHaveText('Pick at least two companies to compare.');
  });

  test('the picker works without JavaScript (the server redirects to the comparison)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/in/compare/companies');
    const form = page.getByRole('form', { name: 'Compare companies' });
    await form.getByLabel('First company').fill('Amazon');
    await form.getByLabel('Second company').fill('Nvidia');
    await form.getByLabel('Job title').fill('software engineer');
    await form.getByRole('button', { name: 'Compare' }).click();
    await expectAt(page, TWO_IN);
    await expect(medians(page)).toHaveCount(2);
    await context.close();
  });

  test('a comparison offers the picker, filled with its companies', async ({ page }) => {
    await open(page, THREE_US);
    await page.getByText('Compare other companies').click();
    const form = page.getByRole('form', { name: 'Compare companies' });
    await expect(form.getByLabel('First company')).toHaveValue('Google');
    await expect(form.getByLabel('Third company (optional)')).toHaveValue('Netflix');
    await expect(form.getByLabel('Job title')).toHaveValue('Software Engineer');
    await form.getByLabel('Third company (optional)').fill('');
    await form.getByRole('button', { name: 'Compare' }).click();
    await expectAt(page, '/us/compare/companies/google--software-engineer--vs--meta--software-engineer');
  });
});

test.describe('comparison, not found', () => {
  test('a malformed comparison or region is the not-found page', async ({ page }) => {
    for (const path of [
      '/us/compare/companies/google--software-engineer',
      '/us/compare/companies/a--vs--b--vs--c--vs--d',
      '/us/compare/companies/Google--vs--meta',
      '/us/compare/companies/google--vs--google',
      '/uk/compare/companies/google--vs--meta',
      '/uk/compare/companies',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404. Oops!' })).toBeVisible();
    }
  });

  test('an unknown company answers 404, server-rendered, saying which, with the picker', async ({ request }) => {
    const response = await request.get('/us/compare/companies/no-such-company--vs--meta');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('No Such Company vs Meta Salaries in United States</h1>');
    expect(html).toContain('No salaries found for &quot;no-such-company&quot;');
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(html).toContain('aria-label="Compare companies"');
  });
});

test.describe('comparison, in the browser', () => {
  for (const theme of ['light', 'cosmic'] as const) {
    test(`no console errors on a comparison and the picker (${theme})`, async ({ page, gotoWithTheme, consoleErrors }) => {
      await gotoWithTheme(COMPANIES_US, theme);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme === 'cosmic' ? 'dark' : 'light');
      await expect(medians(page)).toHaveCount(2);
      // A client-side navigation too.
      await page.getByText('₹ INR').click();
      await expect(medians(page).first()).toHaveText(/^₹[\d.]+ (L|Cr)$/);
      await page.getByRole('link', { name: 'Compare', exact: true }).first().click();
      await expectAt(page, '/in/compare/companies');
      await page.getByRole('link', { name: 'United States' }).click();
      await expectAt(page, '/us/compare/companies');
      await page.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);
    });
  }

  test('renders at phone width: nothing wider than the screen, the level table scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [THREE_US, COMPANIES_US, '/us/compare/companies?company=Gogle&company=Meta&title=']) {
      await open(page, path);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect(widths.page, path).toBeLessThanOrEqual(widths.screen);
    }
    // The company-level table of two companies at seven levels is wider than a phone.
    await page.goto('/us/compare/companies/google--vs--meta--vs--netflix');
    const scroller = await page.getByTestId('compare-levels').evaluate((el) => {
      const parent = el.parentElement!;
      return { scrollWidth: parent.scrollWidth, clientWidth: parent.clientWidth, overflowX: getComputedStyle(parent).overflowX };
    });
    expect(scroller.overflowX).toBe('auto');
    expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    // The entries stack, each as wide as the screen allows.
    const boxes = await page.getByTestId('compare-entry').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
    expect(boxes).toHaveLength(3);
    expect(boxes[1].top).toBeGreaterThan(boxes[0].bottom - 1);
  });
});

test.describe('comparison, daily search limit', () => {
  test('a member past the daily limit (3 in e2e) gets the page without figures and the security check with Upgrade', async ({
    page,
    pastSearchLimit,
  }) => {
    await pastSearchLimit('compare-quota', [THREE_US, COMPANIES_US, TWO_IN], (p) => medians(p).first());

    // A comparison seen today, filtered, is the same page: free; a fourth comparison is refused.
    await page.goto(`${COMPANIES_US}?rosettaLevel=2`);
    await expect(medians(page).first()).toBeVisible();
    await expectSearchRefused(
      page,
      '/us/compare/companies/google--vs--netflix?rosettaLevel=2',
      'Google vs Netflix Salaries in United States',
      medians(page),
    );
    await expect(page.getByTestId('salary-limited')).toBeVisible();
  });
});
