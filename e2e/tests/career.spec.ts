import { expect, expectShown, open, test, testPhoneWidthAndAxe, waitForHydration } from '../fixtures';

interface Eliteness {
  companyRank: { rank: number; ranked: number } | null;
  pay: { percentile: number } | null;
  isDemo: boolean;
}

test.describe('career path', () => {
  test('a visitor picks a title and company, reads its rank beside its pay, switches views and follows the tree', async ({ page }) => {
    const api = (
      (await (await page.request.get('/api/v1/in/career-path/eliteness?title=software-engineer&company=google')).json()) as {
        data: Eliteness;
      }
    ).data;

    await page.goto('/career');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career path: Software Engineer');
    await page.getByLabel('Company (optional)').fill('Google');
    await page.getByRole('button', { name: 'Show' }).click();
    await expectShown(page, /\/career\?title=Software\+Engineer&company=Google&cc=in/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career path: Software Engineer at Google');
    await expect(page.getByText('Demo data', { exact: true })).toBeVisible();

    // The rankings are rebuilt in the background at start: once there, the page shows the API's place and percentile.
    const eliteness = page.getByTestId('view-eliteness');
    if (api.companyRank) {
      await expect(eliteness.getByTestId('eliteness-rank')).toContainText(`#${api.companyRank.rank}`);
      await expect(eliteness.getByRole('img', { name: 'Employers of Software Engineer by rank and pay percentile' })).toBeVisible();
    }
    if (api.pay) await expect(eliteness.getByTestId('eliteness-pay')).toContainText(`${api.pay.percentile}`);

    // Each view is a page of its own; without imported research data the market view says so instead of guessing.
    await page.getByRole('link', { name: 'Market', exact: true }).click();
    await expectShown(page, /view=market/);
    await expect(page.getByRole('link', { name: 'Market', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('view-market').or(page.getByTestId('view-market-unavailable'))).toBeVisible();
    await page.getByRole('link', { name: 'Culture', exact: true }).click();
    await expect(page.getByTestId('view-culture').or(page.getByTestId('view-culture-unavailable'))).toBeVisible();

    // The tree: where Software Engineers went next, each branch from at least five people; a branch opens its own path.
    const tree = page.getByTestId('career-tree');
    await expect(tree.getByRole('heading', { name: 'Where Software Engineers went next' })).toBeVisible();
    const first = tree.getByRole('listitem').first().getByRole('link').first();
    const next = (await first.textContent())!;
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Career path: ${next}`);
  });

  test('a member sees where they stand and asks for an introduction, told plainly when nobody can be asked', async ({ page, signInAs }) => {
    await signInAs('admin');
    await open(page, '/career?title=Software+Engineer&company=Google');
    await expect(page.getByTestId('career-standing')).toContainText('Where you stand');
    const intros = page.getByTestId('career-intros');
    await intros.getByLabel('From company').fill('Mayo Clinic');
    await intros.getByLabel('To company').fill('Kaiser Permanente');
    await intros.getByLabel('Your message').fill('I am weighing this move and would value ten minutes of your time.');
    await intros.getByRole('button', { name: 'Ask for an introduction' }).click();
    await expect(page.getByTestId('intro-result')).toHaveText('No member who moved from Mayo Clinic to Kaiser Permanente can be asked yet');
  });

  test('a company page opens its rank from moves, leadership pay and stock one at a time', async ({ page }) => {
    await page.goto('/in/company/infosys');
    await waitForHydration(page);
    const tabs = page.getByRole('navigation', { name: 'More about the company' });
    await tabs.getByRole('link', { name: 'Stock' }).click();
    await expectShown(page, /about=stocks/);
    await expect(page.getByTestId('company-stocks')).toContainText('Vesting');
    await tabs.getByRole('link', { name: 'Leadership pay' }).click();
    await expect(page.getByTestId('company-exec')).toBeVisible();
    await tabs.getByRole('link', { name: 'Rank from moves' }).click();
    await expect(page.getByTestId('company-ranks')).toBeVisible();
  });

  testPhoneWidthAndAxe('/career', '/career?title=Software+Engineer&company=Google');
});

test('a signed-in member’s home leads with their profile, pay, company rank and next steps', async ({ page, signInAs }) => {
  await signInAs('admin');
  await open(page, '/');
  const dashboard = page.getByTestId('dashboard');
  await expect(dashboard.getByRole('heading', { level: 2 })).toContainText('Welcome back');
  // The admin has no profile yet: 0 %, and the steps to fill it.
  await expect(dashboard.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute('aria-valuenow', '0');
  await expect(dashboard.getByRole('link', { name: 'Complete profile' })).toHaveAttribute('href', '/profile');
  await expect(dashboard.getByRole('link', { name: 'Open career path' })).toHaveAttribute('href', '/career');
  await dashboard.getByRole('link', { name: 'Open career path' }).click();
  await expectShown(page, /\/career$/);
});
