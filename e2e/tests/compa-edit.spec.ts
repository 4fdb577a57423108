import type { Locator, Page } from '@playwright/test';
import { expect, expectPhoneWidthAndAxeClean, expectShown, test, type Theme, waitForHydration } from '../fixtures';
import { addEmployerSession } from '../support/auth';
import { fromOurPage, ownWorkspaceWithBands } from '../support/trial-workspace';

/**
 * /compa's add and edit forms (issue 29; ADR 054): plain POST forms for analysts and admins. Each
 * journey starts its own trial workspace with a band group of Software Engineering in Bengaluru and
 * a small roster uploaded through the API. An admin adds an employee (in the roster, their figures
 * the API's), edits their base and sees the compa-ratio change; a refusal shows the API's message
 * with what was typed kept, for the add form and the edit form. The same works without JavaScript;
 * the open forms fit 390 px and pass axe in both themes.
 */

const ROSTER = [
  'Employee ID,Name,Title,Level,Family,Location,Currency,Base,Bonus Target,Equity,Hire Date,Manager ID,Gender',
  'E1,Asha Rao,Software Engineer II,Mid,Software Engineering,Bengaluru,INR,1800000,180000,0,2024-03-01,E4,female',
  'E4,Kiran Das,Engineering Lead,Staff,Software Engineering,Bengaluru,INR,9000000,0,0,2019-01-01,,male',
].join('\n');

type ApiEmployee = { id: number; employeeId: string; base: number; band: { compaRatio: number } | null; gender?: string | null };

async function workspaceWithRoster(page: Page, tag: string) {
  await ownWorkspaceWithBands(page, tag, 'compaedit');
  const up = await page.request.post('/api/v1/compa/roster', {
    headers: fromOurPage,
    multipart: { file: { name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(ROSTER) } },
  });
  expect(up.ok(), await up.text()).toBe(true);
  return ((await up.json()) as { data: { roster: { employees: ApiEmployee[] } } }).data.roster.employees;
}

async function apiEmployee(page: Page, id: number): Promise<ApiEmployee> {
  const answer = await page.request.get(`/api/v1/compa/employees/${id}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { employee: ApiEmployee } }).data.employee;
}

/** The fields of a new employee, filled through their labels as a person would. */
async function fillNewEmployee(form: Locator, who: { id: string; name: string; base: string }) {
  await form.getByRole('textbox', { name: 'Employee ID', exact: true }).fill(who.id);
  await form.getByLabel('Name', { exact: true }).fill(who.name);
  await form.getByLabel('Title').fill('Software Engineer II');
  await form.getByLabel('Level').selectOption({ label: '2 · Mid' });
  await form.getByLabel('Job family').selectOption({ label: 'Software Engineering' });
  await form.getByLabel('Location').fill('Bengaluru');
  await form.getByLabel('Manager’s employee ID').fill('E4');
  await form.getByLabel('Base pay a year').fill(who.base);
  await form.getByLabel('Hire date').fill('2025-04-01');
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
}

test.describe('compa: one employee added and edited by hand', () => {
  test('an admin adds an employee, edits their base and sees the compa-ratio change; refusals keep what was typed', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await workspaceWithRoster(page, 'journey');
    await page.goto('/compa?sort=name');
    await waitForHydration(page);

    // A refusal: an employee id already on the roster. The API's words, and every field as typed.
    const add = page.getByRole('form', { name: 'Add an employee' });
    await page.getByTestId('add-employee').getByText('One employee by hand').click();
    await fillNewEmployee(add, { id: 'E1', name: 'Ravi Kumar', base: '20 lakhs' });
    await add.getByRole('button', { name: 'Add the employee' }).click();
    await expect(add.getByRole('alert')).toContainText('Employee id "E1" is already on the roster (each employee once)');
    await expect(add.getByRole('textbox', { name: 'Employee ID', exact: true })).toHaveValue('E1');
    await expect(add.getByLabel('Name', { exact: true })).toHaveValue('Ravi Kumar');
    await expect(add.getByLabel('Base pay a year')).toHaveValue('20 lakhs');
    await expect(add.getByLabel('Job family')).toHaveValue('software-engineering');
    await expect(add.getByLabel('Gender')).toHaveValue('female');

    // Corrected and added: the employee opens with the page's sort kept, and is on the roster.
    await add.getByRole('textbox', { name: 'Employee ID', exact: true }).fill('E5');
    await add.getByRole('button', { name: 'Add the employee' }).click();
    await expectShown(page, /\/compa\?sort=name&employee=\d+&saved=added/);
    await expect(page.getByTestId('employee-saved')).toContainText('Ravi Kumar is on the roster');
    const view = page.getByTestId('employee-view');
    await expect(view.getByRole('heading', { name: 'Ravi Kumar (E5)' })).toBeVisible();
    await expect(page.getByTestId('roster-table').locator('tr[data-employee="E5"]')).toContainText('₹20,00,000');
    const id = Number(new URL(page.url()).searchParams.get('employee'));
    const added = await apiEmployee(page, id);
    expect(added).toMatchObject({ employeeId: 'E5', base: 2_000_000, gender: 'female' });
    expect(added.band).not.toBeNull();
    await expect(view.getByTestId('employee-band-ratio')).toHaveText(added.band!.compaRatio.toFixed(2));

    // The edit form holds the saved values; a refusal names the field and keeps what was typed.
    await view.getByText('Edit', { exact: true }).click();
    const edit = page.getByRole('form', { name: 'Edit Ravi Kumar' });
    await expect(edit.getByLabel('Base pay a year')).toHaveValue('2000000');
    await expect(edit.getByLabel('Level')).toHaveValue('2');
    await expect(edit.getByLabel('Manager’s employee ID')).toHaveValue('E4');
    await edit.getByLabel('Location').fill('Atlantis');
    await edit.getByLabel('Base pay a year').fill('26 lakhs');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByRole('alert')).toContainText('location: "Atlantis" is not a metro we have in India');
    await expect(edit.getByLabel('Location')).toHaveValue('Atlantis');
    await expect(edit.getByLabel('Base pay a year')).toHaveValue('26 lakhs');
    expect((await apiEmployee(page, id)).base).toBe(2_000_000);

    // Saved: the employee's figures are the new ones, and the compa-ratio moved with the base.
    await edit.getByLabel('Location').fill('Bengaluru');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectShown(page, /employee=\d+&saved=edited/);
    await expect(page.getByTestId('employee-saved')).toContainText('Changes saved');
    const edited = await apiEmployee(page, id);
    expect(edited.base).toBe(2_600_000);
    expect(edited.band!.compaRatio).toBeGreaterThan(added.band!.compaRatio);
    expect(edited.band!.compaRatio / added.band!.compaRatio).toBeCloseTo(1.3, 2);
    await expect(view.getByTestId('employee-band-ratio')).toHaveText(edited.band!.compaRatio.toFixed(2));
    await expect(view).toContainText('₹26,00,000');
    await expect(page.getByTestId('employee-edited')).toContainText('Edited by hand');
    await expect(page.getByTestId('roster-table').locator('tr[data-employee="E5"]')).toContainText(edited.band!.compaRatio.toFixed(2));
    await view.getByText('Edit', { exact: true }).click();
    await expect(page.getByRole('form', { name: 'Edit Ravi Kumar' }).getByLabel('Base pay a year')).toHaveValue('2600000');

    // The two refusals' answers (409 and 400, as the forms say) are the only errors the browser logs.
    expect(consoleErrors).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 409 (Conflict)',
      'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });

  test('a viewer gets neither form', async ({ page, context, baseURL }) => {
    await addEmployerSession(context, baseURL, 'viewer');
    const roster = (await (await page.request.get('/api/v1/compa/roster')).json()) as {
      data: { roster: { employees: { id: number }[] } | null };
    };
    const first = roster.data.roster?.employees[0];
    await page.goto(first ? `/compa?employee=${first.id}` : '/compa');
    await expect(page.getByRole('heading', { level: 1, name: 'Compa' })).toBeVisible();
    if (first) await expect(page.getByTestId('employee-view')).toBeVisible();
    await expect(page.getByTestId('add-employee')).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Add an employee' })).toHaveCount(0);
    await expect(page.getByTestId('employee-edit')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the forms post and answer as plain HTML: a refusal keeps what was typed, a save shows the new figures', async ({ page }) => {
      test.setTimeout(90_000);
      const roster = await workspaceWithRoster(page, 'nojs');
      const asha = roster.find((e) => e.employeeId === 'E1')!;
      await page.goto('/compa');
      const add = page.getByRole('form', { name: 'Add an employee' });
      await page.getByTestId('add-employee').getByText('One employee by hand').click();
      await fillNewEmployee(add, { id: 'E6', name: 'Neha Singh', base: 'a lot' });
      await add.getByRole('button', { name: 'Add the employee' }).click();
      await expect(add.getByRole('alert')).toContainText('body.base: base must be a number');
      await expect(add.getByLabel('Name', { exact: true })).toHaveValue('Neha Singh');
      await expect(add.getByLabel('Base pay a year')).toHaveValue('a lot');
      await add.getByLabel('Base pay a year').fill('15,00,000');
      await add.getByRole('button', { name: 'Add the employee' }).click();
      await expectShown(page, /employee=\d+&saved=added/);
      await expect(page.getByTestId('employee-view').getByRole('heading', { name: 'Neha Singh (E6)' })).toBeVisible();

      await page.goto(`/compa?employee=${asha.id}`);
      const view = page.getByTestId('employee-view');
      await view.getByText('Edit', { exact: true }).click();
      const edit = page.getByRole('form', { name: 'Edit Asha Rao' });
      await expect(edit.getByLabel('Gender')).toHaveValue('female');
      await edit.getByLabel('Base pay a year').fill('2160000');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expectShown(page, new RegExp(`employee=${asha.id}&saved=edited`));
      const edited = await apiEmployee(page, asha.id);
      expect(edited.base).toBe(2_160_000);
      expect(edited.band!.compaRatio).toBeCloseTo(asha.band!.compaRatio * 1.2, 2);
      await expect(view.getByTestId('employee-band-ratio')).toHaveText(edited.band!.compaRatio.toFixed(2));
      // Nothing else changed: the employee's other columns went back as they were.
      expect(edited.gender).toBe('female');
    });
  });

  test.describe('on a phone, in both themes', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const theme of ['light', 'cosmic'] as Theme[]) {
      test(`the open add and edit forms fit 390 px and pass axe, a refusal too (${theme})`, async ({
        page,
        gotoWithTheme,
        consoleErrors,
      }) => {
        test.setTimeout(60_000);
        const roster = await workspaceWithRoster(page, theme);
        await gotoWithTheme(`/compa?employee=${roster[0]!.id}`, theme);
        await page.getByTestId('employee-view').getByText('Edit', { exact: true }).click();
        await page.getByTestId('add-employee').getByText('One employee by hand').click();
        await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();
        await expect(page.getByRole('form', { name: 'Add an employee' })).toBeVisible();
        await expectPhoneWidthAndAxeClean(page, 'forms');
        const add = page.getByRole('form', { name: 'Add an employee' });
        await fillNewEmployee(add, { id: 'E1', name: 'Ravi Kumar', base: '20 lakhs' });
        await add.getByRole('button', { name: 'Add the employee' }).click();
        await expect(add.getByRole('alert')).toContainText('already on the roster');
        await expectPhoneWidthAndAxeClean(page, 'refused');
        expect(consoleErrors).toEqual(['console.error: Failed to load resource: the server responded with a status of 409 (Conflict)']);
      });
    }
  });
});
