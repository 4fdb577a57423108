import { CLIENT_MESSAGES } from '@paysight/contract/core';
import { expect, test } from '../fixtures';
import { uniqueEmail } from '../support/auth';
import { e2eFixtures } from '../support/fixtures-data';
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

/** The path and query the page is at: no address in it, nor an email= field. */
function expectNoAddressInUrl(url: string, pathAndQuery: string, email: string) {
  const at = new URL(url);
  expect(`${at.pathname}${at.search}`).toBe(pathAndQuery);
  expect(url).not.toContain(encodeURIComponent(email));
  expect(url).not.toContain(email);
  expect(url).not.toContain('email=');
}

/** The other screens of the same email form, posted before JavaScript loads, to their own page's action. */
test.describe('/auth/request-password and /auth/redeem without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('request-password sends the link to /account and shows the next step; the address is never in the URL', async ({ page }) => {
    const email = uniqueEmail('nojs-password');
    await page.goto('/auth/request-password');
    await page.getByPlaceholder('Work or School Email').fill(email);
    await page.getByRole('button', { name: 'Send Link' }).click();

    await expect(page.getByRole('status')).toContainText(`we sent a sign-in link to ${email}`);
    expectNoAddressInUrl(page.url(), '/auth/request-password', email);
    const mail = await waitForMail(email);
    expect(mail.subject).toContain('sign-in link');
    expect(linkIn(mail, '/auth/tyler')).toBeTruthy();
  });

  test('request-password refuses an address the browser would refuse, with the same message', async ({ page }) => {
    await page.goto('/auth/request-password');
    await page.getByPlaceholder('Work or School Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Link' }).click();
    await expect(page.getByRole('alert')).toContainText(CLIENT_MESSAGES.workEmailOnly);
    expect(page.url()).not.toContain('not-an-email');
  });

  test('redeem signs a new member in with Premium, shows the next step, then the landing page; the address is never in the URL', async ({
    page,
  }) => {
    const code = e2eFixtures().coupons[2]!;
    const email = uniqueEmail('nojs-coupon');
    await page.goto('/auth/redeem');
    await page.getByPlaceholder('Email', { exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(code);
    await page.getByRole('button', { name: 'Redeem' }).click();

    await expect(page.getByRole('status')).toContainText('Coupon redeemed: Premium is active');
    expectNoAddressInUrl(page.url(), '/auth/redeem', email);
    expect(page.url()).not.toContain(code);
    // As with JavaScript (SPEC §4 coupon success): after a moment, the landing page, signed in.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    const me = await page.request.get('/api/v1/me');
    expect(me.status()).toBe(200);
    expect((await me.json()).data).toMatchObject({ email, premium: true });
  });

  test('redeem refuses a missing code as the browser does, and an unknown one as the API does', async ({ page, context }) => {
    const email = uniqueEmail('nojs-coupon-refused');
    await page.goto('/auth/redeem');
    await page.getByPlaceholder('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByRole('alert')).toContainText('Coupon code is required');
    expectNoAddressInUrl(page.url(), '/auth/redeem', email);

    await page.getByPlaceholder('Email', { exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('NOPE-NOPE-NOPE');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByRole('alert')).toContainText('This coupon code is not valid.');
    await expect(page.getByRole('status')).toHaveCount(0);
    expectNoAddressInUrl(page.url(), '/auth/redeem', email);
    expect((await context.cookies()).find((c) => c.name === 'tyler')).toBeUndefined();
  });
});
