import type { Page } from '@playwright/test';
import { expect, expectShown, serverHtml, test } from '../fixtures';

async function expectNotFoundPage(page: Page) {
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: '404. Oops!' })).toBeVisible();
  await expect(main.getByText('Page Not Found', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle('404 Not Found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
}

test.describe('not found', () => {
  for (const path of ['/definitely-not-a-page', '/page-not-found', '/some/deep/unknown/path']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page);
      // The shell is still there.
      await expect(page.locator('header').getByRole('link', { name: 'Paysight home' })).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    });
  }

  test('the Home link leads back to the landing page', async ({ page }) => {
    await page.goto('/definitely-not-a-page');
    await page.locator('main').getByRole('link', { name: 'Home', exact: true }).click();
    await expectShown(page, /\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Know what you are worth.' })).toBeVisible();
  });

  test('the server renders the not-found page before any JavaScript', async ({ request }) => {
    const html = await serverHtml(request, '/nope', 404);
    expect(html).toContain('Page Not Found');
    expect(html).toContain('404. Oops!');
    expect(html).toContain('<title>404 Not Found</title>');
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);
  });
});

test.describe('error page', () => {
  test('/error shows the generic error page, not indexed', async ({ page }) => {
    await page.goto('/error');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Oops!', exact: true })).toBeVisible();
    await expect(main.getByText('Error occured', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('Error');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
