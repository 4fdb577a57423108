import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeWithDb, type TestApp } from './helpers.js';

describeWithDb('suggest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    return res.json().data as Array<Record<string, unknown>>;
  };

  it('suggests companies by prefix first, case-insensitively, labelled as demo data', async () => {
    const rows = await get('/api/v1/suggest/company?q=GOO');
    expect(rows[0]).toMatchObject({ name: 'Google', slug: 'google', type: 'faang+', isDemo: true });
  });

  it('ranks a prefix match above a match inside the name', async () => {
    const names = (await get('/api/v1/suggest/company?q=tech&limit=10')).map((r) => r.name);
    // "Tech Mahindra" starts with the text; "HCLTech" and "Walmart Global Tech" only contain it.
    expect(names[0]).toBe('Tech Mahindra');
    expect(names).toEqual(expect.arrayContaining(['HCLTech', 'Walmart Global Tech']));
  });

  it('treats LIKE wildcards in the query as plain text', async () => {
    expect(await get('/api/v1/suggest/company?q=%25')).toEqual([]);
    expect(await get('/api/v1/suggest/company?q=_')).toEqual([]);
  });

  it('respects the limit and lists alphabetically when nothing is typed', async () => {
    const rows = await get('/api/v1/suggest/company?limit=3');
    expect(rows).toHaveLength(3);
    const names = rows.map((r) => String(r.name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('suggests titles with their job family', async () => {
    const rows = await get('/api/v1/suggest/title?q=data');
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Data Scientist', 'Data Analyst', 'Data Engineer']));
    expect(rows.find((r) => r.name === 'Data Scientist')).toMatchObject({ slug: 'data-scientist', family: 'Data and AI' });
  });

  it('suggests locations within a region', async () => {
    const india = await get('/api/v1/suggest/location?q=b&region=in');
    expect(india.map((r) => r.city)).toContain('Bengaluru');
    expect(india.every((r) => r.countryCode === 'in')).toBe(true);
    const us = await get('/api/v1/suggest/location?q=san&region=us');
    expect(us.map((r) => r.city)).toEqual(expect.arrayContaining(['San Francisco', 'San Jose', 'San Diego']));
  });

  it('rejects an unknown region with a 400 naming the field', async () => {
    const res = await t.app.inject('/api/v1/suggest/location?region=uk');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('querystring.region');
  });

  it('rejects an overlong query', async () => {
    const res = await t.app.inject(`/api/v1/suggest/title?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('querystring.q');
  });
});
