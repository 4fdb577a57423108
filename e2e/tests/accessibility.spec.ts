import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PUBLIC_PAGES } from '../../apps/server/src/modules/site/sitemap-pages';
import { expect, test, type Theme } from '../fixtures';

/**
 * Every public page passes axe (the engine behind Lighthouse's accessibility score) in both
 * themes, on a desktop and on a phone (Lighthouse audits the phone layout): the WCAG 2.0–2.2 A and
 * AA rules, and axe's best practices (Lighthouse scores some of them: heading order, one main
 * landmark, target size, tabindex…).
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
  '/auth/login',
  '/auth/request-password',
  '/page-not-found',
];
const THEMES: Theme[] = ['light', 'cosmic'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** One line per failing element: rule, what it checks, where, and axe's reason. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.help}): ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`),
  );
}

async function check(page: Page, gotoWithTheme: (path: string, theme: Theme) => Promise<unknown>, path: string, theme: Theme) {
  await gotoWithTheme(path, theme);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme === 'cosmic' ? 'dark' : 'light');
  // Lazy parts (charts, the header's account menu) are in before axe looks.
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
}

test.describe('accessibility (axe)', () => {
  for (const theme of THEMES) {
    for (const path of PAGES) {
      test(`${path} (${theme})`, async ({ page, gotoWithTheme }) => {
        await check(page, gotoWithTheme, path, theme);
      });
    }
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const theme of THEMES) {
      for (const path of PAGES) {
        test(`${path} (${theme}, 390 px)`, async ({ page, gotoWithTheme }) => {
          await check(page, gotoWithTheme, path, theme);
        });
      }
    }
  });
});
