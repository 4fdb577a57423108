import type { Page } from '@playwright/test';
import { expect, expectPhoneWidthAndAxeClean, expectShown, PHONE_WIDTH, test, THEME_STORAGE_KEY, waitForHydration } from '../fixtures';

/**
 * The offer's sharing, said once and chosen by the member: the form says what counting shares and
 * offers the switch (off until turned on); each offer shows the choice and can change it, and the
 * salary figures follow (the offer's anonymised record comes and goes).
 */

const COUNT = 'Count my offer in salary figures (anonymously)';

async function solveCaptcha(page: Page) {
  const widget = page.locator('altcha-widget');
  await widget.getByText("I'm not a robot").click();
  await expect(widget.getByText('Verified')).toBeVisible({ timeout: 30_000 });
}

const sharedAs = async (page: Page) =>
  ((await (await page.request.get('/api/v1/offers')).json()).data.offers as { countInFigures: boolean; sharedAs: string }[])[0];

test('an offer counted by choice, then no longer: the page says which, and the figures follow', async ({
  page,
  openSignedIn,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await openSignedIn('offer-choice', '/offers');
  const form = page.getByRole('form', { name: 'Add an offer' });

  // One plain statement, no contradiction; the switch starts off.
  await expect(form.getByText('Your offer and its analysis are yours alone, unless you choose to count it.')).toBeVisible();
  await expect(page.getByText('Your offer stays private to you')).toHaveCount(0);
  const choice = form.getByRole('switch', { name: COUNT });
  await expect(choice).not.toBeChecked();

  await form.getByRole('combobox', { name: 'Company', exact: true }).fill('Google');
  await form.getByRole('combobox', { name: 'Title', exact: true }).fill('Software Engineer');
  await form.getByRole('combobox', { name: 'City', exact: true }).fill('Bengaluru');
  await form.getByLabel('Fixed pay per year (base)').fill('2450000');
  await choice.check();
  await solveCaptcha(page);
  await form.getByRole('button', { name: 'Add the offer' }).click();
  await expectShown(page, /\/offers\?compare=[0-9a-f-]{36}#offer-/);

  const sharing = page.getByTestId('offer-sharing').first();
  await expect(sharing.getByRole('switch', { name: COUNT })).toBeChecked();
  await expect(sharing).toContainText('Counted, anonymously, in the salary figures.');
  expect(await sharedAs(page)).toEqual(expect.objectContaining({ countInFigures: true, sharedAs: 'published' }));

  // The member changes their mind: the record leaves the figures.
  await waitForHydration(page);
  await sharing.getByRole('switch', { name: COUNT }).uncheck();
  await sharing.getByRole('button', { name: 'Save this choice' }).click();
  await expect(page.getByTestId('offer-sharing').first()).toContainText('Not counted in the salary figures.');
  await expect(page.getByTestId('offer-sharing').first().getByRole('switch', { name: COUNT })).not.toBeChecked();
  expect(await sharedAs(page)).toEqual(expect.objectContaining({ countInFigures: false, sharedAs: 'not-shared' }));
  expect(consoleErrors).toEqual([]);

  // The page with an offer and both sharing texts: phone width, axe, no console errors, both themes.
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  for (const theme of ['light', 'cosmic'] as const) {
    await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), { key: THEME_STORAGE_KEY, value: theme });
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme === 'cosmic' ? 'dark' : 'light');
    await page.getByText('Add an offer', { exact: true }).click();
    await expectPhoneWidthAndAxeClean(page, `/offers (${theme})`);
  }
  expect(consoleErrors).toEqual([]);
});
