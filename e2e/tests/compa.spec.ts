import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectPhoneWidthAndAxeClean, expectSentToSignIn, expectShown, test, type Theme, waitForHydration } from '../fixtures';
import { addEmployerSession } from '../support/auth';
import { fromOurPage, ownWorkspaceWithBands } from '../support/trial-workspace';

/**
 * /compa (issue 29; ADR 054). Each journey starts its own trial workspace (no other journey's upload
 * changes its roster) with a band group of Software Engineering in Bengaluru made through the API.
 * An admin is refused a bad file with its rows and columns, uploads a good one, sees the roster
 * below-minimum first with its markers, filters it with the plain form, and opens an employee's
 * view, whose figures are the API's. A viewer reads without the upload; the page fits 390 px and
 * passes axe in both themes.
 */

const HEADER = 'Employee ID,Name,Title,Level,Family,Location,Currency,Base,Bonus Target,Equity,Equity Type,Hire Date,Manager ID,FTE';
const GOOD = [
  HEADER,
  'E1,Asha Rao,Software Engineer II,Mid,Software Engineering,Bengaluru,INR,1800000,180000,300000,rsu,2024-03-01,E4,1',
  'E2,Vikram Shah,Software Engineer II,Mid,Software Engineering,Pune,INR,1000000,0,0,,2023-07-15,E4,0.5',
  'E3,Meera Iyer,Software Engineer,Junior,Software Engineering,Bengaluru,INR,200000,0,0,none,2021-05-01,E4,1',
  'E4,Kiran Das,Engineering Lead,Staff,Software Engineering,Bengaluru,INR,9000000,0,0,,2019-01-01,,1',
].join('\n');
const BAD = [
  HEADER,
  'E1,Asha Rao,Software Engineer II,Mid,Software Engineering,Atlantis,INR,1800000,0,0,,2024-03-01,,1',
  'E2,Vikram Shah,Software Engineer II,Mid,Software Engineering,Pune,INR,1000000,0,0,warrants,2023-02-30,,2',
].join('\n');

async function uploadThroughPage(page: Page, name: string, text: string) {
  const form = page.getByRole('form', { name: 'Upload roster' });
  await form.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await form.getByRole('button', { name: 'Upload' }).click();
}

test.describe('compa roster', () => {
  test('an admin is refused a bad file by row and column, uploads the roster, filters it and opens an employee', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await ownWorkspaceWithBands(page, 'journey');
    await page.goto('/compa');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Compa' })).toBeVisible();
    await expect(page.getByText('No roster yet')).toBeVisible();
    // The roster's other views are a link away.
    await expect(page.getByRole('link', { name: 'pay equity report' })).toHaveAttribute('href', '/compa/pay-equity');
    await expect(page.getByRole('link', { name: 'total rewards statement' })).toHaveAttribute('href', '/compa/statements');

    // A bad file: every error by row and column, and nothing kept.
    await uploadThroughPage(page, 'bad.csv', BAD);
    const errors = page.getByTestId('roster-errors');
    await expect(errors).toContainText('The file has 4 errors and nothing was saved');
    await expect(errors.locator('li')).toHaveText([
      'Row 2, location: "Atlantis" is not a metro we have in India',
      'Row 3, hire date: must be a date written YYYY-MM-DD',
      'Row 3, equity type: must be rsu, options, phantom, none or empty',
      'Row 3, fte: must be above 0 and at most 1 (0.5 or 50% for half time)',
    ]);
    await expect(page.getByText('No roster yet')).toBeVisible();

    // The good file: the roster, below-minimum first, with the figures the API gives.
    await uploadThroughPage(page, 'roster.csv', GOOD);
    await expect(page.getByRole('status')).toContainText('4 employees from roster.csv');
    const table = page.getByTestId('roster-table');
    await expect(table.locator('tbody tr')).toHaveCount(4);
    const api = (
      (await (await page.request.get('/api/v1/compa/roster')).json()) as {
        data: {
          roster: {
            employees: {
              employeeId: string;
              id: number;
              band: { compaRatio: number; belowMin: boolean } | null;
              market: { compaRatio: number } | null;
            }[];
          };
        };
      }
    ).data.roster;
    expect(api.employees.map((e) => e.employeeId)).toEqual(
      await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-employee'))),
    );
    const e3 = api.employees.find((e) => e.employeeId === 'E3')!;
    expect(e3.band?.belowMin).toBe(true);
    await expect(table.locator('tr[data-employee="E3"] [data-marker="below"]')).toHaveText('Below minimum');
    await expect(page.getByTestId('roster-source')).toContainText('Bands: Engineering bands, version 1');

    // The plain filter form: Mid only, by name.
    const filters = page.getByRole('form', { name: 'Roster filters' });
    await filters.getByLabel('Level').selectOption({ label: 'Mid' });
    await filters.getByLabel('Sort').selectOption({ label: 'Name' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expectShown(page, /\/compa\?.*level=2.*sort=name/);
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.locator('tbody tr').first()).toHaveAttribute('data-employee', 'E1');

    // An employee's view: the band and the market side by side, as the API has them.
    await table.getByRole('link', { name: 'Asha Rao' }).click();
    await expectShown(page, /employee=\d+/);
    const view = page.getByTestId('employee-view');
    await expect(view.getByRole('heading', { name: 'Asha Rao (E1)' })).toBeVisible();
    const e1 = api.employees.find((e) => e.employeeId === 'E1')!;
    if (e1.band) await expect(view.getByTestId('employee-band-ratio')).toHaveText(e1.band.compaRatio.toFixed(2));
    if (e1.market) await expect(view.getByTestId('employee-market-ratio')).toHaveText(e1.market.compaRatio.toFixed(2));
    await expect(view).toContainText('Engineering bands, version 1');

    // The export of what is shown.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV', exact: true }).last().click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Compa-ratio');
    expect(csv.split('\r\n').filter((l) => l.startsWith('E'))).toHaveLength(2);
    // The refused file's answer is the only error the browser logs.
    expect(consoleErrors).toEqual(['console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });

  test('a viewer reads without the upload', async ({ page, context, baseURL }) => {
    await addEmployerSession(context, baseURL, 'viewer');
    await page.goto('/compa');
    await expect(page.getByRole('heading', { level: 1, name: 'Compa' })).toBeVisible();
    await expect(page.getByText('You are a viewer in this workspace')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Upload roster' })).toHaveCount(0);
  });

  test('a guest is sent to sign in', ({ page }) => expectSentToSignIn(page, '/compa'));

  test.describe('on a phone, in both themes', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const theme of ['light', 'cosmic'] as Theme[]) {
      test(`the roster and an employee's view fit 390 px and pass axe (${theme})`, async ({ page, gotoWithTheme, consoleErrors }) => {
        test.setTimeout(60_000);
        await ownWorkspaceWithBands(page, theme);
        const up = await page.request.post('/api/v1/compa/roster', {
          headers: fromOurPage,
          multipart: { file: { name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(GOOD) } },
        });
        expect(up.ok(), await up.text()).toBe(true);
        const id = ((await up.json()) as { data: { roster: { employees: { id: number }[] } } }).data.roster.employees[0]!.id;
        await gotoWithTheme(`/compa?groupBy=manager&employee=${id}`, theme);
        await expect(page.getByTestId('employee-view')).toBeVisible();
        await expect(page.getByTestId('roster-groups')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectPhoneWidthAndAxeClean(page);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
});
