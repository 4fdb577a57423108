import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeDocx } from '../../apps/server/test/documents.js';
import { expect, expectPhoneWidthAndAxeClean, PHONE_WIDTH, test, THEME_STORAGE_KEY, waitForHydration } from '../fixtures';

/**
 * Facts entered once: a career history fills the profile (company, title and experience from the
 * position held now, school from the latest education), the profile carries the member's name, and
 * "Add salary" and a new job hunt start from it; a resume fills a new hunt through
 * POST /jobs/resume-filters.
 */

const RESUME = [
  'Asha Facts',
  'Work Experience',
  'Machine Learning Engineer, Google, Bengaluru | Jan 2020 – Present',
  'Education',
  'B.Tech, Computer Science, IIT Bombay, 2012 - 2016',
  'Skills',
  'Python, Kubernetes',
];

test.describe('facts entered once', () => {
  let dir: string;
  test.beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'paysight-e2e-facts-'));
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('career history → profile → Add salary → a new job hunt, and a resume fills the hunt', async ({
    page,
    openSignedIn,
    consoleErrors,
  }) => {
    await openSignedIn('facts-once', '/profile');
    await expect(page.getByText('Profile 0% complete')).toBeVisible();

    // The career history, typed once.
    const career = page.getByRole('form', { name: 'Edit career history' });
    const position = career.getByRole('group', { name: 'Add a position' });
    await position.getByLabel('Employer').fill('Flipkart');
    await position.getByLabel('Job title').fill('Data Scientist');
    await position.getByLabel('From').fill('2019-04');
    const school = career.getByRole('group', { name: 'Add education' });
    await school.getByLabel('School').fill('IIT Madras');
    await school.getByLabel('From (year)').fill('2015');
    await school.getByLabel('To (year)').fill('2019');
    await career.getByRole('button', { name: 'Save career history' }).click();
    await expect(page.getByText('Career history saved.')).toBeVisible();

    // The profile took its company, title, experience and school from it; completeness counts them.
    await expect(page.getByText('Profile 60% complete')).toBeVisible();
    const profile = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save profile' }) });
    await expect(profile.getByLabel('Company')).toHaveValue('Flipkart');
    await expect(profile.getByLabel('Job title')).toHaveValue('Data Scientist');
    await expect(profile.getByLabel('School or university')).toHaveValue('IIT Madras');
    expect(Number(await profile.getByLabel('Years of experience').inputValue())).toBeGreaterThanOrEqual(7);

    // The name application forms ask first.
    await waitForHydration(page);
    await profile.getByLabel('Full name').fill('Asha Facts');
    await profile.getByLabel('Skills').fill('Python, SQL');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    await expect(profile.getByLabel('Full name')).toHaveValue('Asha Facts');
    const me = (await (await page.request.get('/api/v1/profile')).json()).data;
    expect(me).toMatchObject({ name: 'Asha Facts', company: { name: 'Flipkart' }, title: { name: 'Data Scientist' } });

    // "Add salary" starts from the profile.
    await page.goto('/profile/salary');
    await waitForHydration(page);
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue('Flipkart');
    await expect(page.getByRole('combobox', { name: 'Job title' })).toHaveValue('Data Scientist');
    await expect(page.getByRole('textbox', { name: /^Years of experience/ })).toHaveValue(String(me.experience));

    // So does a new job hunt.
    await page.goto('/jobgpt');
    await waitForHydration(page);
    const hunt = page.getByRole('form', { name: 'Start a job hunt' });
    await expect(hunt.getByLabel('Name')).toHaveValue('Data Scientist roles');
    await expect(hunt.getByLabel('Job titles')).toHaveValue('Data Scientist');
    await expect(hunt.getByLabel('Skills')).toHaveValue('Python, SQL');

    // A resume fills it through POST /jobs/resume-filters.
    const docx = path.join(dir, 'asha.docx');
    writeFileSync(docx, makeDocx(RESUME));
    const fill = page.getByTestId('resume-fill');
    await fill.getByLabel('Resume file').setInputFiles(docx);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/jobs/resume-filters'));
    await fill.getByRole('button', { name: 'Fill from resume' }).click();
    expect((await answered).status()).toBe(200);
    await expect(fill.getByTestId('resume-fill-done')).toContainText('Check the form below');
    await expect(hunt.getByLabel('Job titles')).toHaveValue(/Machine Learning Engineer/);
    await expect(hunt.getByLabel('Skills')).toHaveValue(/Kubernetes/);
    // The name the profile gave stays.
    await expect(hunt.getByLabel('Name')).toHaveValue('Data Scientist roles');
    expect(consoleErrors).toEqual([]);
  });

  test('a resume read that passes its 10 seconds says so in plain words', async ({ page, openSignedIn }) => {
    await openSignedIn('facts-once', '/jobgpt');
    // The server's answer at its limit (SPEC §9), without waiting 10 seconds here.
    await page.route('**/api/v1/jobs/resume-filters', (route) =>
      route.fulfill({
        status: 504,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          data: null,
          statusCode: 504,
          message: 'Reading the resume took longer than 10 seconds. Try a smaller file or a PDF with text.',
        }),
      }),
    );
    const docx = path.join(dir, 'slow.docx');
    writeFileSync(docx, makeDocx(RESUME));
    const fill = page.getByTestId('resume-fill');
    await fill.getByLabel('Resume file').setInputFiles(docx);
    await fill.getByRole('button', { name: 'Fill from resume' }).click();
    await expect(fill.getByRole('alert')).toContainText(
      'Reading the resume took longer than 10 seconds. Try a smaller file or a PDF with text.',
    );
  });

  for (const theme of ['light', 'cosmic'] as const) {
    test(`/profile and /jobgpt with the new fields: phone width, axe, no console errors (${theme})`, async ({
      page,
      openSignedIn,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
      await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key: THEME_STORAGE_KEY, value: theme });
      await openSignedIn('facts-once', '/profile');
      await expectPhoneWidthAndAxeClean(page, '/profile');
      await page.goto('/jobgpt');
      await waitForHydration(page);
      await expect(page.getByTestId('resume-fill')).toBeVisible();
      await expectPhoneWidthAndAxeClean(page, '/jobgpt');
      await page.goto('/profile/salary');
      await waitForHydration(page);
      await expectPhoneWidthAndAxeClean(page, '/profile/salary');
      expect(consoleErrors).toEqual([]);
    });
  }
});
