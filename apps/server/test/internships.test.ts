import { internshipStipends } from '@paysight/db';
import { insertCompany, insertLocation, insertTitle } from '@paysight/db/factories';
import { beforeAll, expect, it } from 'vitest';
import { callApi, expectStatusMessage } from './api.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';

describeWithDb('internships: monthly stipends by company, title and city, each figure from MIN_SLICE stipends', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const t = useTestApp({ now: clock.now, seed: false });
  const get = (url: string) => callApi(t.app, 'GET', url);

  beforeAll(async () => {
    const db = t.database.db;
    const acme = await insertCompany(db, { name: 'Acme Labs', slug: 'acme-labs' });
    const tiny = await insertCompany(db, { name: 'Tiny Co', slug: 'tiny-co' });
    const swe = await insertTitle(db, { name: 'Software Engineer' });
    const da = await insertTitle(db, { name: 'Data Analyst' });
    const pune = await insertLocation(db, { city: 'Pune', countryCode: 'in', slug: 'pune-in' });
    const row = (companyId: number, titleId: number, monthlyStipend: number, locationId: number | null = pune.id) => ({
      companyId,
      titleId,
      locationId,
      countryCode: 'in' as const,
      currency: 'INR' as const,
      monthlyStipend,
      durationMonths: 6,
      year: 2026,
    });
    await db
      .insert(internshipStipends)
      .values([
        ...[30_000, 35_000, 40_000, 45_000, 50_000].map((v) => row(acme.id, swe.id, v)),
        ...[20_000, 22_000, 24_000, 26_000].map((v) => row(acme.id, da.id, v, null)),
        ...[90_000, 95_000, 99_000, 99_500].map((v) => row(tiny.id, swe.id, v)),
      ]);
  });

  it("gives the region's figures, and by company, title and city only groups of 5 or more (4 hidden)", async () => {
    const res = await get('/in/internships');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      countryCode: 'in',
      currency: 'INR',
      minSlice: 5,
      company: null,
      isDemo: false,
      years: { from: 2026, to: 2026 },
    });
    expect(d.overall).toMatchObject({ count: 13 });
    // Tiny Co has 4 stipends: left out; Data Analyst has 4: left out.
    expect(d.byCompany.map((g: { group: { slug: string }; count: number }) => [g.group.slug, g.count])).toEqual([['acme-labs', 9]]);
    expect(d.byTitle.map((g: { group: { slug: string }; count: number; median: number }) => [g.group.slug, g.count, g.median])).toEqual([
      ['software-engineer', 9, 50_000],
    ]);
    expect(d.byCity.map((g: { group: { slug: string }; count: number }) => [g.group.slug, g.count])).toEqual([['pune-in', 9]]);
    expect(JSON.stringify(d)).not.toContain('tiny-co');
  });

  it("a company's page: its own figures by title; under the floor nothing but the company", async () => {
    const acme = (await get('/in/internships/acme-labs')).body.data;
    expect(acme).toMatchObject({ company: { slug: 'acme-labs' }, overall: { count: 9 }, byCompany: [] });
    expect(acme.byTitle).toEqual([
      { group: { name: 'Software Engineer', slug: 'software-engineer' }, count: 5, p25: 35_000, median: 40_000, p75: 45_000 },
    ]);
    const tiny = (await get('/in/internships/tiny-co')).body.data;
    expect(tiny).toMatchObject({ company: { slug: 'tiny-co' }, overall: null, byTitle: [], byCity: [], years: null });
    const narrowed = (await get('/in/internships/acme-labs?title=data-analyst')).body.data;
    expect(narrowed).toMatchObject({ title: { slug: 'data-analyst' }, overall: null });
  });

  it('refuses what it cannot answer: 404 for an unknown company or title, 400 for a bad region or slug', async () => {
    expectStatusMessage(await get('/in/internships/no-such-co'), 404, 'No company "no-such-co"');
    expectStatusMessage(await get('/in/internships?title=no-such-title'), 404, 'No job title "no-such-title"');
    expect((await get('/uk/internships')).status).toBe(400);
    expect((await get('/in/internships?title=Not%20A%20Slug')).status).toBe(400);
  });
});
