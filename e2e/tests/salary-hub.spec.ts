import { expect, expectShown, searchFrom, test, waitForHydration } from '../fixtures';

/** The hub's three lists, in page order. */
const LISTS = ['Popular companies', 'Popular job titles', 'Popular cities'] as const;

test.describe('salary hub', () => {
  test('/salary is India’s hub: popular companies, titles and cities with medians in lakhs, server-rendered', async ({
    openWithoutJavaScript,
  }) => {
    // Without JavaScript: everything below comes from the server.
    const page = await openWithoutJavaScript('/salary');
    await expect(page).toHaveTitle('Salaries in India: pay by company, title and city | Paysight');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salaries in India');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/salary$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Salaries in India by company/);
    for (const name of LISTS) {
      const list = page.getByRole('region', { name });
      await expect(list.getByRole('listitem')).toHaveCount(12);
      await expect(list.getByRole('listitem').first()).toContainText(/₹[\d.]+ (L|Cr)/);
    }
    await expect(page.getByText('Demo data', { exact: true })).toBeVisible();
    // The leaderboard teaser: the top five for software engineers, and the way to the full board.
    const teaser = page.getByRole('region', { name: 'Top-paying companies for Software Engineers' });
    await expect(teaser.getByTestId('leaderboard-table').locator('tbody tr')).toHaveCount(5);
    await expect(teaser.getByRole('link', { name: 'Full leaderboard' })).toHaveAttribute('href', /^\/leaderboard/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@type': string;
      itemListElement: Array<{ url: string }>;
    };
    expect(jsonLd['@type']).toBe('ItemList');
    expect(jsonLd.itemListElement.length).toBeGreaterThan(0);
    expect(jsonLd.itemListElement[0]!.url).toMatch(/\/in\/salary\/[a-z-]+$/);

    // A title links to its salary page, which has figures.
    const title = page.getByRole('region', { name: 'Popular job titles' }).getByRole('link').first();
    const href = await title.getAttribute('href');
    expect(href).toMatch(/^\/in\/salary\/[a-z-]+$/);
    await title.click();
    await expectShown(page, new RegExp(`${href}$`));
    await expect(page.getByTestId('salary-median')).toBeVisible();
  });

  test('/us/salary shows dollars in thousands; /in/salary is /salary', async ({ page }) => {
    await page.goto('/us/salary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salaries in United States');
    await expect(page.getByRole('region', { name: 'Popular companies' }).getByRole('listitem').first()).toContainText(/\$\d+k/);
    await page.goto('/in/salary');
    await expectShown(page, /\/salary$/);
  });

  test('a search goes to the page it means, in the hub’s region; a search that matches nothing says so', async ({ page }) => {
    await searchFrom(page, '/us/salary', 'google software engineer');
    await expectShown(page, /\/us\/salary\/google--software-engineer$/);
    await expect(page.getByTestId('salary-median')).toHaveText(/^\$\d+k$/);

    const response = await page.goto('/salary?q=zzqx%20unknown');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('hub-no-match')).toContainText('No salaries match “zzqx unknown”');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // The lists are still there to browse.
    await expect(page.getByRole('region', { name: 'Popular companies' })).toBeVisible();
  });

  test('an unknown region is the not-found page', async ({ page }) => {
    const response = await page.goto('/uk/salary');
    expect(response?.status()).toBe(404);
  });

  for (const theme of ['light', 'cosmic'] as const) {
    test(`no console errors, nothing wider than a phone (${theme})`, async ({ page, gotoWithTheme, consoleErrors }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoWithTheme('/us/salary', theme);
      await waitForHydration(page);
      await expect(page.getByRole('region', { name: 'Popular cities' })).toBeVisible();
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
      await page.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);
    });
  }
});
