import { axeViolations, expect, expectPhoneWidthAndAxeClean, expectShown, test, waitForHydration } from '../fixtures';


test.describe('jobgpt', () => {
  test('/auto-apply renders on the server for a visitor: its promises, the weights, and sign-in that comes back to JobGPT', async ({
    openWithoutJavaScript,
  }) => {
    const page = await openWithoutJavaScript('/auto-apply');
    await expect(page).toHaveTitle('Auto-apply to jobs with JobGPT | Paysight');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/auto-apply$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /never spams/);
    await expect(page.getByTestId('promise-matches')).toContainText('Skills');
    await expect(page.getByTestId('promise-matches')).toContainText('35%');
    await expect(page.getByTestId('promise-answers')).toContainText('left for you');
    await expect(page.getByTestId('promise-spam')).toContainText('one application to the same company in 30 days');
    await expect(page.getByTestId('auto-apply-cta').first()).toHaveAttribute('href', '/auth/login?returnUrl=%2Fjobgpt');
  });

  test('a visitor on /jobgpt reads what it does and a sign-in link back', async ({ page }) => {
    const response = await page.goto('/jobgpt');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('jobgpt-signed-out')).toContainText('Sign in to start a job hunt');
    await expect(page.getByTestId('jobgpt-sign-in')).toHaveAttribute('href', '/auth/login?returnUrl=%2Fjobgpt');
  });

  test('a member starts a hunt, reads explained matches, applies to one and finds it on /jobgpt/list; job cards show match scores', async ({
    page,
    consoleErrors,
    openSignedIn,
  }) => {
    test.setTimeout(120_000);
    await openSignedIn('jobgpt', '/jobgpt');

    // No hunt yet: the form is auto mode off, and it says what auto mode costs.
    const form = page.getByRole('form', { name: 'Start a job hunt' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Auto mode: apply without asking me')).not.toBeChecked();
    await expect(form).toContainText('each automatic application spends one credit');
    await expect(form.getByLabel('Daily limit')).toHaveValue('5');
    await expect(form.getByLabel('Minimum match score (%)')).toHaveValue('70');

    // An unknown city is refused beside the form (and as a toast), with what was typed kept.
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Jobs in India');
    await form.getByRole('checkbox', { name: 'India' }).check();
    await form.getByLabel('Cities', { exact: true }).fill('Atlantis');
    await form.getByRole('button', { name: 'Start the hunt' }).click();
    await expect(form.getByRole('alert')).toContainText('Unknown city: Atlantis');
    await expect(page.locator('.mantine-Notification-root')).toContainText('Unknown city: Atlantis');
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Jobs in India');

    await form.getByLabel('Cities', { exact: true }).fill('');
    await form.getByRole('button', { name: 'Start the hunt' }).click();
    await expectShown(page, /\/jobgpt\?hunt=\d+#matches$/);
    const hunt = page.getByTestId('hunt-card');
    await expect(hunt).toHaveCount(1);
    await expect(hunt).toContainText('Jobs in India');
    await expect(hunt.getByTestId('hunt-status')).toHaveText('Active');
    await expect(hunt).toContainText('Auto mode off');

    // Today's matches: each score explained part by part.
    const cards = page.getByTestId('match-card');
    await expect(cards.first()).toBeVisible();
    const first = cards.first();
    await expect(first.getByTestId('match-score')).toHaveText(/^\d{1,3}%$/);
    await expect(first.getByTestId('match-part')).toHaveCount(6);
    await expect(first.getByTestId('match-part').first()).toContainText('% of the score');
    const title = (await first.getByRole('heading', { level: 3 }).textContent())!;
    // The count beside the list is the list's.
    const shown = await cards.count();
    await expect(page.getByTestId('matches-shown')).toHaveText(`${shown} ${shown === 1 ? 'match' : 'matches'}`);
    await page.waitForLoadState('networkidle');
    // Toasts included: the shell names their close button.
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByTestId('jobgpt-stats')).toContainText('Moved to review or applied today');
    await expect(page.getByTestId('jobgpt-credits')).toContainText('credits left');

    // Apply to the best match: it leaves the matches and shows on the applications page.
    await first.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('jobgpt-done')).toContainText('Application started');
    await page.getByTestId('jobgpt-done').getByRole('link', { name: 'See your applications' }).click();
    await expectShown(page, /\/jobgpt\/list$/);
    const application = page.getByTestId('application').filter({ hasText: title });
    await expect(application).toHaveCount(1);
    await expect(application.getByTestId('application-status')).toHaveText(/^(Preparing|Ready to submit)$/);
    // Prepared (the queue's next tick at the latest), it says what the member does next, and asks
    // nothing a job in India does not ask (no US self-identification).
    await expect(async () => {
      await page.reload();
      await expect(application.getByTestId('application-status')).toHaveText('Ready to submit', { timeout: 1_000 });
    }).toPass({ timeout: 40_000 });
    await expect(application.getByTestId('application-next-steps')).toContainText('Ready to submit: what you do next');
    await expect(application.getByTestId('application-next-steps')).toContainText('then set Status to Applied below and save');
    await expect(application).not.toContainText('race, veteran');

    // Its log opens in place.
    await application.getByRole('link', { name: 'Show the log' }).click();
    await expectShown(page, /\/jobgpt\/list\?log=\d+#application-\d+$/);
    await expect(page.getByTestId('application-log')).toContainText('Application started');
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);

    // The member records an interview, with notes.
    const row = page.getByTestId('application').filter({ hasText: title });
    await row.getByLabel('Status', { exact: true }).selectOption('interview');
    await row.getByLabel('Notes', { exact: true }).fill('First round on Monday');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('jobgpt-done')).toContainText('Saved: Interview, with your notes.');
    await expect(row.getByTestId('application-status')).toHaveText('Interview');

    // Filters are in the URL.
    await page.goto('/jobgpt/list?status=offer');
    await expect(page.getByTestId('applications-empty')).toContainText('No application matches these filters.');

    // The jobs page's cards carry the member's match scores once it is up.
    await page.goto('/jobs');
    await waitForHydration(page);
    await expect(page.getByTestId('job-match').first()).toHaveText(/^\d{1,3}% match$/);

    // The one error logged is the refused form's answer (400, as the page's status says).
    expect(consoleErrors).toEqual(['console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });

  test('the daily run moves a hunt’s best matches to the review queue, and back on /jobgpt the member is told so', async ({
    page,
    openSignedIn,
  }) => {
    test.setTimeout(90_000);
    await openSignedIn('jobgpt-review', '/jobgpt');
    const form = page.getByRole('form', { name: 'Start a job hunt' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Review queue');
    await form.getByRole('checkbox', { name: 'India' }).check();
    // A minimum the listed jobs reach, so the run has matches to move.
    await form.getByLabel('Minimum match score (%)').fill('20');
    await form.getByRole('button', { name: 'Start the hunt' }).click();
    await expectShown(page, /\/jobgpt\?hunt=\d+#matches$/);
    const hunt = new URL(page.url()).searchParams.get('hunt');
    // The queue's next tick runs the hunt: on the member's next visit the best matches are in review.
    await expect(async () => {
      await page.goto(`/jobgpt?hunt=${hunt}`);
      await expect(page.getByTestId('moved-to-review')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    const moved = page.getByTestId('moved-to-review');
    await expect(moved).toContainText('moved this hunt’s best matches to your review queue, so they are not in this list');
    await expect(moved).toContainText(/\d+ match(es)? waits? for your approval there/);
    await expect(moved.getByRole('link', { name: 'Review them' })).toHaveAttribute('href', `/jobgpt/list?hunt=${hunt}`);
  });

  test('on a job’s page a member makes a tailored resume and lets JobGPT prepare the application', async ({ page, signInAs }) => {
    await signInAs('jobgpt-jobpage');
    await page.goto('/jobs');
    await page.getByTestId('job-card').first().getByRole('link').first().click();
    await page.waitForURL(/\/jobs\/\d+/);
    await waitForHydration(page);
    await page.getByTestId('jobgpt-resume').click();
    await expect(page.getByRole('status').filter({ hasText: 'Version 1 is ready' })).toBeVisible();
    const pdf = await page.request.get((await page.getByTestId('tailored-resume-pdf').getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.getByTestId('jobgpt-apply').click();
    await expect(page.getByRole('status').filter({ hasText: 'JobGPT is preparing it' })).toBeVisible();
    await page.getByTestId('jobgpt-list-link').click();
    await expectShown(page, /\/jobgpt\/list$/);
    await expect(page.getByTestId('application')).toHaveCount(1);
  });

  test('a member without a hunt reads on /jobs how to get match scores', async ({ page, signInAs }) => {
    await signInAs('jobgpt-nohunt');
    await page.goto('/jobs');
    await waitForHydration(page);
    await expect(page.getByTestId('job-match-hint')).toHaveCount(1);
    await expect(page.getByTestId('job-match-hint').getByRole('link')).toHaveAttribute('href', '/jobgpt');
    await expect(page.getByTestId('job-match')).toHaveCount(0);
  });

  for (const theme of ['light', 'cosmic'] as const) {
    test(`/career-roast and /jobgpt/resumes: nothing wider than a phone, axe passes, no console errors (${theme})`, async ({
      page,
      gotoWithTheme,
      consoleErrors,
      signInAs,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(`jobgpt-pages-${theme}`);
      for (const path of ['/career-roast', '/jobgpt/resumes']) {
        await gotoWithTheme(path, theme);
        await waitForHydration(page);
        await expectPhoneWidthAndAxeClean(page, path);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});
