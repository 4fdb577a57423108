import { colorScheme, expect, test, waitForHydration } from '../fixtures';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

test.describe('pages a shared cache can serve', () => {
  test('a public page for an anonymous visitor: the same bytes each time, a strong ETag, 304 when unchanged', async ({ request }) => {
    const first = await request.get('/leaderboard');
    const second = await request.get('/leaderboard');
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toBe(PUBLIC);
    expect(first.headers()['vary']).toContain('Cookie');
    const etag = first.headers()['etag'];
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}(-br|-gzip)?"$/);
    expect(second.headers()['etag']).toBe(etag);
    expect(await second.text()).toBe(await first.text());
    // The page's inline scripts carry the nonce its policy names.
    const nonce = /'nonce-([^']+)'/.exec(first.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    const again = await request.get('/leaderboard', { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
  });

  test('a parameter the page does not read is answered from the cache; one it reads makes its own page', async ({ request, page }) => {
    const plain = await request.get('/leaderboard');
    const tagged = await request.get(`/leaderboard?utm_source=mail&x=${Date.now()}`);
    expect(tagged.status()).toBe(200);
    expect(tagged.headers()['etag']).toBe(plain.headers()['etag']);
    const us = await request.get('/leaderboard?cc=us');
    expect(us.status()).toBe(200);
    expect(us.headers()['etag']).not.toBe(plain.headers()['etag']);
    // The tagged URL still works in the browser: the page hydrates and its links do.
    await page.goto(`/leaderboard?utm_campaign=launch`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a salary page counts every visitor against the daily limit, so only the visitor’s browser keeps it', async ({ request }) => {
    const res = await request.get('/in/salary/software-engineer');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('private, no-cache');
    expect(res.headers()['etag']).toBeTruthy();
  });

  test('a signed-in member’s page is never stored or shared, and nothing of it reaches anonymous visitors', async ({
    page,
    request,
    openSignedIn,
  }) => {
    await request.get('/'); // an anonymous copy is cached first
    const { email } = await openSignedIn('pagecache', '/');
    const mine = await page.request.get('/');
    expect(mine.headers()['cache-control']).toBe('private, no-store');
    expect(mine.headers()['etag']).toBeUndefined();
    const anonymous = await request.get('/');
    expect(anonymous.headers()['cache-control']).toBe(PUBLIC);
    const html = await anonymous.text();
    expect(html).not.toContain(email);
    expect(html).toContain('LogIn/SignUp');
  });

  test('a cached page still takes each visitor’s theme', async ({ browser, request }) => {
    await request.get('/verified');
    for (const theme of ['light', 'cosmic'] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript((value) => window.localStorage.setItem('paysight-theme', value), theme);
      await page.goto('/verified');
      await waitForHydration(page);
      expect(await colorScheme(page)).toBe(theme === 'cosmic' ? 'dark' : 'light');
      await context.close();
    }
  });
});
