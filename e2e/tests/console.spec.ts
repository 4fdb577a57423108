import { expect, test, waitForHydration } from '../fixtures';

// Hydration mismatches and failed requests surface as console errors.
for (const path of ['/', '/terms-and-conditions', '/privacy-policy']) {
  for (const theme of ['light', 'cosmic'] as const) {
    test(`no console errors on ${path} (${theme})`, async ({ page, consoleErrors, gotoWithTheme }) => {
      await gotoWithTheme(path, theme);
      await page.waitForLoadState('networkidle');
      await waitForHydration(page);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test('no console errors while using the search box', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('search').getByLabel('Company or job title').fill('goo');
  await expect(page.getByRole('option', { name: 'Google', exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the API docs page shows the operations with no console errors (its own policy allows swagger-ui’s inline styles)', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Paysight/ }).first()).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(consoleErrors).toEqual([]);
});

for (const theme of ['light', 'cosmic'] as const) {
  test(`no console errors on /account for a signed-in member (${theme}): the page hydrates as rendered`, async ({ signedInContext }) => {
    const context = await signedInContext('bell', {
      colorScheme: theme === 'cosmic' ? 'dark' : 'light',
      // A visitor far from the server's clock: dates must render the same on both sides.
      timezoneId: theme === 'cosmic' ? 'Asia/Kolkata' : 'America/Los_Angeles',
      locale: theme === 'cosmic' ? 'en-IN' : 'en-US',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/account');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}
