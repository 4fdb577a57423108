import type { Page } from '@playwright/test';
import { expect, expectSentToSignIn, PUBLIC_URL, test, waitForAccountMenu } from '../fixtures';
import { followMagicLink, requestLinkFromLoginPage, uniqueEmail } from '../support/auth';
import { linkIn, waitForMail } from '../support/mail';

/** The signed-in header parts load lazily: wait until React owns the account menu before using it. */
async function openAccountMenu(page: Page) {
  await waitForAccountMenu(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
}

test.describe('screens for members only', () => {
  for (const [path, what] of [
    ['/account', 'the account page'],
    ['/offers', 'the offers'],
    ['/profile', 'the profile'],
  ]) {
    test(`a guest is sent to sign in and comes back to ${what}`, ({ page }) => expectSentToSignIn(page, path!));
  }
});

test.describe('sign-in by magic link', () => {
  test('the mailed link signs in and lands on the return URL', async ({ page }) => {
    const email = uniqueEmail('asha');
    await requestLinkFromLoginPage(page, email, '/privacy-policy');
    await followMagicLink(page, email);
    await expect(page.getByText('Logging you in..')).toBeVisible();
    await page.waitForURL('**/privacy-policy', { timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'LogIn/SignUp' })).toHaveCount(0);
    // Signed in and neither premium nor enterprise: Upgrade shows, with the current URL to return to.
    await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing?returnUrl=%2Fprivacy-policy');
  });

  test('a used link does not sign in twice', async ({ page, browser }) => {
    const email = uniqueEmail('once');
    await requestLinkFromLoginPage(page, email, '/');
    const mail = await waitForMail(email);
    const link = new URL(linkIn(mail, '/auth/tyler'));
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    const other = await browser.newPage();
    await other.goto(`${link.pathname}${link.search}`);
    await expect(other.getByText(/invalid, already used or expired/)).toBeVisible();
    await expect(other.getByRole('link', { name: 'LogIn/SignUp' })).toBeVisible();
    await other.close();
  });

  test('an anonymous visitor to a protected page is sent to sign in with the page as returnUrl (the guard)', async ({ page }) => {
    await page.goto('/discuss/sso?sso=abc&sig=def');
    await page.waitForURL('**/auth/login?returnUrl=*');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/discuss/sso?sso=abc&sig=def');
  });

  // Signing in is the two journeys above; these start from a seeded session (seed.ts).
  test('log out from the user menu ends the session', async ({ page, signInAs }) => {
    await signInAs('logout');
    await page.goto('/');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByText('Logging out, please wait...')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('event') === 'logout', { timeout: 10_000 });
    await expect(page.getByRole('link', { name: 'LogIn/SignUp' })).toBeVisible();
    const me = await page.request.get('/api/v1/me');
    expect(me.status()).toBe(401);
  });

  test('a session revoked elsewhere sends the visitor through logout (401 Session invalidated)', async ({
    page,
    context,
    playwright,
    signInAs,
  }) => {
    await signInAs('revoked');
    await page.goto('/');
    const token = (await context.cookies()).find((c) => c.name === 'tyler')?.value;
    expect(token).toBeTruthy();
    // Another device signs this session out; the browser keeps its (now revoked) cookie.
    const elsewhere = await playwright.request.newContext({ baseURL: PUBLIC_URL });
    const revoke = await elsewhere.post('/api/v1/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(revoke.status()).toBe(200);
    const refused = await elsewhere.get('/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).message).toBe('Session invalidated');
    await elsewhere.dispose();

    await page.goto('/privacy-policy');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('event') === 'logout', { timeout: 10_000 });
    await expect(page.getByRole('link', { name: 'LogIn/SignUp' })).toBeVisible();
  });
});

test.describe('hand-off', () => {
  test('a signed-in member moves the session to another browser', async ({ page, browser, signInAs }) => {
    const { email } = await signInAs('handoff');
    await page.goto('/');
    // As the page's own script asks it: a write with the cookie names our origin (plugins/same-origin.ts).
    const handoff = await page.request.post('/api/v1/auth/handoff', { headers: { origin: PUBLIC_URL } });
    expect(handoff.status()).toBe(200);
    const { token, id } = (await handoff.json()).data;

    const other = await browser.newPage();
    await other.goto(`/auth/tyler?token=${token}&id=${id}&email=${encodeURIComponent(email)}&next=%2Fterms-and-conditions`);
    await other.waitForURL('**/terms-and-conditions', { timeout: 10_000 });
    await expect(other.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await other.close();
  });
});
