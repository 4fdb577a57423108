import { expect, expectShown, PUBLIC_URL, test, waitForHydration } from '../fixtures';
import { waitForMail, linkIn } from '../support/mail';

/**
 * /employers: the three features with real figures from the e2e server's demo data, and the trial
 * request that creates a workspace only once its work email is confirmed.
 */
test.describe('employers landing', () => {
  test('shows the market and each feature with an example that shows its evidence, labelled demo', async ({ page }) => {
    await page.goto('/employers');
    await expect(page.getByRole('heading', { level: 1, name: 'Set pay with evidence you can show' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_URL}/employers`);
    const strip = page.getByTestId('market-strip');
    await expect(strip).toContainText('levelled salary records');
    await expect(page.getByText('Demo data', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Salary Benchmarking' })).toBeVisible();

    // Every level row either shows figures with at least 5 records from at least 3 companies, or says why it is hidden.
    const rows = page.getByTestId('ladder-table').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      const cells = row.locator('td');
      if ((await cells.count()) === 1) {
        await expect(cells).toHaveText(
          /^Hidden: (Fewer than 5 records|Fewer than 3 companies|One company holds more than half the records)$/,
        );
      } else {
        expect(Number((await cells.nth(3).innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(5);
        expect(Number(await cells.nth(4).innerText())).toBeGreaterThanOrEqual(3);
      }
    }

    // The footer's links open each feature.
    await waitForHydration(page);
    await page.locator('footer').getByRole('link', { name: 'Benefits & Total Rewards' }).click();
    await expectShown(page, /\/employers\?feature=benefits$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Benefits & Total Rewards' })).toBeVisible();
    await expect(page.getByTestId('mix-table').locator('tbody tr').first()).toBeVisible();

    await page.locator('footer').getByRole('link', { name: 'Talent Intelligence' }).click();
    await expectShown(page, /\/employers\?feature=ti$/);
    await expect(page.getByTestId('tier-differential')).toContainText('Tier-2 cities pay');
    await expect(page.getByTestId('metro-table').locator('tbody tr').first()).toBeVisible();

    await page.getByRole('navigation', { name: 'Region' }).getByRole('link', { name: 'United States' }).click();
    await expectShown(page, /\/employers\?feature=ti&cc=us$/);
    await expect(page.getByRole('heading', { level: 2, name: 'The market in United States' })).toBeVisible();
    await expect(page.getByTestId('tier-differential')).toHaveCount(0);
  });

  test('a trial starts only from a confirmed work email; the requester lands in the workspace as its admin', async ({ page }) => {
    const email = `people.${Date.now()}@brightloom-e2e.com`;
    await page.goto('/employers');
    await waitForHydration(page);
    const form = page.getByRole('region', { name: /Start a 14-day trial/ });

    await form.getByLabel('Work email').fill('someone@gmail.com');
    await form.getByLabel('Company name').fill('Brightloom');
    await form.getByRole('button', { name: 'Email me the link' }).click();
    await expect(form.getByTestId('trial-error')).toHaveText('Please use your work email: a trial workspace is for your company domain');

    await form.getByLabel('Work email').fill(email);
    await form.getByRole('button', { name: 'Email me the link' }).click();
    await expect(form.getByTestId('trial-sent')).toContainText(`We sent a link to ${email}`);

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Confirm your Paysight trial workspace');
    const link = linkIn(mail, '/employers/trial');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByRole('heading', { level: 1, name: "Start Brightloom's trial workspace" })).toBeVisible();
    await expect(page.getByText('brightloom-e2e.com', { exact: true })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Create the workspace' }).click();
    await page.waitForURL((url) => url.pathname === '/peer', { timeout: 15_000 });

    const me = (await (await page.request.get('/api/v1/me')).json()).data;
    expect(me).toMatchObject({ email, role: 'enterprise', enterpriseTrial: true, enterpriseConfig: { region: 'in' } });
    await expect(page.locator('header').getByText('Enterprise Trial', { exact: true })).toBeVisible();
    const workspace = (await (await page.request.get('/api/v1/enterprise/workspace')).json()).data;
    expect(workspace).toMatchObject({ name: 'Brightloom', role: 'admin', trial: true });

    // The link is spent.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByRole('heading', { level: 1, name: 'This trial link cannot be used' })).toBeVisible();
    await expect(page.getByTestId('trial-error')).toContainText('invalid, already used or expired');
  });
});
