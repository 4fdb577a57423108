import { companies, titles } from '@paysight/db';
import { insertSalaryRecords } from '@paysight/db/factories';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { WIDGET_MAX_BYTES } from '../src/modules/widget/widget.rules.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';

describeWithDb('salary widget: a card other sites frame, under 10 KB, no script, under the privacy floor', () => {
  const clock = createClock();
  const t = useTestApp({ now: clock.now, env: { SEARCH_LIMIT_ANON: '1' } });

  beforeAll(async () => {
    const db = t.database.db;
    const id = async (table: typeof companies | typeof titles, slug: string) =>
      (await db.select({ id: table.id }).from(table).where(eq(table.slug, slug)))[0]!.id;
    const [infosys, google, amazon, ds, swe] = await Promise.all([
      id(companies, 'infosys'),
      id(companies, 'google'),
      id(companies, 'amazon'),
      id(titles, 'data-scientist'),
      id(titles, 'software-engineer'),
    ]);
    await insertSalaryRecords(db, [
      // Five member records: at the floor, shown. Four: under it.
      ...[900_000, 1_000_000, 1_100_000, 1_200_000, 1_300_000].map((base) => ({
        countryCode: 'in' as const,
        companyId: infosys,
        titleId: ds,
        base,
      })),
      ...[200_000, 210_000, 220_000, 230_000].map((base) => ({ countryCode: 'us' as const, companyId: google, titleId: ds, base })),
      // Demo records: labelled on the card.
      ...[150_000, 160_000, 170_000, 180_000, 190_000, 200_000].map((base) => ({
        countryCode: 'us' as const,
        companyId: amazon,
        titleId: swe,
        base,
        source: 'demo' as const,
      })),
    ]);
  });

  const widget = (path: string) => t.app.inject({ method: 'GET', url: `/widget/salary/${path}` });

  it('shows the median, the middle half and the count, links back to the salary page, and stays under 10 KB with no script', async () => {
    const res = await widget('in/infosys--data-scientist');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.rawPayload.length).toBeLessThan(WIDGET_MAX_BYTES);
    expect(WIDGET_MAX_BYTES).toBe(10 * 1024);
    expect(res.body).toContain('<h1>Data Scientist at Infosys</h1>');
    expect(res.body).toContain('₹11.0 L <span class="note">median</span>');
    expect(res.body).toContain('₹10.0 L – ₹12.0 L');
    expect(res.body).toContain('From 5 salaries');
    expect(res.body).toContain('<a href="http://paysight.test/in/salary/infosys--data-scientist" target="_blank" rel="noopener">');
    expect(res.body).not.toContain('Demo data');
    expect(res.body).not.toMatch(/<script|<iframe|\son[a-z]+=/i);
  });

  it('says there is not enough data under the floor, without a figure', async () => {
    const res = await widget('us/google--data-scientist');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Data Scientist at Google</h1>');
    expect(res.body).toContain('Not enough data yet: figures are shown from 5 salaries');
    expect(res.body).not.toMatch(/\$\d/);
  });

  it('labels demo data', async () => {
    const res = await widget('us/amazon--software-engineer');
    expect(res.body).toContain('>Demo data</span>');
    expect(res.body).toContain('From 6 salaries');
  });

  it('answers 404 with a card for an unknown slice or a malformed path', async () => {
    for (const path of ['us/no-such-company--software-engineer', 'xx/infosys--data-scientist', 'in/Infosys--DS']) {
      const res = await widget(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('Salary not found');
      expect(res.rawPayload.length).toBeLessThan(WIDGET_MAX_BYTES);
    }
  });

  it('is not counted against the daily search limit', async () => {
    for (let i = 0; i < 3; i += 1) expect((await widget('in/infosys--data-scientist')).statusCode).toBe(200);
  });

  it('may be framed by any site; every other route still refuses framing', async () => {
    for (const path of ['/widget/salary/in/infosys--data-scientist', '/widget.js']) {
      const res = await t.app.inject(path);
      expect(res.headers['x-frame-options'], path).toBeUndefined();
      expect(res.headers['content-security-policy'], path).toContain('frame-ancestors *');
      expect(res.headers['content-security-policy'], path).toContain("default-src 'none'");
      expect(res.headers['content-security-policy'], path).not.toContain('script-src');
      expect(res.headers['cross-origin-resource-policy'], path).toBe('cross-origin');
    }
    for (const path of ['/robots.txt', '/api/v1/home/blogs', '/api/v1/logo/infosys', '/api/v1/no-such-call', '/widget/other']) {
      const res = await t.app.inject(path);
      expect(res.headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });

  it('serves the loader script: a few hundred bytes that add the card for each data-paysight-salary element', async () => {
    const res = await t.app.inject('/widget.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.rawPayload.length).toBeLessThan(600);
    expect(res.body).toContain("'/widget/salary/'");
    expect(res.body).toContain('data-paysight-salary');
  });
});
