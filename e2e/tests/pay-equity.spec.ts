import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectPhoneWidthAndAxeClean, expectSentToSignIn, expectShown, test, type Theme, waitForHydration } from '../fixtures';
import { addEmployerSession } from '../support/auth';
import { ownTrialWorkspace, uploadPayroll } from '../support/trial-workspace';

/**
 * /compa/pay-equity (issue 29; ADR 055). Each journey starts its own trial workspace (so no other
 * journey's payroll upload can change its figures), uploads the oracle five times over and
 * reads the page: the gaps (median 36.67 %, mean 16.25 %), the adjusted gap (4.17 %), the quartiles,
 * the fix's cost and the EU report, its exports, and a change of factors through the plain form.
 * A viewer is told the page is for analysts and admins.
 */

/** What the site's own pages send with a write (plugins/same-origin.ts). */
const HEADER = 'employee id,title,level,family,location,currency,base,bonus target,equity,hire date,gender';
const oracleCsv = () =>
  [
    HEADER,
    ...[...Array(5)].flatMap((_, i) =>
      (
        [
          [`M1-${i}`, 1, 100_000, 'male'],
          [`W1a-${i}`, 1, 95_000, 'female'],
          [`W1b-${i}`, 1, 95_000, 'female'],
          [`M2a-${i}`, 2, 150_000, 'male'],
          [`M2b-${i}`, 2, 150_000, 'male'],
          [`W2-${i}`, 2, 145_000, 'female'],
        ] as const
      ).map(([id, level, base, gender]) => `${id},Engineer,${level},Software Engineering,Bengaluru,INR,${base},0,0,2023-04-01,${gender}`),
    ),
    'NB1,Engineer,1,Software Engineering,Bengaluru,INR,120000,0,0,2023-04-01,non-binary',
  ].join('\n');

/** A trial workspace of our own (its admin signed in on the page's context) with the oracle as its payroll. */
async function ownWorkspaceWithOracle(page: Page, tag: string) {
  await ownTrialWorkspace(page, 'equity', tag);
  await uploadPayroll(page, 'oracle.csv', oracleCsv());
}

test.describe('pay equity', () => {
  test('an admin reads the gaps, quartiles, adjusted gap, the priced fix and the EU report, downloads them, and changes the factors', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await ownWorkspaceWithOracle(page, 'journey');
    await page.goto('/compa/pay-equity');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay equity' })).toBeVisible();
    await expect(page.getByTestId('rests-on')).toContainText('oracle.csv');
    await expect(page.getByTestId('rests-on')).toContainText('31 people — 15 women and 15 men compared; 1 person non-binary');

    const total = page.getByTestId('gap-table').locator('tr[data-component="total"]');
    await expect(total.getByTestId('annual-mean')).toHaveText('16.25 %');
    await expect(total.getByTestId('annual-median')).toHaveText('36.67 %');
    await expect(page.getByTestId('adjusted-gap')).toContainText('4.17 %');
    await expect(page.getByTestId('adjusted-note')).toContainText('Left out: job family (everyone shares one job family)');

    const quartiles = page.getByTestId('quartile-figures');
    await expect(quartiles).toHaveText([
      'Women 100 % · Men 0 %',
      'Women 37.5 % · Men 62.5 %',
      'Women 57.1 % · Men 42.9 %',
      'Women 0 % · Men 100 %',
    ]);

    await expect(page.getByTestId('way-cheapest').getByTestId('way-cost')).toHaveText('₹64,475');
    await expect(page.getByTestId('way-uniform')).toContainText('15 people raised, 4.4 % each; gap after 0.00 %');
    await expect(page.getByTestId('raises').locator('tbody tr')).toHaveCount(5);

    await expect(page.getByTestId('category-bars').locator('li[data-flagged]')).toHaveCount(1);
    await expect(page.getByTestId('eu-indicators')).toContainText('16.25 % (men paid more)');
    await expect(page.getByTestId('eu-rule')).toContainText('a gap favouring women is flagged too');

    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the report (CSV)' }).click(),
    ]);
    expect(report.suggestedFilename()).toBe('pay-equity-report.csv');
    expect(readFileSync((await report.path())!, 'utf8')).toContain('(a) and (c) Hourly pay,15,15,16.25,36.67');
    const [raises] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('way-cheapest').getByRole('link', { name: 'The raises (CSV)' }).click(),
    ]);
    expect(readFileSync((await raises.path())!, 'utf8')).toContain('Total cost,64475');

    // No factor: the gap of geometric means, said so; the choice is in the URL.
    const form = page.getByRole('form', { name: 'Choices for the adjusted gap and the fix' });
    for (const label of ['Level', 'Job family', 'Location', 'Tenure']) await form.getByLabel(label).uncheck();
    await form.getByRole('button', { name: 'Update' }).click();
    await expectShown(page, /\/compa\/pay-equity\?factors=1&target=0&cap=10$/);
    await expect(page.getByTestId('adjusted-note')).toContainText('No factor used');
    await expect(page.getByTestId('adjusted-gap')).not.toContainText('4.17 %');
    expect(consoleErrors).toEqual([]);
  });

  test('a viewer is told the page is for analysts and admins', async ({ page, context, baseURL }) => {
    await addEmployerSession(context, baseURL, 'viewer');
    await page.goto('/compa/pay-equity');
    await expect(page.getByTestId('viewer-note')).toContainText('analysts and admins only');
    await expect(page.getByTestId('gap-table')).toHaveCount(0);
  });

  test('a guest is sent to sign in', ({ page }) => expectSentToSignIn(page, '/compa/pay-equity'));

  test.describe('on a phone, in both themes', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const theme of ['light', 'cosmic'] as Theme[]) {
      test(`the report fits 390 px and passes axe (${theme})`, async ({ page, gotoWithTheme, consoleErrors }) => {
        test.setTimeout(60_000);
        await ownWorkspaceWithOracle(page, theme);
        await gotoWithTheme('/compa/pay-equity', theme);
        await expect(page.getByTestId('quartile-bars')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectPhoneWidthAndAxeClean(page);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
});
