import type { Page } from '@playwright/test';
import { expect, expectPhoneWidthAndAxeClean, expectSentToSignIn, expectShown, test, type Theme } from '../fixtures';
import { addEmployerSession } from '../support/auth';
import { fromOurPage, ownWorkspaceWithBands, uploadPayroll } from '../support/trial-workspace';

/**
 * /merit and /merit/{id} (issue 30; ADR 057). Each journey starts its own trial workspace with a band
 * group of Software Engineering in Bengaluru and a roster of four (a lead, two reports, one of
 * theirs; ratings in words; one hired on 1 July 2025). Without JavaScript an admin is refused an
 * unreadable budget with what was typed kept, creates a 2025 cycle prorated by month with a matrix
 * of the roster's ratings, reads each recommendation as the API has it (the July hire at half),
 * starts the cycle, is refused approving it while recommendations wait, and pauses it. A viewer
 * reads without the form; the list with the form and a cycle's page fit 390 px and pass axe in both themes.
 */

const ROSTER = [
  'Employee ID,Name,Title,Level,Family,Location,Currency,Base,Bonus Target,Equity,Hire Date,Manager ID,Performance Rating',
  'E4,Kiran Das,Engineering Lead,Staff,Software Engineering,Bengaluru,INR,9000000,0,0,2019-01-01,,Exceeds',
  'E1,Asha Rao,Software Engineer II,Mid,Software Engineering,Bengaluru,INR,1800000,0,0,2024-03-01,E4,Meets',
  'E2,Vikram Shah,Software Engineer II,Mid,Software Engineering,Bengaluru,INR,1500000,0,0,2025-07-01,E4,Exceeds',
  'E3,Meera Iyer,Software Engineer,Junior,Software Engineering,Bengaluru,INR,900000,0,0,2021-05-01,E1,Outstanding',
].join('\n');

type ApiRecommendation = {
  id: number;
  employeeId: string;
  proration: number;
  meritPercent: number;
  merit: { raise: number; lump: number };
  newBase: number;
  guideline: { min: number; target: number; max: number } | null;
};

/** An amount as the page writes it: Indian grouping, paise only when there are some. */
function inr(amount: number): string {
  const whole = Math.floor(amount + 1e-9);
  const paise = Math.round((amount - whole) * 100);
  const digits = String(whole);
  const grouped = digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${digits.slice(-3)}`;
  return `₹${grouped}${paise > 0 ? `.${String(paise).padStart(2, '0')}` : ''}`;
}
const percent = (f: number) => `${Math.round(f * 10_000) / 100} %`;

async function apiRecommendations(page: Page, id: number): Promise<ApiRecommendation[]> {
  const answer = await page.request.get(`/api/v1/merit/cycles/${id}/recommendations`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { items: ApiRecommendation[] } }).data.items;
}

/** A cycle made through the API over the roster, with the page's template matrix in the roster's words. */
async function cycleViaApi(page: Page, name: string): Promise<number> {
  const created = await page.request.post('/api/v1/merit/cycles', {
    headers: fromOurPage,
    data: {
      name,
      effectiveDate: '2026-01-01',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
      proration: { kind: 'month' },
      pools: [{ kind: 'merit', name: 'Merit', basis: 'percent', percent: 0.04 }],
      matrix: {
        mode: 'flat',
        bounds: [0.9, 1.0, 1.1],
        ratings: ['Below', 'Meets', 'Exceeds', 'Outstanding'],
        cells: [
          [0, 0, 0, 0],
          [0.035, 0.03, 0.025, 0.02],
          [0.05, 0.04, 0.035, 0.03],
          [0.06, 0.05, 0.04, 0.03],
        ],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

test.describe('merit cycles', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('an admin creates a cycle from the form, reads each recommendation, starts it, is refused approving it and pauses it', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await ownWorkspaceWithBands(page, 'journey', 'merit');
      await uploadPayroll(page, 'roster.csv', ROSTER);
      await page.goto('/merit');
      await expect(page.getByRole('heading', { level: 1, name: 'Merit cycles' })).toBeVisible();
      await expect(page.getByTestId('no-cycles')).toContainText('No merit cycle yet. Set one up below.');

      const form = page.getByTestId('cycle-form');
      await form.getByLabel('Name').fill('FY2025 merit');
      await form.getByLabel('Effective date').fill('2026-01-01');
      await form.getByLabel('Period starts').fill('2025-01-01');
      await form.getByLabel('Period ends').fill('2025-12-31');
      await form.getByLabel('Proration').selectOption({ label: 'By month (whole months in role)' });
      for (const [row, rating] of ['Below', 'Meets', 'Exceeds', 'Outstanding', ''].entries())
        await form.getByLabel(`Rating of row ${row + 1}`).fill(rating);
      // An unreadable budget: the API's words, what was typed kept.
      await form.getByLabel('Merit budget (% of eligible payroll)').fill('lots');
      await form.getByRole('button', { name: 'Create the cycle' }).click();
      await expect(page.getByTestId('cycle-error')).toContainText('body.pools.0.percent: a pool percent must be a number');
      await expect(form.getByLabel('Name')).toHaveValue('FY2025 merit');
      await expect(form.getByLabel('Rating of row 4')).toHaveValue('Outstanding');

      await form.getByLabel('Merit budget (% of eligible payroll)').fill('4');
      await form.getByRole('button', { name: 'Create the cycle' }).click();
      await expectShown(page, /\/merit\/\d+\?done=created$/);
      await expect(page.getByTestId('cycle-done')).toHaveText('Cycle created: everyone eligible has a recommendation from the matrix.');
      await expect(page.getByRole('heading', { level: 1, name: 'FY2025 merit' })).toBeVisible();
      await expect(page.getByTestId('status')).toHaveText('Not started');
      const id = Number(new URL(page.url()).pathname.split('/').at(-1));

      // Each row as the API has it; Vikram, hired on 1 July, gets half the year.
      const recs = await apiRecommendations(page, id);
      expect(recs.map((r) => r.employeeId).sort()).toEqual(['E1', 'E2', 'E3', 'E4']);
      const vikram = recs.find((r) => r.employeeId === 'E2')!;
      expect(vikram.proration).toBe(0.5);
      for (const r of recs) {
        const row = page.getByTestId(`recommendation-${r.employeeId}`);
        await expect(row).toContainText(percent(r.meritPercent));
        await expect(row).toContainText(inr(r.newBase));
        if (r.guideline) await expect(row).toContainText(percent(r.guideline.target));
        if (r.merit.lump > 0) await expect(row).toContainText(`${inr(r.merit.lump)} as a lump sum`);
      }
      await expect(page.getByTestId('recommendation-E2')).toContainText('× 0.5 prorated');
      await expect(page.getByTestId('pools')).toContainText('4 % of the eligible payroll, prorated');

      // Started; approving it while recommendations wait is refused with the API's words; paused.
      await page.getByRole('button', { name: 'Start the cycle' }).click();
      await expectShown(page, `/merit/${id}?done=status`);
      await expect(page.getByTestId('status')).toHaveText('Active');
      await page.getByRole('button', { name: 'Approve the cycle' }).click();
      await expect(page.getByTestId('cycle-refused')).toHaveText(
        '4 of 4 recommendations are not approved yet: the cycle is approved once all are',
      );
      await page.getByRole('button', { name: 'Pause the cycle' }).click();
      await expectShown(page, `/merit/${id}?done=status`);
      await expect(page.getByTestId('status')).toHaveText('Paused');
      await expect(page.getByRole('button', { name: 'Resume the cycle' })).toBeVisible();

      await page.getByRole('link', { name: 'All cycles' }).click();
      await expectShown(page, '/merit');
      await expect(page.getByTestId('cycle-list')).toContainText('FY2025 merit');
      await expect(page.getByTestId('cycle-list')).toContainText('Paused');
    });
  });

  test('a viewer reads without the form', async ({ page, context, baseURL }) => {
    await addEmployerSession(context, baseURL, 'viewer');
    await page.goto('/merit');
    await expect(page.getByRole('heading', { level: 1, name: 'Merit cycles' })).toBeVisible();
    await expect(page.getByTestId('cycle-form')).toHaveCount(0);
  });

  test('a guest is sent to sign in', ({ page }) => expectSentToSignIn(page, '/merit'));

  test.describe('on a phone, in both themes', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const theme of ['light', 'cosmic'] as Theme[]) {
      test(`the list with the form and a cycle's page fit 390 px and pass axe (${theme})`, async ({
        page,
        gotoWithTheme,
        consoleErrors,
      }) => {
        test.setTimeout(60_000);
        await ownWorkspaceWithBands(page, theme, 'merit');
        await uploadPayroll(page, 'roster.csv', ROSTER);
        const id = await cycleViaApi(page, `Phone ${theme}`);
        await gotoWithTheme(`/merit/${id}`, theme);
        await expect(page.getByTestId('recommendation-list').locator('tbody tr')).toHaveCount(4);
        await expectPhoneWidthAndAxeClean(page, `/merit/${id} (${theme})`);
        await gotoWithTheme('/merit', theme);
        await expect(page.getByTestId('cycle-list')).toContainText(`Phone ${theme}`);
        await expectPhoneWidthAndAxeClean(page, `/merit (${theme})`);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
});
