import { expect, expectPhoneWidthAndAxeClean, test, waitForHydration, type Theme } from '../fixtures';
import { addEmployerSession } from '../support/auth';
import { e2eFixtures } from '../support/fixtures-data';

/**
 * /employers/members in the fixtures' India workspace: its admin (people.e2e, the only admin) adds a
 * member, changes their role and removes them; the API's refusals (another domain, the last admin)
 * show as it words them; a non-admin sees why the list is not theirs. The fixture's own members are
 * left as they are (other specs sign in as them).
 */

const NEW_MEMBER = 'analyst2.e2e@northwind-e2e.com';

test.describe('workspace members', () => {
  test('an admin adds a member as viewer, makes them analyst and removes them; the API’s refusals are shown', async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    await addEmployerSession(context, baseURL, 'admin');
    const { employer } = e2eFixtures();
    await page.goto('/employers/members');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Workspace members' })).toBeVisible();
    await expect(page.getByTestId('workspace-role')).toHaveText('Admin');
    const table = page.getByTestId('members');
    await expect(table.locator(`tr[data-email="${employer.admin.email}"]`)).toBeVisible();

    // Add as a viewer.
    const add = page.getByRole('form', { name: 'Add a member' });
    await add.getByLabel('Work email').fill(NEW_MEMBER);
    await add.getByLabel('Role').selectOption('viewer');
    await add.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByTestId('members-result')).toHaveText(`${NEW_MEMBER} was added as viewer.`);
    const row = table.locator(`tr[data-email="${NEW_MEMBER}"]`);
    await expect(row.getByLabel(`Role of ${NEW_MEMBER}`, { exact: true })).toHaveValue('viewer');
    await expect(row).toContainText('Not signed in yet');

    // Change to analyst.
    await row.getByLabel(`Role of ${NEW_MEMBER}`, { exact: true }).selectOption('analyst');
    await row.getByRole('button', { name: `Save the role of ${NEW_MEMBER}` }).click();
    await expect(page.getByTestId('members-result')).toHaveText(`${NEW_MEMBER} is now analyst.`);
    await expect(row.getByLabel(`Role of ${NEW_MEMBER}`, { exact: true })).toHaveValue('analyst');

    // Remove, after confirming.
    await row.getByRole('button', { name: `Remove ${NEW_MEMBER}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this member?' });
    await expect(dialog).toContainText('signed out everywhere');
    await dialog.getByRole('button', { name: `Remove ${NEW_MEMBER}` }).click();
    await expect(page.getByTestId('members-result')).toHaveText(`${NEW_MEMBER} was removed: their sessions have ended.`);
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId('removed')).toContainText(NEW_MEMBER);

    // Another domain: the API's message.
    await add.getByLabel('Work email').fill('someone@elsewhere-e2e.com');
    await add.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The member was not added' })).toContainText(
      'Members sign in with an email at northwind-e2e.com',
    );

    // The only admin demoting themself: 409, in the API's words.
    const me = table.locator(`tr[data-email="${employer.admin.email}"]`);
    await me.getByLabel(`Role of ${employer.admin.email}`, { exact: true }).selectOption('analyst');
    await me.getByRole('button', { name: `Save the role of ${employer.admin.email}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The role was not changed' })).toContainText(
      'A workspace keeps at least one admin: make someone else admin first',
    );
    await expect(me.getByLabel(`Role of ${employer.admin.email}`, { exact: true })).toHaveValue('admin');
    // The two refusals answered 400 and 409 (the browser logs each); nothing else went wrong.
    expect(consoleErrors).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
      'console.error: Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
  });

  test('a non-admin sees why the member list is not theirs', async ({ page, context, baseURL }) => {
    await addEmployerSession(context, baseURL, 'analyst');
    await page.goto('/employers/members');
    await expect(page.getByTestId('members-refused')).toContainText('Only workspace admins can do this');
    await expect(page.getByRole('form', { name: 'Add a member' })).toHaveCount(0);
  });

  test.describe('on a phone, in both themes', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const theme of ['light', 'cosmic'] as Theme[]) {
      test(`the members screen fits 390 px and passes axe (${theme})`, async ({ page, context, baseURL, gotoWithTheme, consoleErrors }) => {
        await addEmployerSession(context, baseURL, 'admin');
        await gotoWithTheme('/employers/members', theme);
        await expect(page.getByTestId('members')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectPhoneWidthAndAxeClean(page);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
});
