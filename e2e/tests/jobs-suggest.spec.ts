import { expect, expectPhoneWidthAndAxeClean, expectShown, PHONE_WIDTH, test, themeSwitch, waitForHydration } from '../fixtures';

test.describe('jobs search typeaheads', () => {
  test('the company, title and location fields suggest what is listed now, with how many jobs; a pick searches for it', async ({
    page,
  }) => {
    await page.goto('/jobs');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Job filters' });

    // The company field: the first letters of a listed company, then pick it.
    const top = (await (await page.request.get('/api/v1/suggest/jobs/company?limit=1')).json()) as { data: { name: string }[] };
    const firstCompany = top.data[0]!.name;
    const company = form.locator('input[name="company"]');
    await company.click();
    await company.pressSequentially(firstCompany.slice(0, 3));
    const options = page.getByRole('listbox').getByRole('option');
    const option = options.filter({ hasText: firstCompany }).first();
    await expect(option).toBeVisible();
    await expect(option).toContainText(/\d+ jobs?$/);
    await option.click();
    await expect(company).toHaveValue(firstCompany);

    // The location field offers Remote among the cities.
    const location = form.locator('input[name="location"]');
    await location.click();
    await location.pressSequentially('rem');
    await expect(
      page
        .getByRole('listbox')
        .getByRole('option')
        .filter({ hasText: /^Remote/ }),
    ).toBeVisible();
    await location.fill('');

    await form.getByRole('button', { name: 'Search' }).click();
    await expectShown(page, new RegExp(`/jobs\\?company=${encodeURIComponent(firstCompany).replace(/%20/g, '(\\+|%20)')}`));
    const cards = page.getByTestId('job-card');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(firstCompany);

    // The title field: typed words anywhere in a listed title.
    const title = form.locator('input[name="title"]');
    await title.click();
    await title.pressSequentially('engin');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(/engin/i);
  });

  test('an open suggestion list is axe clean at phone width in both themes', async ({ page }) => {
    await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    for (const theme of ['light', 'cosmic'] as const) {
      await page.goto('/jobs');
      await waitForHydration(page);
      await themeSwitch(page)
        .getByText(theme === 'light' ? 'Light' : 'Cosmic', { exact: true })
        .click();
      const title = page.getByRole('form', { name: 'Job filters' }).locator('input[name="title"]');
      await title.click();
      await title.pressSequentially('a');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await expectPhoneWidthAndAxeClean(page, `/jobs (${theme}) with suggestions`);
    }
  });
});
