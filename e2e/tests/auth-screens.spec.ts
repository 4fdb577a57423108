import type { Page, Route } from '@playwright/test';
import { expect, open, PUBLIC_URL, test, waitForHydration } from '../fixtures';

/**
 * The authentication screens (SPEC §2.5, §4, §5) as a visitor sees them. Calls whose answer
 * depends on mail or on a provider are answered here with page.route; the sign-in journeys against
 * the real API are in auth-flows.spec.ts.
 */

const envelope = (data: unknown, statusCode = 200, message = 'OK') => ({
  status: statusCode,
  contentType: 'application/json',
  body: JSON.stringify({ success: statusCode < 400, data, message, statusCode }),
});

/** Answers an API call after `delayMs`, and records the bodies sent to it. */
async function answer(page: Page, path: string, reply: (route: Route) => Promise<void>, delayMs = 0) {
  const bodies: unknown[] = [];
  await page.route(
    (url) => url.pathname === `/api/v1${path}`,
    async (route) => {
      bodies.push(route.request().postDataJSON());
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await reply(route);
    },
  );
  return bodies;
}

const card = (page: Page) => page.locator('main');
const emailInput = (page: Page) => page.getByPlaceholder('Work or School Email');
const signUpButton = (page: Page) => page.getByRole('button', { name: 'Sign Up / Log In' });
const carousel = (page: Page) => page.getByRole('region', { name: 'What you get with Paysight' });
/** Opens `path` (the sign-in page) on fake time that stands still until the test moves it, so every 5 s is counted exactly. */
async function openOnFrozenClock(page: Page, path = '/auth/login') {
  const start = new Date('2026-11-20T10:00:00Z');
  await page.clock.install({ time: start });
  // A moment later than install (which already lets time run): pausing cannot go back.
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await open(page, path);
}

/** Opens the coupon page and redeems WELCOME50 for asha@infosys.com. */
async function redeemWelcomeCoupon(page: Page) {
  await open(page, '/auth/redeem');
  await page.getByPlaceholder('Email', { exact: true }).fill('asha@infosys.com');
  await page.getByPlaceholder('Coupon code').fill('WELCOME50');
  await page.getByRole('button', { name: 'Redeem' }).click();
}

const activeSlideTitle = (page: Page) => carousel(page).getByRole('heading', { level: 2 }).filter({ visible: true });

test.describe('login page', () => {
  test('title, canonical, texts and links of the regular mode', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveTitle('Login, Sign In');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_URL}/auth/login`);
    const main = card(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Join our trusted community!' })).toBeVisible();
    await expect(main.getByText('Sign up or log in with your work or school email, or with your LinkedIn account.')).toBeVisible();
    await expect(emailInput(page)).toBeVisible();
    await expect(signUpButton(page)).toBeEnabled();
    // "or" separates the form from the provider buttons, which GET /auth lists as configured.
    const providers = await main.getByRole('link', { name: /^Continue with / }).count();
    await expect(main.getByText('or', { exact: true })).toHaveCount(providers > 0 ? 1 : 0);
    await expect(main.getByText('By signing up you agree to')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(main.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    await expect(main.getByText('Enterprise', { exact: true })).toHaveCount(0);
  });

  test('the canonical link leaves the query out', async ({ page }) => {
    await page.goto('/auth/login?returnUrl=%2Foffers&searchTitle=x');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_URL}/auth/login`);
    await expect(page).toHaveTitle('Login, Sign In');
  });

  test('enterprise mode: label and SSO text, no email form nor "or"; the role is remembered', async ({ page }) => {
    await page.goto('/auth/login?role=enterprise');
    await waitForHydration(page);
    const main = card(page);
    await expect(main.getByText('Enterprise', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Please login with your SSO account' })).toBeVisible();
    await expect(emailInput(page)).toHaveCount(0);
    await expect(main.getByText('or', { exact: true })).toHaveCount(0);
    await expect(main.getByText('Join our trusted community!')).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('role'))).toBe('enterprise');

    // The stored role keeps the visitor in enterprise mode without the query.
    await page.goto('/auth/login');
    await expect(main.getByRole('heading', { level: 1, name: 'Please login with your SSO account' })).toBeVisible();
    await expect(emailInput(page)).toHaveCount(0);
  });

  test('enterprise mode links back to member sign-in, which forgets the stored role', async ({ page }) => {
    await page.goto('/auth/login?role=enterprise&returnUrl=%2Foffers');
    await waitForHydration(page);
    const main = card(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Please login with your SSO account' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('role'))).toBe('enterprise');

    await expect(main.getByTestId('member-sign-in')).toHaveText('Not an enterprise user? Sign in as a member');
    await main.getByRole('link', { name: 'Sign in as a member' }).click();
    await page.waitForURL((url) => url.searchParams.get('role') === 'member');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/offers');
    await expect(main.getByRole('heading', { level: 1, name: 'Join our trusted community!' })).toBeVisible();
    await expect(emailInput(page)).toBeVisible();
    await expect(main.getByText('Enterprise', { exact: true })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Continue with LinkedIn' })).toHaveAttribute('href', /^\/api\/v1\/login\/linkedin\?/);
    expect(await page.evaluate(() => window.localStorage.getItem('role'))).toBeNull();

    // Later visits sign in as a member again.
    await page.goto('/auth/login');
    await waitForHydration(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Join our trusted community!' })).toBeVisible();
    await expect(main.getByTestId('member-sign-in')).toHaveCount(0);
  });

  test('the way back to member sign-in works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/auth/login?role=enterprise');
    const main = card(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Please login with your SSO account' })).toBeVisible();
    await main.getByRole('link', { name: 'Sign in as a member' }).click();
    await page.waitForURL((url) => url.searchParams.get('role') === 'member');
    await expect(main.getByRole('heading', { level: 1, name: 'Join our trusted community!' })).toBeVisible();
    await expect(emailInput(page)).toBeVisible();
    await context.close();
  });

  test('searchTitle: "Login now to view {title}" instead of the community heading', async ({ page }) => {
    await page.goto('/auth/login?searchTitle=Data%20Scientist');
    await expect(card(page).getByRole('heading', { level: 1, name: 'Login now to view Data Scientist' })).toBeVisible();
    await expect(page.getByText('Join our trusted community!')).toHaveCount(0);
    await expect(emailInput(page)).toBeVisible();
  });

  test('a returnUrl with "extension" asks to sign in to activate it', async ({ page }) => {
    await page.goto('/auth/login?returnUrl=%2Fauth%2Fextension');
    await expect(card(page).getByRole('heading', { level: 1, name: 'Activate the extension' })).toBeVisible();
    await expect(page.getByText('Please sign in to activate the extension')).toBeVisible();
  });

  test('ok=true: the green Hooray! box', async ({ page }) => {
    await page.goto('/auth/login?ok=true');
    const status = card(page).getByRole('status');
    await expect(status).toContainText('Hooray!');
    await expect(status).toContainText('Account succesfully verified! Login to continue');
    await expect(card(page).getByRole('alert')).toHaveCount(0);
  });

  test('ok=false and msg: the red list, verbatim', async ({ page }) => {
    await page.goto('/auth/login?ok=false&msg=Login%20provider%20not%20found');
    const alert = card(page).getByRole('alert');
    await expect(alert.getByRole('listitem')).toHaveText(['Login provider not found', 'Failed to verify!']);
    await expect(page.getByText('Hooray!')).toHaveCount(0);
  });

  test('validation: shown once the field is touched; submit marks it touched and sends nothing', async ({ page }) => {
    const bodies = await answer(page, '/mgk-login', (route) => route.fulfill(envelope({ sent: true })));
    await page.goto('/auth/login');
    await waitForHydration(page);

    // Nothing before the field is touched, even after typing.
    await emailInput(page).fill('asha');
    await expect(page.getByText('Please enter your work/school email only!')).toHaveCount(0);
    await emailInput(page).blur();
    await expect(page.getByText('Please enter your work/school email only!')).toBeVisible();

    await emailInput(page).fill('');
    await expect(page.getByText('Email is required')).toBeVisible();
    await emailInput(page).fill('asha@infosys.com');
    await expect(page.getByText('Email is required')).toHaveCount(0);
    await expect(page.getByText('Please enter your work/school email only!')).toHaveCount(0);

    // A fresh form: submitting marks the field touched and does nothing.
    await page.reload();
    await waitForHydration(page);
    await signUpButton(page).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await emailInput(page).fill('not-an-email');
    await signUpButton(page).click();
    await expect(page.getByText('Please enter your work/school email only!')).toBeVisible();
    expect(bodies).toEqual([]);
  });

  test('sending: the button is disabled and pulses until the answer, then the success message', async ({ page }) => {
    const bodies = await answer(page, '/mgk-login', (route) => route.fulfill(envelope({ sent: true })), 1_000);
    await page.goto('/auth/login?returnUrl=%2Fin%2Fsalary%2Fgoogle&ok=true');
    await waitForHydration(page);
    await emailInput(page).fill('asha@infosys.com');
    await signUpButton(page).click();

    await expect(signUpButton(page)).toBeDisabled();
    await expect(signUpButton(page)).toHaveAttribute('data-pulsing', 'true');
    const animation = await signUpButton(page).evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).not.toBe('none');

    const status = card(page).getByRole('status');
    await expect(status).toContainText('Check your inbox: we sent a sign-in link to asha@infosys.com. It is valid for 15 minutes.');
    await expect(status).not.toContainText('Account succesfully verified!');
    await expect(signUpButton(page)).toBeEnabled();
    await expect(signUpButton(page)).not.toHaveAttribute('data-pulsing', 'true');
    expect(bodies).toEqual([{ email: 'asha@infosys.com', next: '/in/salary/google' }]);
  });

  test('next is the returnUrl only when it is a path on this site', async ({ page }) => {
    const bodies = await answer(page, '/mgk-login', (route) => route.fulfill(envelope({ sent: true })));
    await page.goto('/auth/login?returnUrl=%2F%2Fevil.example%2Fphish');
    await waitForHydration(page);
    await emailInput(page).fill('asha@infosys.com');
    await signUpButton(page).click();
    await expect(card(page).getByRole('status')).toBeVisible();
    expect(bodies).toEqual([{ email: 'asha@infosys.com', next: '/' }]);
  });

  test("the server's message is shown verbatim in the red list", async ({ page }) => {
    await answer(page, '/mgk-login', (route) => route.fulfill(envelope(null, 429, 'Too many sign-in links requested. Try again later.')));
    await page.goto('/auth/login');
    await waitForHydration(page);
    await emailInput(page).fill('asha@infosys.com');
    await signUpButton(page).click();
    await expect(card(page).getByRole('alert').getByRole('listitem')).toHaveText(['Too many sign-in links requested. Try again later.']);
    await expect(signUpButton(page)).toBeEnabled();
  });
});

test.describe('login carousel', () => {
  test('regular slides advance every 5 s, with indicators', async ({ page }) => {
    await openOnFrozenClock(page);
    const indicators = carousel(page).getByRole('button', { name: /^Slide \d$/ });
    await expect(indicators).toHaveCount(5);
    await expect(carousel(page).getByRole('button', { name: 'Slide 1' })).toHaveAttribute('aria-current', 'true');
    await expect(activeSlideTitle(page)).toHaveText('Search Salaries by Company & Levels');
    const image = carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden]) img');
    await expect(image).toHaveAttribute('src', /^\/auth\/slides\/(in|us)\/search-salaries\.svg$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.clock.runFor(4_990);
    await expect(activeSlideTitle(page)).toHaveText('Search Salaries by Company & Levels');
    await page.clock.runFor(10);
    await expect(activeSlideTitle(page)).toHaveText('JobGPT with Auto-Apply');
    await expect(carousel(page).getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
    await expect(carousel(page).getByRole('button', { name: 'Slide 1' })).not.toHaveAttribute('aria-current', 'true');

    for (const title of ['Navigate Your Career Path', 'Salary Levels', 'Switch', 'Search Salaries by Company & Levels']) {
      await page.clock.runFor(5_000);
      await expect(activeSlideTitle(page)).toHaveText(title);
    }
  });

  test('an indicator shows its slide; focus inside pauses the rotation', async ({ page }) => {
    await openOnFrozenClock(page);
    // Keyboard focus, without the pointer over the carousel.
    await carousel(page).getByRole('button', { name: 'Slide 4' }).focus();
    await page.keyboard.press('Enter');
    await expect(activeSlideTitle(page)).toHaveText('Salary Levels');
    await page.clock.runFor(15_000);
    await expect(activeSlideTitle(page)).toHaveText('Salary Levels');

    // Focus leaves: it rotates again.
    await emailInput(page).focus();
    await page.clock.runFor(4_990);
    await expect(activeSlideTitle(page)).toHaveText('Salary Levels');
    await page.clock.runFor(10);
    await expect(activeSlideTitle(page)).toHaveText('Switch');
  });

  test('the pointer over it pauses the rotation', async ({ page }) => {
    await openOnFrozenClock(page);
    await carousel(page).hover();
    await page.clock.runFor(12_000);
    await expect(activeSlideTitle(page)).toHaveText('Search Salaries by Company & Levels');
    await page.mouse.move(1_260, 80);
    await page.clock.runFor(5_100);
    await expect(activeSlideTitle(page)).toHaveText('JobGPT with Auto-Apply');
  });

  test('enterprise slides', async ({ page }) => {
    await openOnFrozenClock(page, '/auth/login?role=enterprise');
    await expect(carousel(page).getByRole('button', { name: /^Slide \d$/ })).toHaveCount(3);
    await expect(activeSlideTitle(page)).toHaveText('Compensation Benchmarking');
    await page.clock.runFor(5_000);
    await expect(activeSlideTitle(page)).toHaveText('Cohort & Peer Benchmarking');
    await page.clock.runFor(5_000);
    await expect(activeSlideTitle(page)).toHaveText('Merit Cycle Planning');
    await expect(carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden]) img')).toHaveAttribute(
      'src',
      /^\/auth\/slides\/(in|us)\/merit-cycle-planning\.svg$/,
    );
  });

  test.describe('reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('does not rotate by itself; the play button starts it', async ({ page }) => {
      await openOnFrozenClock(page);
      await page.clock.runFor(12_000);
      await expect(activeSlideTitle(page)).toHaveText('Search Salaries by Company & Levels');
      await carousel(page).getByRole('button', { name: 'Play slides' }).focus();
      await page.keyboard.press('Enter');
      await page.clock.runFor(5_100);
      await expect(activeSlideTitle(page)).toHaveText('JobGPT with Auto-Apply');
    });
  });
});

test.describe('login page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('no carousel, the card fills the width', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(carousel(page)).toBeHidden();
    await expect(card(page).getByRole('heading', { level: 1, name: 'Join our trusted community!' })).toBeVisible();
    await expect(emailInput(page)).toBeVisible();
    const box = await emailInput(page).boundingBox();
    expect(box?.width).toBeGreaterThan(280);
  });

  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    test('hidden by CSS in the server HTML', async ({ page }) => {
      await page.goto('/auth/login');
      await expect(carousel(page)).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Join our trusted community!' })).toBeVisible();
    });
  });
});

test.describe('request password', () => {
  test('texts, validation, the link back, and the magic-link request', async ({ page }) => {
    const bodies = await answer(page, '/mgk-login', (route) => route.fulfill(envelope({ sent: true })), 500);
    await page.goto('/auth/request-password');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expect(page.getByText('Enter your work or school email adress and we will send a link to reset your password')).toBeVisible();
    await expect(card(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');

    const send = page.getByRole('button', { name: 'Send Link' });
    await send.click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await emailInput(page).fill('asha@infosys');
    await emailInput(page).blur();
    await expect(page.getByText('Please enter your work/school email only!')).toBeVisible();
    expect(bodies).toEqual([]);

    await emailInput(page).fill('asha@infosys.com');
    await send.click();
    await expect(send).toBeDisabled();
    await expect(card(page).getByRole('status')).toContainText('Check your inbox: we sent a sign-in link to asha@infosys.com.');
    expect(bodies).toEqual([{ email: 'asha@infosys.com', next: '/account' }]);
  });
});

test.describe('redeem coupon', () => {
  test('texts and validation of both fields', async ({ page }) => {
    await page.goto('/auth/redeem');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Redeem Coupon' })).toBeVisible();
    await expect(page.getByText('Enter your email and the coupon to redeem Premium privileges.')).toBeVisible();
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Coupon code is required')).toBeVisible();
  });

  test('a network error shows its message', async ({ page }) => {
    await page.route('**/api/v1/vouchers/redeem', (route) => route.abort('internetdisconnected'));
    await redeemWelcomeCoupon(page);
    await expect(card(page).getByRole('alert')).toContainText('Failed to fetch');
  });

  test('success: the message, then the landing page after a second', async ({ page }) => {
    const bodies = await answer(page, '/vouchers/redeem', (route) =>
      route.fulfill(envelope({ token: 'x', premiumUntil: '2027-01-31T12:00:00.000Z' })),
    );
    await redeemWelcomeCoupon(page);
    await expect(card(page).getByRole('status')).toContainText('Premium is active until 31 January 2027');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
    expect(bodies).toEqual([{ email: 'asha@infosys.com', code: 'WELCOME50' }]);
    // Nothing of the session is kept by the page itself.
    expect(await page.evaluate(() => Object.keys(window.localStorage).filter((k) => /token|tyler/i.test(k)))).toEqual([]);
  });
});

test.describe('enterprise wall', () => {
  test('texts and the Contact Us mail draft', async ({ page }) => {
    await page.goto('/auth/enterprise-wall');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Enterprise Account has expired' })).toBeVisible();
    await expect(page.getByText('Please contact us to get complete access.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      /^mailto:[^?\s]+@[^?\s]+\?subject=Upgrading%20to%20Enterprise%20Account$/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('logout', () => {
  test('"Logging out, please wait...", then the server\'s redirect with event=logout', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'us', url: PUBLIC_URL.replace('localhost', '127.0.0.1') }]);
    await answer(page, '/logout', (route) => route.fulfill(envelope({ redirect: '/' })), 500);
    await page.goto('/auth/logout');
    await expect(page.getByText('Logging out, please wait...')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?event=logout', { timeout: 5_000 });
    expect((await context.cookies()).find((c) => c.name === 'locale')).toBeUndefined();
  });

  test('msg is passed on; next is followed instead (same site only)', async ({ page }) => {
    await answer(page, '/logout', (route) => route.fulfill(envelope({ redirect: '/' })));
    await page.goto('/auth/logout?msg=Account%20has%20been%20restricted.%20Please%20contact%20support.');
    await page.waitForURL((url) => url.searchParams.get('event') === 'logout', { timeout: 5_000 });
    expect(new URL(page.url()).searchParams.get('msg')).toBe('Account has been restricted. Please contact support.');

    await page.goto('/auth/logout?next=/auth/enterprise-wall');
    await page.waitForURL('**/auth/enterprise-wall', { timeout: 5_000 });
    await page.goto('/auth/logout?next=https://evil.example/');
    await page.waitForURL((url) => url.pathname === '/' && url.host !== 'evil.example', { timeout: 5_000 });
  });
});

test.describe('hand-offs', () => {
  test('auth/tyler: "Logging you in..", the exchange, then next after a second', async ({ page }) => {
    const token = 'k'.repeat(43);
    const calls: string[] = [];
    await page.route(
      (url) => url.pathname === '/api/v1/tyler-login',
      async (route) => {
        calls.push(route.request().url());
        await route.fulfill(envelope({ token: 's' }));
      },
    );
    await page.goto(`/auth/tyler?token=${token}&email=asha%40infosys.com&next=%2Fterms-and-conditions%3Fa%3D1%26amp%3Bb%3D2`);
    await expect(page.getByText('Logging you in..')).toBeVisible();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === '/terms-and-conditions?a=1&b=2', { timeout: 5_000 });
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0] ?? '').searchParams.get('token')).toBe(token);
  });

  test('auth/tyler with cb: no exchange, just on to next', async ({ page }) => {
    let called = false;
    await page.route(
      (url) => url.pathname === '/api/v1/tyler-login',
      async (route) => {
        called = true;
        await route.abort();
      },
    );
    await page.goto('/auth/tyler?cb=1&token=abc&next=%2Fprivacy-policy');
    await expect(page.getByText('Logging you in..')).toBeVisible();
    await page.waitForURL('**/privacy-policy', { timeout: 5_000 });
    expect(called).toBe(false);
  });

  test('auth/tyler without a token: a clear error and the way back', async ({ page }) => {
    await page.goto('/auth/tyler?email=asha%40infosys.com');
    await expect(page.getByRole('alert')).toContainText('This sign-in link is incomplete. Please request a new one.');
    await expect(card(page).getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth/login');
  });

  test('auth/callback: no email at the provider', async ({ page }) => {
    await page.goto('/auth/callback/linkedin?error=no-email');
    await expect(page.getByRole('alert')).toContainText('Please verify the email on your LinkedIn account or try another login');
  });

  test('auth/callback: a failed exchange', async ({ page }) => {
    await answer(page, '/tyler-login', (route) => route.fulfill(envelope(null, 400, 'This sign-in link is invalid')));
    await page.goto(`/auth/callback/google?token=${'h'.repeat(43)}`);
    await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again...');
  });

  test('auth/callback: success goes to next with auth_provider', async ({ page }) => {
    await answer(page, '/tyler-login', (route) => route.fulfill(envelope({ token: 's' })));
    await page.goto(`/auth/callback/microsoft?token=${'h'.repeat(43)}&next=%2Fprivacy-policy`);
    await expect(page.getByText('Logging you in..')).toBeVisible();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === '/privacy-policy?auth_provider=microsoft', { timeout: 5_000 });
  });

  test('auth/callback for an unknown provider is not a page', async ({ page }) => {
    const response = await page.goto('/auth/callback/facebook?token=x');
    expect(response?.status()).toBe(404);
  });
});

test.describe('discuss/sso', () => {
  test('an anonymous visitor is sent to log in first, with this URL as returnUrl', async ({ page }) => {
    await page.goto('/discuss/sso?sso=bm9uY2U9MQ%3D%3D&sig=abc');
    await page.waitForURL((url) => url.pathname === '/auth/login' && url.searchParams.has('returnUrl'));
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/discuss/sso?sso=bm9uY2U9MQ%3D%3D&sig=abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Join our trusted community!' })).toBeVisible();
  });
});

// Hydration mismatches (the stored role, the carousel) and failed requests surface as console errors.
for (const path of ['/auth/login', '/auth/login?role=enterprise', '/auth/request-password', '/auth/redeem', '/auth/enterprise-wall']) {
  for (const theme of ['light', 'cosmic'] as const) {
    test(`no console errors on ${path} (${theme})`, async ({ page, consoleErrors, gotoWithTheme }) => {
      await gotoWithTheme(path, theme);
      await page.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);
    });
  }
}

test('no console errors when a stored enterprise role switches the page after hydration', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => window.localStorage.setItem('role', 'enterprise'));
  await page.goto('/auth/login');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Please login with your SSO account' })).toBeVisible();
  await expect(carousel(page).getByRole('button', { name: /^Slide \d$/ })).toHaveCount(3);
  expect(consoleErrors).toEqual([]);
});
