import type { Page } from '@playwright/test';
import { expect, expectShown, spendDailySearches, test, waitForAccountMenu, waitForHydration } from '../fixtures';

const TITLE_IN = '/in/salary/software-engineer';
const median = (page: Page) => page.getByTestId('salary-median');

test.describe('pricing', () => {
  test('a visitor sees the region’s plans in its currency, with tax, in test mode; buying asks to sign in first', async ({ page }) => {
    await page.goto('/pricing?region=in');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans for India');
    await expect(page.getByTestId('test-mode')).toContainText('Test mode — no money moves');
    const yearly = page.getByTestId('plan-premium-yearly');
    await expect(yearly).toContainText('₹3,999');
    await expect(yearly).toContainText('GST 18% (included)');
    await expect(yearly).toContainText('Best value');
    await expect(page.getByTestId('product-credits-50')).toContainText('₹499');
    await expect(page.getByRole('heading', { name: 'Enterprise' })).toBeVisible();

    await page.getByTestId('region-us').click();
    await expectShown(page, /\/pricing\?region=us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans for United States');
    await expect(page.getByTestId('plan-premium-monthly')).toContainText('$19');

    await waitForHydration(page);
    await page.getByTestId('buy-premium-monthly').click();
    await expectShown(page, /\/auth\/login\?returnUrl=%2Fpricing%3Fregion%3Dus$/);
  });

  test('Upgrade → pay in test mode → back on the page with premium: no Upgrade, no limit, the bell rings, a receipt', async ({
    page,
    openSignedIn,
  }) => {
    await openSignedIn('premium');

    // Past the daily limit (3 pages in e2e): a fourth page opens the security check, which offers Upgrade.
    await spendDailySearches(page, [TITLE_IN, '/us/salary/google--software-engineer', '/us/salary/software-engineer'], median);
    const limited = '/in/salary/data-scientist';
    expect((await page.goto(limited))?.status()).toBe(429);
    const dialog = page.getByRole('dialog', { name: 'Security check' });
    await dialog.getByRole('link', { name: 'Upgrade' }).click();
    await expectShown(page, `/pricing?returnUrl=${encodeURIComponent(limited)}`);

    await waitForHydration(page);
    await page.getByTestId('buy-premium-yearly').click();
    await expectShown(page, /\/checkout\/test\/sbx_/);
    await expect(page.getByTestId('test-mode')).toContainText('Test mode — no money moves');
    await expect(page.getByTestId('total')).toHaveText('₹3,999');
    await page.getByTestId('pay').click();

    // Back where the member was, now with figures and without the Upgrade button.
    await page.waitForURL((url) => `${url.pathname}${url.search}` === limited, { timeout: 15_000 });
    await expect(median(page)).toBeVisible();
    await waitForAccountMenu(page);
    await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
    // The confirmation arrives in the bell, with a toast.
    await expect(page.getByRole('alert').filter({ hasText: 'Premium' }).first()).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: /Notifications, 1 unread/ })).toBeVisible();

    // No daily limit any more.
    for (const path of ['/us/salary/data-scientist', '/in/salary/amazon--software-engineer', `${TITLE_IN}?yoe=5-7`]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
    }

    // The account shows the plan and the receipt, whose PDF downloads.
    await page.goto('/account');
    await expect(page.getByTestId('premium-until')).toBeVisible();
    await expect(page.getByTestId('subscription')).toContainText('Premium yearly');
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toHaveCount(1);
    await expect(receipt).toContainText('₹3,999');
    const href = await receipt.getByRole('link', { name: /Download receipt/ }).getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');

    // Cancelling keeps premium to the end of the paid year.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Cancel renewal' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'stops renewing' })).toBeVisible();
    await expect(page.getByTestId('subscription')).toContainText('Cancelled: premium runs until');
    await expect(page.getByTestId('premium-until')).toBeVisible();
  });

  test('a declined test payment grants nothing and says so', async ({ page, signInAs }) => {
    await signInAs('declined');
    await page.goto('/pricing?region=us');
    await waitForHydration(page);
    await page.getByTestId('buy-credits-50').click();
    await expectShown(page, /\/checkout\/test\/sbx_/);
    await page.getByTestId('fail').click();
    await expect(page.getByTestId('failed')).toBeVisible();
    await page.goto('/account');
    await expect(page.getByTestId('credit-balance')).toHaveText('0');
    await expect(page.getByText('No payments yet.')).toBeVisible();
  });
});
