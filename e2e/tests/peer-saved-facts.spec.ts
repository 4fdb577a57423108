import type { Page } from '@playwright/test';
import { expect, expectShown, open, test } from '../fixtures';
import { addEmployerSession } from '../support/auth';

/**
 * The workspace's size and funding stage, saved on /peer for its suggested peers: a plain POST form,
 * so it saves before JavaScript loads, and the suggestions use it on every later visit.
 */
const savedForm = (page: Page) => page.getByRole('form', { name: 'Your workspace’s size and funding stage' });
const firstSuggestion = (page: Page) => page.getByTestId('suggested-peers').getByRole('listitem').first();

async function save(page: Page, sizeBand: string, fundingStage: string) {
  const form = savedForm(page);
  await form.getByLabel('Saved size').selectOption(sizeBand);
  await form.getByLabel('Saved funding stage').selectOption(fundingStage);
  await form.getByRole('button', { name: 'Save for the workspace' }).click();
}

test.describe('/peer: the workspace’s saved size and funding stage', () => {
  // Both save journeys change the one fixture workspace: one after the other.
  test.describe.configure({ mode: 'serial' });

  test('with JavaScript the same form saves without leaving the page, and the suggestions follow', async ({ page, context, baseURL }) => {
    await addEmployerSession(context, baseURL, 'admin');
    await open(page, '/peer?tab=groups');
    await save(page, '201-1000', 'series-d+');
    await expect(page.getByTestId('peer-facts-result')).toContainText('Saved');
    await expect(page.getByTestId('saved-peer-facts-line')).toContainText('Saved: 201-1000 employees, Series D and later');
    await expect(firstSuggestion(page)).toContainText('Same size (201-1000 people)');
    await page.reload();
    await expect(firstSuggestion(page)).toContainText('Same size (201-1000 people)');
    await save(page, '', '');
    await expect(page.getByTestId('saved-peer-facts-line')).toContainText('Nothing saved yet');
    await expect(firstSuggestion(page)).toContainText('Among the companies with the most records');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('an analyst saves them with the plain form, and after a reload the suggestions are ranked on them', async ({
      page,
      context,
      baseURL,
    }) => {
      await addEmployerSession(context, baseURL, 'analyst');
      await page.goto('/peer?tab=groups');
      // The workspace's company is not in the catalogue: nothing known, the largest record holders.
      await expect(firstSuggestion(page)).toContainText('Among the companies with the most records');

      await save(page, '201-1000', 'series-d+');
      await expect(page.getByTestId('peer-facts-result')).toContainText('Saved');
      await expectShown(page, /\/peer\?tab=groups$/);

      await page.reload();
      await expect(page.getByTestId('saved-peer-facts-line')).toContainText('Saved: 201-1000 employees, Series D and later');
      await expect(savedForm(page).getByLabel('Saved size')).toHaveValue('201-1000');
      await expect(savedForm(page).getByLabel('Saved funding stage')).toHaveValue('series-d+');
      await expect(firstSuggestion(page)).toContainText('Same size (201-1000 people), same funding stage (Series D or later)');

      // Cleared again, the suggestions go back to the largest record holders (the answer to the post is in before the reload).
      await save(page, '', '');
      await expect(page.getByTestId('saved-peer-facts-line')).toContainText('Nothing saved yet');
      await page.reload();
      await expect(page.getByTestId('saved-peer-facts-line')).toContainText('Nothing saved yet');
      await expect(firstSuggestion(page)).toContainText('Among the companies with the most records');
    });
  });

  test('a viewer reads the saved values but has no form to change them', async ({ page, context, baseURL }) => {
    await addEmployerSession(context, baseURL, 'viewer');
    await open(page, '/peer?tab=groups');
    await expect(page.getByTestId('saved-peer-facts')).toBeVisible();
    await expect(savedForm(page)).toHaveCount(0);
  });
});
