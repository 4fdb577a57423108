import { e2eFixtures } from '../support/fixtures-data';
import { expect, expectPhoneWidthAndAxeClean, PHONE_WIDTH, serverHtml, test, testPhoneWidthAndAxe, waitForHydration } from '../fixtures';

interface Company {
  company: { name: string; slug: string };
  referrers: number;
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

  testPhoneWidthAndAxe('referral', '/referral');
});
