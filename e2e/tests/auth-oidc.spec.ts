import type { APIRequestContext, Page } from '@playwright/test';
import { LOGIN_REDIRECT_DELAY_MS } from '@paysight/contract/core';
import { expect, expectShown, PUBLIC_URL, test, waitForAccountMenu, waitForHydration } from '../fixtures';
import { e2eFixtures } from '../support/fixtures-data';

/**
 * Sign-in with a provider (OpenID Connect), end to end: the login page's provider button → the
 * server (/api/v1/login/{provider}, /api/v1/saas-login/{provider}) → the provider (one
 * e2e/support/oidc-mock.mjs per provider, see playwright.config.ts) → the server's callback → the
 * callback screen, which exchanges the hand-off token and goes on, or shows why not.
 *
 * The provider sends the browser back to PUBLIC_URL (localhost), so every journey starts there:
 * the state cookie is set for that host.
 */

/** The providers GET /auth offers in a mode (those the e2e server is configured with). */
async function offeredProviders(request: APIRequestContext, query = '') {
  const options = await request.get(`/api/v1/auth${query}`);
  expect(options.status()).toBe(200);
  const providers: Array<{ provider: string }> = (await options.json()).data?.providers ?? [];
  return providers.map((p) => p.provider);
}

async function continueWith(page: Page, provider: string, loginQuery: string) {
  await page.goto(`${PUBLIC_URL}/auth/login?${loginQuery}`);
  await page.getByRole('link', { name: `Continue with ${provider}` }).click();
}

test.describe('sign-in with Google', () => {
  test('the Google button goes through the provider and lands signed in on the return URL', async ({ page, request }) => {
    expect(await offeredProviders(request)).toContain('google');

    await continueWith(page, 'Google', `returnUrl=${encodeURIComponent('/privacy-policy')}`);

    await expect(page.getByText('Logging you in..')).toBeVisible();
    // The screen waits a second, then goes on with auth_provider appended (SPEC §4).
    await expectShown(page, `${PUBLIC_URL}/privacy-policy?auth_provider=google`, { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'LogIn/SignUp' })).toHaveCount(0);
  });
});

test.describe('sign-in with LinkedIn', () => {
  test('a LinkedIn account without an email is refused on the callback screen (SPEC §4)', async ({ page, context, request }) => {
    expect(await offeredProviders(request)).toContain('linkedin');
    // The page's own timers under the test's control: "nowhere further" is checked past the delay
    // after which a successful callback moves on, without waiting it out.
    await page.clock.install();

    await continueWith(page, 'LinkedIn', `returnUrl=${encodeURIComponent('/privacy-policy')}`);

    // The server refuses with error=no-email; the screen names the provider as the buttons do.
    await page.waitForURL((url) => url.pathname === '/auth/callback/linkedin', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('error')).toBe('no-email');
    await expect(page.getByRole('alert')).toContainText('Please verify the email on your LinkedIn account or try another login');
    await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();
    // Not signed in, and nowhere further.
    expect((await context.cookies(PUBLIC_URL)).find((c) => c.name === 'tyler')).toBeUndefined();
    await waitForHydration(page);
    await page.clock.runFor(LOGIN_REDIRECT_DELAY_MS * 2);
    expect(new URL(page.url()).pathname).toBe('/auth/callback/linkedin');
    await expect(page.getByRole('link', { name: 'LogIn/SignUp' })).toBeVisible();
  });
});

test.describe('single sign-on with Microsoft', () => {
  test('a member of an enterprise organisation signs in as enterprise with the organisation region', async ({ page, request }) => {
    expect(await offeredProviders(request, '?role=enterprise')).toContain('microsoft');
    const { enterprise } = e2eFixtures();

    await continueWith(page, 'Microsoft', 'role=enterprise');

    await expect(page.getByText('Logging you in..')).toBeVisible();
    await page.waitForURL(
      (url) => url.origin === PUBLIC_URL && url.pathname === '/' && url.searchParams.get('auth_provider') === 'microsoft',
      { timeout: 10_000 },
    );
    const me = await page.request.get(`${PUBLIC_URL}/api/v1/me`);
    expect(me.status()).toBe(200);
    const user = (await me.json()).data;
    expect(user.email).toBe(`hr.e2e@${enterprise.domain}`);
    expect(user.role).toBe('enterprise');
    expect(user.enterpriseConfig).toEqual({ region: enterprise.region });

    // SPEC §2.2: the Enterprise label; no For Employers and no Upgrade for the enterprise role.
    await waitForAccountMenu(page);
    const header = page.locator('header');
    await expect(header.getByText('Enterprise', { exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'For Employers', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'LogIn/SignUp' })).toHaveCount(0);
  });
});
