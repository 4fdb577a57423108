import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAt, expectPhoneWidthAndAxeClean, open, PAGE_LOADING, PHONE_WIDTH, test, waitForHydration } from '../fixtures';
import { e2eFixtures } from '../support/fixtures-data';

/**
 * Layoff alerts (SPEC §7 Layoff, ADR 045): a member follows a company's WARN notices from the list
 * filtered to it or from a notice's page (POST /layoff/{id}/subscribe), asks for the weekly digest of
 * chosen states and companies (POST /subscription), and anyone holding a mail's link stops either
 * without signing in. A visitor gets a sign-in link that comes back instead of the forms. The forms
 * are plain POST forms: they work without JavaScript. Each member journey sees at most three layoffs
 * pages (members' daily search limit in the e2e server).
 */

test.beforeEach(async ({ request }) => {
  // The notices load in the background after the server starts.
  await expect
    .poll(async () => ((await (await request.get('/api/v1/layoff/map')).json()).data?.totals?.notices ?? 0) > 0, { timeout: 60_000 })
    .toBe(true);
});

/** The newest of Microsoft's WARN notices in Washington's file (resolved to the catalogue company). */
async function microsoftNotice(request: APIRequestContext): Promise<number> {
  const list = await (await request.get('/api/v1/layoff?company=microsoft')).json();
  const id = list.data?.items?.[0]?.id;
  expect(typeof id).toBe('number');
  return id as number;
}

const followForm = (page: Page) => page.getByTestId('layoffs-follow');
/** The page has settled after a form's submission: its content no longer faded as while the next answer loads (PageFrame). */
async function settled(page: Page) {
  await expect(page.locator(PAGE_LOADING)).toHaveCount(0);
  await expect
    .poll(() =>
      followForm(page).evaluate((el) => {
        for (let e: Element | null = el; e; e = e.parentElement) if (getComputedStyle(e).opacity !== '1') return false;
        return true;
      }),
    )
    .toBe(true);
}

const digestForm = (page: Page) => page.getByRole('form', { name: 'Weekly digest of new WARN notices' });

test.describe('layoff alerts', () => {
  test('a visitor is offered sign-in links that come back, not the forms', async ({ page, request }) => {
    await open(page, '/layoffs?company=microsoft');
    await expect(followForm(page).getByRole('link', { name: "Sign in to follow Microsoft's notices" })).toHaveAttribute(
      'href',
      `/auth/login?returnUrl=${encodeURIComponent('/layoffs?company=microsoft')}`,
    );
    await expect(followForm(page).getByRole('button')).toHaveCount(0);
    const digest = page.getByTestId('layoffs-digest');
    await expect(digest.getByRole('link', { name: 'Sign in to get the weekly digest' })).toHaveAttribute(
      'href',
      `/auth/login?returnUrl=${encodeURIComponent('/layoffs?company=microsoft#layoffs-digest')}`,
    );
    await expect(digestForm(page)).toHaveCount(0);

    const id = await microsoftNotice(request);
    await open(page, `/layoffs/${id}`);
    await expect(followForm(page).getByRole('link', { name: "Sign in to follow Microsoft's notices" })).toHaveAttribute(
      'href',
      `/auth/login?returnUrl=${encodeURIComponent(`/layoffs/${id}`)}`,
    );
    // Posting the form anyway is refused as a visitor's, never a server error.
    const posted = await request.post(`/layoffs/${id}`, { form: { intent: 'follow', follow: '1' } });
    expect(posted.status()).toBe(401);
  });

  test("a member follows Microsoft's notices from the list and stops from a notice's page", async ({ page, request, openSignedIn }) => {
    const id = await microsoftNotice(request);
    await openSignedIn('layoff-follow', '/layoffs?company=microsoft');
    const follow = followForm(page);
    await expect(follow).toContainText('Be told of each new WARN notice from Microsoft, by notification and mail.');
    await follow.getByRole('button', { name: "Follow this company's notices" }).click();
    await expect(follow).toContainText('You follow Microsoft: each new WARN notice brings a notification and a mail.');
    await expect(follow.getByRole('button', { name: "Stop following this company's notices" })).toBeVisible();

    // The notice's page knows the member follows its company, and stops it.
    await page.goto(`/layoffs/${id}`);
    await expect(followForm(page)).toContainText('You follow Microsoft');
    await followForm(page).getByRole('button', { name: "Stop following this company's notices" }).click();
    await expect(followForm(page)).toContainText('Be told of each new WARN notice from Microsoft');
    await page.reload();
    await expect(followForm(page).getByRole('button', { name: "Follow this company's notices" })).toBeVisible();
    // What the member follows, as the API says it.
    const follows = await (await page.request.get('/api/v1/layoff/follows')).json();
    expect(follows.data.follows).toEqual([]);
  });

  test("without JavaScript a member follows from a notice's page", async ({ request, signedInContext }) => {
    const id = await microsoftNotice(request);
    const context = await signedInContext('layoff-follow-nojs', { javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto(`/layoffs/${id}`))?.status()).toBe(200);
    await followForm(page).getByRole('button', { name: "Follow this company's notices" }).click();
    await expectAt(page, `/layoffs/${id}`);
    await expect(followForm(page)).toContainText('You follow Microsoft');
    await page.goto(`/layoffs/${id}`);
    await expect(followForm(page).getByRole('button', { name: "Stop following this company's notices" })).toBeVisible();
    const follows = await (await page.request.get('/api/v1/layoff/follows')).json();
    expect(follows.data.follows.map((f: { employer: string }) => f.employer)).toEqual(['Microsoft']);
  });

  test('without JavaScript a member asks for the weekly digest, changes it and stops it', async ({ signedInContext }) => {
    const context = await signedInContext('layoff-digest-nojs', { javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto('/layoffs'))?.status()).toBe(200);
    let form = digestForm(page);
    await form.getByRole('checkbox', { name: 'Washington' }).check();
    await form.getByLabel('Companies').fill('Zorblax Widgets Unlimited');
    await form.getByRole('button', { name: 'Get the weekly digest' }).click();
    form = digestForm(page);
    await expect(form.getByRole('alert')).toContainText('Digest not saved');
    await expect(form.getByRole('alert')).toContainText('not a catalogue company: Zorblax Widgets Unlimited');
    expect((await (await page.request.get('/api/v1/subscription')).json()).data.digest).toBeNull();
    // The refused form keeps what was ticked and typed.
    await expect(form.getByRole('checkbox', { name: 'Washington' })).toBeChecked();
    await expect(form.getByLabel('Companies')).toHaveValue('Zorblax Widgets Unlimited');

    await form.getByRole('checkbox', { name: 'Texas' }).check();
    await form.getByLabel('Companies').fill('Microsoft, Amazon');
    await form.getByRole('button', { name: 'Get the weekly digest' }).click();
    form = digestForm(page);
    await expect(form.getByRole('status')).toContainText('Saved: your weekly digest covers these.');
    const saved = (await (await page.request.get('/api/v1/subscription')).json()).data.digest;
    expect(saved.states.map((s: { code: string }) => s.code).sort()).toEqual(['TX', 'WA']);
    expect(saved.companies.map((c: { name: string }) => c.name).sort()).toEqual(['Amazon', 'Microsoft']);

    // The page shows the digest as saved; unticking Texas replaces it.
    await page.goto('/layoffs');
    form = digestForm(page);
    await expect(form.getByRole('checkbox', { name: 'Washington' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Texas' })).toBeChecked();
    await form.getByRole('checkbox', { name: 'Texas' }).uncheck();
    await form.getByRole('button', { name: 'Update the digest' }).click();
    await expect(digestForm(page).getByRole('status')).toContainText('Saved');
    const updated = (await (await page.request.get('/api/v1/subscription')).json()).data.digest;
    expect(updated.states.map((s: { code: string }) => s.code)).toEqual(['WA']);

    await page.getByTestId('layoffs-digest').getByRole('button', { name: 'Stop the digest' }).click();
    await expect(page.getByTestId('layoffs-digest').getByRole('status')).toContainText('Your weekly digest is stopped.');
    expect((await (await page.request.get('/api/v1/subscription')).json()).data.digest).toBeNull();
  });

  test("a mail's unsubscribe link stops a follow without signing in, once", async ({ page }) => {
    const { follow } = e2eFixtures().layoffUnsubscribe;
    const link = `/layoffs/unsubscribe?token=${encodeURIComponent(follow)}`;
    await open(page, link);
    const card = page.getByTestId('layoffs-unsubscribe');
    await expect(card).toContainText('Stop alerts of new WARN notices from Acme Widgets? No sign-in is needed.');
    await card.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(card.getByRole('status')).toContainText('Done: you will get no more of alerts of new WARN notices from Acme Widgets.');
    await expect(card.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
    // The link has done its work: opened again it says so, with nobody's name.
    const again = await page.goto(link);
    expect(again?.status()).toBe(404);
    await expect(card).toContainText('This link does not work');
    await expect(card).toContainText('This link is not known');
    await expect(card).not.toContainText('Acme');
  });

  test("without JavaScript a digest's unsubscribe link stops it; a link cut short is refused", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    const { digest } = e2eFixtures().layoffUnsubscribe;
    expect((await page.goto(`/layoffs/unsubscribe?token=${encodeURIComponent(digest)}`))?.status()).toBe(200);
    const card = page.getByTestId('layoffs-unsubscribe');
    await expect(card).toContainText('Stop the weekly digest of new WARN notices for Washington? No sign-in is needed.');
    await card.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(card.getByRole('status')).toContainText(
      'Done: you will get no more of the weekly digest of new WARN notices for Washington.',
    );

    expect((await page.goto(`/layoffs/unsubscribe?token=${encodeURIComponent(digest.slice(0, 20))}`))?.status()).toBe(404);
    await expect(card).toContainText('This link is not known');
    expect((await page.goto('/layoffs/unsubscribe'))?.status()).toBe(400);
    await expect(card).toContainText('This link is incomplete: open it from the mail again.');
    await context.close();
  });
});

for (const theme of ['light', 'cosmic'] as const) {
  test(`layoff alerts at a phone's width: a member following Microsoft with a digest, the notice and the unsubscribe page pass axe (${theme})`, async ({
    page,
    request,
    signInAs,
    gotoWithTheme,
    consoleErrors,
  }) => {
    const id = await microsoftNotice(request);
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    await signInAs(`layoff-alerts-${theme}`);
    await gotoWithTheme('/layoffs?company=microsoft', theme);
    await followForm(page).getByRole('button', { name: "Follow this company's notices" }).click();
    await expect(followForm(page)).toContainText('You follow Microsoft');
    const form = digestForm(page);
    await form.getByRole('checkbox', { name: 'Washington' }).check();
    await form.getByRole('button', { name: 'Get the weekly digest' }).click();
    await expect(digestForm(page).getByRole('status')).toContainText('Saved: your weekly digest covers these.');
    await expect(page.getByTestId('layoffs-digest').getByRole('button', { name: 'Stop the digest' })).toBeVisible();
    await settled(page);
    await expectPhoneWidthAndAxeClean(page, '/layoffs?company=microsoft, following, with a digest');

    await page.goto(`/layoffs/${id}`);
    await waitForHydration(page);
    await expect(followForm(page)).toContainText('You follow Microsoft');
    await expectPhoneWidthAndAxeClean(page, `/layoffs/${id}, following`);

    await page.goto(`/layoffs/unsubscribe?token=${encodeURIComponent(e2eFixtures().layoffUnsubscribe.axe)}`);
    await waitForHydration(page);
    await expect(page.getByTestId('layoffs-unsubscribe')).toContainText('Globex Corporation');
    await expectPhoneWidthAndAxeClean(page, '/layoffs/unsubscribe');
    expect(consoleErrors).toEqual([]);
  });
}
