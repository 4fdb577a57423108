import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeDocx, makeZip } from '../../apps/server/test/documents.js';
import { expect, test, waitForHydration } from '../fixtures';

/** A resume as people write them; Google, IIT Bombay and the skills are in the demo catalogue, Acme Robotics is not. */
const RESUME = [
  'Priya Sharma',
  'Work Experience',
  'Senior Software Engineer, Google, Bengaluru | Jan 2019 – Present',
  '• Led the payments ledger rewrite',
  'Acme Robotics',
  'Software Engineer    Jul 2016 – Dec 2018',
  'Education',
  'B.Tech, Computer Science, IIT Bombay, 2012 - 2016',
  'Skills',
  'Java, Kubernetes, System Design',
];

test.describe('profile sources', () => {
  let dir: string;
  test.beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'paysight-e2e-sources-'));
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a member uploads a DOCX resume with sync on and sees the profile filled; a text file named resume.pdf is refused with the reason', async ({
    page,
    signInAs,
  }) => {
    const docx = path.join(dir, 'Priya Sharma resume.docx');
    writeFileSync(docx, makeDocx(RESUME));
    const fake = path.join(dir, 'resume.pdf');
    writeFileSync(fake, 'Just text, named like a PDF.\n');

    await signInAs('sources');
    await page.goto('/profile');
    await waitForHydration(page);
    await expect(page.getByText('Profile 0% complete')).toBeVisible();

    const resume = page.getByRole('region', { name: 'Resume' });
    await resume.getByLabel('Resume file').setInputFiles(docx);
    await expect(resume.getByLabel('Fill my empty profile fields from it')).toBeChecked();
    await resume.getByRole('button', { name: 'Upload resume' }).click();

    await expect(resume.getByRole('status')).toHaveText('Resume uploaded. Filled: company, school, skills, years of experience.');
    await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Google');
    await expect(page.getByLabel('Skills', { exact: true })).toHaveValue('Java, Kubernetes, System Design');
    await expect(page.getByLabel('Years of experience')).toHaveValue('10');
    await expect(page.getByText('Profile 80% complete')).toBeVisible();
    await expect(resume.getByTestId('resume-file')).toContainText('Priya Sharma resume.docx');
    // What was read: catalogue names, and the employer the catalogue does not know, kept as text.
    await expect(resume.getByTestId('resume-extracted')).toContainText('Acme Robotics');

    // The member downloads their own file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      resume.getByRole('link', { name: 'Priya Sharma resume.docx' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Priya Sharma resume.docx');

    // A text file named resume.pdf: the server's reason is shown, and the stored resume stays.
    await resume.getByLabel('Replace with a new file').setInputFiles(fake);
    await resume.getByRole('button', { name: 'Upload resume' }).click();
    await expect(resume.getByRole('alert')).toContainText('the file is not a PDF or DOCX');
    await expect(resume.getByTestId('resume-file')).toContainText('Priya Sharma resume.docx');
    await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Google');
  });

  test('without JavaScript: the export imports, a resume kept without sync, and "Enrich my profile" fills what is left', async ({
    signedInContext,
  }) => {
    const zip = path.join(dir, 'Basic_LinkedInDataExport.zip');
    writeFileSync(
      zip,
      makeZip({
        'Positions.csv':
          'Company Name,Title,Description,Location,Started On,Finished On\nFlipkart,Data Scientist,"Ranking, search",Bengaluru,Mar 2020,\n',
      }),
    );
    const docx = path.join(dir, 'cv.docx');
    writeFileSync(docx, makeDocx(RESUME));

    const page = await (await signedInContext('sources-nojs', { javaScriptEnabled: false })).newPage();
    await page.goto('/profile');

    const network = page.getByRole('region', { name: 'Import from LinkedIn' });
    await network.getByLabel('Export archive').setInputFiles(zip);
    await network.getByRole('button', { name: 'Import export' }).click();
    await expect(network.getByRole('status')).toHaveText('Export imported. Filled: company, years of experience.');
    await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Flipkart');
    await expect(network.getByRole('button', { name: 'Enrich my profile' })).toHaveCount(0);

    const resume = page.getByRole('region', { name: 'Resume' });
    await resume.getByLabel('Resume file').setInputFiles(docx);
    await resume.getByLabel('Fill my empty profile fields from it').uncheck();
    await resume.getByRole('button', { name: 'Upload resume' }).click();
    await expect(resume.getByRole('status')).toHaveText('Resume uploaded. No empty field was filled from it.');
    await expect(page.getByLabel('Skills', { exact: true })).toHaveValue('');

    await page.getByRole('button', { name: 'Enrich my profile' }).click();
    await expect(page.getByRole('region', { name: 'Import from LinkedIn' }).getByRole('status')).toHaveText(
      'Profile enriched. Filled: school, skills.',
    );
    // The export's current employer stays; the resume filled only what was empty.
    await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Flipkart');
    await expect(page.getByLabel('Skills', { exact: true })).toHaveValue('Java, Kubernetes, System Design');
    await expect(page.getByRole('button', { name: 'Enrich my profile' })).toHaveCount(0);
  });
});
