import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectPhoneWidthAndAxeClean,
  expectSentToSignIn,
  expectShown,
  test,
  type Theme,
  waitForHydration,
} from '../fixtures';
import { addEmployerSession } from '../support/auth';
import { e2eFixtures } from '../support/fixtures-data';
import { bandGroupViaApi, newPeerGroup } from '../support/trial-workspace';

/**
 * /comp-bands (SPEC §2.1 "Pay bands"), in the India workspace of the fixtures: an analyst builds a
 * band group from a new peer group, edits it into a second version, opens the first read-only,
 * compares scenarios and sees the linter's findings; a viewer reads without edit controls; a member
 * without a workspace is told what the screen is. Every figure is checked against the API's.
 */

/** India's digit grouping, as the screen writes amounts (₹25,00,000). */
const inr = (value: number) => `₹${Math.round(value).toLocaleString('en-IN')}`;

interface Band {
  level: number;
  location: string;
  min: number;
  mid: number;
  max: number;
  source: string;
}

/** A band group of one version (P50, 50 % wide, Software Engineering in Bengaluru) on a peer group of its own, made through the API. */
const bandGroupOf = (request: APIRequestContext, suffix: string) => bandGroupViaApi(request, `Bands ${suffix}`, `Bands peers ${suffix}`);

async function analystRequest(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }, baseURL?: string) {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${e2eFixtures().employer.analyst.token}` } });
}

async function bandsOf(page: Page, group: number, version: number): Promise<Band[]> {
  const res = await page.request.get(`/api/v1/compa/pay-band-group/${group}`);
  const data = (await res.json()) as { data: { versions: { version: number; bands: Band[] }[] } };
  return data.data.versions.find((v) => v.version === version)!.bands;
}

test.describe('pay bands', () => {
  test('an analyst creates a band group from a new peer group, edits it into version 2, reopens version 1, compares scenarios and reads the linter', async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await addEmployerSession(context, baseURL, 'analyst');
    const suffix = `${Date.now()}`;
    const peer = await newPeerGroup(page.request, `Peers for bands ${suffix}`);

    await page.goto('/comp-bands');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay bands' })).toBeVisible();
    await expect(page.getByTestId('workspace-bar')).toContainText(e2eFixtures().employer.orgName);
    await expect(page.getByTestId('workspace-role')).toHaveText('Analyst');
    await expect(page.getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/employers/members');

    // Create: P50, 50 % wide, not rounded (so every figure is the API's own), steps between levels from the market (the default).
    const create = page.getByRole('form', { name: 'Create a band group' });
    if (!(await create.isVisible())) await page.getByText('Create a band group', { exact: true }).click();
    await create.getByLabel('Group name').fill(`Engineering ${suffix}`);
    await create.getByLabel('Peer group').selectOption(String(peer.id));
    await expect(create.getByLabel("Target percentile (the band's mid)")).toHaveValue('50');
    await create.getByLabel(/^Width \(%\)/).fill('50');
    await expect(create.getByText('width = max ÷ min − 1', { exact: false })).toBeVisible();
    await create.getByLabel('Progression between levels (%)').fill('15');
    await create.getByLabel('Round figures to').selectOption('0');
    await create.getByLabel('Software Engineering').check();
    await create.getByLabel('Reference location').selectOption('Bengaluru');
    await expect(create.getByLabel('Steps between levels')).toHaveValue('market');
    await create.getByRole('button', { name: 'Create the group' }).click();

    await expectShown(page, /\/comp-bands\?group=\d+&version=1$/);
    const group = Number(new URL(page.url()).searchParams.get('group'));
    await expect(page.getByRole('heading', { level: 2, name: `Engineering ${suffix}` })).toBeVisible();
    await expect(page.getByTestId('version-title')).toHaveText('Version 1 (latest)');

    // Each level's min, mid and max are the API's; at 50 % the server's rule is min = mid ÷ 1.25, max = mid × 1.2.
    const bands = (await bandsOf(page, group, 1)).filter((b) => b.location === 'Bengaluru');
    expect(bands.length).toBeGreaterThan(0);
    const table = page.getByTestId('band-table').first();
    for (const b of bands) {
      if (b.source === 'market') {
        expect(b.min).toBeCloseTo(b.mid / 1.25, 4);
        expect(b.max).toBeCloseTo(b.mid * 1.2, 4);
      }
      const row = table.locator(`tr[data-level="${b.level}"]`);
      await expect(row.getByTestId('band-mid')).toHaveText(inr(b.mid));
      await expect(row.getByTestId('band-min')).toHaveText(inr(b.mid / 1.25));
      await expect(row.getByTestId('band-max')).toHaveText(inr(b.mid * 1.2));
    }
    await expect(page.getByRole('application', { name: /Software Engineering · Bengaluru: each level's band/ })).toBeVisible();
    // On the market's own steps, a new group says what step it used, and is linted against that step's
    // range, not 10–20 %: a progression finding is only a step out of line with the market's own.
    await expect(page.getByText(/The market’s own median step per family\. Software Engineering: \d+(\.\d)? %/)).toBeVisible();
    await expect(page.getByText('Progression as above for every family; overlap at most 70 %')).toBeVisible();
    await expect(page.getByTestId('findings').filter({ hasText: '10–20 % range' })).toHaveCount(0);

    // Edit: the linter's usual 10–20 % range instead of the market's steps; saving makes version 2.
    await page.getByText('Edit and save version 2', { exact: true }).click();
    const edit = page.getByRole('form', { name: 'Save a new version' });
    await expect(edit.getByLabel(/^Width \(%\)/)).toHaveValue('50');
    await expect(edit.getByLabel('Steps between levels')).toHaveValue('market');
    await edit.getByLabel('Steps between levels').selectOption('plan');
    await edit.getByLabel('Lowest progression (%)').fill('10');
    await edit.getByLabel('Highest progression (%)').fill('20');
    await edit.getByLabel('Note for this version (optional)').fill('The usual progression range');
    await edit.getByRole('button', { name: 'Save version 2' }).click();
    await expectShown(page, new RegExp(`group=${group}&version=2$`));
    await expect(page.getByTestId('version-title')).toHaveText('Version 2 (latest)');
    const versions = page.getByTestId('versions');
    await expect(versions.getByRole('link', { name: 'Version 2' })).toBeVisible();
    await expect(versions).toContainText('The usual progression range');

    // The linter now lists the progressions above 10–20 %, each pointing at its levels.
    const findings = page.getByTestId('findings');
    await expect(findings).toContainText('Progression above range');
    await expect(findings).toContainText('above the 10–20 % range');
    const first = findings.getByRole('link').first();
    await expect(first).toHaveText(/Software Engineering, Bengaluru: Levels \d → \d/);
    const anchor = (await first.getAttribute('href'))!;
    await expect(page.locator(anchor)).toHaveAttribute('data-flagged', 'true');

    // Version 1 is still there, read only.
    await versions.getByRole('link', { name: 'Version 1' }).click();
    await expectShown(page, new RegExp(`group=${group}&version=1$`));
    await expect(page.getByTestId('version-title')).toHaveText('Version 1 (read only)');
    await expect(page.getByText(/Edit and save version/)).toHaveCount(0);
    await expect(page.getByTestId('findings').filter({ hasText: '10–20 % range' })).toHaveCount(0);

    // Scenarios side by side: P50 against P75 at 40 %.
    await page.getByRole('link', { name: 'Open the latest (version 2)' }).click();
    await expect(page.getByTestId('version-title')).toHaveText('Version 2 (latest)');
    const scenarios = page.getByRole('form', { name: 'Scenarios to compare' });
    await scenarios.locator('#s2p').selectOption('75');
    await scenarios.locator('#s2w').fill('40');
    await scenarios.getByRole('button', { name: 'Compare' }).click();
    await expectShown(page, /compare=p50-w50-g15%2Cp75-w40-g15/);
    const compared = page.getByTestId('scenario-table').first();
    await expect(compared.getByRole('columnheader', { name: 'A: P50 · 50 % wide · 15 % steps' })).toBeVisible();
    await expect(compared.getByRole('columnheader', { name: 'B: P75 · 40 % wide · 15 % steps' })).toBeVisible();
    await expect(compared.getByTestId('mid-change').first()).toHaveText(/\(\+\d+(\.\d)? %\)/);
    // The comparison survives a reload (it is in the URL).
    await page.reload();
    await expect(page.getByTestId('scenario-table').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a viewer reads bands and compares scenarios, with no edit controls', async ({ page, context, baseURL, playwright }) => {
    const api = await analystRequest(playwright, baseURL);
    const group = await bandGroupOf(api, `viewer ${Date.now()}`);
    await api.dispose();
    await addEmployerSession(context, baseURL, 'viewer');
    await page.goto(`/comp-bands?group=${group}`);
    await waitForHydration(page);
    await expect(page.getByTestId('workspace-role')).toHaveText('Viewer');
    await expect(page.getByText('You are a viewer in this workspace')).toBeVisible();
    await expect(page.getByText('Create a band group')).toHaveCount(0);
    await expect(page.getByText(/Edit and save version/)).toHaveCount(0);
    await expect(page.getByTestId('band-table').first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Scenarios to compare' })).toBeVisible();
  });

  test('a member without a workspace is told what the screen is, with a link to /employers', async ({ page, signInAs }) => {
    await signInAs('admin');
    await page.goto('/comp-bands');
    await expect(page.getByTestId('not-enterprise')).toContainText('enterprise workspace');
    await expect(page.getByRole('link', { name: /Paysight for employers/ })).toHaveAttribute('href', '/employers');
  });

  test('a guest is sent to sign in', ({ page }) => expectSentToSignIn(page, '/comp-bands'));

  test.describe('on a phone, in both themes', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const theme of ['light', 'cosmic'] as Theme[]) {
      test(`a band group with scenarios fits 390 px and passes axe (${theme})`, async ({
        page,
        context,
        baseURL,
        playwright,
        gotoWithTheme,
        consoleErrors,
      }) => {
        test.setTimeout(60_000);
        const api = await analystRequest(playwright, baseURL);
        const group = await bandGroupOf(api, `${theme} ${Date.now()}`);
        await api.dispose();
        await addEmployerSession(context, baseURL, 'analyst');
        await gotoWithTheme(`/comp-bands?group=${group}&compare=p50-w50-g15,p75-w40-gnone`, theme);
        await expect(page.getByTestId('scenario-table').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectPhoneWidthAndAxeClean(page);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
});
