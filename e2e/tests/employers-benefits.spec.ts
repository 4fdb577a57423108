import { expect, open, test } from '../fixtures';

/**
 * /employers?feature=benefits: the benefits example is members' benefit reports (GET /benefits), the
 * region's most reported companies side by side, each figure with its count or hidden under the
 * privacy floor, labelled demo while demo reports are among them; the pay mix stays beside it.
 */
test.describe('employers: benefits & total rewards', () => {
  for (const cc of ['in', 'us'] as const) {
    test(`shows the benefit reports of the most reported companies (${cc})`, async ({ page, request }) => {
      const api = (await (await request.get(`/api/v1/benefits?cc=${cc}`)).json()).data;
      const top = api.covered.slice(0, 3).map((c: { company: { name: string } }) => c.company.name);
      expect(top.length).toBeGreaterThan(0);

      await open(page, `/employers?feature=benefits${cc === 'us' ? '&cc=us' : ''}`);
      const example = page.getByTestId('benefits-example');
      await expect(example.getByRole('heading', { level: 3 })).toContainText(`Benefits at ${top.join(', ')}`);
      await expect(example.getByText('Demo data', { exact: true })).toBeVisible();
      const table = example.getByTestId('benefits-table');
      await expect(table.locator('thead th a')).toHaveText(top);
      // Every cell is a figure with the reports behind it (never fewer than 5) or says it is under the floor.
      const cells = table.locator('tbody td');
      expect(await cells.count()).toBeGreaterThan(0);
      let shown = 0;
      for (const text of await cells.allInnerTexts()) {
        if (/^Fewer than 5 answers$/.test(text.trim())) continue;
        const reports = /(\d[\d,]*) reports?/.exec(text);
        expect(reports, text).not.toBeNull();
        expect(Number(reports![1]!.replace(/,/g, ''))).toBeGreaterThanOrEqual(5);
        shown++;
      }
      expect(shown).toBeGreaterThan(0);
      await expect(example.getByRole('link', { name: /^Benefits of every company with reports in / })).toHaveAttribute(
        'href',
        cc === 'us' ? '/benefits?cc=us' : '/benefits',
      );
      // The pay mix by level is still there, beside the benefits.
      await expect(page.getByTestId('mix-table').locator('tbody tr').first()).toBeVisible();
    });
  }
});
