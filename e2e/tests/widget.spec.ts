import { expect, open, test } from '../fixtures';

const SALARY_PAGE = '/us/salary/google--software-engineer';
const WIDGET = '/widget/salary/us/google--software-engineer';

test.describe('salary widget (/widget/salary/{cc}/{q}, /widget.js)', () => {
  test('the salary page offers the snippet that embeds its card', async ({ page }) => {
    await open(page, SALARY_PAGE);
    const embed = page.getByTestId('embed-salary');
    await embed.getByText('Embed this').click();
    const iframe = embed.getByLabel('Embed with an iframe');
    await expect(iframe).toBeVisible();
    await expect(iframe).toHaveValue(new RegExp(`^<iframe src="https?://[^"]+${WIDGET}" title="Salary on Paysight"`));
    await expect(embed.getByLabel('Or with a script')).toHaveValue(/data-paysight-salary="us\/google--software-engineer".*\/widget\.js/);
  });

  test('the card: median, range, count and the demo label, under 10 KB, no script, framable; pages are not', async ({ request }) => {
    const card = await request.get(WIDGET);
    expect(card.status()).toBe(200);
    const body = await card.body();
    expect(body.length).toBeLessThan(10 * 1024);
    const html = body.toString('utf8');
    expect(html).toContain('<h1>Software Engineer at Google</h1>');
    expect(html).toMatch(/\$[\d,]+k <span class="note">median<\/span>/);
    expect(html).toMatch(/From [\d,]+ salaries/);
    expect(html).toContain('Demo data');
    expect(html).toMatch(new RegExp(`<a href="https?://[^"]+${SALARY_PAGE}" target="_blank" rel="noopener">`));
    expect(html).not.toContain('<script');
    expect(card.headers()['content-security-policy']).toContain('frame-ancestors *');
    expect(card.headers()['x-frame-options']).toBeUndefined();

    const salaryPage = await request.get(SALARY_PAGE);
    expect(salaryPage.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(salaryPage.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('another site’s page shows the card through the one-line script', async ({ page, baseURL }) => {
    // Another origin on this machine (localhost, not 127.0.0.1): the browser treats it as another site.
    const elsewhere = `${baseURL!.replace('127.0.0.1', 'localhost')}/elsewhere.html`;
    await page.route(elsewhere, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Elsewhere</title><div data-paysight-salary="us/google--software-engineer"></div><script async src="${baseURL}/widget.js"></script>`,
      }),
    );
    // Chromium asks before a page reaches a loopback address of another origin; the visitor allows it here.
    await page.context().grantPermissions(['local-network-access']);
    await page.goto(elsewhere);
    const card = page.frameLocator('iframe[title="Salary on Paysight"]');
    await expect(card.getByRole('heading', { name: 'Software Engineer at Google' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Full salary data on Paysight' })).toHaveAttribute('target', '_blank');
  });
});
