import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { api } from '@paysight/contract';
import { axeViolations, expect, expectPhoneWidthAndAxeClean, expectShown, open, test, type Theme } from '../fixtures';
import { addEmployerSession } from '../support/auth';
import { e2eFixtures } from '../support/fixtures-data';


/** Signs in as the workspace's `role` member and opens `path`, hydrated. */
async function openAsEmployer(page: Page, context: BrowserContext, baseURL: string | undefined, path: string, role?: 'analyst' | 'viewer') {
  await addEmployerSession(context, baseURL, role);
  await open(page, path);
}

/** Every shown cell states its records and companies; no hidden cell shows a figure. */
async function expectCellsHonest(page: Page) {
  const table = page.getByTestId('benchmark-cells').first();
  await expect(table).toBeVisible();
  const shown = table.getByTestId('cell-shown');
  const hidden = table.getByTestId('cell-hidden');
  const shownCount = await shown.count();
  expect(shownCount + (await hidden.count())).toBeGreaterThan(0);
  for (let i = 0; i < shownCount; i++) {
    const evidence = shown.nth(i).getByTestId('cell-evidence');
    await expect(evidence).toContainText(/\d+ records?/);
    await expect(evidence).toContainText(/\d+ compan(y|ies)/);
    await expect(shown.nth(i).getByTestId('cell-figure')).toHaveCount(5);
  }
  for (let i = 0; i < (await hidden.count()); i++) {
    const row = hidden.nth(i);
    await expect(row.getByTestId('cell-figure')).toHaveCount(0);
    await expect(row.getByTestId('cell-hidden-reason')).not.toBeEmpty();
    // No amount and no count in a hidden row.
    expect(await row.textContent()).not.toMatch(/[₹$]\s?\d|\d+ records/);
  }
  return shownCount;
}

test.describe('/peer (peer benchmarking)', () => {
  test('a signed-in member without a workspace reads what the screen is for and a link to /employers', async ({ page, signInAs }) => {
    await signInAs('admin');
    await page.goto('/peer');
    await expect(page.getByTestId('peer-not-enterprise')).toContainText('Peer benchmarking is for employer workspaces');
    await expect(page.getByRole('link', { name: /See what employers get/ })).toHaveAttribute('href', '/employers');
  });

  test('on a wide screen /peer keeps side margins like the other pages, not edge to edge', async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAsEmployer(page, context, baseURL, '/peer?tab=groups');
    const title = (await page.getByTestId('workspace-name').boundingBox())!;
    const panel = (await page.locator('section[aria-labelledby="peer-suggested-title"]').boundingBox())!;
    // The pages' column (1140 px wide): about 86 px of margin each side at 1280 px.
    expect(title.x).toBeGreaterThan(64);
    expect(panel.x).toBeGreaterThan(64);
    expect(1280 - (panel.x + panel.width)).toBeGreaterThan(64);
  });

  test('the analyst sees the workspace and a benchmark whose every shown cell has its evidence; a cell’s records open', async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    await openAsEmployer(page, context, baseURL, '/peer');
    await expect(page.getByTestId('workspace-name')).toHaveText(e2eFixtures().employer.orgName);
    await expect(page.getByTestId('workspace-bar')).toContainText('Analyst');
    await expect(page.getByTestId('workspace-bar')).toContainText('India');
    await expect(page.getByTestId('rules-line')).toContainText('at least 5 records from at least 3 companies');
    await expect(page.getByTestId('aging-line')).toContainText('a year (compounded)');
    const shown = await expectCellsHonest(page);
    expect(shown).toBeGreaterThan(0);

    // The pay element changes the figures without asking the API again.
    const firstFigure = page.getByTestId('cell-shown').first().getByTestId('cell-figure').nth(2);
    const total = await firstFigure.textContent();
    await page.getByText('Base', { exact: true }).click();
    await expectShown(page, /element=base/);
    await expect(firstFigure).not.toHaveText(total!);

    // The records behind the first shown cell: no company column.
    await page
      .getByTestId('cell-shown')
      .first()
      .getByRole('button', { name: /^Records behind/ })
      .click();
    const drawer = page.getByTestId('records-drawer');
    await expect(drawer.getByTestId('record-row').first()).toBeVisible();
    await expect(drawer).not.toContainText('Company');
    await page.getByRole('button', { name: 'Close the records' }).click();

    // The chart draws once the page is up.
    await expect(page.getByTestId('band-chart').locator('svg').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the analyst creates a competitors group from typeahead picks and runs it; saves a view and reopens it', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await openAsEmployer(page, context, baseURL, '/peer?tab=groups');
    await page.getByRole('button', { name: 'New peer group', exact: true }).click();
    const form = page.getByRole('form', { name: 'New peer group' });
    const name = `Rivals ${Date.now()}`;
    await form.getByLabel('Name').fill(name);
    for (const company of ['Google', 'Microsoft', 'Amazon', 'Infosys']) {
      const input = form.getByRole('combobox', { name: 'Add a competitor' });
      await input.fill(company);
      await page.getByRole('option', { name: company, exact: true }).click();
      await expect(form.getByTestId('picked-companies')).toContainText(company);
    }
    await form.getByRole('button', { name: 'Create peer group' }).click();
    // Saved: the benchmark of the new group.
    await expectShown(page, /\/peer\?group=\d+/);
    await expect(page.getByTestId('peer-line')).toContainText(name);
    await expectCellsHonest(page);

    const viewName = `View ${Date.now()}`;
    const save = page.getByRole('form', { name: 'Save as a view' });
    await save.getByLabel('Save this benchmark as a view').fill(viewName);
    await save.getByRole('button', { name: 'Save view' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'View saved' })).toBeVisible();
    const link = page.getByTestId('saved-views').getByRole('link', { name: viewName });
    await expect(link).toBeVisible();
    await link.click();
    await expectShown(page, /\/peer\?cc=in&view=\d+$/);
    await expect(page.getByTestId('peer-line')).toContainText(name);
    await expectCellsHonest(page);
  });

  test('suggested peers follow the company the analyst describes, each saying why: fintechs for a payments start-up, not the largest record holders', async ({
    page,
    context,
    baseURL,
  }) => {
    await openAsEmployer(page, context, baseURL, '/peer?tab=groups');
    const form = page.getByRole('form', { name: 'Your company' });
    await form.getByLabel('Industry').selectOption('Fintech');
    await form.getByLabel('Size').selectOption('51-200');
    await form.getByLabel('Funding stage').selectOption('series-a');
    await form.getByRole('button', { name: 'Update suggestions' }).click();
    await expectShown(page, /industry=Fintech&sizeBand=51-200&fundingStage=series-a/);
    const list = page.getByTestId('suggested-peers');
    await expect(list.getByRole('listitem').first()).toContainText('Same industry (Fintech)');
    await expect(list).not.toContainText(/Deutsche Bank|Wells Fargo|Walmart|Target|Infosys|Wipro/);
    await expect(page.getByText(/Same industry counts 4/)).toBeVisible();
  });

  test('the CSV export downloads with the table’s header line', async ({ page, context, baseURL }) => {
    await openAsEmployer(page, context, baseURL, '/peer');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.split(/\r\n/);
    expect(lines).toContain(api.BENCHMARK_EXPORT_COLUMNS.join(','));
  });

  test('a payroll file with a bad row is refused naming the row and column; a good one shows compa-ratios', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await openAsEmployer(page, context, baseURL, '/peer?tab=payroll');
    await expect(page.getByTestId('payroll-template')).toContainText('employee id,title,level,family,location,currency,base');
    const header = 'employee id,title,level,family,location,currency,base,bonus target,equity,hire date,gender';
    const good = [
      'E1,Software Engineer,3,Software Engineering,Bengaluru,INR,2400000,200000,0,2023-04-01,female',
      'E2,Senior Software Engineer,4,Software Engineering,Bengaluru,INR,3600000,300000,500000,2021-07-15,',
    ];
    const upload = async (name: string, rows: string[]) => {
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n')) });
      await page.getByRole('button', { name: 'Upload' }).click();
    };
    await upload('bad.csv', [good[0]!, 'E2,Senior Software Engineer,4,Software Engineering,Bengaluru,INR,lots,0,0,2021-07-15,']);
    const errors = page.getByTestId('payroll-errors');
    await expect(errors).toContainText('nothing was saved');
    await expect(errors).toContainText('Row 3, base');

    await upload('good.csv', good);
    await expect(page.getByTestId('payroll-result')).toContainText('good.csv');
    await expect(page.getByTestId('payroll-employee')).toHaveCount(2);
    await expect(page.getByTestId('compa-ratio').first()).toHaveText(/^\d+\.\d\d$/);
  });

  test('the viewer reads the benchmark but sees no create, edit, save or upload controls', async ({ page, context, baseURL }) => {
    await openAsEmployer(page, context, baseURL, '/peer', 'viewer');
    await expect(page.getByTestId('workspace-bar')).toContainText('Viewer');
    await expectCellsHonest(page);
    await expect(page.getByRole('form', { name: 'Save as a view' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Peer groups' }).click();
    await expectShown(page, /tab=groups/);
    await expect(page.getByRole('heading', { name: 'Peer groups' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New peer group', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /to a new peer group$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Payroll' }).click();
    await expect(page.getByTestId('payroll-template')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Upload payroll' })).toHaveCount(0);
  });

  test('matching a job description gives three candidates or asks for review', async ({ page, context, baseURL }) => {
    await openAsEmployer(page, context, baseURL, '/peer?tab=match');
    await page
      .getByRole('textbox', { name: 'Job description' })
      .fill('Senior Backend Engineer. 6+ years building distributed systems in Java and Go, owning services on Kubernetes and AWS.');
    await page.getByRole('button', { name: 'Match' }).click();
    await expect(page.getByTestId('jd-candidate')).toHaveCount(3);
  });

  test("the workspace's levels map to standard levels, and its jobs map to families and levels through them", async ({
    page,
    context,
    baseURL,
  }) => {
    await openAsEmployer(page, context, baseURL, '/peer?tab=match');
    const levels = page.getByRole('region', { name: 'Your levels' });
    const rows = levels.getByTestId('level-row');
    // Start from a known scale whatever an earlier run left.
    while ((await rows.count()) > 0)
      await levels
        .getByRole('button', { name: /^Remove level/ })
        .first()
        .click();
    await levels.getByRole('button', { name: 'Add a level' }).click();
    await levels.getByLabel('Level 1 name').fill('NW1');
    await levels.getByRole('button', { name: 'Add a level' }).click();
    await levels.getByLabel('Level 2 name').fill('NW2');
    await levels.getByLabel('Standard level').nth(1).selectOption('2');
    await levels.getByRole('button', { name: 'Save levels' }).click();
    await expect(levels.getByTestId('levels-message')).toHaveText('Saved: 2 levels.');

    const jobs = page.getByRole('region', { name: 'Map your jobs' });
    await jobs
      .getByRole('textbox', { name: /Jobs, one per line/ })
      .fill(
        'Backend Engineer | NW2 | Build backend services and APIs in Go; distributed systems; on-call\nPastry chef | | Bake croissants for a hotel',
      );
    await jobs.getByRole('button', { name: 'Map jobs' }).click();
    const mapped = jobs.getByTestId('mapped-jobs').locator('tbody tr');
    await expect(mapped).toHaveCount(2);
    await expect(mapped.nth(0)).toContainText('Software Engineering');
    await expect(mapped.nth(0)).toContainText('2 · Mid');
    await expect(mapped.nth(0)).toContainText('Your level');
    await expect(mapped.nth(1)).toContainText('Needs review');

    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const theme of ['light', 'cosmic'] as Theme[]) {
      test(`is axe clean with no console errors (${theme}, 390 px)`, async ({ page, context, baseURL, gotoWithTheme, consoleErrors }) => {
        await addEmployerSession(context, baseURL);
        await gotoWithTheme('/peer', theme);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme === 'cosmic' ? 'dark' : 'light');
        await expect(page.getByTestId('benchmark-cells')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectPhoneWidthAndAxeClean(page);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
});
