import { expect, expectShown, test, waitForHydration } from '../fixtures';

test.describe('header', () => {
  test('anonymous visitor on the landing page: logo, login, For Employers, no Upgrade, no region', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const header = page.locator('header');

    await expect(header.getByRole('link', { name: 'Paysight home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'LogIn/SignUp' })).toHaveAttribute('href', '/auth/login?returnUrl=%2F');
    const forEmployers = header.getByRole('link', { name: 'For Employers', exact: true });
    await expect(forEmployers).toBeVisible();
    await expect(forEmployers).toHaveAttribute('href', '/employers');

    await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upgrade' })).toHaveCount(0);
    // The region dropdown belongs to /salary/ pages only.
    await expect(page.getByRole('button', { name: 'Region' })).toHaveCount(0);

    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Salaries' })).toHaveAttribute('href', '/salary');
  });

  test('LogIn/SignUp carries the current path as returnUrl', async ({ page }) => {
    await page.goto('/privacy-policy');
    const login = page.locator('header').getByRole('link', { name: 'LogIn/SignUp' });
    await expect(login).toHaveAttribute('href', '/auth/login?returnUrl=%2Fprivacy-policy');
    await expect(page.locator('header').getByRole('link', { name: 'Paysight home' })).toHaveAttribute('href', '/');

    // Follows client-side navigation too.
    await waitForHydration(page);
    await page.locator('footer').getByRole('link', { name: 'Terms & Services' }).click();
    await expectShown(page, /\/terms-and-conditions$/);
    await expect(login).toHaveAttribute('href', '/auth/login?returnUrl=%2Fterms-and-conditions');
  });

  test('clicking the logo goes home', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await waitForHydration(page);
    await page.locator('header').getByRole('link', { name: 'Paysight home' }).click();
    await expectShown(page, /\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Know what you are worth.' })).toBeVisible();
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the burger opens a drawer with the navigation; the desktop nav is hidden', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const header = page.locator('header');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const burger = page.getByRole('button', { name: 'Open navigation' });
    await expect(burger).toBeVisible();
    await burger.click();

    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const links = drawer.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveText(['Salaries', 'Compare', 'Career', 'Offers', 'JobGPT', 'Leaderboard', 'For Employers']);
    await expect(drawer.getByRole('link', { name: 'Salaries' })).toHaveAttribute('href', '/salary');
    await expect(drawer.getByRole('link', { name: 'For Employers' })).toHaveAttribute('href', '/employers');
  });
});
