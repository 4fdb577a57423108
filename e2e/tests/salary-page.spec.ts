import type { APIRequestContext, Page } from '@playwright/test';
import { formatCompact } from '@paysight/contract/core';
import { indiaInHand } from '@paysight/contract/india-tax';
import { axeViolations, expect, expectAt, expectSearchRefused, expectShown, open, PUBLIC_URL, test } from '../fixtures';

/** Slices the e2e server's 20,000 demo records hold. */
const TITLE_IN = '/in/salary/software-engineer';
const COMPANY_US = '/us/salary/google--software-engineer';
/** A filter on that company slice that leaves fewer records than the privacy minimum. */
const TOO_SMALL = `${COMPANY_US}?rosettaLevel=8`;

interface Stats {
  count: number;
  currency: 'INR' | 'USD';
  base: { p25: number; p50: number; p75: number };
  bySkill: Array<{ key: string; label: string; count: number }>;
  total: { p10: number; p25: number; p50: number; p75: number; p90: number };
  records: { total: number; items: Array<{ company: string; total: number }> };
  histogram: Array<{ from: number; to: number; count: number }>;
}

/** The figures the page should show, straight from the API. */
async function apiStats(request: APIRequestContext, pagePath: string): Promise<Stats> {
  const response = await request.get(`/api/v1${pagePath}`);
  expect(response.status(), `GET /api/v1${pagePath}`).toBe(200);
  return ((await response.json()) as { data: Stats }).data;
}

/** SPEC §9 compact figures: lakhs with 1 decimal in India, thousands with none in the US. */
const compact = (value: number, currency: 'INR' | 'USD') => formatCompact(value, currency === 'INR' ? 'in' : 'us');
/** Full amounts: Indian digit grouping for rupees. */
const full = (value: number, currency: 'INR' | 'USD') =>
  currency === 'INR' ? `₹${value.toLocaleString('en-IN')}` : `$${value.toLocaleString('en-US')}`;

const median = (page: Page) => page.getByTestId('salary-median');
const firstRecordTotal = (page: Page) => page.getByTestId('records-table').locator('tbody tr').first().locator('td').nth(6);

/** The region menu loads after the page: wait until React owns its button before opening it. */
async function openRegionMenu(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('[aria-label="Region"]');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.getByRole('button', { name: 'Region' }).click();
}

async function switchRegion(page: Page, to: 'USA' | 'India') {
  await openRegionMenu(page);
  await page.getByRole('menuitem', { name: to }).click();
}

test.describe('salary page, server-rendered', () => {
  test('the figures, title, description, canonical and JSON-LD are in the HTML before JavaScript', async ({ request }) => {
    const stats = await apiStats(request, TITLE_IN);
    const response = await request.get(`${TITLE_IN}?rosettaLevel=3`);
    expect(response.status()).toBe(200);
    const unfiltered = await request.get(TITLE_IN);
    const html = await unfiltered.text();

    expect(html).toContain('<title>Software Engineer Salary in India | Paysight</title>');
    expect(html).toContain('Software Engineer Salary in India</h1>');
    expect(html).toContain(compact(stats.total.p50, 'INR'));
    expect(html).toContain(compact(stats.total.p25, 'INR'));
    expect(html).toContain(`${stats.count.toLocaleString('en-US')} salaries`);
    // The confidence line counts as the page does ("5,225 records" beside "5,225 salaries"), in good English.
    expect(html).toMatch(new RegExp(`${stats.count.toLocaleString('en-US')} records, newest (this month|1 month ago|\\d+ months ago)`));
    expect(html).toContain(full(stats.records.items[0]!.total, 'INR'));
    expect(html).toContain('Demo data');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description).toContain(`median total pay ${compact(stats.total.p50, 'INR')} a year`);
    expect(description).toContain(`from ${stats.count.toLocaleString('en-US')} salaries`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${TITLE_IN}"/>`);
    // Filters never make their own canonical page.
    expect(await response.text()).toContain(`<link rel="canonical" href="${PUBLIC_URL}${TITLE_IN}"/>`);
    expect(html).not.toMatch(/<meta name="robots"[^>]*noindex/);

    const nonce = /'nonce-([^']+)'/.exec(unfiltered.headers()['content-security-policy'] ?? '')?.[1];
    const script = /<script type="application\/ld\+json" nonce="([^"]*)">([^<]*)<\/script>/.exec(html);
    expect(script?.[1]).toBe(nonce);
    const ld = JSON.parse(script?.[2] ?? '{}') as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Occupation',
      name: 'Software Engineer',
      estimatedSalary: [
        {
          '@type': 'MonetaryAmountDistribution',
          currency: 'INR',
          duration: 'P1Y',
          median: stats.total.p50,
          percentile10: stats.total.p10,
          percentile25: stats.total.p25,
          percentile75: stats.total.p75,
          percentile90: stats.total.p90,
        },
      ],
    });
  });

  test('a company page in the US shows dollars in thousands', async ({ page, request }) => {
    const stats = await apiStats(request, COMPANY_US);
    const response = await open(page, COMPANY_US);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Google Software Engineer Salary in United States | Paysight');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Google Software Engineer Salary in United States');
    await expect(median(page)).toHaveText(compact(stats.total.p50, 'USD'));
    await expect(firstRecordTotal(page)).toHaveText(full(stats.records.items[0]!.total, 'USD'));
    // The distribution is drawn by the server (no chart library): a bar per bin, its figures in a table.
    const chart = page.getByTestId('distribution');
    await expect(chart.getByRole('img', { name: /^[\d,]+ salar(y|ies) from \$[\d,]+k to \$[\d,]+k\./ })).toBeVisible();
    await page.getByText('Show the figures').first().click();
    const rows = page.getByTestId('distribution-table').locator('tbody tr');
    await expect(rows).toHaveCount(stats.histogram.length);
    await expect(rows.last().locator('td')).toHaveText(stats.histogram.at(-1)!.count.toLocaleString('en-US'));
  });
});

test.describe('salary page, filters and pages', () => {
  test('the yearly / first-year switch shows the first year (first-year vest + signing bonus) and says so', async ({ page, request }) => {
    const yearly = await apiStats(request, COMPANY_US);
    const firstYear = await apiStats(request, `${COMPANY_US}?view=first-year`);
    await open(page, COMPANY_US);
    await expect(page.getByTestId('salary-median-label')).toHaveText('Median total pay per year');
    await expect(median(page)).toHaveText(compact(yearly.total.p50, 'USD'));
    await expect(page.getByTestId('records-table').getByRole('columnheader', { name: 'Signing' })).toHaveCount(0);

    await page.getByText('First year', { exact: true }).click();
    await expectAt(page, `${COMPANY_US}?view=first-year`);
    await expect(page.getByTestId('salary-median-label')).toHaveText('Median first-year pay');
    await expect(median(page)).toHaveText(compact(firstYear.total.p50, 'USD'));
    await expect(page.getByText(/First-year pay \(base, the first year’s stock vest, bonus and signing bonus\)/)).toBeVisible();
    const table = page.getByTestId('records-table');
    await expect(table.getByRole('columnheader', { name: 'Signing' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'First-year total' })).toBeVisible();

    await page.getByText('Yearly', { exact: true }).click();
    await expectAt(page, COMPANY_US);
    await expect(median(page)).toHaveText(compact(yearly.total.p50, 'USD'));
  });

  test('filters change the URL and the figures', async ({ page, request }) => {
    const all = await apiStats(request, TITLE_IN);
    const senior = await apiStats(request, `${TITLE_IN}?rosettaLevel=3`);
    const seniorUsd = await apiStats(request, `${TITLE_IN}?rosettaLevel=3&gpayCC=us`);
    await open(page, TITLE_IN);
    await expect(median(page)).toHaveText(compact(all.total.p50, 'INR'));

    await page.getByLabel('Level', { exact: true }).selectOption({ label: 'Senior' });
    await expectAt(page, `${TITLE_IN}?rosettaLevel=3`);
    await expect(median(page)).toHaveText(compact(senior.total.p50, 'INR'));
    await expect(page.getByTestId('salary-count')).toHaveText(`${senior.count} salaries`);

    await page.getByText('$ USD').click();
    await expectAt(page, `${TITLE_IN}?rosettaLevel=3&gpayCC=us`);
    await expect(median(page)).toHaveText(compact(seniorUsd.total.p50, 'USD'));
    await expect(page.getByText(/Converted from INR at 1 USD = ₹/)).toBeVisible();

    await page.getByLabel('Reported', { exact: true }).selectOption({ label: 'Last 24 months' });
    await expectAt(page, `${TITLE_IN}?rosettaLevel=3&dateOffset=24&gpayCC=us`);

    // Back restores the previous filters in the form too.
    await page.goBack();
    await expectAt(page, `${TITLE_IN}?rosettaLevel=3&gpayCC=us`);
    await expect(page.getByLabel('Reported', { exact: true })).toHaveValue('');
    await page.getByLabel('Level', { exact: true }).selectOption({ label: 'All levels' });
    await expectAt(page, `${TITLE_IN}?gpayCC=us`);
  });

  test('a skill narrows the figures; an Indian page shows the monthly in-hand beside them, its assumptions a click away', async ({
    page,
    request,
  }) => {
    const all = await apiStats(request, TITLE_IN);
    const skill = all.bySkill[0]!;
    const withSkill = await apiStats(request, `${TITLE_IN}?skill=${skill.key}`);
    expect(withSkill.count).toBe(skill.count);
    expect(withSkill.count).toBeLessThan(all.count);

    await open(page, TITLE_IN);
    const inHand = page.getByTestId('salary-in-hand');
    await expect(inHand).toContainText('Monthly in-hand · estimate');
    // The offer tool's calculation on the median base pay.
    await expect(page.getByTestId('salary-in-hand-median')).toHaveText(full(indiaInHand({ fixedCtc: all.base.p50 }).monthlyInHand, 'INR'));
    await expect(inHand.getByText(/standard deduction/)).toBeHidden();
    await inHand.getByText('How this is estimated').click();
    await expect(inHand.getByText(/₹75,000 standard deduction/)).toBeVisible();
    await expect(inHand.getByText(/basic is assumed to be 40% of fixed pay/)).toBeVisible();

    await page.getByLabel('Skill', { exact: true }).selectOption({ label: skill.label });
    await expectAt(page, `${TITLE_IN}?skill=${skill.key}`);
    await expect(page.getByTestId('salary-count')).toHaveText(`${withSkill.count} salaries`);
    await expect(page.getByTestId('salary-in-hand-median')).toHaveText(
      full(indiaInHand({ fixedCtc: withSkill.base.p50 }).monthlyInHand, 'INR'),
    );

    // Pay over time: every point it draws stands for at least 5 salaries (MIN_SLICE).
    await expect(page.getByTestId('pay-trend')).toBeVisible();
    await page.getByTestId('pay-trend').getByText('Show the figures').click();
    const counts = await page.getByTestId('pay-trend').locator('tbody td:last-child').allTextContents();
    expect(counts.length).toBeGreaterThan(1);
    for (const n of counts) expect(Number(n.replace(/,/g, ''))).toBeGreaterThanOrEqual(5);

    // A US page has no in-hand estimate.
    await open(page, COMPANY_US);
    await expect(page.getByTestId('salary-median')).toBeVisible();
    await expect(page.getByTestId('salary-in-hand')).toHaveCount(0);
  });

  test('the filter form works without JavaScript', async ({ browser, request }) => {
    const senior = await apiStats(request, `${TITLE_IN}?rosettaLevel=3`);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(TITLE_IN);
    await page.getByLabel('Level', { exact: true }).selectOption({ label: 'Senior' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectShown(page, /rosettaLevel=3/);
    await expect(median(page)).toHaveText(compact(senior.total.p50, 'INR'));
    // The histogram is plain HTML: it needs no JavaScript.
    await expect(page.getByTestId('distribution').getByRole('img')).toBeVisible();
    await expect(page.getByTestId('distribution-table').locator('tbody tr')).toHaveCount(12);
    await context.close();
  });

  test('pagination moves to page 2 and back, with the page in the URL', async ({ page, request }) => {
    const first = await apiStats(request, TITLE_IN);
    const second = await apiStats(request, `${TITLE_IN}?page=2`);
    await open(page, TITLE_IN);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(firstRecordTotal(page)).toHaveText(full(first.records.items[0]!.total, 'INR'));
    await expect(page.getByTestId('records-table').locator('tbody tr')).toHaveCount(10);

    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expectAt(page, `${TITLE_IN}?page=2`);
    await expect(firstRecordTotal(page)).toHaveText(full(second.records.items[0]!.total, 'INR'));
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(`11–20 of ${first.records.total.toLocaleString('en-US')}`)).toBeVisible();

    await pager.getByRole('link', { name: 'Previous page' }).click();
    await expectAt(page, TITLE_IN);
    await expect(firstRecordTotal(page)).toHaveText(full(first.records.items[0]!.total, 'INR'));
  });

  test('a page link keeps the filters; a new filter goes back to page 1', async ({ page }) => {
    await open(page, `${TITLE_IN}?yoe=2-4`);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 3' }).click();
    await expectAt(page, `${TITLE_IN}?yoe=2-4&page=3`);
    await page.getByLabel('Experience', { exact: true }).selectOption('5-7');
    await expectAt(page, `${TITLE_IN}?yoe=5-7`);
  });

  test('the region dropdown swaps /in/ and /us/, keeping the filters', async ({ page }) => {
    await open(page, `${TITLE_IN}?rosettaLevel=2`);
    await switchRegion(page, 'USA');
    await expectAt(page, '/us/salary/software-engineer?rosettaLevel=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software Engineer Salary in United States');
    await expect(median(page)).toHaveText(/^\$\d+k$/);

    await switchRegion(page, 'India');
    await expectAt(page, `${TITLE_IN}?rosettaLevel=2`);
    await expect(median(page)).toHaveText(/^₹[\d.]+ L$/);
  });

  test('the region menu draws its flags: no emoji, which shows as an empty box without an emoji font', async ({ page }) => {
    await open(page, TITLE_IN);
    const regionalIndicators = /[\u{1F1E6}-\u{1F1FF}]/u;
    const button = page.getByRole('button', { name: 'Region' });
    expect(await button.textContent()).not.toMatch(regionalIndicators);
    await openRegionMenu(page);
    for (const name of ['USA', 'India']) {
      const item = page.getByRole('menuitem', { name });
      await expect(item.locator('svg')).toHaveCount(1);
      expect(await item.textContent()).not.toMatch(regionalIndicators);
    }
  });

  test('a top company links to its own page', async ({ page }) => {
    await open(page, TITLE_IN);
    const link = page.getByRole('region', { name: 'Top paying companies' }).getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/in\/salary\/[a-z0-9-]+--software-engineer$/);
    await link.click();
    await expectAt(page, href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^.+ Software Engineer Salary in India$/);
  });
});

test.describe('salary page, no data', () => {
  test('a slice without enough data answers 404 with the message and ways back', async ({ page, request }) => {
    const api = await request.get(`/api/v1${TOO_SMALL}`);
    expect(api.status()).toBe(404);
    const message = ((await api.json()) as { message: string }).message;

    const response = await open(page, TOO_SMALL);
    expect(response?.status()).toBe(404);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Google Software Engineer Salary in United States');
    await expect(main.getByText('Not enough data yet')).toBeVisible();
    await expect(main.getByText(message)).toBeVisible();
    await expect(main.getByTestId('salary-median')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(main.getByRole('link', { name: 'Back to Paysight home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'All Software Engineer salaries in United States' })).toHaveAttribute(
      'href',
      '/us/salary/software-engineer',
    );
    await main.getByRole('link', { name: 'Clear filters' }).click();
    await expectAt(page, COMPANY_US);
    await expect(median(page)).toBeVisible();
  });

  test('a filter that leaves too few salaries shows the not-enough-data state in place', async ({ page }) => {
    await open(page, COMPANY_US);
    await page.getByLabel('Level', { exact: true }).selectOption({ label: 'Distinguished' });
    await expectAt(page, TOO_SMALL);
    await expect(page.getByText('Not enough data yet')).toBeVisible();
    // The filters are gone with the figures; Clear filters brings them back.
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expectAt(page, COMPANY_US);
    await expect(median(page)).toBeVisible();
  });

  test('an unknown title answers 404, server-rendered', async ({ request }) => {
    const response = await request.get('/in/salary/no-such-title-anywhere');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('No salaries for No Such Title Anywhere in India');
    expect(html).toContain('No salaries found for &quot;no-such-title-anywhere&quot;');
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(html).toContain('href="/"');
  });

  test('an unknown region or a malformed slug is the not-found page', async ({ page }) => {
    for (const path of ['/uk/salary/software-engineer', '/in/salary/Software_Engineer']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404. Oops!' })).toBeVisible();
    }
  });
});

test.describe('salary page, in the browser', () => {
  for (const theme of ['light', 'cosmic'] as const) {
    for (const path of [TITLE_IN, COMPANY_US]) {
      test(`no console errors on ${path} (${theme})`, async ({ page, gotoWithTheme, consoleErrors }) => {
        await gotoWithTheme(path, theme);
        await expect(page.getByTestId('distribution').getByRole('img')).toBeVisible();
        // A client-side navigation too (a filter whose slice always exists).
        await page.getByText(path.startsWith('/in/') ? '$ USD' : '₹ INR').click();
        await expect(median(page)).toHaveText(path.startsWith('/in/') ? /^\$\d+k$/ : /^₹[\d.]+ (L|Cr)$/);
        await page.waitForLoadState('networkidle');
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  test('renders at phone width: nothing wider than the screen; table rows are cards that show pay first', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, TITLE_IN);
    await expect(median(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Region' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeInViewport({ ratio: 1 });
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);

    // Recent salaries: every row a card, its total pay above the company, nothing cut off.
    const table = page.getByTestId('records-table');
    const cards = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const box = (el: Element) => el.getBoundingClientRect();
        const total = row.querySelectorAll('td')[6]!;
        return {
          total: total.textContent,
          totalTop: box(total).top,
          totalRight: box(total).right,
          companyTop: box(row.querySelector('th')!).top,
          right: box(row).right,
        };
      }),
    );
    expect(cards).toHaveLength(10);
    for (const card of cards) {
      expect(card.total).toMatch(/₹[\d,]+$/);
      expect(card.totalTop).toBeLessThan(card.companyTop);
      expect(card.totalRight).toBeLessThanOrEqual(card.right);
      expect(card.right).toBeLessThanOrEqual(widths.screen);
    }
    const scroller = await table.evaluate((el) => ({
      scrollWidth: el.parentElement!.scrollWidth,
      clientWidth: el.parentElement!.clientWidth,
    }));
    expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);

    // Top paying companies: each card shows its median, on the screen.
    const companies = page.getByRole('region', { name: 'Top paying companies' });
    const medians = await companies
      .locator('tbody tr td:nth-child(4)')
      .evaluateAll((cells) => cells.map((cell) => ({ text: cell.textContent, right: cell.getBoundingClientRect().right })));
    expect(medians.length).toBeGreaterThan(0);
    for (const m of medians) {
      expect(m.text).toMatch(/₹[\d.]+ (L|Cr)$/);
      expect(m.right).toBeLessThanOrEqual(widths.screen);
    }
  });

  test('at 1366 px Recent salaries shows every column, the last one too', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, TITLE_IN);
    const table = page.getByTestId('records-table');
    const layout = await table.evaluate((el) => ({
      scrollWidth: el.parentElement!.scrollWidth,
      clientWidth: el.parentElement!.clientWidth,
      lastRight: el.querySelector('thead th:last-child')!.getBoundingClientRect().right,
      cardRight: el.closest('section')!.getBoundingClientRect().right,
    }));
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
    expect(layout.lastRight).toBeLessThanOrEqual(layout.cardRight);
    const last = table.getByRole('columnheader', { name: 'Verification' });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(table.getByRole('columnheader', { name: 'Total' })).toBeVisible();
  });

  test('from a phone to a desktop, no table is cut off and nothing is wider than the screen', async ({ page }) => {
    await open(page, `${TITLE_IN}?view=first-year`);
    for (const width of [320, 390, 768, 992, 1024, 1280, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - window.innerWidth,
        tables: [...document.querySelectorAll('table')].map((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
      }));
      expect(overflow.page, `page at ${width} px`).toBeLessThanOrEqual(0);
      expect(overflow.tables, `tables at ${width} px`).toEqual(overflow.tables.map(() => 0));
    }
  });

  for (const width of [1366, 390]) {
    test(`percentile labels stand under their markers, in order, apart and on the track (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, TITLE_IN);
      for (const bar of ['bar-total', 'bar-base', 'bar-stock', 'bar-bonus']) {
        const layout = await page.getByTestId(bar).evaluate((el) => {
          const dl = el.querySelector('dl')!;
          const centre = (r: DOMRect) => (r.left + r.right) / 2;
          const track = dl.getBoundingClientRect();
          return {
            track: { left: track.left, right: track.right },
            // The ticks under the track mark each percentile's exact place.
            ticks: [...dl.previousElementSibling!.querySelectorAll('span')].map((s) => centre(s.getBoundingClientRect())),
            labels: [...dl.children].map((d) => {
              const r = d.getBoundingClientRect();
              return { left: r.left, right: r.right, centre: centre(r), text: d.textContent };
            }),
          };
        });
        expect(layout.labels.map((l) => l.text?.replace(/₹.*/, ''))).toEqual(['10th', '25th', 'Median', '75th', '90th']);
        expect(layout.ticks).toHaveLength(5);
        layout.labels.forEach((label, i) => {
          expect(label.left, `${bar} ${label.text} inside the track`).toBeGreaterThanOrEqual(layout.track.left - 0.5);
          expect(label.right, `${bar} ${label.text} inside the track`).toBeLessThanOrEqual(layout.track.right + 0.5);
          const next = layout.labels[i + 1];
          if (next) expect(label.right, `${bar} ${label.text} clear of the next label`).toBeLessThanOrEqual(next.left + 0.5);
        });
        if (bar === 'bar-total' && width === 1366) {
          // Where there is room a label is centred on its marker (which ones depends on the data's spread),
          // so the labels are not spread evenly.
          const offsets = layout.labels.map((l, i) => Math.abs(l.centre - layout.ticks[i]!));
          expect(Math.min(...offsets)).toBeLessThanOrEqual(2);
          const gaps = layout.labels.slice(1).map((l, i) => l.centre - layout.labels[i]!.centre);
          expect(Math.max(...gaps) - Math.min(...gaps)).toBeGreaterThan(20);
        }
      }
    });
  }
});

test.describe('salary page, daily search limit', () => {
  test('a member past the daily limit (3 in e2e) gets the page without figures and the security check with Upgrade', async ({
    page,
    pastSearchLimit,
  }) => {
    await pastSearchLimit('salary-quota', [TITLE_IN, COMPANY_US, '/us/salary/software-engineer'], median);

    // A page seen today, filtered, is the same page: free.
    await page.goto(`${TITLE_IN}?yoe=2-4`);
    await expect(median(page)).toBeVisible();
    // A fourth page is refused.
    await expectSearchRefused(page, '/in/salary/data-scientist?yoe=2-4', 'Data Scientist Salary in India', median(page));
    // The dialog passes axe like the pages do (a named close button, one banner).
    expect(await axeViolations(page)).toEqual([]);
  });
});
