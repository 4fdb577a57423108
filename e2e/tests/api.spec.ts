import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

interface Envelope {
  success: boolean;
  statusCode: number;
  message: string;
  data: unknown;
}

/** Calls the API from inside the page, as the web app does. */
async function browserFetch(page: Page, url: string) {
  return page.evaluate(async (u) => {
    const res = await fetch(u, { headers: { accept: 'application/json' } });
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: (await res.json()) as unknown };
  }, url);
}

test.describe('API', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('health answers with the envelope and a reachable database', async ({ page }) => {
    const { status, contentType, body } = await browserFetch(page, '/api/v1/health');
    expect(status).toBe(200);
    expect(contentType).toContain('application/json');
    expect(body).toMatchObject({ success: true, statusCode: 200, data: { status: 'ok', database: { reachable: true } } });
  });

  test('an unknown API path is a 404 envelope, not a page', async ({ page }) => {
    const { status, contentType, body } = await browserFetch(page, '/api/v1/nope');
    expect(status).toBe(404);
    expect(contentType).toContain('application/json');
    const envelope = body as Envelope;
    expect(envelope).toMatchObject({ success: false, statusCode: 404, data: null });
    expect(typeof envelope.message).toBe('string');
  });

  test('company suggestions come from the seeded data', async ({ page }) => {
    const { status, body } = await browserFetch(page, '/api/v1/suggest/company?q=goo');
    expect(status).toBe(200);
    const envelope = body as Envelope & { data: Array<{ name: string }> };
    expect(envelope.success).toBe(true);
    expect(envelope.data.map((c) => c.name)).toContain('Google');
  });

  test('the OpenAPI UI loads and describes the suggest API', async ({ page }) => {
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: /Paysight API/ })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: /^GET \/api\/v1\/suggest\/company\b/ })).toBeVisible();

    const spec = await browserFetch(page, '/api/docs/json');
    expect(spec.status).toBe(200);
    const doc = spec.body as { openapi?: string; paths?: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths ?? {})).toContain('/api/v1/suggest/company');
  });
});
