import { expect, expectShown, PUBLIC_URL, test, waitForHydration } from '../fixtures';
import { addSession } from '../support/auth';
import { e2eFixtures } from '../support/fixtures-data';
import { waitForMail } from '../support/mail';

/** A real 1×1 PNG, and a PDF as far as any check by content goes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test.describe('salary verifications', () => {
  test('anyone sees how figures are checked and the verified share by company, per region', async ({ page }) => {
    await page.goto('/verified');
    await waitForHydration(page);
    await expect(page).toHaveTitle('Salary verifications | Paysight');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_URL}/verified`);
    const tiers = page.getByTestId('verification-tiers');
    for (const name of ['Documents verified', 'Member-shared', 'Anonymous and imported']) {
      await expect(tiers.getByRole('heading', { name })).toBeVisible();
    }
    // Some of the demo members sent documents: India shows its verified share, by company and in a chart
    // (a region with nothing verified says so instead: nothing-verified.test.tsx), labelled as demo data.
    await expect(page.getByTitle('Generated demonstration data, not real submissions')).toBeVisible();
    await expect(tiers.getByTestId('tier-share-verified')).toHaveText(/^\d+(\.\d)?%$/);
    await expect(page.getByRole('heading', { name: 'Verified share by company · India' })).toBeVisible();
    const first = page.getByTestId('verified-companies').locator('tbody tr').first();
    await expect(first.locator('td').nth(1)).not.toHaveText('0');
    await expect(page.getByTestId('verified-chart')).toBeVisible();
    await expect(page.getByTestId('nothing-verified')).toHaveCount(0);
    await expect(page.getByTestId('verify-your-salary')).toContainText('Sign in to verify a salary you shared.');

    await page.getByRole('navigation', { name: 'Region' }).getByRole('link', { name: 'United States' }).click();
    await expectShown(page, /\/verified\?cc=us$/);
    await expect(page.locator('#companies')).toHaveText('Verified share by company · United States');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_URL}/verified?cc=us`);
  });

  test('a member sends documents (also without JavaScript), an admin approves one, the member sees it verified', async ({
    page,
    browser,
    signInAs,
  }) => {
    const { email } = await signInAs('verify');
    await page.goto('/verified');
    await expect(page.getByTestId('no-contributions')).toBeVisible();

    // The contribution goes in through the contributions API, as the salary form would send it (from
    // our own page: a write with the cookie names our origin).
    const saved = await page.request.post(new URL('/api/v1/profile/salary', page.url()).toString(), {
      headers: { origin: new URL(page.url()).origin },
      data: { currency: 'USD', company: 'stripe', title: 'software-engineer', experience: 5, base: 180_000, stocks: 60_000, bonus: 20_000 },
    });
    expect(saved.status()).toBe(200);
    const contributionId = ((await saved.json()) as { data: { id: number } }).data.id;

    await page.reload();
    await waitForHydration(page);
    const item = page.getByTestId(`contribution-${contributionId}`);
    await expect(item.getByRole('heading', { name: 'Software Engineer at Stripe' })).toBeVisible();
    await expect(item).toContainText('$260,000 a year');
    await item.getByLabel('Kind of document', { exact: true }).selectOption('payslip');
    await item.getByLabel('File (PDF, PNG or JPEG, up to 5 MB)').setInputFiles({ name: 'payslip.png', mimeType: 'image/png', buffer: PNG });
    await item.getByRole('button', { name: 'Send for review' }).click();
    await expect(item.getByRole('status')).toContainText('Document sent.');
    await expect(item.getByRole('list', { name: 'Documents' })).toContainText('Payslip, sent');
    await expect(item.getByRole('list', { name: 'Documents' })).toContainText('Pending review');

    // The same form without JavaScript: a plain multipart post to the page's action.
    const state = await page.context().storageState();
    const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: state });
    const plain = await noJs.newPage();
    await plain.goto(new URL('/verified', page.url()).toString());
    const plainItem = plain.getByTestId(`contribution-${contributionId}`);
    await plainItem.getByLabel('Kind of document', { exact: true }).selectOption('offer-letter');
    await plainItem
      .getByLabel('File (PDF, PNG or JPEG, up to 5 MB)')
      .setInputFiles({ name: 'offer.pdf', mimeType: 'application/pdf', buffer: PDF });
    await plainItem.getByRole('button', { name: 'Send for review' }).click();
    await expect(plainItem.getByText('Document sent.')).toBeVisible();
    await expect(plainItem.getByRole('list', { name: 'Documents' }).getByText('Pending review')).toHaveCount(2);
    // A file that is not what its name says is refused with the reason.
    await plainItem
      .getByLabel('File (PDF, PNG or JPEG, up to 5 MB)')
      .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') });
    await plainItem.getByRole('button', { name: 'Send for review' }).click();
    await expect(plainItem.getByRole('alert')).toContainText('not a PDF or PNG or JPEG');
    await noJs.close();

    // A member is not an admin: the review page does not exist for them.
    const refused = await page.goto(new URL('/admin/review', page.url()).toString());
    expect(refused?.status()).toBe(404);
    await expect(page.getByText('Page Not Found')).toBeVisible();

    // The admin sees both documents, oldest first, with the figures, and approves the payslip.
    const adminContext = await browser.newContext();
    await addSession(adminContext, e2eFixtures().admin.token, PUBLIC_URL);
    const admin = await adminContext.newPage();
    await admin.goto(`${PUBLIC_URL}/admin/review`);
    await waitForHydration(admin);
    const docs = admin.locator('li[data-testid^="pending-doc-"]').filter({ hasText: email });
    await expect(docs).toHaveCount(2);
    const payslip = docs.first();
    await expect(payslip).toContainText('Payslip');
    await expect(payslip).toContainText('$260,000 a year');
    const file = await admin.request.get(`${PUBLIC_URL}${await payslip.getByRole('link', { name: 'View file' }).getAttribute('href')}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);
    await payslip.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByRole('status')).toContainText('Approved: the salary is now verified.');
    await expect(docs).toHaveCount(1);
    await adminContext.close();

    // The member is told by email and sees it on /verified.
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Your salary is verified');
    await page.goto(new URL('/verified', page.url()).toString());
    await expect(item.locator('[data-status="verified"]')).toHaveText('Verified');
    await expect(item.getByRole('list', { name: 'Documents' })).toContainText('Approved');
    await expect(item.getByRole('button', { name: 'Send for review' })).toHaveCount(0);

    // The verified salary counts in the region's share by company: Stripe has verified salaries, and the chart shows.
    // (The table lists the 15 companies with the most verified salaries: Stripe, which holds the most
    // US demo records with Databricks, is among them whatever the demo draw; Google's place depends on it.)
    await page.goto(new URL('/verified?cc=us', page.url()).toString());
    await expect(page.getByRole('heading', { name: 'Verified share by company · United States' })).toBeVisible();
    const stripe = page
      .getByTestId('verified-companies')
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: 'Stripe', exact: true }) });
    await expect(stripe).toHaveCount(1);
    await expect(stripe.locator('td').nth(1)).not.toHaveText('0');
    // The chart draws when a person scrolls to it (below the fold it would only block the first seconds).
    const chart = page.getByTestId('verified-chart');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('nothing-verified')).toHaveCount(0);
  });

  test('on a phone the chart library loads only once the chart is scrolled into view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const charts: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/company-share-chart-[^/]+\.js$/.test(r.url())) charts.push(r.url());
    });
    await page.goto('/verified');
    await waitForHydration(page);
    const chart = page.getByTestId('verified-chart');
    // The server-rendered bars stand in until then; two frames give the observer its first answer.
    await expect(chart.locator('li').first()).toBeAttached();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(charts).toEqual([]);
    await expect(chart.locator('.recharts-surface')).toHaveCount(0);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.recharts-surface')).toBeVisible();
    expect(charts).toHaveLength(1);
  });

  test('a guest is sent to sign in from the review page', async ({ page }) => {
    await page.goto('/admin/review');
    await expectShown(page, /\/auth\/login\?returnUrl=%2Fadmin%2Freview$/);
  });
});
