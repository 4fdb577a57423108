import type { Page } from '@playwright/test';
import { expect, expectPhoneWidthAndAxeClean, open, PHONE_WIDTH, serverHtml, test, testPhoneWidthAndAxe } from '../fixtures';

/**
 * Popular comparisons on the picker, a member's saved comparisons and the people to ask at the
 * compared companies (docs/decisions/051-compare-lists-and-contacts.md). The e2e server runs on
 * the demo data, whose popular comparisons are labelled demo; browsers here are headless, which the
 * counting does not take for visitors, so the list is the demo's.
 */

/** The US's most compared pair in the demo data, and its label. */
const TOP_US = '/us/compare/companies/google--software-engineer--vs--meta--software-engineer';
const TOP_US_LABEL = 'Google vs Meta · Software Engineer';
const TWO_IN = '/in/compare/companies/amazon--software-engineer--vs--nvidia--software-engineer';
const TWO_IN_LABEL = 'Amazon vs Nvidia · Software Engineer';

const saveButton = (page: Page) => page.getByTestId('save-comparison').getByRole('button', { name: 'Save this comparison' });

test.describe('compare lists', () => {
  test('the picker lists popular comparisons before JavaScript, demo ones labelled, none under the privacy floor', async ({ request }) => {
    const html = await serverHtml(request, '/in/compare/companies');
    expect(html).toContain('Popular comparisons');
    expect(html).toContain('Demo data');
    expect(html).toContain('href="/in/compare/companies/infosys--vs--tata-consultancy-services"');
    expect(html).toContain('Infosys vs Tata Consultancy Services');
    expect(html).toContain('Compared 52 times in the last 30 days');
    // Opened on fewer than 5 visitor-days: not listed.
    expect(html).not.toContain('Flipkart vs Meesho');
    // A visitor's comparison page offers sign-in to save it, coming back to it.
    const page = await serverHtml(request, TOP_US);
    expect(page).toContain(`href="/auth/login?returnUrl=${encodeURIComponent(TOP_US)}"`);
    expect(page).toContain('Sign in to save this comparison');
    expect(page).not.toContain('Ask people who work there');
  });

  test('a member opens a popular comparison, saves it, sees who can answer there, finds it on /profile and removes it', async ({
    page,
    openSignedIn,
  }) => {
    await openSignedIn('compare-saver', '/us/compare/companies');
    const popular = page.getByTestId('popular-comparisons');
    await expect(popular.getByRole('link').first()).toHaveText(TOP_US_LABEL);
    await popular.getByRole('link', { name: TOP_US_LABEL }).click();
    await page.waitForURL(`**${TOP_US}`);
    await saveButton(page).click();
    await expect(page.getByTestId('outcome-comparison')).toContainText('Saved: find it in your comparisons on your profile.');
    await expect(page.getByTestId('save-comparison')).toContainText('Saved in your comparisons');

    // People to ask: counts only, under the floor as "fewer than", the demo referrers labelled; asking is a referral request.
    const contacts = page.getByTestId('compare-contacts');
    await expect(contacts.getByTestId('contacts-google')).toContainText('Fewer than 5 members can answer · 6 demo');
    await expect(contacts.getByTestId('contacts-google')).toContainText('Demo data');
    await expect(contacts.getByTestId('contacts-meta')).toContainText('Fewer than 5 members can answer');
    await expect(contacts.getByRole('link', { name: 'Ask at Google' })).toHaveAttribute('href', '/referral?q=Google');

    // Saving it again the other way round keeps one.
    await open(page, '/us/compare/companies/meta--software-engineer--vs--google--software-engineer');
    await expect(page.getByTestId('save-comparison')).toContainText('Saved in your comparisons');

    // On the picker and on /profile; removed from /profile.
    await open(page, '/us/compare/companies');
    await expect(page.getByTestId('saved-comparisons').getByRole('link', { name: TOP_US_LABEL })).toHaveAttribute('href', TOP_US);
    await open(page, '/profile');
    const saved = page.getByTestId('saved-comparisons');
    await expect(saved.getByRole('link', { name: TOP_US_LABEL })).toHaveAttribute('href', TOP_US);
    await saved.getByRole('button', { name: `Remove ${TOP_US_LABEL}` }).click();
    await expect(page.getByTestId('outcome-remove-comparison')).toContainText('Removed from your comparisons.');
    await expect(page.getByTestId('saved-comparisons')).toContainText('None yet');
  });

  test('without JavaScript a member saves a comparison with the plain form and removes it from /profile', async ({ signedInContext }) => {
    const context = await signedInContext('compare-nojs', { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(TWO_IN);
    await saveButton(page).click();
    await expect(page.getByTestId('outcome-comparison')).toContainText('Saved: find it in your comparisons on your profile.');
    await expect(page.getByTestId('save-comparison')).toContainText('Saved in your comparisons');
    await page.goto('/profile');
    const saved = page.getByTestId('saved-comparisons');
    await expect(saved.getByRole('link', { name: TWO_IN_LABEL })).toHaveAttribute('href', TWO_IN);
    await saved.getByRole('button', { name: `Remove ${TWO_IN_LABEL}` }).click();
    await expect(page.getByTestId('outcome-remove-comparison')).toContainText('Removed from your comparisons.');
    await expect(page.getByTestId('saved-comparisons')).not.toContainText(TWO_IN_LABEL);
  });

  testPhoneWidthAndAxe('compare picker', '/in/compare/companies');
  testPhoneWidthAndAxe('comparison (visitor)', TOP_US);

  for (const theme of ['light', 'cosmic'] as const) {
    test(`a member's comparison, picker and profile: nothing wider than a phone, axe passes, no console errors (${theme})`, async ({
      page,
      signInAs,
      gotoWithTheme,
      consoleErrors,
    }) => {
      await signInAs(`compare-${theme}`);
      await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
      await gotoWithTheme(TWO_IN, theme);
      await saveButton(page).click();
      await expect(page.getByTestId('save-comparison')).toContainText('Saved in your comparisons');
      await expect(page.getByTestId('compare-contacts')).toBeVisible();
      await expectPhoneWidthAndAxeClean(page, `comparison ${theme}`);
      for (const path of ['/in/compare/companies', '/profile']) {
        await open(page, path);
        await expect(page.getByTestId('saved-comparisons')).toContainText(TWO_IN_LABEL);
        await expectPhoneWidthAndAxeClean(page, `${path} ${theme}`);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});
