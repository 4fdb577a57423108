import type { Page } from '@playwright/test';
import { expect, expectShown, test, waitForHydration } from '../fixtures';
import { requestLinkFromLoginPage, uniqueEmail } from '../support/auth';
import { linkIn, waitForMail } from '../support/mail';

/** Follows a mailed link on this site in `page` (the sign-in cookie belongs to the test's host). */
const openLink = (page: Page, link: string) => {
  const url = new URL(link);
  return page.goto(`${url.pathname}${url.search}`);
};

test.describe('account', () => {
  test('a member sees where they are signed in, signs out everywhere else, and changes the email by the mailed link', async ({
    page,
    browser,
  }) => {
    // Two sign-ins, a sign-out elsewhere and an email change, each waiting for a mail: a long journey.
    test.slow();
    const email = uniqueEmail('account');

    // Another device signs in first.
    const elsewhere = await browser.newContext();
    const otherPage = await elsewhere.newPage();
    await requestLinkFromLoginPage(otherPage, email, '/account');
    const firstLink = linkIn(await waitForMail(email), '/auth/tyler');
    await openLink(otherPage, firstLink);
    await otherPage.waitForURL((url) => url.pathname === '/account', { timeout: 10_000 });

    // Then this one (with a link of its own: wait for the second mail).
    await requestLinkFromLoginPage(page, email, '/account');
    let secondLink = firstLink;
    await expect
      .poll(async () => {
        secondLink = linkIn(await waitForMail(email), '/auth/tyler');
        return secondLink !== firstLink;
      })
      .toBe(true);
    await openLink(page, secondLink);
    await page.waitForURL((url) => url.pathname === '/account', { timeout: 10_000 });
    await waitForHydration(page);

    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(page.getByTestId('account-email')).toHaveText(email);
    const sessions = page.getByTestId('session');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(sessions.first()).toContainText('This device');
    await expect(sessions.first()).toContainText('Chrome on');

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Signed out of 1 other session.' })).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    // The other device is signed out; this one is not.
    expect((await otherPage.request.get('/api/v1/me')).status()).toBe(401);
    expect((await page.request.get('/api/v1/me')).status()).toBe(200);
    await elsewhere.close();

    // A new sign-in email, confirmed from the mail sent to it.
    const newEmail = uniqueEmail('account-new');
    await page.getByLabel('New email').fill(newEmail);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByRole('status').filter({ hasText: `We sent a confirmation link to ${newEmail}` })).toBeVisible();
    await expect(page.getByTestId('account-email')).toHaveText(email);

    const mail = await waitForMail(newEmail);
    expect(mail.subject).toBe('Confirm your new Paysight email');
    const confirm = linkIn(mail, '/account/email');
    const token = new URL(confirm).searchParams.get('token') ?? '';
    // Opening the link (as a mail scanner would) only shows the button; so does a link mailed before the page existed.
    const opened = await page.goto(`/api/v1/profile/email/confirm?token=${encodeURIComponent(token)}`);
    expect(opened?.status()).toBe(200);
    await expectShown(page, `/account/email?token=${encodeURIComponent(token)}`);
    await openLink(page, confirm);
    await expect(page).toHaveTitle('Confirm your new email | Paysight');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your new email' })).toBeVisible();
    expect(((await (await page.request.get('/api/v1/me')).json()) as { data: { email: string } }).data.email).toBe(email);

    await waitForHydration(page);
    await page.getByRole('button', { name: 'Confirm my new email' }).click();
    await page.waitForURL((url) => url.pathname === '/account' && url.searchParams.get('emailChange') === 'done');
    await expect(page.getByRole('status').filter({ hasText: `Your sign-in email is now ${newEmail}.` })).toBeVisible();
    await expect(page.getByTestId('account-email')).toHaveText(newEmail);
    // The old address is told.
    expect((await waitForMail(email)).subject).toBe('Your Paysight email was changed');

    // The link works once; its button is a plain form, so this holds without JavaScript too.
    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plain = await noScript.newPage();
    await openLink(plain, confirm);
    await plain.getByRole('button', { name: 'Confirm my new email' }).click();
    await plain.waitForURL((url) => url.pathname === '/account' && url.searchParams.get('emailChange') === 'invalid');
    await expect(plain.getByRole('alert').filter({ hasText: 'invalid, already used or expired' })).toBeVisible();
    await noScript.close();
  });

  test('a member creates a browser-extension key, sees it once, and revokes it; the email refuses free webmail', async ({
    page,
    signInAs,
  }) => {
    await signInAs('account-key');
    await page.goto('/account');
    await waitForHydration(page);

    await expect(page.getByText('No extension key yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Create a key' }).click();
    const key = (await page.getByTestId('new-extension-key').textContent())?.trim() ?? '';
    expect(key).toMatch(/^psk_[A-Za-z0-9_-]{43}$/);
    await expect(page.getByText('Copy it now: it is not shown again.')).toBeVisible();
    const keys = page.getByRole('list', { name: 'Extension keys' }).getByRole('listitem');
    await expect(keys).toHaveCount(1);
    await expect(keys.first()).toContainText(key.slice(0, 12));
    expect((await page.request.get('/api/v1/me', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(200);

    // Shown once: a reload lists it by its prefix only.
    await page.reload();
    await expect(page.getByTestId('new-extension-key')).toHaveCount(0);
    await expect(page.getByText(key)).toHaveCount(0);

    await page.getByRole('button', { name: `Revoke key ${key.slice(0, 12)}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The key is revoked' })).toBeVisible();
    await expect(page.getByText('No extension key yet.')).toBeVisible();
    expect((await page.request.get('/api/v1/me', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(401);

    await page.getByLabel('New email').fill('someone@gmail.com');
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter your work/school email only!' })).toBeVisible();
    await expect(page.getByLabel('New email')).toHaveValue('someone@gmail.com');
  });

  test('a member deletes the account by typing the email again', async ({ page, signInAs }) => {
    const { email } = await signInAs('account-delete');
    await page.goto('/account');
    await waitForHydration(page);

    await page.getByLabel('Type your email to confirm').fill('someone.else@infosys.com');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'type your account’s email to delete it' })).toBeVisible();

    await page.getByLabel('Type your email to confirm').fill(email);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await expect(page.getByRole('link', { name: 'LogIn/SignUp' })).toBeVisible();
    expect((await page.request.get('/api/v1/me')).status()).toBe(401);
  });
});
