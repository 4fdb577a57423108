import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PUBLIC_PAGES } from '../../apps/server/src/modules/site/sitemap-pages';
import { expect, test, themeSwitch, type Theme } from '../fixtures';

/**
 * Every public page passes axe (the engine behind Lighthouse's accessibility score) in both themes
 * (the light one as loaded, the cosmic one after the footer's switch), on a desktop and on a phone
 * (Lighthouse audits the phone layout): the WCAG 2.0–2.2 A and AA rules, and axe's best practices
 * (Lighthouse scores some of them: heading order, one main landmark, target size, tabindex…).
 */
const PAGES = [
  // The sitemap's pages: a page added there is checked here too.
  ...PUBLIC_PAGES.map((p) => p.path),
  '/us/salary/google--software-engineer',
  '/in/salary/software-engineer',
  '/in/company/google',
  '/us/compare/companies/google--vs--meta',
  '/in/compare/companies/amazon--software-engineer--vs--nvidia--software-engineer',
  '/us/compare/companies',
  // A WARN notice's page (layoffs.spec.ts checks it is one).
  '/layoffs/1',
  '/auth/login',
  '/auth/request-password',
  '/page-not-found',
];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * One line per failing element: theme, rule, what it checks, where, and axe's reason. Axe lists only
 * violations in full (resultTypes): the passes it would otherwise collect node by node are not read.
 */
async function violations(page: Page, theme: Theme) {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (node) => `${theme}: ${v.id} (${v.help}): ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
    ),
  );
}

/**
 * The page in the light theme, then in the cosmic one after the footer's switch (as a visitor
 * changes it: the page re-renders in place, charts included), both checked by axe.
 */
async function check(page: Page, gotoWithTheme: (path: string, theme: Theme) => Promise<unknown>, path: string) {
  await gotoWithTheme(path, 'light');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  // Lazy parts (charts, the header's account menu) are in before axe looks.
  await page.waitForLoadState('networkidle');
  const found = await violations(page, 'light');
  await themeSwitch(page).getByText('Cosmic', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The re-render is painted before axe reads colours.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  found.push(...(await violations(page, 'cosmic')));
  expect(found).toEqual([]);
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
      test(`${path} (light, cosmic, 390 px)`, async ({ page, gotoWithTheme }) => {
        await check(page, gotoWithTheme, path);
      });
    }
  });
});
