import { expect, expectPhoneWidthAndAxeClean, expectShown, PHONE_WIDTH, test } from '../fixtures';

/**
 * /tools/networth (SPEC §7 Tools and vault; ADR 049): a member adds up what they own and owe in the
 * region's currency, links a sandbox bank (one asks for a code) whose balances then count, and sees
 * their history; the standing in their age band stays hidden under MIN_SLICE sharing members. Plain
 * POST forms: the same works without JavaScript.
 */
test.describe('net worth', () => {
  test('a member calculates their net worth, links the sandbox bank that asks for a code, and its balances count', async ({
    page,
    openSignedIn,
    consoleErrors,
  }) => {
    await openSignedIn('networth', '/tools/networth?cc=us');
    await expect(page.getByRole('heading', { level: 1, name: 'Net worth' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Calculate your net worth' });
    await expect(form.getByLabel('401(k)')).toBeVisible();
    await expect(form.getByLabel('PF / EPF')).toHaveCount(0);

    await form.getByLabel('Your age').fill('29');
    await form.getByLabel('Cash and bank balances').fill('12,000');
    await form.getByLabel('401(k)').fill('30000');
    await form.getByLabel('Credit cards').fill('2000');
    // The make: a searchable field over the shipped vPIC list (the carmakers' short names first).
    await form.getByLabel('Vehicle 1 make').click();
    const make = form.getByRole('combobox', { name: 'Vehicle 1 make' });
    await make.pressSequentially('toy');
    await form.getByRole('option', { name: 'Toyota', exact: true }).click();
    await expect(make).toHaveValue('Toyota');
    await form.getByLabel('Vehicle 1 value').fill('0');
    await form.getByRole('button', { name: 'Calculate and save' }).click();
    const result = page.getByTestId('networth-result');
    await expect(result.getByTestId('networth-figure')).toHaveText('$40,000');
    await expect(result.getByTestId('networth-standing')).toContainText('Not enough members aged 25–29 share their net worth yet');

    // The sandbox says it is one; its credit union asks for a code.
    const vault = page.getByTestId('vault');
    await expect(vault.getByTestId('vault-provider')).toContainText('Sandbox — no real bank');
    const link = vault.getByRole('form', { name: 'Link a sandbox bank' });
    await link.getByLabel('Bank', { exact: true }).selectOption({ label: 'Sandbox Credit Union, asks for a code (US)' });
    await link.getByLabel('Username at the bank').fill('user_good');
    await link.getByLabel('Password at the bank').fill('pass_good');
    await link.getByRole('button', { name: 'Link bank' }).click();
    const code = vault.getByRole('form', { name: "Enter the bank's code" });
    await code.getByLabel('Code').fill('999999');
    await code.getByRole('button', { name: 'Finish linking' }).click();
    await expect(vault).toContainText('That code is not right');
    await code.getByLabel('Code').fill('123456');
    await code.getByRole('button', { name: 'Finish linking' }).click();
    await expect(vault.getByTestId('vault-links')).toContainText('Share checking ··5555: $5,200');

    // Its balances count: 5,200 cash in, the 8,400 auto loan out.
    await page.getByRole('form', { name: 'Calculate your net worth' }).getByRole('button', { name: 'Calculate and save' }).click();
    await expect(result.getByTestId('networth-figure')).toHaveText('$36,800');
    await expect(page.getByTestId('networth-history').getByRole('listitem')).toHaveCount(2);
    // The one refusal the browser logs: the wrong code (400).
    expect(consoleErrors).toEqual(['console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });

  test('with the offline sandbox nothing of Plaid loads: no script of theirs, and the page’s policy keeps them out', async ({
    page,
    openSignedIn,
  }) => {
    await openSignedIn('networth-csp', '/tools/networth?cc=us');
    const response = await page.request.get('/tools/networth?cc=us');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).not.toContain('plaid');
    expect(await response.text()).not.toContain('cdn.plaid.com');
    await expect(page.locator('script[src*="plaid"]')).toHaveCount(0);
    await expect(page.getByTestId('plaid-link')).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Link a sandbox bank' })).toBeVisible();
  });

  test('works without JavaScript: the form, the bank link and its code', async ({ signedInContext }) => {
    const context = await signedInContext('networth-nojs', { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/tools/networth?cc=in');
    const form = page.getByRole('form', { name: 'Calculate your net worth' });
    await form.getByLabel('Your age').fill('34');
    await form.getByLabel('PF / EPF').fill('600000');
    await form.getByLabel('Property').fill('5000000');
    await form.getByLabel('Home loan').fill('3000000');
    await form.getByRole('button', { name: 'Calculate and save' }).click();
    await expect(page.getByTestId('networth-figure')).toHaveText('₹26,00,000');

    const link = page.getByRole('form', { name: 'Link a sandbox bank' });
    await link.getByLabel('Bank', { exact: true }).selectOption({ label: 'Sandbox Savings Bank (India)' });
    await link.getByLabel('Username at the bank').fill('user_good');
    await link.getByLabel('Password at the bank').fill('wrong');
    await link.getByRole('button', { name: 'Link bank' }).click();
    await expect(page.getByTestId('vault')).toContainText('did not accept these credentials');
    await link.getByLabel('Username at the bank').fill('user_good');
    await link.getByLabel('Password at the bank').fill('pass_good');
    await link.getByRole('button', { name: 'Link bank' }).click();
    await expect(page.getByTestId('vault-links')).toContainText('Savings account ··4321: ₹2,45,000.50');

    // A make the list does not know is refused, saying so; a known one is taken as typed (any case).
    const again = page.getByRole('form', { name: 'Calculate your net worth' });
    await again.getByLabel('Vehicle 1 make').fill('Flying Carpet');
    await again.getByLabel('Vehicle 1 value').fill('100000');
    await again.getByRole('button', { name: 'Calculate and save' }).click();
    await expect(page.getByTestId('networth-form')).toContainText('"Flying Carpet" is not a vehicle make we know');
    await again.getByLabel('Vehicle 1 make').fill('honda');
    await again.getByLabel('Vehicle 1 value').fill('100000');
    await again.getByRole('button', { name: 'Calculate and save' }).click();
    await expect(page.getByTestId('networth-result')).toContainText(/Vehicles\s*₹1,00,000/);
  });

  test('asks a visitor to sign in first', async ({ page }) => {
    await page.goto('/tools/networth');
    await expectShown(page, /\/auth\/login\?returnUrl=%2Ftools%2Fnetworth/);
  });

  for (const theme of ['light', 'cosmic'] as const) {
    test(`nothing wider than a phone, axe passes, no console errors (${theme})`, async ({
      page,
      signInAs,
      gotoWithTheme,
      consoleErrors,
    }) => {
      await signInAs(`networth-${theme}`);
      await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
      await gotoWithTheme('/tools/networth?cc=us', theme);
      const form = page.getByRole('form', { name: 'Calculate your net worth' });
      await form.getByLabel('Your age').fill('41');
      await form.getByLabel('Cash and bank balances').fill('1000');
      await form.getByRole('button', { name: 'Calculate and save' }).click();
      await expect(page.getByTestId('networth-figure')).toHaveText('$1,000');
      await expectPhoneWidthAndAxeClean(page, theme);
      expect(consoleErrors).toEqual([]);
    });
  }
});
