import { expect, test, waitForAccountMenu } from '../fixtures';

test.describe('profile', () => {
  test('a member fills the profile; completeness rises on the page and in the header; a refused field says why', async ({
    page,
    openSignedIn,
  }) => {
    await openSignedIn('profile', '/profile');
    await expect(page.getByText('Profile 0% complete')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile 0% complete' })).toBeVisible();

    await page.getByLabel('Company').fill('Google');
    await page.getByLabel('School or university').fill('IIT Bombay');
    await page.getByLabel('Skills').fill('Python, Kubernetes');
    await page.getByLabel('Years of experience').fill('6');
    await page.getByLabel('Phone number').fill('+91 98765 43210');
    await page.getByRole('button', { name: 'Save profile' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
    await expect(page.getByText('Profile 80% complete')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile 80% complete' })).toBeVisible();
    await expect(page.getByTestId('missing-job-hunt')).toHaveText('For job applications, add: Notice period, Visa sponsorship.');
    await expect(page.getByLabel('Skills')).toHaveValue('Python, Kubernetes');

    // A reload shows what was saved.
    await page.reload();
    await expect(page.getByLabel('Company')).toHaveValue('Google');
    await expect(page.getByLabel('Phone number')).toHaveValue('+919876543210');

    // A company that is not in the catalogue is refused with the reason, and what was typed stays.
    await page.getByLabel('Company').fill('Gogle Inc');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('alert')).toContainText('company: no company "gogle"');
    await expect(page.getByLabel('Company')).toHaveValue('Gogle Inc');
    await page.goto('/profile');
    await expect(page.getByLabel('Company')).toHaveValue('Google');

    // Signed in, the header (Upgrade, bell, completeness, avatar, menu, and the region on salary
    // pages) still fits a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/profile', '/us/salary/software-engineer']) {
      await page.goto(path);
      await waitForAccountMenu(page);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect(widths.page, path).toBeLessThanOrEqual(widths.screen);
    }
  });

  test('the form works without JavaScript', async ({ signedInContext }) => {
    const page = await (await signedInContext('profile-nojs', { javaScriptEnabled: false })).newPage();
    await page.goto('/profile');
    await expect(page.getByText('Profile 0% complete')).toBeVisible();
    await page.getByLabel('Years of experience').fill('3');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    await expect(page.getByText('Profile 20% complete')).toBeVisible();
  });
});
