import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAt, expectShown, open, PUBLIC_URL, test } from '../fixtures';

interface Board {
  currency: 'INR' | 'USD';
  title: { name: string; slug: string };
  level: { level: number; name: string } | null;
  asOf: { from: string; to: string } | null;
  rows: Array<{
    rank: number;
    company: { name: string; slug: string };
    count: number;
    totalP25: number;
    totalP50: number;
    totalP75: number;
    baseP50: number;
    path: string;
  }>;
}

/** What the page should rank, straight from the API (the page asks for 20). */
async function apiBoard(request: APIRequestContext, query: string): Promise<Board> {
  const response = await request.get(`/api/v1/leaderboard/salary?${query}&limit=20`);
  expect(response.status(), query).toBe(200);
  return ((await response.json()) as { data: Board }).data;
}

/** SPEC §9 compact figures: lakhs (crores) with 1 decimal in India, thousands with none in the US. */
const compact = (value: number, currency: 'INR' | 'USD') => {
  if (currency === 'INR') return value >= 10_000_000 ? `₹${(value / 10_000_000).toFixed(1)} Cr` : `₹${(value / 100_000).toFixed(1)} L`;
  return value >= 1_000_000 ? `$${(value / 1_000_000).toFixed(2)}M` : `$${(value / 1000).toFixed(0)}k`;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const month = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

const rows = (page: Page) => page.getByTestId('leaderboard-table').locator('tbody tr');

/** The first row's rank, company, median total, middle half, median base and count, as the page should show them. */
const firstRowCells = (board: Board) => {
  const r = board.rows[0]!;
  return [
    '1',
    r.company.name,
    compact(r.totalP50, board.currency),
    `${compact(r.totalP25, board.currency)} – ${compact(r.totalP75, board.currency)}`,
    compact(r.baseP50, board.currency),
    String(r.count),
  ];
};

async function expectFirstRow(page: Page, board: Board) {
  const [rank, company, median, middle, base, count] = firstRowCells(board);
  const row = rows(page).first();
  await expect(row.locator('td').nth(0)).toHaveText(rank!);
  await expect(row.getByRole('link')).toHaveText(company!);
  await expect(row.locator('td').nth(1)).toHaveText(median!);
  await expect(row.locator('td').nth(2)).toHaveText(middle!);
  await expect(row.locator('td').nth(3)).toHaveText(base!);
  await expect(row.locator('td').nth(4)).toHaveText(count!);
}

test.describe('leaderboard, server-rendered', () => {
  test('the ranking, title, description, canonical and JSON-LD are in the HTML before JavaScript', async ({ request }) => {
    const board = await apiBoard(request, 'cc=us&title=data-scientist');
    expect(board.rows.length).toBeGreaterThan(3);
    const response = await request.get('/leaderboard?cc=us&title=data-scientist');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const heading = 'Top-Paying Companies for Data Scientist in United States';

    expect(html).toContain(`<title>${heading} | Paysight</title>`);
    expect(html).toContain(`${heading}</h1>`);
    // The e2e server runs on generated demo data: the page says so.
    expect(html).toContain('Demo data</span>');
    for (const row of board.rows.slice(0, 5)) {
      expect(html).toContain(`href="${row.path}"`);
      expect(html).toContain(compact(row.totalP50, 'USD'));
    }
    expect(html).toContain(`${compact(board.rows[0]!.totalP25, 'USD')} – ${compact(board.rows[0]!.totalP75, 'USD')}`);
    expect(html).toContain(`reported ${month(board.asOf!.from)} – ${month(board.asOf!.to)}`);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description).toContain(`${board.rows[0]!.company.name} (${compact(board.rows[0]!.totalP50, 'USD')})`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/leaderboard?cc=us&amp;title=data-scientist"/>`);
    expect(html).not.toMatch(/<meta name="robots"[^>]*noindex/);

    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    const script = /<script type="application\/ld\+json" nonce="([^"]*)">([^<]*)<\/script>/.exec(html);
    expect(script?.[1]).toBe(nonce);
    const ld = JSON.parse(script?.[2] ?? '{}') as { itemListElement?: unknown[] };
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', name: heading, numberOfItems: board.rows.length });
    expect(ld.itemListElement?.[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: board.rows[0]!.company.name,
      url: `${PUBLIC_URL}${board.rows[0]!.path}`,
    });
  });

  test('the default is software engineers in India, in lakhs', async ({ page, request }) => {
    const board = await apiBoard(request, 'cc=in&title=software-engineer');
    const response = await open(page, '/leaderboard');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Top-Paying Companies for Software Engineer in India | Paysight');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_URL}/leaderboard`);
    await expect(rows(page)).toHaveCount(board.rows.length);
    await expectFirstRow(page, board);
  });

  test('values the API would refuse are dropped for the defaults', async ({ page }) => {
    const response = await open(page, '/leaderboard?cc=uk&title=Data_Scientist&level=12');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top-Paying Companies for Software Engineer in India');
    await expect(page.getByLabel('Level', { exact: true })).toHaveValue('');
  });

  test('an unknown title answers 404 with the message', async ({ page }) => {
    const response = await open(page, '/leaderboard?cc=us&title=no-such-title-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('leaderboard-not-found')).toContainText('No salaries found for "no-such-title-anywhere"');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a company links to its salary page for the title and level', async ({ page, request }) => {
    const board = await apiBoard(request, 'cc=us&title=software-engineer&level=3');
    await open(page, '/leaderboard?cc=us&title=software-engineer&level=3');
    const link = rows(page).first().getByRole('link');
    await expect(link).toHaveAttribute('href', board.rows[0]!.path);
    expect(board.rows[0]!.path).toMatch(/^\/us\/salary\/[a-z0-9-]+--software-engineer\?rosettaLevel=3$/);
    await link.click();
    await expectAt(page, board.rows[0]!.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${board.rows[0]!.company.name} Software Engineer Salary in United States`,
    );
  });
});

test.describe('leaderboard, filters', () => {
  test('region, title and level change the URL and the ranking', async ({ page, request }) => {
    const us = await apiBoard(request, 'cc=us&title=software-engineer');
    const usData = await apiBoard(request, 'cc=us&title=data-scientist');
    const usSenior = await apiBoard(request, 'cc=us&title=software-engineer&level=3');
    await open(page, '/leaderboard');

    await page.getByText('United States', { exact: true }).click();
    await expectAt(page, '/leaderboard?cc=us&title=software-engineer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top-Paying Companies for Software Engineer in United States');
    await expectFirstRow(page, us);

    await page.getByLabel('Title', { exact: true }).selectOption({ label: 'Data Scientist' });
    await expectAt(page, '/leaderboard?cc=us&title=data-scientist');
    await expectFirstRow(page, usData);

    await page.getByLabel('Title', { exact: true }).selectOption({ label: 'Software Engineer' });
    await expectAt(page, '/leaderboard?cc=us&title=software-engineer');
    await page.getByLabel('Level', { exact: true }).selectOption({ label: 'Senior' });
    await expectAt(page, '/leaderboard?cc=us&title=software-engineer&level=3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Top-Paying Companies for Software Engineer (Senior) in United States',
    );
    await expectFirstRow(page, usSenior);

    await page.goBack();
    await expectAt(page, '/leaderboard?cc=us&title=software-engineer');
    await expect(page.getByLabel('Level', { exact: true })).toHaveValue('');
  });

  test('the filters work without JavaScript', async ({ browser, request }) => {
    const usData = await apiBoard(request, 'cc=us&title=data-scientist');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/leaderboard');
    await page.getByText('United States', { exact: true }).click();
    await page.getByLabel('Title', { exact: true }).selectOption({ label: 'Data Scientist' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectShown(page, /cc=us&title=data-scientist/);
    await expectFirstRow(page, usData);
    await context.close();
  });

  test('the top three open side by side in a comparison', async ({ page, request }) => {
    const board = await apiBoard(request, 'cc=us&title=software-engineer');
    await open(page, '/leaderboard?cc=us');
    await page.getByRole('link', { name: 'Compare the top 3 side by side' }).click();
    const entries = board.rows.slice(0, 3).map((r) => `${r.company.slug}--software-engineer`);
    await expectAt(page, `/us/compare/companies/${entries.join('--vs--')}`);
    await expect(page.getByTestId('compare-entry')).toHaveCount(3);
  });
});

test.describe('leaderboard, in the browser', () => {
  for (const theme of ['light', 'cosmic'] as const) {
    test(`no console errors (${theme})`, async ({ page, gotoWithTheme, consoleErrors }) => {
      await gotoWithTheme('/leaderboard?cc=us&title=data-scientist', theme);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme === 'cosmic' ? 'dark' : 'light');
      await expect(rows(page).first()).toBeVisible();
      await page.getByLabel('Level', { exact: true }).selectOption({ label: 'Mid' });
      await expectAt(page, '/leaderboard?cc=us&title=data-scientist&level=2');
      await page.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);
    });
  }

  test('renders at phone width: nothing wider than the screen, the table scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/leaderboard?cc=in');
    await expect(rows(page).first()).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    const scroller = await page.getByTestId('leaderboard-table').evaluate((el) => {
      const parent = el.parentElement!;
      return { scrollWidth: parent.scrollWidth, clientWidth: parent.clientWidth, overflowX: getComputedStyle(parent).overflowX };
    });
    expect(scroller.overflowX).toBe('auto');
    expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  });
});
