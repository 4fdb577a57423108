import type { APIRequestContext, Page } from '@playwright/test';
import { e2eFixtures, type MemberKey } from '../support/fixtures-data';
import {
  expect,
  expectPhoneWidthAndAxeClean,
  expectShown,
  PHONE_WIDTH,
  serverHtml,
  test,
  themeSwitch,
  waitForHydration,
} from '../fixtures';

interface Company {
  company: { name: string; slug: string };
  referrers: number | null;
  askable: boolean;
  demoReferrers: number;
  medianAnswerHours: number | null;
}

test.describe('referrals (/referral)', () => {
  test('a visitor sees the companies with referrers, demo ones labelled, and is asked to sign in; no script needed', async ({
    request,
  }) => {
    const listed = (await (await request.get('/api/v1/referrals/companies')).json()) as { data: { items: Company[]; minSlice: number } };
    const google = listed.data.items.find((c) => c.company.slug === 'google')!;
    expect(google).toMatchObject({ demoReferrers: 6, medianAnswerHours: null });
    const html = await serverHtml(request, '/referral');
    expect(html).toContain('Referrals from verified employees');
    expect(html).toContain('Demo data');
    expect(html).toContain('6 demo');
    expect(html).toContain(`answer time shown from ${listed.data.minSlice} referrers’ answers`);
    expect(html).toContain('to ask for a referral, or to refer at your company');
  });

  test('a proved employee offers to refer; a seeker asks; the referrer sees who only on accepting; the seeker confirms', async ({
    page,
    signInAs,
    signedInContext,
  }) => {
    // The referrer: signed in with a verified infosys.com address, Infosys set as their current company.
    const referrer = await signInAs('referral-referrer');
    const career = await page.request.put('/api/v1/profile/career', {
      headers: { authorization: `Bearer ${referrer.token}` },
      data: {
        countryCode: 'in',
        positions: [{ company: 'infosys', title: 'Software Engineer', start: '2021-01', end: null }],
        education: [],
      },
    });
    expect(career.status()).toBe(200);
    await page.goto('/referral');
    await page.getByRole('button', { name: 'Refer at Infosys' }).click();
    await expect(page.getByTestId('outcome-refer')).toContainText('You are a referrer there now');

    // The seeker makes a tailored resume on a job's page, then asks Infosys from /referral.
    const seekerContext = await signedInContext('referral-seeker');
    const seeker = await seekerContext.newPage();
    await seeker.goto('/jobs');
    await waitForHydration(seeker);
    await seeker.getByTestId('job-card').first().getByRole('link').first().click();
    await seeker.waitForURL(/\/jobs\/\d+/);
    await waitForHydration(seeker);
    await seeker.getByTestId('jobgpt-resume').click();
    await expect(seeker.getByRole('status').filter({ hasText: 'Version 1 is ready' })).toBeVisible();

    await seeker.goto('/referral');
    await waitForHydration(seeker);
    // How many real referrers Infosys has is under the privacy floor: not counted out.
    await expect(seeker.getByTestId('company-infosys')).toContainText('fewer than 5 referrers');
    const form = seeker.getByRole('form', { name: 'Ask for a referral' });
    await form.getByLabel('Infosys').check();
    await form.getByLabel('Job title').fill('Senior Software Engineer');
    await form.getByLabel('The job’s apply URL').fill('https://careers.infosys.com/jobs/e2e-1');
    await form.getByLabel('A short note').fill('Mail me at me@example.com, I fit the role.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(seeker.getByTestId('outcome-ask')).toContainText('note must not contain an email address');
    await seeker.getByRole('form', { name: 'Ask for a referral' }).getByLabel('Infosys').check();
    await seeker.getByLabel('Job title').fill('Senior Software Engineer');
    await seeker.getByLabel('The job’s apply URL').fill('https://careers.infosys.com/jobs/e2e-1');
    await seeker.getByLabel('A short note').fill('Six years of backend work in Java and Kafka; I fit this role.');
    await seeker.getByRole('button', { name: 'Send request' }).click();
    await expect(seeker.getByTestId('outcome-ask')).toContainText('Your request is sent');
    await expect(seeker.getByTestId('referral-requests')).toContainText('Waiting for an answer');

    // The referrer's inbox: the job and the note, nothing of the seeker's until they accept.
    const seekerEmail = 'referral-seeker.e2e@infosys.com';
    await page.goto('/referral');
    const inbox = page.getByTestId('referral-inbox');
    await expect(inbox).toContainText('Six years of backend work');
    expect(await page.content()).not.toContain(seekerEmail);
    await inbox.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByTestId('outcome-answer')).toContainText('Accepted');
    await expect(page.getByTestId('referral-inbox')).toContainText(seekerEmail);

    // The seeker sees who accepted and confirms the referral; the page stays a phone's width and axe-clean.
    await seeker.goto('/referral');
    await expect(seeker.getByTestId('referral-requests')).toContainText('referral-referrer.e2e@infosys.com');
    await seeker.getByRole('button', { name: 'I was referred' }).click();
    await expect(seeker.getByTestId('outcome-outcome')).toContainText('Thanks: the referral is confirmed.');
    await seeker.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    await expectPhoneWidthAndAxeClean(seeker, 'signed-in /referral');
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    await expectPhoneWidthAndAxeClean(page, 'referrer /referral');
  });

  test('without JavaScript a proved employee offers to refer with the plain form', async ({ signedInContext }) => {
    const context = await signedInContext('referral-nojs', { javaScriptEnabled: false });
    const page = await context.newPage();
    const career = await page.request.put('/api/v1/profile/career', {
      headers: { authorization: `Bearer ${e2eFixtures().members['referral-nojs'].token}` },
      data: {
        countryCode: 'in',
        positions: [{ company: 'infosys', title: 'Software Engineer', start: '2020-01', end: null }],
        education: [],
      },
    });
    expect(career.status()).toBe(200);
    await page.goto('/referral');
    await page.getByLabel('Your level').selectOption({ label: 'Senior' });
    await page.getByRole('button', { name: 'Refer at Infosys' }).click();
    await expect(page.getByTestId('outcome-refer')).toContainText('You are a referrer there now');
    await expect(page.getByTestId('referral-refer')).toContainText('Infosys: you can refer here');
  });

  test('a member buys credits in test mode, asks two companies at once, and sees the credits spent and the refund for the one with no eligible referrer', async ({
    page,
    signInAs,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    // Zomato's referrer refers at any level; TCS's only up to Mid (entry level, one above): nobody at TCS matches a Principal job.
    await referAt(request, 'referral-bundle-zomato', 'zomato');
    await referAt(request, 'referral-bundle-tcs', 'tata-consultancy-services', 1);

    await signInAs('referral-bundle');
    await makeResume(page);
    // 50 credits bought in test mode, back on /referral.
    await page.goto(`/pricing?region=us&returnUrl=${encodeURIComponent('/referral')}`);
    await waitForHydration(page);
    await page.getByTestId('buy-credits-50').click();
    await expectShown(page, /\/checkout\/test\/sbx_/);
    await expect(page.getByTestId('test-mode')).toContainText('Test mode — no money moves');
    await page.getByTestId('pay').click();
    await page.waitForURL((url) => url.pathname === '/referral', { timeout: 15_000 });

    const form = page.getByRole('form', { name: 'Ask for a referral' });
    await expect(form).toContainText('Your balance: 50');
    await expect(form).toContainText('1 credit each');
    await form.getByLabel('Zomato').check();
    await form.getByLabel('Tata Consultancy Services').check();
    await form.getByLabel('Job title').fill('Principal Engineer');
    await form.getByLabel('The job’s apply URL').fill('https://careers.example.org/principal-engineer');
    await form.getByLabel('Level').selectOption({ label: 'Principal' });
    await form.getByLabel('A short note').fill('Twelve years leading platform teams; I fit a principal role well.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('outcome-ask')).toContainText(
      'Your bundle is sent: 2 credits spent, 1 credit refunded at once (no eligible referrer at Tata Consultancy Services).',
    );

    // The bundle: what it cost and what came back, company by company; the balance after both.
    const bundles = page.getByTestId('referral-bundles');
    await expect(bundles).toContainText('2 credits spent, 1 credit refunded');
    await expect(bundles.getByTestId('bundle-request-zomato')).toHaveText('Zomato: waiting for an answer');
    await expect(bundles.getByTestId('bundle-request-tata-consultancy-services')).toHaveText(
      'Tata Consultancy Services: no eligible referrer: 1 credit refunded',
    );
    await expect(bundles.getByTestId('referral-balance')).toHaveText('49');
    await expect(page.getByTestId('referral-requests')).toContainText('bundle');

    // Zomato's referrer has it, without the seeker's address; TCS's has nothing.
    const inboxOf = async (who: MemberKey) =>
      (await request.get('/api/v1/referrals/referrers', { headers: bearer(who) })).json() as Promise<{
        data: { inbox: { job: { title: string } }[] };
      }>;
    const zomatoInbox = await inboxOf('referral-bundle-zomato');
    expect(zomatoInbox.data.inbox.map((r) => r.job.title)).toContain('Principal Engineer');
    expect(JSON.stringify(zomatoInbox)).not.toContain(e2eFixtures().members['referral-bundle'].email);
    expect((await inboxOf('referral-bundle-tcs')).data.inbox).toEqual([]);

    // The page itself logs nothing (the journey's earlier pages are not under test here).
    consoleErrors.length = 0;
    await expectCleanInBothThemes(page, '/referral#bundles', 'bundles /referral');
    expect(consoleErrors).toEqual([]);
  });

  test('a member names a PhonePe job listed on Paysight: its Ask link, a title to find it, the job picked from a select — all without JavaScript', async ({
    page,
    signInAs,
    signedInContext,
    request,
  }) => {
    test.setTimeout(120_000);
    await referAt(request, 'referral-job-referrer', 'phonepe');
    await signInAs('referral-job');
    await makeResume(page);

    const context = await signedInContext('referral-job', { javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/referral');
    await plain.getByRole('link', { name: 'Ask PhonePe for a referral' }).click();
    await expect(plain).toHaveURL(/[?&]ask=phonepe/);
    const find = plain.getByRole('search', { name: 'Find a job at PhonePe' });
    await find.getByLabel('Find a job at PhonePe').fill('Backend');
    await find.getByRole('button', { name: 'Find' }).click();
    await expect(plain).toHaveURL(/jobq=Backend/);

    const form = plain.getByRole('form', { name: 'Ask PhonePe for a referral' });
    const jobs = form.getByLabel('A job at PhonePe listed on Paysight');
    const options = jobs.locator('option');
    await expect(options.first()).toHaveText('None picked: a job elsewhere, below');
    expect(await options.count()).toBeGreaterThan(1);
    const picked = { id: Number(await options.nth(1).getAttribute('value')), label: (await options.nth(1).textContent())! };
    expect(picked.label).toMatch(/Backend/);
    await jobs.selectOption(String(picked.id));
    await form.getByLabel('A short note').fill('Six years building payment backends in Go; I fit this role well.');
    await form.getByRole('button', { name: 'Send request to PhonePe' }).click();
    await expect(plain.getByTestId('outcome-ask')).toContainText('Your request is sent');
    const title = picked.label.split(' · ')[0]!;
    await expect(plain.getByTestId('referral-requests')).toContainText(`${title} at PhonePe`);

    // The referrer's inbox names that Paysight job (its id and title), and nothing of the seeker's.
    const inbox = (await (await request.get('/api/v1/referrals/referrers', { headers: bearer('referral-job-referrer') })).json()) as {
      data: { inbox: { job: { id: number | null; title: string } }[] };
    };
    expect(inbox.data.inbox.map((r) => r.job)).toContainEqual(expect.objectContaining({ id: picked.id, title }));
    expect(JSON.stringify(inbox)).not.toContain(e2eFixtures().members['referral-job'].email);

    // Naming both a listed job and a job elsewhere is refused, saying why.
    await plain.goto('/referral?ask=phonepe');
    const again = plain.getByRole('form', { name: 'Ask PhonePe for a referral' });
    await again.getByLabel('A job at PhonePe listed on Paysight').selectOption({ index: 2 });
    await again.getByLabel('Job title').fill('Staff Engineer');
    await again.getByLabel('The job’s apply URL').fill('https://careers.example.org/staff');
    await again.getByLabel('A short note').fill('Six years building payment backends in Go; I fit this role well.');
    await again.getByRole('button', { name: 'Send request to PhonePe' }).click();
    await expect(plain.getByTestId('outcome-ask')).toContainText('Name one job: a Paysight job or an apply URL, not both');

    await expectCleanInBothThemes(page, '/referral?ask=phonepe&jobq=Engineer#ask', 'ask PhonePe /referral', 'referral-ask-one');
  });

  test('the companies list pages with plain links that keep the search', async ({ openWithoutJavaScript }) => {
    const plain = await openWithoutJavaScript('/referral?q=o&page=99');
    await expect(plain.getByTestId('referral-companies')).toContainText(/No more companies: the list has \d+\./);
    await plain.getByRole('link', { name: 'Previous page' }).click();
    await expect(plain).toHaveURL(/\/referral\?q=o(&page=\d+)?#companies$/);
    await expect(plain.getByRole('search', { name: 'Find a company' }).getByLabel('Company')).toHaveValue('o');
    await expect(plain.getByTestId('company-google')).toContainText('6 demo');
    await expect(plain.getByTestId('company-stripe')).toHaveCount(0);
  });
});

test.describe('company email domains (/admin/company-domains)', () => {
  test('an admin adds a domain (a web address refused, saying what to type), finds it and removes it; a member gets not-found', async ({
    page,
    signInAs,
    signedInContext,
  }) => {
    await signInAs('admin');
    await page.goto('/admin/company-domains');
    await expect(page.getByRole('heading', { level: 1, name: 'Company email domains' })).toBeVisible();
    const add = page.getByRole('form', { name: 'Add a work-email domain' });
    await add.getByLabel('Company').fill('flipkart');
    await add.getByLabel('Work-email domain').fill('https://flipkart-e2e.example');
    await add.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByTestId('domains-outcome')).toContainText('not a web address');
    await page.getByRole('form', { name: 'Add a work-email domain' }).getByLabel('Company').fill('flipkart');
    await page.getByRole('form', { name: 'Add a work-email domain' }).getByLabel('Work-email domain').fill('Flipkart-E2E.example');
    await page.getByRole('form', { name: 'Add a work-email domain' }).getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByTestId('domains-outcome')).toContainText('flipkart-e2e.example is a work-email domain of Flipkart');

    const search = page.getByRole('search', { name: 'Find a domain' });
    await search.getByLabel('Domain or company').fill('flipkart');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('domain-flipkart.com')).toBeVisible();
    await expect(page.getByTestId('domain-flipkart-e2e.example')).toContainText('0 referrers sign in here');

    await expectCleanInBothThemes(page, '/admin/company-domains?q=flipkart', '/admin/company-domains');

    await page.getByRole('button', { name: 'Remove flipkart-e2e.example' }).click();
    await expect(page.getByTestId('domains-outcome')).toContainText(
      'flipkart-e2e.example no longer proves work at Flipkart: 0 referrers it alone proved can no longer refer there, 0 open requests nobody else could answer closed',
    );
    await expect(page.getByTestId('domain-flipkart-e2e.example')).toHaveCount(0);

    const member = await (await signedInContext('domains-member')).newPage();
    expect((await member.goto('/admin/company-domains'))?.status()).toBe(404);
  });
});

const bearer = (who: MemberKey) => ({ authorization: `Bearer ${e2eFixtures().members[who].token}` });

/** The member works at `company` (their current position) and offers to refer there, at `level` or any. */
async function referAt(request: APIRequestContext, who: MemberKey, company: string, level?: number) {
  const career = await request.put('/api/v1/profile/career', {
    headers: bearer(who),
    data: { countryCode: 'in', positions: [{ company, title: 'Software Engineer', start: '2021-01', end: null }], education: [] },
  });
  expect(career.status()).toBe(200);
  const offer = await request.post('/api/v1/referrals/referrers/apply', {
    headers: bearer(who),
    data: { company, ...(level ? { level } : {}) },
  });
  expect(offer.status(), await offer.text()).toBe(200);
}

/**
 * The page at a phone's width, axe-clean in the light theme and then in the cosmic one (switched in
 * the footer, as a member does); `visible` is a part that must be on it.
 */
async function expectCleanInBothThemes(page: Page, path: string, label: string, visible?: string) {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await page.goto(path);
  await waitForHydration(page);
  if (visible) await expect(page.getByTestId(visible)).toBeVisible();
  for (const [theme, scheme] of [
    ['Light', 'light'],
    ['Cosmic', 'dark'],
  ] as const) {
    await themeSwitch(page).getByText(theme, { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    // The re-render is painted before axe reads colours.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expectPhoneWidthAndAxeClean(page, `${label} (${theme})`);
  }
}

/** A tailored resume, made on a job's page (a request carries one). */
async function makeResume(page: Page) {
  await page.goto('/jobs');
  await waitForHydration(page);
  await page.getByTestId('job-card').first().getByRole('link').first().click();
  await page.waitForURL(/\/jobs\/\d+/);
  await waitForHydration(page);
  await page.getByTestId('jobgpt-resume').click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 is ready' })).toBeVisible();
}
