import type { Locator, Page } from '@playwright/test';
import type { api } from '@paysight/contract';
import { expect, expectPhoneWidthAndAxeClean, expectShown, open, PHONE_WIDTH, test, type Theme, waitForHydration } from '../fixtures';
import { addEmployerSession } from '../support/auth';

/**
 * Talent intelligence (issue 30; ADR 058). The preview on /employers?feature=ti is the region's
 * sample company from the demo career histories, labelled demo; the workspace screen,
 * /employers/talent, opens any company for a workspace member. Every shown company and figure rests
 * on at least 5 people, hidden cells show no number, and a total minus the shown years is never 1–4.
 */

const preview = async (page: Page, cc: 'in' | 'us') =>
  (await (await page.request.get(`/api/v1/talent/preview?countryCode=${cc}`)).json()).data as api.TalentReport;

/** Every company row says its count of at least 5; no hidden cell shows a number. */
async function expectHonestFigures(scope: Locator) {
  // Rows folded behind "Show N more" count too: their text, not what is on screen.
  const counts = scope.getByTestId('talent-company').getByTestId('talent-count');
  expect(await counts.count()).toBeGreaterThan(0);
  for (const text of await counts.allTextContents()) {
    const n = /^(\d[\d,]*) (hires?|leavers?)$/.exec(text.trim());
    expect(n, text).not.toBeNull();
    expect(Number(n![1]!.replace(/,/g, ''))).toBeGreaterThanOrEqual(5);
  }
  for (const text of await scope.locator('td', { hasText: 'Hidden for privacy' }).allTextContents()) {
    expect(text).not.toMatch(/\d/);
  }
}

/** The years table: hires shown per year, against the total the API gives, leave 0 or at least 5 behind. */
async function expectYearsSafe(scope: Locator, total: number) {
  const cells = await scope.getByTestId('talent-years').locator('tbody tr td:nth-child(2)').allTextContents();
  const shown = cells.reduce((sum, t) => sum + (/^\d[\d,]*$/.test(t.trim()) ? Number(t.trim().replace(/,/g, '')) : 0), 0);
  const rest = total - shown;
  expect(rest === 0 || rest >= 5, `hires ${total} − shown years ${shown} = ${rest}`).toBe(true);
}

test.describe('talent intelligence', () => {
  test('the employers page previews a sample company’s talent flows, labelled demo, each figure from 5 people', async ({
    page,
    consoleErrors,
  }) => {
    const data = await preview(page, 'in');
    await open(page, '/employers?feature=ti');
    const panel = page.getByTestId('talent-preview');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(`Talent flows at ${data.company.name}`);
    await expect(panel.getByText('Demo data', { exact: true })).toBeVisible();
    await expect(panel.getByTestId('talent-totals')).toContainText(`${data.hires.total!.count.toLocaleString('en-US')}`);
    // The largest source of hires, as the API names it, is the first bar.
    await expect(panel.getByTestId('talent-hires-companies').getByTestId('talent-company').first()).toContainText(
      data.hires.companies[0]!.company.name,
    );
    await expect(panel.getByTestId('talent-years-chart')).toBeVisible();
    await expectHonestFigures(panel);
    await expectYearsSafe(panel, data.hires.total!.count);
    await expect(panel.getByTestId('talent-privacy')).toContainText('at least 5 people');
    await expect(panel.getByTestId('talent-peer-share')).toContainText(`went to ${data.company.name}`);
    // The metros example is still there, after the flows.
    await expect(page.getByTestId('metro-table').locator('tbody tr').first()).toBeVisible();
    // A visitor is pointed at the workspace screen, which asks for a workspace.
    await expect(panel.getByTestId('talent-screen-link')).toHaveAttribute('href', '/employers/talent');
    expect(consoleErrors).toEqual([]);
  });

  test('the US preview is the US sample company', async ({ page }) => {
    const data = await preview(page, 'us');
    await open(page, '/employers?feature=ti&cc=us');
    await expect(page.getByTestId('talent-preview').getByRole('heading', { level: 3 })).toHaveText(`Talent flows at ${data.company.name}`);
  });

  test('a workspace member picks a company with the typeahead and reads its flows, years, families, peers and offers', async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    const sample = await preview(page, 'in');
    await addEmployerSession(context, baseURL, 'analyst');
    // The employers page's workspace card links to the screen.
    await open(page, '/employers');
    await page.getByRole('link', { name: 'Talent intelligence', exact: true }).click();
    await expectShown(page, '/employers/talent');
    await waitForHydration(page);
    await expect(page.getByTestId('talent-ask')).toBeVisible();

    const field = page.getByRole('combobox', { name: 'Company' });
    await field.fill(sample.company.name.slice(0, 4));
    await page.getByRole('option', { name: sample.company.name, exact: true }).click();
    await expect(field).toHaveValue(sample.company.name);
    await page.getByRole('button', { name: 'Show talent flows' }).click();
    await expectShown(page, (url) => url.pathname === '/employers/talent' && url.searchParams.get('company') === sample.company.name);

    await expect(page.getByTestId('talent-subject')).toContainText(sample.company.name);
    const report = (
      await (await page.request.get(`/api/v1/talent/company?company=${encodeURIComponent(sample.company.slug)}&countryCode=in`)).json()
    ).data as api.TalentReport;
    const hires = page.getByTestId('talent-hires-companies').getByTestId('talent-company');
    // Every named source, not only the preview's five.
    await expect(hires).toHaveCount(report.hires.companies.length);
    await expectHonestFigures(page.locator('main'));
    await expectYearsSafe(page.locator('main'), report.hires.total!.count);
    await expect(page.getByTestId('talent-hires-families').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByTestId('talent-peer-section')).toBeVisible();
    await expect(page.getByTestId('talent-offer-section')).toBeVisible();
    await expect(page.getByText('Demo data', { exact: true })).toBeVisible();

    // A company the catalogue does not know: the API's words, the field kept as typed.
    await field.fill('Nosuch Talentco Zz');
    await page.getByRole('button', { name: 'Show talent flows' }).click();
    await expect(page.getByTestId('talent-refusal')).toContainText('No company "Nosuch Talentco Zz"');
    await expect(field).toHaveValue('Nosuch Talentco Zz');
    expect(consoleErrors).toEqual([]);
  });

  test('works without JavaScript: the form is a plain GET', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await addEmployerSession(context, baseURL, 'viewer');
      const page = await context.newPage();
      const sample = await preview(page, 'in');
      await page.goto('/employers/talent');
      await page.locator('input[name="company"]').fill(sample.company.name);
      await page.getByRole('button', { name: 'Show talent flows' }).click();
      await expect(page.getByTestId('talent-subject')).toContainText(sample.company.name);
      await expect(page.getByTestId('talent-years')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a member without a workspace is told the screen is for employer workspaces', async ({ page, signInAs }) => {
    await signInAs('admin');
    await page.goto('/employers/talent');
    await expect(page.getByTestId('not-enterprise')).toContainText('Talent intelligence is part of Paysight for employers');
  });

  test.describe('on a phone, in both themes', () => {
    for (const theme of ['light', 'cosmic'] as Theme[]) {
      test(`the preview and the workspace screen fit 390 px and pass axe (${theme})`, async ({
        page,
        context,
        baseURL,
        gotoWithTheme,
        consoleErrors,
      }) => {
        test.setTimeout(60_000);
        await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
        await gotoWithTheme('/employers?feature=ti', theme);
        await expect(page.getByTestId('talent-years-chart')).toBeVisible();
        await expectPhoneWidthAndAxeClean(page, `preview (${theme})`);
        const sample = await preview(page, 'in');
        await addEmployerSession(context, baseURL, 'analyst');
        await page.goto(`/employers/talent?company=${encodeURIComponent(sample.company.slug)}`);
        await waitForHydration(page);
        await expect(page.getByTestId('talent-summary')).toBeVisible();
        await expectPhoneWidthAndAxeClean(page, `workspace screen (${theme})`);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
});
