import { expect, expectShown, test, waitForHydration } from '../fixtures';

interface SwitchData {
  subject: { name: string };
  minSlice: number;
  wentTo: { flows: Array<{ company: { name: string }; count: number }>; otherCount: number | null } | null;
}

const PREMIUM_ONLY = 'Premium only feature, upgrade to gain access!';

test.describe('switch (talent flow, premium)', () => {
  test('a guest sees the premium security popup with Sign In back to the page', async ({ page }) => {
    const response = await page.goto('/in/switch/google');
    expect(response?.status()).toBe(401);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where people from Google go next');
    const dialog = page.getByRole('dialog', { name: 'Security check' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(PREMIUM_ONLY)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth/login?returnUrl=${encodeURIComponent('/in/switch/google')}`,
    );
    await expect(dialog.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    // The page itself carries the same way on, without figures.
    await expect(page.getByTestId('salary-limited')).toContainText(PREMIUM_ONLY);
  });

  test('a premium member follows the company page’s link and sees where people went, with the privacy note', async ({ page, signInAs }) => {
    const { token } = await signInAs('admin');
    const api = (
      (await (await page.request.get('/api/v1/in/switch/google', { headers: { authorization: `Bearer ${token}` } })).json()) as {
        data: SwitchData;
      }
    ).data;

    await page.goto('/in/company/google');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Where people go next' }).click();
    await expectShown(page, /\/in\/switch\/google$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where people at Google go next');
    await expect(page.getByRole('heading', { level: 2, name: 'Went to' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Came from' })).toBeVisible();
    await expect(page.getByTestId('switch-privacy')).toContainText(`Flows of fewer than ${api.minSlice} people are not shown`);
    await expect(page.getByRole('dialog', { name: 'Security check' })).toHaveCount(0);

    // The figures are the API's: each shown flow with its people.
    const went = page.getByTestId('switch-went-to');
    for (const flow of api.wentTo!.flows.slice(0, 3)) {
      const row = went.getByRole('listitem').filter({ has: page.getByRole('link', { name: flow.company.name, exact: true }) });
      await expect(row).toContainText(`${flow.count} people`);
    }
    if (api.wentTo!.flows.length === 0)
      await expect(went).toContainText(`No company has taken ${api.minSlice} or more people from Google yet.`);
  });
});
