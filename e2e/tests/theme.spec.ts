import type { Page } from '@playwright/test';
import { colorScheme, expect, schemeOf, storedTheme, test, themeLog, themeSwitch, waitForHydration, type Theme } from '../fixtures';

// Times are given in UTC and the browser runs in UTC, so the hour the page sees is the hour written here.
test.use({ timezoneId: 'UTC' });

const LIGHT_HOUR = new Date('2026-01-15T14:00:00Z');
const COSMIC_HOUR = new Date('2026-01-15T20:00:00Z');

async function expectNoFlash(page: Page, theme: Theme) {
  const log = await themeLog(page);
  expect(log, 'theme recorder installed').not.toBeNull();
  // Already right before the body is parsed, and never anything else afterwards (hydration included).
  expect(log?.atFirstBody).toBe(schemeOf(theme));
  for (const value of log?.afterBody ?? []) expect(value).toBe(schemeOf(theme));
}

const themeLabel = (theme: Theme) => (theme === 'cosmic' ? 'Cosmic' : 'Light');

/** The page is in `theme`: its color scheme, and the footer switch's choice. */
async function expectTheme(page: Page, theme: Theme) {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', schemeOf(theme));
  await expect(themeSwitch(page).getByRole('radio', { name: themeLabel(theme) })).toBeChecked();
}

/** Chooses `theme` in the footer switch: it applies at once, is stored, and stays after a reload without a flash. */
async function chooseTheme(page: Page, theme: Theme) {
  await themeSwitch(page).getByText(themeLabel(theme), { exact: true }).click();
  await expectTheme(page, theme);
  expect(await storedTheme(page)).toBe(theme);

  await page.reload();
  await waitForHydration(page);
  await expectTheme(page, theme);
  await expectNoFlash(page, theme);
}

test.describe('theme', () => {
  for (const [name, hour, theme] of [
    ['with no stored choice, 14:00 is light', LIGHT_HOUR, 'light'],
    ['with no stored choice, 20:00 is cosmic, without a light flash', COSMIC_HOUR, 'cosmic'],
  ] as const) {
    test(name, async ({ page, gotoWithTheme }) => {
      await page.clock.setFixedTime(hour);
      await gotoWithTheme('/', null);
      await expectTheme(page, theme);
      await expectNoFlash(page, theme);
      expect(await storedTheme(page)).toBeNull();
    });
  }

  test('the light window is 13:00 to 16:59', async ({ page }) => {
    for (const [time, expected] of [
      ['12:59:59', 'dark'],
      ['13:00:00', 'light'],
      ['16:59:59', 'light'],
      ['17:00:00', 'dark'],
    ] as const) {
      await page.clock.setFixedTime(new Date(`2026-01-15T${time}Z`));
      await page.goto('/terms-and-conditions');
      await waitForHydration(page);
      expect(await colorScheme(page), `at ${time}`).toBe(expected);
    }
  });

  test.describe('in India', () => {
    test.use({ timezoneId: 'Asia/Kolkata' });
    test('the hour is the visitor’s local hour', async ({ page, gotoWithTheme }) => {
      // 09:00 UTC is 14:30 in India: light there, although UTC would say cosmic.
      await page.clock.setFixedTime(new Date('2026-01-15T09:00:00Z'));
      await gotoWithTheme('/', null);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
      await expectNoFlash(page, 'light');
    });
  });

  test('choosing Cosmic switches at once and persists across reloads', async ({ page, gotoWithTheme }) => {
    await page.clock.setFixedTime(LIGHT_HOUR);
    await gotoWithTheme('/', null);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

    await chooseTheme(page, 'cosmic');

    // And on another page.
    await page.goto('/privacy-policy');
    await waitForHydration(page);
    expect(await colorScheme(page)).toBe('dark');
  });

  test('choosing Light persists across reloads, even in the cosmic hours', async ({ page, gotoWithTheme }) => {
    await page.clock.setFixedTime(COSMIC_HOUR);
    await gotoWithTheme('/', 'cosmic');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await chooseTheme(page, 'light');
  });

  test('a stored Cosmic choice wins over the light hours, with no flash', async ({ page, gotoWithTheme }) => {
    await page.clock.setFixedTime(LIGHT_HOUR);
    await gotoWithTheme('/privacy-policy', 'cosmic');
    await expectTheme(page, 'cosmic');
    await expectNoFlash(page, 'cosmic');
  });
});
