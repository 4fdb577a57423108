import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAt,
  expectPhoneWidthAndAxeClean,
  expectSentToSignIn,
  expectShown,
  test,
  type Theme,
  waitForHydration,
} from '../fixtures';
import { addEmployerSession } from '../support/auth';
import { ownTrialWorkspace, uploadPayroll } from '../support/trial-workspace';

/**
 * Total rewards statements (issue 29; docs/decisions/056-total-rewards.md): /compa/statements and
 * /compa/statements/{employeeId}. Each journey starts its own trial workspace with a payroll
 * uploaded through the API (no other journey's upload changes its employees). Its admin opens the
 * list and a statement (the total is the API's, India's CTC and gratuity shown), changes the year,
 * downloads the statement and the ticked ones as real PDFs, and saves plan values after a refused
 * field, which the statement then uses. A viewer reads the plan values without the form; the
 * statement fits 390 px and passes axe in both themes.
 */

const PAYROLL = [
  'Employee ID,Name,Title,Level,Family,Location,Currency,Base,Bonus Target,Equity,Equity Type,Equity Units,Vesting,Hire Date',
  'E1,Asha Rao,Software Engineer II,Mid,Software Engineering,Bengaluru,INR,1800000,180000,300000,rsu,400,25/25/25/25,2024-03-01',
  'E2,Vikram Shah,Engineering Manager,Senior,Software Engineering,Pune,INR,4200000,420000,0,,,,2019-07-15',
].join('\n');

/** A trial workspace of our own (its admin signed in on the page's context) with PAYROLL as its payroll. */
async function ownWorkspaceWithPayroll(page: Page, tag: string) {
  await ownTrialWorkspace(page, 'rewards', tag);
  await uploadPayroll(page, 'payroll.csv', PAYROLL);
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const isPdf = (path: string) => readFileSync(path).subarray(0, 5).toString('latin1') === '%PDF-';

test.describe('total rewards statements', () => {
  test('an admin opens the list and a statement, changes the year, downloads PDFs and saves plan values after a refused field', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await ownWorkspaceWithPayroll(page, 'journey');
    await page.goto('/compa/statements');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Total rewards statements' })).toBeVisible();
    await expect(page.getByTestId('employees-source')).toContainText('2 employees from payroll.csv');
    await expect(page.getByTestId('employees-source')).toContainText('Tick up to 100');
    await expect(page.getByTestId('employee-list').locator('tbody tr')).toHaveCount(2);

    await page.getByRole('link', { name: 'Asha Rao' }).click();
    await expectAt(page, '/compa/statements/E1');
    await expect(page.getByRole('heading', { level: 1, name: 'Asha Rao’s total rewards' })).toBeVisible();
    const api = (await (await page.request.get('/api/v1/total-rewards/statements/E1')).json()) as {
      data: { total: number; period: { label: string; start: string }; subtotals: Record<string, number> };
    };
    const { total, period, subtotals } = api.data;
    expect(period.label).toMatch(/^FY \d{4}-\d{2}$/);
    await expect(page.getByTestId('statement-period')).toContainText(period.label);
    expect(digits(await page.getByTestId('statement-total').textContent())).toBe(total);
    expect(subtotals.cash! + subtotals.equity! + subtotals.benefits! + subtotals.perquisites!).toBe(total);
    await expect(page.getByTestId('composition')).toContainText('Cash');
    await expect(page.getByRole('img', { name: /^The total: Cash \d/ })).toBeVisible();
    await expect(page.getByTestId('india-ctc')).toContainText('In hand a month');
    await expect(page.getByTestId('india-ctc')).toContainText('Employer PF');
    await expect(page.getByTestId('gratuity')).toContainText('not payable yet: paid after five years of service');

    // Another year through the plain form: India's financial year by name.
    const year = Number(period.start.slice(0, 4));
    const earlier = `FY ${year - 1}-${String(year % 100).padStart(2, '0')}`;
    await page.getByLabel('Year', { exact: true }).selectOption({ label: earlier });
    await page.getByRole('button', { name: 'Show' }).click();
    await expectAt(page, `/compa/statements/E1?year=${year - 1}`);
    await expect(page.getByTestId('statement-period')).toContainText(earlier);
    await expect(page.getByRole('heading', { level: 2, name: `Total rewards, ${earlier}` })).toBeVisible();

    // The statement as a PDF: a real one, for the year shown.
    const pdfLink = page.getByRole('link', { name: 'Download PDF' });
    await expect(pdfLink).toHaveAttribute('href', `/api/v1/total-rewards/statements/E1/pdf?year=${year - 1}`);
    const answer = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    const [one] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
    expect(one.suggestedFilename()).toMatch(/\.pdf$/);
    expect(isPdf((await one.path())!)).toBe(true);

    // Both ticked on the list, one PDF.
    await page.getByRole('link', { name: 'All statements' }).click();
    await expectAt(page, '/compa/statements');
    await page.getByLabel('Include Asha Rao').check();
    await page.getByLabel('Include Vikram Shah').check();
    const [both] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as one PDF' }).click()]);
    expect(isPdf((await both.path())!)).toBe(true);

    // Plan values: a refused field is named and marked, nothing saved; then saved.
    const plan = page.getByRole('form', { name: 'Plan values' });
    await plan.getByLabel('Insurance premium, ₹ a year').fill('-500');
    await plan.getByRole('button', { name: 'Save plan values' }).click();
    await expect(page.getByTestId('plan-error')).toContainText('Insurance premium: must not be negative');
    await expect(plan.getByLabel('Insurance premium, ₹ a year')).toHaveAttribute('aria-invalid', 'true');
    await expect(plan.getByLabel('Insurance premium, ₹ a year')).toHaveValue('-500');
    await plan.getByLabel('Insurance premium, ₹ a year').fill('25,000');
    await plan.getByLabel('Share price, ₹').fill('500');
    await plan.getByLabel('Perquisite 1', { exact: true }).fill('Meals');
    await plan.getByLabel('Perquisite 1, ₹ a year').fill('24000');
    await plan.getByRole('button', { name: 'Save plan values' }).click();
    await expectAt(page, '/compa/statements?saved=1');
    await expect(page.getByTestId('plan-saved')).toBeVisible();
    await expect(page.getByTestId('plan')).toContainText('Version 1');

    // The statement uses them: the insurance line, the perquisite and the grant's vests at the share price.
    await page.getByRole('link', { name: 'Asha Rao' }).click();
    await expectAt(page, '/compa/statements/E1');
    const lines = page.getByTestId('statement-lines');
    await expect(lines.locator('tbody[data-group="benefits"]')).toContainText('₹25,000');
    await expect(lines.locator('tbody[data-group="perquisites"]')).toContainText('Meals');
    await expect(page.getByTestId('vests').locator('tbody tr').first()).toContainText('₹50,000');
    // The refused save's answer (400, as the page says) is the only error the browser logs.
    expect(consoleErrors).toEqual(['console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });

  test('the bulk PDF keeps the employees ticked on other list pages', async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
    await ownTrialWorkspace(page, 'rewards', 'pages');
    // 101 employees: two list pages of 100, by name.
    const rows = Array.from({ length: 101 }, (_, i) => {
      const n = String(i + 1).padStart(3, '0');
      return `E${n},Person ${n},Software Engineer,Mid,Software Engineering,Bengaluru,INR,1800000,0,0,,,,2024-03-01`;
    });
    await uploadPayroll(page, 'payroll.csv', [PAYROLL.split('\n')[0], ...rows].join('\n'));
    await page.goto('/compa/statements');
    await waitForHydration(page);
    await expect(page.getByTestId('pages')).toContainText('Page 1 of 2');

    await page.getByLabel('Include Person 001').check();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectShown(page, /page=2/);
    await expect(page.getByTestId('pages')).toContainText('Page 2 of 2');
    await expect(page.getByTestId('ticked-elsewhere')).toContainText('ticked on other pages: 1 (E001)');
    await page.getByLabel('Include Person 101').check();

    // Back on page 1 the first tick is still there, and page 2's rides along.
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByTestId('pages')).toContainText('Page 1 of 2');
    await expect(page.getByLabel('Include Person 001')).toBeChecked();
    await expect(page.getByLabel('Include Person 002')).not.toBeChecked();
    await expect(page.getByTestId('ticked-elsewhere')).toContainText('ticked on other pages: 1 (E101)');
    // An untick on this page is kept too: E001 leaves, E002 joins.
    await page.getByLabel('Include Person 001').uncheck();
    await page.getByLabel('Include Person 002').check();

    const [both] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as one PDF' }).click()]);
    const ids = new URL(both.url()).searchParams.get('ids')!.split(',').sort();
    expect(ids).toEqual(['E002', 'E101']);
    const pdf = readFileSync((await both.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // An employee a page: the two ticked, on two pages.
    expect(pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(2);
    expect(consoleErrors).toEqual([]);
  });

  test('a viewer reads the plan values without the form', async ({ page, context, baseURL }) => {
    await addEmployerSession(context, baseURL, 'viewer');
    await page.goto('/compa/statements');
    await expect(page.getByTestId('plan-summary')).toContainText('Insurance premium a year');
    await expect(page.getByRole('button', { name: 'Save plan values' })).toHaveCount(0);
  });

  test('a guest is sent to sign in', ({ page }) => expectSentToSignIn(page, '/compa/statements'));

  test.describe('on a phone, in both themes', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const theme of ['light', 'cosmic'] as Theme[]) {
      test(`the list and a statement fit 390 px and pass axe (${theme})`, async ({ page, gotoWithTheme, consoleErrors }) => {
        test.setTimeout(60_000);
        await ownWorkspaceWithPayroll(page, theme);
        await gotoWithTheme('/compa/statements', theme);
        await expect(page.getByTestId('employee-list')).toBeVisible();
        await expectPhoneWidthAndAxeClean(page, 'list');
        await gotoWithTheme('/compa/statements/E1', theme);
        await expectShown(page, '/compa/statements/E1');
        await expect(page.getByTestId('india-ctc')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectPhoneWidthAndAxeClean(page, 'statement');
        expect(consoleErrors).toEqual([]);
      });
    }
  });
});
