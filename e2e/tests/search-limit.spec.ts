import type { Page } from '@playwright/test';
import { expect, expectShown, LIMITS_URL, test, waitForHydration } from '../fixtures';

// The product's own daily limit: 10 pages a day for an anonymous visitor (playwright.config.ts runs
// a server with it; every view here comes from this journey alone).
test.use({ baseURL: LIMITS_URL });

const figures = {
  salary: (page: Page) => page.getByTestId('salary-median'),
  company: (page: Page) => page.getByTestId('company-ladder'),
  compare: (page: Page) => page.getByTestId('compare-median').first(),
  career: (page: Page) => page.getByTestId('career-tree').getByRole('listitem').first(),
  negotiate: (page: Page) => page.getByTestId('coach').first(),
};

/** Ten data pages of every kind; a company page's section and the career page's views are calls of their own. */
const PAGES: Array<[string, keyof typeof figures]> = [
  ['/in/salary/software-engineer', 'salary'],
  ['/us/salary/google--software-engineer', 'salary'],
  ['/in/salary/amazon--software-engineer', 'salary'],
  ['/in/company/google', 'company'],
  ['/in/company/infosys?about=stocks', 'company'],
  ['/us/company/google', 'company'],
  ['/us/compare/companies/google--vs--meta', 'compare'],
  ['/in/compare/companies/amazon--software-engineer--vs--nvidia--software-engineer', 'compare'],
  ['/career?title=Software+Engineer&company=Google&cc=in', 'career'],
  ['/negotiate?q=faang', 'negotiate'],
];

async function open(page: Page, path: string, kind: keyof typeof figures) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(figures[kind](page), path).toBeVisible();
}

test.describe('daily search limit: one page view is one search', () => {
  test('an anonymous visitor opens ten data pages, each as often as they like; the eleventh opens the security check, whose Sign In opens the login modal on the page', async ({
    page,
  }) => {
    for (const [path, kind] of PAGES) {
      await open(page, path, kind);
      await waitForHydration(page);
    }

    // Seeing a page again, filtered, or another part of it, is free.
    await open(page, '/in/salary/software-engineer?yoe=2-4', 'salary');
    await open(page, '/in/company/infosys?about=exec', 'company');
    await expect(page.getByTestId('company-exec')).toBeVisible();
    await open(page, '/career?title=Software+Engineer&company=Google&cc=in&view=culture', 'career');
    await open(page, '/career?title=Software+Engineer&company=Google&cc=in&view=market', 'career');

    // The eleventh page: no figures, and the security check over it.
    const limited = '/in/salary/data-scientist';
    const response = await page.goto(limited);
    expect(response?.status()).toBe(429);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Scientist Salary in India');
    await expect(figures.salary(page)).toHaveCount(0);
    const check = page.getByRole('dialog', { name: 'Security check' });
    await expect(check.getByText('Daily search limit has been reached, please signin (or upgrade to premium) to continue!')).toBeVisible();
    await expect(check.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);

    // Sign In opens the login modal over the same page, coming back to it.
    await check.getByRole('link', { name: 'Sign In' }).click();
    const login = page.getByRole('dialog', { name: 'Sign in to Paysight' });
    await expect(login).toBeVisible();
    await expect(check).toHaveCount(0);
    await expectShown(page, new RegExp(`${limited}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Scientist Salary in India');
    await login.getByRole('button', { name: 'Close' }).click();
    await expect(login).toHaveCount(0);

    // The refused page stays refused; the pages seen today stay open.
    expect((await page.goto(limited))?.status()).toBe(429);
    await open(page, PAGES[0]![0], 'salary');

    // A layoffs page past the limit, or a notice's: the security check returns to /layoffs (SPEC §8).
    for (const path of ['/layoffs?state=WA', '/layoffs/5']) {
      expect((await page.goto(path))?.status(), path).toBe(429);
      await waitForHydration(page);
      const layoffsCheck = page.getByRole('dialog', { name: 'Security check' });
      await expect(layoffsCheck.getByRole('link', { name: 'Sign In' }), path).toHaveAttribute('href', '/auth/login?returnUrl=%2Flayoffs');
      await expect(page.getByTestId('salary-limited').getByRole('link', { name: 'Sign In' }), path).toHaveAttribute(
        'href',
        '/auth/login?returnUrl=%2Flayoffs',
      );
      await layoffsCheck.getByRole('button', { name: 'Close', exact: true }).click();
    }
  });
});
