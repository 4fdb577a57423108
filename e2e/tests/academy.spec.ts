import type { Page } from '@playwright/test';
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
  testPhoneWidthAndAxe,
  waitForHydration,
} from '../fixtures';
import { addSession } from '../support/auth';
import { e2eFixtures } from '../support/fixtures-data';

/**
 * The interview academy (/academy, ADR 053): a visitor browses questions — members' (demo reports,
 * labelled) and the open sets' with their source and licence — and filters them with a plain GET
 * form, with or without JavaScript; a member reports an interview, refused while it carries an
 * email address; it shows nowhere until an admin approves it at /admin/interview-reports, then its
 * question is counted.
 */

test.beforeEach(async ({ request }) => {
  // The seed questions load in the background after the server starts.
  await expect
    .poll(async () => ((await (await request.get('/api/v1/academy/questions?round=behavioural')).json()).data?.total ?? 0) >= 29, {
      timeout: 60_000,
    })
    .toBe(true);
});

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** Fills the report form's fields (round 1 only), leaving the send to the caller. */
async function fillReport(page: Page, question: string, overrides: { title?: string; round?: string } = {}) {
  const form = page.getByRole('form', { name: 'Report an interview' });
  await form.getByLabel('Company').fill('Zerodha');
  await form.getByLabel('Job title').fill(overrides.title ?? 'Registered Nurse');
  await form.getByLabel('Level (optional)').fill('Senior');
  await form.getByLabel('Month of the interview').fill(thisMonth());
  await form.getByLabel('How you applied').selectOption({ label: 'Employee referral' });
  await form.getByLabel(/^Outcome/).selectOption({ label: 'No offer' });
  await form.getByLabel('Overall experience').selectOption({ label: 'Positive' });
  await form.getByLabel('Difficulty').selectOption('4');
  await form.getByLabel('Process length in days (optional)').fill('12');
  await form.getByLabel('Round 1 type').selectOption({ label: overrides.round ?? 'Take-home assignment' });
  await form.getByLabel('Round 1 questions').fill(question);
  return form;
}

test.describe('interview academy', () => {
  test('a visitor browses the questions, sees where open-set ones come from, and filters them', async ({ page, request }) => {
    const html = await serverHtml(request, '/academy');
    expect(html).toContain('Interview questions');
    await open(page, '/');
    await page
      .getByRole('region', { name: 'What you can do' })
      .getByRole('link', { name: /Interview questions/ })
      .click();
    await expectAt(page, '/academy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interview questions');
    await expect(page.getByText('Demo data', { exact: true })).toBeVisible();
    const list = page.getByTestId('academy-questions');
    const first = list.getByTestId('academy-question').first();
    await expect(first.getByTestId('question-count')).toHaveText(/^Asked in \d[\d,]* reports$/);
    await expect(page.getByRole('link', { name: 'Sign in to report an interview' })).toHaveAttribute('href', /returnUrl=%2Facademy/);

    // Behavioural questions: the open set's carry its repository, licence and notice.
    const filters = page.getByRole('form', { name: 'Filter interview questions' });
    await filters.getByLabel('Round').selectOption({ label: 'Behavioural' });
    await filters.getByRole('button', { name: 'Show questions' }).click();
    await expectShown(page, /\/academy\?round=behavioural$/);
    const seeded = list.getByTestId('academy-question').filter({ hasText: 'Tell me about a time you met a tight deadline.' });
    await expect(seeded.getByTestId('question-source')).toContainText('yangshun/tech-interview-handbook');
    await expect(seeded.getByTestId('question-source')).toContainText('Copyright (c) 2017-Present Yangshun Tay');
    await expect(seeded.getByRole('link', { name: 'MIT' })).toHaveAttribute('href', /LICENSE$/);

    // A JavaScript question shows its code, choices and, folded, its answer.
    await filters.getByLabel('Round').selectOption({ label: 'Technical knowledge' });
    await filters.getByLabel('Job family').selectOption({ label: 'Software Engineering' });
    await filters.getByRole('button', { name: 'Show questions' }).click();
    await expectShown(page, /family=software-engineering&round=technical/);
    // The new page is in before its pager is used.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software Engineering interview questions');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expectShown(page, /family=software-engineering&round=technical&page=2/);
    const js = list.getByTestId('academy-question').filter({ hasText: "What's the output?" }).first();
    await expect(js.locator('pre code')).toBeVisible();
    await expect(js.getByTestId('question-source')).toContainText('lydiahallie/javascript-questions');
    await expect(js.getByRole('link', { name: 'MIT' })).toBeVisible();

    // A company with enough reports: its figures and its questions; the company list links to it.
    const companies = (await (await request.get('/api/v1/academy/questions/companies')).json()).data.companies;
    const top = companies[0];
    expect(top.reports).toBeGreaterThanOrEqual(5);
    await page.getByTestId('academy-companies').getByRole('link', { name: top.company.name, exact: true }).click();
    await expectShown(page, new RegExp(`company=${top.company.slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`at ${top.company.name}`);
    await expect(page.getByTestId('academy-company')).toContainText(`${top.reports} reports`);
    await expect(list.getByTestId('academy-question').first()).toBeVisible();
  });

  test('the filters work without JavaScript', async ({ openWithoutJavaScript }) => {
    const page = await openWithoutJavaScript('/academy');
    const filters = page.getByRole('form', { name: 'Filter interview questions' });
    await filters.getByLabel('Job family').selectOption({ label: 'Data and AI' });
    await filters.getByLabel('Difficulty').selectOption({ label: 'Easy' });
    await filters.getByRole('button', { name: 'Show questions' }).click();
    // Without JavaScript the browser sends the empty fields too; the page reads them as no filter.
    await expectShown(page, /\/academy\?company=&family=data-and-ai&round=&difficulty=easy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data and AI interview questions');
    const items = page.getByTestId('academy-questions').getByTestId('academy-question');
    expect(await items.count()).toBeGreaterThan(0);
    for (const text of await items.allInnerTexts()) expect(text).toContain('Easy');
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expectShown(page, /\/academy$/);
  });

  test('a member reports an interview; it shows nowhere until an admin approves it, then its question counts', async ({
    page,
    browser,
    openSignedIn,
  }) => {
    const question = `Plan the night shift handover for a ward of ${Date.now() % 100_000} patients.`;
    const view = '/academy?family=healthcare&round=take-home';
    await openSignedIn('academy-report', '/academy');
    let form = await fillReport(page, `Email your plan to ward.lead@hospital.example before noon.`);
    await form.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByRole('alert')).toContainText('Round 1, question 1 has an email address ("ward.lead@hospital.example")');
    await expect(page.getByRole('alert')).toContainText('must not carry names, contact details or links');

    form = await fillReport(page, question);
    await form.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByRole('status')).toContainText('Thanks: your report waits for an admin’s review.');
    await expect(page.getByTestId('academy-my-reports')).toContainText('Zerodha · Registered Nurse');
    await expect(page.getByTestId('academy-my-reports')).toContainText('Waiting for review');

    // Pending: not among the questions.
    await page.goto(view);
    await expect(page.getByTestId('academy-questions')).not.toContainText(question);

    // A member is not an admin: the queue does not exist for them.
    expect((await page.goto(new URL('/admin/interview-reports', page.url()).toString()))?.status()).toBe(404);

    const adminContext = await browser.newContext();
    await addSession(adminContext, e2eFixtures().admin.token, PUBLIC_URL);
    const admin = await adminContext.newPage();
    await admin.goto(`${PUBLIC_URL}/admin/interview-reports`);
    await waitForHydration(admin);
    const item = admin.getByTestId('interview-report-item').filter({ hasText: question });
    await expect(item).toContainText('Zerodha');
    await expect(item).toContainText('Take-home assignment');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByRole('status')).toContainText('Approved: its questions are counted on /academy.');
    await expect(item).toHaveCount(0);
    await adminContext.close();

    await page.goto(view);
    const asked = page.getByTestId('academy-question').filter({ hasText: question });
    await expect(asked.getByTestId('question-count')).toHaveText('Asked in 1 report');
    await expect(asked).toContainText('Asked recently');
    await page.goto('/academy');
    await expect(page.getByTestId('academy-my-reports')).toContainText('Approved: its questions are counted');
  });

  test('a member reports an interview without JavaScript', async ({ signedInContext }) => {
    const context = await signedInContext('academy-nojs', { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/academy');
    const form = await fillReport(page, `Describe how you would triage ${Date.now() % 100_000} emergency calls.`, { round: 'Case study' });
    await form.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByRole('status')).toContainText('Thanks: your report waits for an admin’s review.');
    await expect(page.getByTestId('academy-my-reports')).toContainText('Waiting for review');
  });

  for (const theme of ['light', 'cosmic'] as const) {
    test(`the report form and a company's view fit a phone and pass axe (${theme})`, async ({ page, signInAs, gotoWithTheme, request }) => {
      await signInAs(`academy-${theme}`);
      await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
      await gotoWithTheme('/academy', theme);
      await expect(page.getByRole('form', { name: 'Report an interview' })).toBeVisible();
      await expectPhoneWidthAndAxeClean(page, `/academy signed in (${theme})`);
      const top = (await (await request.get('/api/v1/academy/questions/companies')).json()).data.companies[0];
      await gotoWithTheme(`/academy?company=${top.company.slug}&round=coding`, theme);
      await expectPhoneWidthAndAxeClean(page, `/academy for a company (${theme})`);
    });
  }

  testPhoneWidthAndAxe('the academy filtered to a round', '/academy?round=technical&family=software-engineering&page=2');
});
