import {
  expect,
  expectAt,
  expectPhoneWidthAndAxeClean,
  expectShown,
  open,
  PHONE_WIDTH,
  PUBLIC_URL,
  serverHtml,
  test,
  waitForHydration,
} from '../fixtures';
import { addSession } from '../support/auth';
import { e2eFixtures } from '../support/fixtures-data';

/**
 * What members add to layoffs: a member reports their title on a WARN notice's page (a plain POST
 * form; a visitor gets a sign-in link), and India's layoffs as members report them, held for an
 * admin's review and shown, labelled, once approved. The demo has none of either: the empty states say so.
 */

test.beforeEach(async ({ request }) => {
  // The notices load in the background after the server starts.
  await expect
    .poll(async () => ((await (await request.get('/api/v1/layoff/map')).json()).data?.totals?.notices ?? 0) > 0, { timeout: 60_000 })
    .toBe(true);
});

test.describe('layoff member reports', () => {
  test("a visitor sees the notice's titles under the floor and a sign-in link; a member adds their title", async ({
    page,
    openSignedIn,
  }) => {
    await open(page, '/layoffs/1');
    const section = page.getByTestId('layoff-titles');
    await expect(section.getByRole('heading', { name: 'Titles affected, as members report them' })).toBeVisible();
    await expect(section.getByTestId('layoff-titles-empty')).toContainText('A title is shown once 5 members reported it.');
    await expect(section.getByRole('link', { name: 'Sign in to report your title' })).toHaveAttribute('href', /returnUrl=%2Flayoffs%2F1/);

    await openSignedIn('layoff-titles', '/layoffs/1');
    await page.getByTestId('layoff-titles').getByLabel('Your job title').fill('Software Engineer');
    await page.getByRole('button', { name: 'Add my title' }).click();
    await expect(page.getByRole('status')).toContainText('Thanks: your title is counted.');
    // One report: under the floor, counted but not named.
    await expect(page.getByTestId('layoff-titles-empty')).toContainText('Fewer than 5 reports for any one title so far (1 report in all)');
    await expect(page.getByTestId('layoff-titles')).toContainText('You reported this notice laid you off as Software Engineer.');
    await page.getByTestId('layoff-titles').getByLabel('Your job title').fill('Zorblax Quuxwrangler');
    await page.getByRole('button', { name: 'Replace my title' }).click();
    await expect(page.getByRole('alert')).toContainText('We do not know the title "Zorblax Quuxwrangler"');
  });

  test('India: an honest empty state; a member reports a layoff, an admin approves it, it is shown as a member report', async ({
    page,
    browser,
    request,
    openSignedIn,
    gotoWithTheme,
  }) => {
    const html = await serverHtml(request, '/layoffs/india');
    expect(html).toContain('Layoffs in India: member reports');
    await open(page, '/layoffs');
    await page.getByRole('link', { name: 'layoffs in India, as members report them' }).click();
    await expectAt(page, '/layoffs/india');
    await expect(page.getByRole('link', { name: 'Sign in to report a layoff' })).toBeVisible();

    await openSignedIn('layoff-report', '/layoffs/india');
    const company = `E2E Layoff Test Co ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Report a layoff in India' });
    await form.getByLabel('Company').fill(company);
    await form.getByLabel('Month of the layoff').fill('2026-09');
    await form.getByLabel('People laid off').fill('40');
    await form.getByLabel('Source link (https)').fill('http://news.example.com/a');
    await form.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByRole('alert')).toContainText('sourceUrl must be a link starting with https://');
    await form.getByLabel('Company').fill(company);
    await form.getByLabel('Month of the layoff').fill('2026-09');
    await form.getByLabel('People laid off').fill('40');
    await form.getByLabel('Source link (https)').fill('https://news.example.com/a');
    await form.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByRole('status')).toContainText("Thanks: your report waits for an admin's review.");
    await expect(page.getByTestId('india-my-reports')).toContainText(`${company} · Sep 2026 · 40 people: Waiting for review`);
    // Pending: not shown.
    await expect(page.getByTestId('india-reports')).not.toContainText(company);

    // A member is not an admin: the queue does not exist for them.
    expect((await page.goto(new URL('/admin/layoff-reports', page.url()).toString()))?.status()).toBe(404);

    const adminContext = await browser.newContext();
    await addSession(adminContext, e2eFixtures().admin.token, PUBLIC_URL);
    const admin = await adminContext.newPage();
    await admin.goto(`${PUBLIC_URL}/admin/layoff-reports`);
    await waitForHydration(admin);
    const item = admin.getByTestId('layoff-report-item').filter({ hasText: company });
    await expect(item).toContainText('not in the catalogue');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByRole('status')).toContainText('Approved: the report is shown on /layoffs/india.');
    await expect(item).toHaveCount(0);
    await adminContext.close();

    await page.goto('/layoffs/india');
    const list = page.getByTestId('india-reports');
    await expect(list.getByRole('heading', { name: /^Member reports, moderated: / })).toBeVisible();
    await expect(list).toContainText(`${company} · Sep 2026 · 40 people laid off`);
    await page.getByRole('form', { name: 'Filter member reports' }).getByLabel('Company').fill(company);
    await page.getByRole('button', { name: 'Show reports' }).click();
    await expectShown(page, /\/layoffs\/india\?company=/);
    await expect(list.getByTestId('india-reports-list').locator('li')).toHaveCount(1);

    // With a report listed (its source link in running text), the page still fits a phone and passes axe.
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    for (const theme of ['light', 'cosmic'] as const) {
      await gotoWithTheme('/layoffs/india', theme);
      await waitForHydration(page);
      await expect(list.getByTestId('india-reports-list')).toBeVisible();
      await expectPhoneWidthAndAxeClean(page, `/layoffs/india with reports (${theme})`);
    }
  });
});
