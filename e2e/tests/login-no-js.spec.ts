import { CLIENT_MESSAGES } from '@paysight/contract/core';
import { expect, test } from '../fixtures';
import { uniqueEmail } from '../support/auth';
import { linkIn, waitForMail } from '../support/mail';

/**
 * The login card's email form before JavaScript loads: an ordinary POST to /auth/login, whose
 * action asks for the link and answers the card's next step. The address never goes into a URL.
 */
test.describe('/auth/login without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the email form sends the link and shows the next step; the address is never in the URL', async ({ page }) => {
    const email = uniqueEmail('nojs');
    await page.goto('/auth/login?returnUrl=%2Foffers');
    await page.getByPlaceholder('Work or School Email').fill(email);
    await page.getByRole('button', { name: 'Sign Up / Log In' }).click();

    await expect(page.getByText('Hooray!')).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`we sent a sign-in link to ${email}`);
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe('/auth/login?returnUrl=%2Foffers');
    expect(page.url()).not.toContain(encodeURIComponent(email));
    expect(page.url()).not.toContain('email=');

    // The link came.
    const mail = await waitForMail(email);
    expect(mail.subject).toContain('sign-in link');
    expect(linkIn(mail, '/auth/tyler')).toBeTruthy();
  });

  test('an address the browser would refuse is refused by the page, with the same message', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByPlaceholder('Work or School Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign Up / Log In' }).click();
    await expect(page.getByRole('alert')).toContainText(CLIENT_MESSAGES.workEmailOnly);
    expect(page.url()).not.toContain('not-an-email');
  });
});
