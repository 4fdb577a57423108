import { expect, test, waitForHydration } from '../fixtures';

test.describe('profile typeahead', () => {
  test('company, school and skills are picked from suggestions and saved', async ({ page, signInAs }) => {
    await signInAs('profile-typeahead');
    await page.goto('/profile');
    await waitForHydration(page);

    // A typo still finds the company.
    await page.getByRole('combobox', { name: 'Company' }).fill('infosis');
    await page.getByRole('option', { name: 'Infosys', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue('Infosys');

    // Initials find a school.
    await page.getByRole('combobox', { name: 'School or university' }).fill('cmu');
    await page.getByRole('option', { name: 'Carnegie Mellon University' }).click();

    // Skills: each pick completes the entry being typed.
    const skills = page.getByRole('combobox', { name: 'Skills' });
    // The field sits below the fold; its list is hidden while the field is scrolled out of view
    // (Mantine's hideDetached), so bring it up first. On a loaded machine the list can still close
    // as the page settles: a person would type again, and so does the test.
    await skills.scrollIntoViewIfNeeded();
    await expect(async () => {
      await skills.fill('pyth');
      await page.getByRole('option', { name: 'Python', exact: true }).click({ timeout: 3_000 });
    }).toPass({ timeout: 15_000 });
    await expect(skills).toHaveValue('Python, ');
    await skills.pressSequentially('k8');
    await page.getByRole('option', { name: 'Kubernetes' }).click();
    await expect(skills).toHaveValue('Python, Kubernetes, ');

    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue('Infosys');
    await expect(page.getByRole('combobox', { name: 'School or university' })).toHaveValue('Carnegie Mellon University');
    await expect(page.getByRole('combobox', { name: 'Skills' })).toHaveValue('Python, Kubernetes');
  });

  test('without JavaScript a name typed by hand is saved', async ({ signedInContext }) => {
    const page = await (await signedInContext('profile-typeahead-nojs', { javaScriptEnabled: false })).newPage();
    await page.goto('/profile');
    await page.getByLabel('School or university').fill('university of california, berkeley');
    await page.getByLabel('Skills').fill('c++, Node.js');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    await expect(page.getByLabel('School or university')).toHaveValue('University of California, Berkeley');
    await expect(page.getByLabel('Skills')).toHaveValue('C++, Node.js');
  });
});
