import { expect, expectShown, PUBLIC_URL, searchFrom, serverHtml, test, waitForHydration } from '../fixtures';

test.describe('landing page', () => {
  test('has its title, description and canonical link', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Paysight/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_URL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Know what you are worth.' })).toBeVisible();
  });

  test('the server HTML already holds the hero, the search form and the footer', async ({ request }) => {
    const html = await serverHtml(request, '/');
    expect(html).toMatch(/<h1[^>]*>Know what you are worth\.<\/h1>/);
    expect(html).toMatch(/<form[^>]*role="search"/);
    expect(html).toContain('aria-label="Company or job title"');
    const footerAt = html.indexOf('<footer');
    expect(footerAt).toBeGreaterThan(-1);
    const footer = html.slice(footerAt);
    expect(footer).toContain('href="/privacy-policy"');
    expect(footer).toContain('href="/employers?feature=ti"');
    expect(footer).toContain(`© 2016–${new Date().getFullYear()} Paysight`);
  });

  test('shows the Demo data badge for the generated dataset', async ({ page }) => {
    await page.goto('/');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Companies on Paysight' })).toBeVisible();
    await expect(main.getByText('Demo data', { exact: true })).toBeVisible();
    // Visitors are told the figures are not real submissions.
    await expect(main.getByText(/generated demonstration data/i).first()).toBeVisible();
  });

  test('sample figures are real medians from the data, labelled demo, each leading to its salary page', async ({ page, request }) => {
    // The page may be served from the page cache (PAGE_CACHE_SECONDS, 10 s in the journeys) over a list
    // kept stale while recomputed.
    test.setTimeout(90_000);
    const figures = page.getByTestId('sample-figures');
    const first = figures.getByRole('link').first();
    let top = { name: '', p50: 0, count: 0, href: '' };
    // Other journeys add and delete salaries meanwhile (the most reported title's count moves): the
    // page and the API are read together until they agree on one state of the data, which takes up
    // to the page cache's lifetime after a change.
    await expect(async () => {
      const list = await request.get('/api/v1/in/salaries-list/location-country/in?popular=true&limit=12');
      expect(list.status()).toBe(200);
      const { data } = (await list.json()) as { data: { titles: Array<{ name: string; p50: number; count: number; href: string }> } };
      top = data.titles[0]!;
      await page.goto('/');
      await expect(figures.getByRole('link')).toHaveCount(6);
      await expect(first).toContainText(top.name, { timeout: 1000 });
      await expect(first).toContainText(`₹${(top.p50 / 100_000).toFixed(1)} L`, { timeout: 1000 });
      await expect(first).toContainText(`India · median of ${top.count.toLocaleString('en-US')} salaries`, { timeout: 1000 });
    }).toPass({ intervals: [1_000, 2_000, 5_000], timeout: 60_000 });
    await expect(first).toHaveAttribute('href', top.href);
    await expect(figures.getByRole('link').last()).toContainText(/United States · median of [\d,]+ salaries/);
    await expect(figures.getByRole('link').last()).toContainText(/\$\d+k/);
    await expect(page.getByRole('region', { name: 'Median pay on Paysight' }).getByText('Demo data', { exact: true })).toBeVisible();

    await waitForHydration(page);
    await first.click();
    await expectShown(page, new RegExp(`${top.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${top.name} Salary in India`);
  });

  test('every company chip and feature card is a link to a page that exists', async ({ page, request }) => {
    await page.goto('/');
    const chips = page.getByRole('region', { name: 'Companies on Paysight' }).getByRole('link');
    expect(await chips.count()).toBeGreaterThanOrEqual(8);
    const cards = page.getByRole('region', { name: 'What you can do' }).getByRole('link');
    const hrefs = async (links: typeof chips) => Promise.all((await links.all()).map((l) => l.getAttribute('href')));
    const cardHrefs = await hrefs(cards);
    expect(cardHrefs).toEqual([
      '/salary',
      '/in/compare/companies',
      '/leaderboard',
      '/career',
      '/offers',
      '/negotiate',
      '/verified',
      '/academy',
      '/gurus',
    ]);
    for (const href of [...(await hrefs(chips)), ...cardHrefs]) {
      expect(href).toMatch(/^\//);
      // Followed as a visitor would be (a guest's /offers goes to sign in first): a real page, never the not-found one.
      const response = await request.get(href!);
      expect(response.status(), href!).toBe(200);
      expect(await response.text(), href!).not.toContain('Page Not Found');
    }

    // A chip opens that company's page.
    await waitForHydration(page);
    const chip = chips.first();
    const name = (await chip.textContent())!;
    await chip.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  });

  test('search suggests companies and titles as you type', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const search = page.getByRole('search').getByLabel('Company or job title');

    await search.fill('goo');
    await expect(page.getByRole('option', { name: 'Google', exact: true })).toBeVisible();

    await search.fill('data');
    await expect(page.getByRole('option', { name: 'Data Scientist', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Google', exact: true })).toHaveCount(0);
  });

  test('picking a company and searching opens that company’s page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const search = page.getByRole('search').getByLabel('Company or job title');
    await search.fill('goo');
    await page.getByRole('option', { name: 'Google', exact: true }).click();
    await expect(search).toHaveValue('Google');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    // The hub resolves the search and sends the visitor on to the page it means.
    await expectShown(page, /\/in\/company\/google$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Google salaries in India');
  });

  test('typing a title and pressing Enter opens its salary page', async ({ page }) => {
    await searchFrom(page, '/', 'Product Manager');
    await expectShown(page, /\/in\/salary\/product-manager$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Manager Salary in India');
  });
});
