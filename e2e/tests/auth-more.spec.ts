import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForAccountMenu, waitForHydration } from '../fixtures';
import { addSession } from '../support/auth';
import { e2eFixtures } from '../support/fixtures-data';

/**
 * Sign-in journeys that need rows the flows themselves cannot create: coupons, a blocked member
 * and an expired enterprise (e2e/support/seed.ts puts them in the database before the server
 * starts; their plain codes and tokens come from e2eFixtures()).
 */

/** A fresh address per test: coupons sign new accounts in. */
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@infosys.com`;

const RESTRICTED = 'Account has been restricted. Please contact support.';

async function redeem(page: Page, email: string, code: string) {
  await page.goto('/auth/redeem');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem Coupon' })).toBeVisible();
  await page.getByPlaceholder('Email', { exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(code);
  await page.getByRole('button', { name: 'Redeem' }).click();
}

/** The session user behind the page's cookies (GET /me's data). */
async function me(page: Page) {
  const response = await page.request.get('/api/v1/me');
  expect(response.status()).toBe(200);
  return (await response.json()).data as {
    email: string;
    role: string;
    premium: boolean;
    enterpriseConfig: { region: string | null } | null;
  };
}

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'tyler');

test.describe('coupon', () => {
  test('a valid coupon signs a new member in with Premium; the same code cannot be redeemed twice', async ({ page, browser }) => {
    const [code] = e2eFixtures().coupons;
    const email = uniqueEmail('coupon');
    await redeem(page, email, code!);
    await expect(page.getByRole('status').filter({ hasText: 'Hooray!' })).toBeVisible();
    // SPEC §4 coupon success: after 1 second, the landing page, signed in.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await waitForAccountMenu(page);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'LogIn/SignUp' })).toHaveCount(0);
    const user = await me(page);
    expect(user.email).toBe(email);
    expect(user.premium).toBe(true);
    // Premium: no Upgrade (the signed-in header parts have rendered, see waitForAccountMenu).
    await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await redeem(other, uniqueEmail('coupon-again'), code!);
    await expect(other.getByRole('alert')).toContainText('This coupon has already been redeemed.');
    await expect(other).toHaveURL(/\/auth\/redeem$/);
    expect(await sessionCookie(otherContext)).toBeUndefined();
    await otherContext.close();
  });

  test('the code may be typed in lower case, with spaces for dashes', async ({ page }) => {
    const [, code] = e2eFixtures().coupons;
    const email = uniqueEmail('coupon-typed');
    await redeem(page, email, ` ${code!.toLowerCase().replaceAll('-', ' ')} `);
    await expect(page.getByRole('status').filter({ hasText: 'Hooray!' })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    const user = await me(page);
    expect(user.email).toBe(email);
    expect(user.premium).toBe(true);
  });
});

test.describe('refused sessions (SPEC §8, 403)', () => {
  test('a blocked member is signed out with "Account has been restricted" (User account blocked)', async ({ page, context, baseURL }) => {
    await addSession(context, e2eFixtures().blocked.token, baseURL!);
    const response = await page.goto('/privacy-policy');
    // The page answered with a redirect to the logout screen, carrying the catalogue's message.
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/privacy-policy`);
    const logout = new URL(response!.url());
    expect(logout.pathname).toBe('/auth/logout');
    expect(logout.searchParams.get('msg')).toBe(RESTRICTED);
    await expect(page.getByText('Logging out, please wait...')).toBeVisible();

    // SPEC §2.5 auth/logout: logout's redirect ('/') with event=logout and the msg appended.
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('event') === 'logout', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('msg')).toBe(RESTRICTED);
    expect(await sessionCookie(context)).toBeUndefined();
    await expect(page.getByRole('link', { name: 'LogIn/SignUp' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });

  test('an expired enterprise member ends on the enterprise wall (Enterprise access expired)', async ({ page, context, baseURL }) => {
    await addSession(context, e2eFixtures().expiredEnterprise.token, baseURL!);
    const response = await page.goto('/');
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/`);
    const logout = new URL(response!.url());
    expect(logout.pathname).toBe('/auth/logout');
    expect(logout.searchParams.get('next')).toBe('/auth/enterprise-wall');

    await page.waitForURL((url) => url.pathname === '/auth/enterprise-wall', { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Your Enterprise Account has expired' })).toBeVisible();
    await expect(page.getByText('Please contact us to get complete access.')).toBeVisible();
    const contact = page.getByRole('link', { name: 'Contact Us' });
    await expect(contact).toBeVisible();
    const href = (await contact.getAttribute('href')) ?? '';
    expect(href).toMatch(/^mailto:[^?@\s]+@[^?\s]+\?/);
    expect(new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('subject')).toBe('Upgrading to Enterprise Account');
    // Logged out on the way: the refused cookie is gone.
    expect(await sessionCookie(context)).toBeUndefined();
  });
});
