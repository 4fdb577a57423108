import type { Page } from '@playwright/test';
import { axeViolations, expect, PHONE_WIDTH, test, themeSwitch, type Theme } from '../fixtures';
import { A11Y_PAGES as PAGES } from '../support/a11y-pages';

/**
 * Every public page passes axe (the engine behind Lighthouse's accessibility score) in both themes
 * (the light one as loaded, the cosmic one after the footer's switch), on a desktop and on a phone
 * (Lighthouse audits the phone layout): the WCAG 2.0–2.2 A and AA rules, and axe's best practices
 * (Lighthouse scores some of them: heading order, one main landmark, target size, tabindex…).
 * On the phone, nothing is wider than the screen in either theme and the page logs no console error
 * (so feature specs do not check these pages again: fixtures.ts testPhoneWidthAndAxe).
 */
/**
 * The page in the light theme, then in the cosmic one after the footer's switch (as a visitor
 * changes it: the page re-renders in place, charts included), both checked by axe.
 */
async function check(
  page: Page,
  gotoWithTheme: (path: string, theme: Theme) => Promise<unknown>,
  path: string,
  phone?: { consoleErrors: string[] },
) {
  const fitsThePhone = async (theme: Theme) => {
    if (phone)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${theme}: page width`).toBeLessThanOrEqual(PHONE_WIDTH);
  };
  await gotoWithTheme(path, 'light');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  // Lazy parts (charts, the header's account menu) are in before axe looks.
  await page.waitForLoadState('networkidle');
  await fitsThePhone('light');
  const found = await axeViolations(page, 'light');
  await themeSwitch(page).getByText('Cosmic', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The re-render is painted before axe reads colours.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await fitsThePhone('cosmic');
  found.push(...(await axeViolations(page, 'cosmic')));
  expect(found).toEqual([]);
  // The not-found page's own 404 is the one error the browser logs there.
  const ownStatus = (e: string) => path === '/page-not-found' && e.includes('the server responded with a status of 404');
  if (phone) expect(phone.consoleErrors.filter((e) => !ownStatus(e))).toEqual([]);
}

test.describe('accessibility (axe)', () => {
  for (const path of PAGES) {
    test(`${path} (light, cosmic)`, async ({ page, gotoWithTheme }) => {
      await check(page, gotoWithTheme, path);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const path of PAGES) {
      test(`${path} (light, cosmic, 390 px)`, async ({ page, gotoWithTheme, consoleErrors }) => {
        await check(page, gotoWithTheme, path, { consoleErrors });
      });
    }
  });
});
