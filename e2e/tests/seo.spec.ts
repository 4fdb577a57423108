import { expect, PUBLIC_URL, test } from '../fixtures';

test('robots.txt points at the sitemap and keeps the API out', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const body = await response.text();
  expect(body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  expect(body.split('\n')).toContain('Disallow: /api/');
});

test('sitemap.xml lists the public pages with absolute URLs', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const body = await response.text();
  expect(body.startsWith('<?xml')).toBe(true);
  expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toContain(`${PUBLIC_URL}/`);
  expect(locs).toContain(`${PUBLIC_URL}/privacy-policy`);
  expect(locs).toContain(`${PUBLIC_URL}/terms-and-conditions`);
  expect(locs).toContain(`${PUBLIC_URL}/salary`);
  expect(locs).toContain(`${PUBLIC_URL}/leaderboard`);
  // Every listed salary page is one a visitor can open: it answers 200 with figures.
  const salaryPages = locs.filter((loc) => /\/(in|us)\/salary\/[a-z0-9-]+$/.test(loc ?? ''));
  expect(salaryPages.length).toBeGreaterThan(50);
  for (const loc of [salaryPages[0], salaryPages[salaryPages.length - 1]]) {
    const page = await request.get(new URL(loc!).pathname);
    expect(page.status(), loc).toBe(200);
  }
});
