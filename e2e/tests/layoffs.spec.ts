import { expect, expectAt, expectShown, open, test } from '../fixtures';

/**
 * /layoffs on Washington's shipped WARN notices (1,123; the e2e server loads them after its demo
 * data, playwright.config.ts): the figures, the map, filtering by state and by company (with and
 * without JavaScript), paging, a notice's page with the state's row, and the company page's link.
 */

const WA_NOTICES = 1123;

test.beforeEach(async ({ request }) => {
  // The notices load in the background after the server starts: wait until Washington has them.
  await expect
    .poll(
      async () => {
        const map = await (await request.get('/api/v1/layoff/map')).json();
        return map.data?.states?.find((s: { code: string }) => s.code === 'WA')?.notices ?? 0;
      },
      { timeout: 60_000 },
    )
    .toBe(WA_NOTICES);
});

test.describe('layoffs', () => {
  test('shows the figures, the map with greyed states and their reason, the trend and ten notices a page', async ({ page }) => {
    const response = await open(page, '/layoffs');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('US layoffs: WARN notices');
    await expect(page.getByTestId('layoffs-totals')).toContainText('1,123 notices');
    // Washington's file alone is loaded here: California and Texas have an importer, the 48 others none.
    const legend = page.getByTestId('layoffs-map-legend');
    await expect(legend).toContainText("No data (48 states): No importer yet for this state's notices");
    await expect(legend).toContainText("No data (2 states): This state's notices are not imported yet");
    // The map loads when it comes into view: each state named, Washington a link to its notices.
    await page.getByTestId('layoffs-map').scrollIntoViewIfNeeded();
    const washington = page.getByTestId('layoffs-map-svg').getByRole('link', { name: /^Washington: 1,123 notices, [\d,]+ jobs$/ });
    await expect(washington).toBeVisible();
    await expect(page.getByTestId('layoffs-map-svg').locator('path[data-state="NY"] title')).toHaveText(
      "New York: no data. No importer yet for this state's notices",
    );
    // The trend is drawn by the server: a chart with its axes, named with its span and its peak month.
    const trend = page.getByTestId('layoffs-trend');
    await expect(trend).toBeVisible();
    await expect(trend).toHaveAttribute('role', 'img');
    await expect(trend).toHaveAttribute(
      'aria-label',
      /^Notices by month, \w{3} \d{4} to \w{3} \d{4}; the most in \w{3} \d{4}: [\d,]+ notices$/,
    );
    const rows = page.getByTestId('layoffs-list').locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(page.getByTestId('layoffs-sources')).toContainText('Washington Employment Security Department');

    // Paging: the second page, ten more, older ones.
    const firstOnPage1 = await rows.first().locator('th a').textContent();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expectAt(page, '/layoffs?page=2');
    await expect(rows).toHaveCount(10);
    await expect(rows.first().locator('th a')).not.toHaveText(firstOnPage1!);
  });

  test('a state narrows the list; a notice shows the state’s own row, its source and licence', async ({ page }) => {
    await open(page, '/layoffs');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await expectAt(page, '/layoffs?state=TX');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('US layoffs in Texas: WARN notices');
    await expect(page.getByTestId('layoffs-empty')).toBeVisible();

    await page.getByLabel('State', { exact: true }).selectOption('WA');
    await expectAt(page, '/layoffs?state=WA');
    const rows = page.getByTestId('layoffs-list').locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(rows.and(page.locator('[data-state="WA"]'))).toHaveCount(10);

    const employer = (await rows.first().locator('th a').textContent())!;
    await rows.first().locator('th a').click();
    await expectShown(page, /\/layoffs\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${employer}: WARN notice, Washington`);
    const source = page.getByTestId('layoff-source-row');
    await expect(source.getByRole('rowheader', { name: 'Company', exact: true })).toBeVisible();
    await expect(source.getByRole('row', { name: /Received Date/ })).toBeVisible();
    await expect(page.getByTestId('layoff-attribution')).toContainText('Washington Employment Security Department');
    await expect(page.getByTestId('layoff-attribution')).toContainText('Apache-2.0');
  });

  test('the filters work without JavaScript: a company, a date and closures only, as a GET form', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto('/layoffs');
    await page.getByLabel('Company').fill('Boeing');
    await page.getByLabel('Notices from').fill('2020-01-01');
    await page.getByRole('button', { name: 'Show notices' }).click();
    await expectShown(page, /\/layoffs\?company=Boeing&state=&from=2020-01-01&to=&measure=notices$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boeing layoffs: WARN notices');
    const rows = page.getByTestId('layoffs-list').locator('tbody tr');
    await expect(rows.first()).toContainText('Boeing');
    await expect(rows.first()).toContainText(/20(2\d)/);
    // Closures only, as a checkbox of the same form.
    await page.getByLabel('Closures only').check();
    await page.getByRole('button', { name: 'Show notices' }).click();
    await expectShown(page, /closures=1/);
    await expect(page.getByTestId('layoffs-empty')).toBeVisible();
    await context.close();
  });

  test('a company page links to its WARN notices', async ({ page }) => {
    await open(page, '/us/company/microsoft');
    const link = page.getByTestId('company-warn-notices');
    await expect(link).toHaveText(/^WARN notices: \d+$/);
    await link.click();
    await expectAt(page, '/layoffs?company=microsoft');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Microsoft layoffs: WARN notices');
    await expect(page.getByTestId('layoffs-list').locator('tbody tr').first()).toContainText('Microsoft');
  });

  test('the first notice is a real notice (the accessibility journey checks its page)', async ({ request }) => {
    expect((await request.get('/layoffs/1')).status()).toBe(200);
  });
});
