import { expect, expectShown, test, waitForHydration } from '../fixtures';

test.describe('salary contributions', () => {
  test('a guest is sent to sign in first', async ({ page }) => {
    await page.goto('/profile/salary');
    await expectShown(page, /\/auth\/login\?returnUrl=%2Fprofile%2Fsalary$/);
  });

  test('a member adds a salary from the salary page, sees where it stands; it counts there at once and completes the profile', async ({
    page,
    signInAs,
  }) => {
    const salaryPage = '/in/salary/infosys--software-engineer';
    await page.goto(salaryPage);
    const before = Number((await page.getByTestId('salary-count').innerText()).replace(/[^\d]/g, '').replace(/^(\d+).*/, '$1'));
    expect(before).toBeGreaterThan(4);

    // The salary page's call to action carries the slice to the form.
    await page.getByRole('link', { name: 'Add your salary' }).click();
    await expectShown(page, /\/auth\/login\?returnUrl=/);
    // Signed in (the mailed link's return to returnUrl is auth-flows.spec.ts's), back to the form.
    const returnUrl = new URL(page.url()).searchParams.get('returnUrl')!;
    await signInAs('contrib');
    await page.goto(returnUrl);
    await expectShown(page, (url) => url.pathname === '/profile/salary');
    await waitForHydration(page);
    await expect(page.getByLabel(/^Company/)).toHaveValue('Infosys');
    await expect(page.getByLabel(/^Job title/)).toHaveValue('Software Engineer');

    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel(/^Years of experience/).fill('4');
    // Amounts say what they mean as they are typed.
    await page.getByLabel(/^Base salary/).fill('850000');
    await expect(page.getByTestId('base-hint')).toHaveText('₹8.5 lakhs');
    await page.getByLabel('Yearly bonus').fill('60,000');
    await expect(page.getByTestId('bonus-hint')).toHaveText('₹60,000');
    await page.getByRole('button', { name: 'Add salary' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText('counts on the salary pages within a minute');
    // Where it stands among the slice's other salaries, and a way to that slice's page.
    const standing = page.getByTestId('salary-standing');
    await expect(standing).toContainText(
      /Your total of ₹9\.1 L is (more than \d+% of|more than all|below all) [\d,]+ Software Engineer salaries at Infosys in /,
    );
    await expect(standing.getByRole('link', { name: 'See Software Engineer salaries at Infosys →' })).toHaveAttribute(
      'href',
      /^\/in\/salary\/infosys--software-engineer/,
    );
    const entry = page.getByTestId('contribution').first();
    await expect(entry).toContainText('Software Engineer at Infosys');
    await expect(entry).toContainText('Published');
    await expect(entry).toContainText('₹9,10,000 a year');

    // The salary page counts it.
    await page.goto(salaryPage);
    await expect(page.getByTestId('salary-count')).toContainText(`${(before + 1).toLocaleString('en-US')} salaries`);

    // The salary factor of profile completeness (SPEC §5).
    await page.goto('/profile');
    await expect(page.getByText('Profile 20% complete')).toBeVisible();
    await expect(page.getByTestId('salary-card')).toContainText('Current base ₹8,50,000 a year');

    // A refused field says why and keeps what was typed; then the member withdraws the salary.
    await page.goto('/profile/salary');
    await page.getByLabel(/^Company/).fill('Infosys');
    await page.getByLabel(/^Job title/).fill('Astronaut');
    await page.getByLabel(/^Years of experience/).fill('4');
    await page.getByLabel(/^Base salary/).fill('900000');
    await page.getByRole('button', { name: 'Add salary' }).click();
    await expect(page.getByRole('alert')).toContainText('title: no job title "Astronaut"');
    await expect(page.getByLabel(/^Job title/)).toHaveValue('Astronaut');
    await page.getByTestId('contribution').first().getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByTestId('contribution')).toHaveCount(0);
    await page.goto(salaryPage);
    await expect(page.getByTestId('salary-count')).toContainText(`${before.toLocaleString('en-US')} salaries`);
  });
});
