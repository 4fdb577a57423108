import { expect, test } from '../fixtures';

const NAVIGATION = [
  ['Salaries', '/salary'],
  ['Compare Companies', '/in/compare/companies'],
  ['Career Rankings', '/career'],
  ['Evaluate My Offer', '/offers'],
  ['Auto Apply to Jobs', '/auto-apply'],
  ['Pricing', '/pricing'],
  ['Salary Verifications', '/verified'],
  ['Terms & Services', '/terms-and-conditions'],
  ['Privacy Policy', '/privacy-policy'],
] as const;

const FOR_EMPLOYERS = [
  ['Salary Benchmarking', '/employers'],
  ['Benefits & Total Rewards', '/employers?feature=benefits'],
  ['Talent Intelligence', '/employers?feature=ti'],
] as const;

for (const path of ['/', '/privacy-policy']) {
  test(`footer on ${path}: two link columns in order, and the copyright line`, async ({ page }) => {
    await page.goto(path);
    const footer = page.locator('footer');

    for (const [title, expected] of [
      ['Navigation', NAVIGATION],
      ['For Employers', FOR_EMPLOYERS],
    ] as const) {
      const column = footer.getByRole('navigation', { name: title });
      await expect(column.getByRole('heading', { name: title })).toBeVisible();
      const links = column.getByRole('link');
      await expect(links).toHaveText(expected.map(([label]) => label));
      for (const [i, [, href]] of expected.entries()) await expect(links.nth(i)).toHaveAttribute('href', href);
    }

    await expect(footer.getByText(`© 2016–${new Date().getFullYear()} Paysight`, { exact: true })).toBeVisible();
  });
}
