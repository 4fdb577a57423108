import type { Page } from '@playwright/test';
import {
  DAILY_SEARCHES,
  expect,
  expectPhoneWidthAndAxeClean,
  expectShown,
  PHONE_WIDTH,
  test,
  themeSwitch,
  waitForHydration,
} from '../fixtures';

/** The CSV's first line (the contract's SALARY_EXPORT_COLUMNS). */
const CSV_HEADER =
  'reported_month,company,title,level,standard_level,city,years_of_experience,base,stock_yearly,bonus,signing_bonus,total,currency,verification';
const median = (page: Page) => page.getByTestId('salary-median');

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

/** "1–10 of 1,234, newest first." → 1234: the slice's records as the page counts them. */
async function recordsTotal(page: Page) {
  const note = await page
    .locator('#records')
    .locator('..')
    .getByText(/ of [\d,]+, newest first/)
    .textContent();
  return Number(/ of ([\d,]+),/.exec(note!)![1]!.replace(/,/g, ''));
}

/** Downloads the salary page's CSV with its button and returns the file's text. */
async function downloadCsv(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

/**
 * Each line Premium sells on /pricing, and the control a premium member uses for it. A line
 * added to the plan without an entry here fails the walk: nothing is sold without a control.
 */
const CONTROLS: Record<string, (page: Page) => Promise<void>> = {
  'No daily search limit': async (page) => {
    const pages = [
      '/in/salary/software-engineer',
      '/us/salary/software-engineer',
      '/in/salary/data-scientist',
      '/us/salary/data-scientist',
    ];
    expect(pages.length).toBeGreaterThan(DAILY_SEARCHES);
    for (const path of pages) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(median(page)).toBeVisible();
    }
    await expect(page.getByRole('dialog', { name: 'Security check' })).toHaveCount(0);
  },
  'Salary CSV export': async (page) => {
    await page.goto('/in/salary/software-engineer');
    await waitForHydration(page);
    const { text } = await downloadCsv(page);
    expect(text.split('\r\n')[0]).toBe(CSV_HEADER);
  },
  'Switch: where people move between companies': async (page) => {
    await page.goto('/in/company/google');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Where people go next' }).click();
    await expectShown(page, /\/in\/switch\/google$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Went to' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Security check' })).toHaveCount(0);
  },
};

test.describe('premium lines', () => {
  test('every line Premium sells on /pricing leads a premium member to a control that works', async ({ page, signInAs }) => {
    await signInAs('premium-member');
    await page.goto('/pricing?region=in');
    await expect(page.getByRole('status').filter({ hasText: 'You have Premium.' })).toBeVisible();
    for (const plan of ['plan-premium-monthly', 'plan-premium-yearly']) {
      const lines = await page.getByTestId(plan).getByRole('listitem').allTextContents();
      expect(lines.map((l) => l.trim()).sort(), plan).toEqual(Object.keys(CONTROLS).sort());
    }
    for (const [line, use] of Object.entries(CONTROLS)) {
      await test.step(line, () => use(page));
    }
  });

  test('Download CSV on a salary page: the page’s records with its filters, safe cells; axe-clean in both themes and at 390 px', async ({
    page,
    signInAs,
    consoleErrors,
  }) => {
    await signInAs('premium-member');
    const path = '/us/salary/google--software-engineer';
    await page.goto(path);
    await waitForHydration(page);
    const total = await recordsTotal(page);
    const all = await downloadCsv(page);
    expect(all.name).toBe('paysight-us-google--software-engineer-salaries.csv');
    const rows = parseCsv(all.text);
    expect(rows[0]!.join(',')).toBe(CSV_HEADER);
    // One row per record the page counts, every row complete, all Google, in dollars.
    expect(rows.length - 1).toBe(Math.min(total, 10_000));
    for (const row of rows.slice(1)) {
      expect(row).toHaveLength(14);
      expect(row[1]).toBe('Google');
      expect(row[12]).toBe('USD');
      // No cell a spreadsheet would run as a formula.
      for (const cell of row) expect(cell).not.toMatch(/^[=+@\t\r]/);
    }

    // A filter narrows the download as it narrows the page.
    await page.goto(`${path}?dateOffset=12`);
    await waitForHydration(page);
    const recent = await recordsTotal(page);
    const narrowed = await downloadCsv(page);
    expect(narrowed.name).toBe('paysight-us-google--software-engineer-last-12-months-salaries.csv');
    expect(parseCsv(narrowed.text).length - 1).toBe(Math.min(recent, 10_000));

    await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();
    await expectPhoneWidthAndAxeClean(page, 'light');
    await themeSwitch(page).getByText('Cosmic', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectPhoneWidthAndAxeClean(page, 'cosmic');
    expect(consoleErrors).toEqual([]);
  });

  test('a visitor sees the export lead to Premium, and back to the page; the server refuses the file without Premium', async ({ page }) => {
    const path = '/in/salary/software-engineer';
    await page.goto(path);
    await waitForHydration(page);
    const upgrade = page.getByRole('link', { name: 'Download CSV with Premium' });
    await expect(page.getByTestId('salary-export')).toContainText('The CSV export of these salaries is part of Premium.');
    await upgrade.click();
    await expectShown(page, `/pricing?returnUrl=${encodeURIComponent(path)}`);
    await expect(page.getByTestId('plan-premium-yearly')).toContainText('Salary CSV export');

    const refused = await page.request.get('/api/v1/in/salary/profiles/export?q=software-engineer');
    expect(refused.status()).toBe(401);
  });
});
