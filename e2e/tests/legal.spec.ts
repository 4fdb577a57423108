import { expect, expectShown, PUBLIC_URL, test } from '../fixtures';

const PAGES = [
  { path: '/terms-and-conditions', h1: 'Terms and Conditions', title: /Terms/ },
  { path: '/privacy-policy', h1: 'Privacy Policy', title: /Privacy/ },
] as const;

for (const { path, h1, title } of PAGES) {
  test(`${path} renders with its heading, title, canonical link and description`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_URL}${path}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
    // Legal pages are meant to be found.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
}

test('the privacy policy explains anonymised salary data and deletion', async ({ page }) => {
  await page.goto('/privacy-policy');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 2, name: /How salary submissions are anonymised/ })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: /Deleting your account/ })).toBeVisible();
  await expect(main).toContainText(/anonymised/i);
  await expect(main).toContainText(/delet/i);
  // The table of contents jumps to the section.
  await main
    .getByRole('navigation', { name: 'Table of contents' })
    .getByRole('link', { name: 'How salary submissions are anonymised' })
    .click();
  await expectShown(page, /#anonymisation$/);
  await expect(main.getByRole('heading', { level: 2, name: /How salary submissions are anonymised/ })).toBeInViewport();
});

test('the privacy policy and the terms link to each other', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.locator('main').getByRole('link', { name: 'Terms and Conditions' }).first().click();
  await expectShown(page, /\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
  await page.locator('main').getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expectShown(page, /\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});
