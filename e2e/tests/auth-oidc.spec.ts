import { expect, test } from '@playwright/test';

/**
 * Sign-in with a provider (OpenID Connect), end to end: the login page's Google button → the
 * server (/api/v1/login/google) → the provider (e2e/support/oidc-mock.mjs) → the server's
 * callback → the callback screen, which exchanges the hand-off token and goes on.
 */

test.describe('sign-in with Google', () => {
  test('the Google button goes through the provider and lands signed in on the return URL', async ({ page, request, baseURL }) => {
    const options = await request.get('/api/v1/auth');
    const providers: Array<{ provider: string }> = (await options.json()).data?.providers ?? [];
    // The e2e server is configured with the mock provider as Google (playwright.config.ts).
    expect(providers.map((p) => p.provider)).toContain('google');

    // The provider sends the browser back to PUBLIC_URL (localhost), so start there: the state
    // cookie is set for that host.
    const origin = `http://localhost:${new URL(baseURL ?? 'http://127.0.0.1:3210').port}`;
    await page.goto(`${origin}/auth/login?returnUrl=${encodeURIComponent('/privacy-policy')}`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();

    await expect(page.getByText('Logging you in..')).toBeVisible();
    // The screen waits a second, then goes on with auth_provider appended (SPEC §4).
    await expect(page).toHaveURL(`${origin}/privacy-policy?auth_provider=google`, { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'LogIn/SignUp' })).toHaveCount(0);
  });
});
