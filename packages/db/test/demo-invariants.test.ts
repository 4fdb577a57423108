import { api } from '@paysight/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithDb } from '../../../apps/server/test/helpers.js';
import type { Database } from '../src/client.js';
import { generateNegotiationDemo, seedDemo, seedJobsDemo } from '../src/demo/index.js';
import { FAMILY_TEXT, hiringFamilies } from '../src/demo/jobs.js';
import { DEMO_RATER_DOMAIN } from '../src/demo/ratings.js';
import { createTestDatabase } from '../src/testing.js';
import { regionAverages } from '../../../apps/server/src/modules/ratings/ratings.queries.js';

/**
 * What a visitor checks the demo data against: jobs a company would post, where it works, paid as
 * such jobs are; coaches whose reviews read like their own clients'; moves whose pay change follows
 * the two companies' pay; verified records and ratings on the pages that show them.
 */

const COUNT = 20_000;
/** The privacy floor of the ratings and every breakdown (config MIN_SLICE's default). */
const MIN_SLICE = 5;

describeWithDb('demo data a visitor believes', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db, { salaryRecords: COUNT, now: new Date('2026-11-28T09:00:00Z') });
    await seedJobsDemo(database.db, { now: new Date('2026-11-28T09:00:00Z') });
  }, 180_000);
  afterAll(() => database.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];

  type Job = {
    id: number;
    title: string;
    company: string;
    company_id: number;
    industry: string | null;
    family: string;
    location_id: number;
    country: string;
    employment_type: string;
    pay_min: number | null;
    pay_max: number | null;
    pay_currency: string | null;
    pay_interval: string | null;
    description: string;
  };
  const jobs = () =>
    rows<Job>(sql`
      select j.id, j.title, c.name as company, c.id as company_id, c.industry, f.name as family, j.location_ids[1] as location_id,
        j.country_codes[1] as country, j.employment_type, j.pay_min, j.pay_max, j.pay_currency, j.pay_interval,
        j.description_text as description
      from jobs j join companies c on c.id = j.company_id join titles t on t.id = j.title_id join job_families f on f.id = t.family_id
      where j.is_demo`);

  it("posts jobs only in the families the company's industry hires, in cities where the company has records", async () => {
    const list = await jobs();
    expect(list.length).toBe(600);
    const wrongFamily = list.filter((j) => !hiringFamilies(j.industry).includes(j.family));
    expect(wrongFamily.map((j) => `${j.title} at ${j.company}`)).toEqual([]);
    const cities = new Set(
      (
        await rows<{ key: string }>(sql`
          select distinct concat(company_id, ':', location_id) as key from salary_records where source = 'demo'`)
      ).map((r) => r.key),
    );
    const elsewhere = list.filter((j) => !cities.has(`${j.company_id}:${j.location_id}`));
    expect(elsewhere.map((j) => `${j.title} at ${j.company}`)).toEqual([]);
    // No clinical job outside a hospital, none at all in India.
    expect(list.filter((j) => j.family === 'Healthcare' && (j.industry !== 'Healthcare' || j.country !== 'us'))).toEqual([]);
  });

  it('pays internships a monthly stipend believable for the country, and full-time jobs by the year', async () => {
    const list = await jobs();
    const interns = list.filter((j) => j.employment_type === 'internship');
    expect(interns.length).toBeGreaterThan(5);
    for (const j of interns) {
      expect(j.title, j.title).toMatch(/ Intern$/);
      expect(j.pay_interval, j.title).toBe('month');
      expect(j.pay_currency).toBe(j.country === 'in' ? 'INR' : 'USD');
      // India: ₹10k–₹1.5 L a month; US: $3k–$11k a month.
      const [lo, hi] = j.country === 'in' ? [10_000, 150_000] : [3_000, 11_000];
      expect(Number(j.pay_min), `${j.title} at ${j.company}`).toBeGreaterThanOrEqual(lo);
      expect(Number(j.pay_max), `${j.title} at ${j.company}`).toBeLessThanOrEqual(hi);
    }
    for (const j of list.filter((x) => x.employment_type !== 'internship')) {
      expect(j.title).not.toMatch(/Intern/);
      expect(j.pay_interval === null || j.pay_interval === 'year').toBe(true);
    }
  });

  it("describes each job with its own family's work, never another family's", async () => {
    const list = await jobs();
    for (const j of list) {
      const own = FAMILY_TEXT[j.family]!.duties;
      expect(
        own.some((d) => j.description.includes(d)),
        `${j.title}: ${j.description}`,
      ).toBe(true);
      for (const [family, text] of Object.entries(FAMILY_TEXT))
        if (family !== j.family) for (const d of text.duties) expect(j.description, `${j.title} (${j.family})`).not.toContain(d);
    }
  });

  it("spreads the coaches' reviews over the coaches, each coach's reviews in their own words", () => {
    const { coaches, reviews } = generateNegotiationDemo();
    const byCoach = new Map<string, string[]>();
    for (const r of reviews) byCoach.set(r.coachSlug, [...(byCoach.get(r.coachSlug) ?? []), r.body]);
    // Every coach has reviews; none holds more than a tenth of them.
    expect(byCoach.size).toBe(coaches.length);
    for (const list of byCoach.values()) {
      expect(list.length).toBeGreaterThanOrEqual(8);
      expect(list.length / reviews.length).toBeLessThan(0.1);
    }
    // Sentences with the names, companies and amounts taken out: no two coaches share most of them.
    const sentences = (body: string, coach: string) =>
      body
        .replaceAll(coach, '{coach}')
        .replace(/[₹$][\d.,]+ ?(L|Cr|k)?|[\d.]+%/g, '{n}')
        .split(/(?<=[.!?])\s+/);
    const sets = [...byCoach].map(([slug, bodies]) => {
      const first = coaches.find((c) => c.slug === slug)!.name.split(' ')[0]!;
      const texts = bodies.map((b) => {
        let t = b;
        for (const c of coaches.find((x) => x.slug === slug)!.companies) t = t.replaceAll(c, '{company}');
        return sentences(t, first).slice(0, 2).join(' ');
      });
      return { slug, texts: new Set(texts) };
    });
    for (const a of sets)
      for (const b of sets) {
        if (a.slug >= b.slug) continue;
        const shared = [...a.texts].filter((t) => b.texts.has(t)).length;
        expect(shared / Math.min(a.texts.size, b.texts.size), `${a.slug} and ${b.slug}`).toBeLessThan(0.5);
      }
    // No sentence is in more than a tenth of the reviews.
    const counts = new Map<string, number>();
    for (const r of reviews) for (const s of new Set(sentences(r.body, ''))) counts.set(s, (counts.get(s) ?? 0) + 1);
    expect(Math.max(...counts.values()) / reviews.length).toBeLessThan(0.1);
  });

  it("pays a move as the two companies' records pay: moves to a lower-paying company are cuts", async () => {
    // Each company-to-company flow of at least five people in a region: its median pay change, and
    // the ratio of the two companies' median records in that region.
    const flows = await rows<{ change: number; ratio: number }>(sql`
      with moves as (
        select a.country_code as cc, a.company_id as a, b.company_id as b, (b.start_pay_total - a.pay_total) * 1.0 / a.pay_total as change
        from career_positions a
        join career_positions b on b.person_id = a.person_id and b.start_date = (a.end_date + interval '1 month')::date
          and b.country_code = a.country_code and b.company_id <> a.company_id
        where a.pay_total > 0
      ),
      pay as (
        select country_code as cc, company_id, percentile_cont(0.5) within group (order by total) as p50
        from salary_records group by 1, 2 having count(*) >= 20
      ),
      flows as (
        select cc, a, b, percentile_cont(0.5) within group (order by change) as change from moves group by 1, 2, 3 having count(*) >= 5
      )
      select f.change::float8 as change, (pb.p50 / pa.p50)::float8 as ratio
      from flows f join pay pa on pa.cc = f.cc and pa.company_id = f.a join pay pb on pb.cc = f.cc and pb.company_id = f.b`);
    expect(flows.length).toBeGreaterThan(100);
    const share = (xs: typeof flows, test: (f: (typeof flows)[number]) => boolean) => xs.filter(test).length / xs.length;
    const medianOf = (xs: typeof flows) => [...xs].sort((x, y) => x.change - y.change)[Math.floor(xs.length / 2)]!.change;
    // Some flows are pay cuts.
    expect(share(flows, (f) => f.change < 0)).toBeGreaterThan(0.05);
    // The pay change follows the pay of the two companies: the lower the new company pays against
    // the old one, the lower the move's median change, band by band.
    const bands = [0, 0.7, 0.9, 1.1, 1.4, Infinity].slice(1).map((hi, i, his) => {
      const lo = i === 0 ? 0 : his[i - 1]!;
      return flows.filter((f) => f.ratio >= lo && f.ratio < hi);
    });
    for (const band of bands) expect(band.length).toBeGreaterThan(5);
    const medians = bands.map(medianOf);
    for (let i = 1; i < medians.length; i++) expect(medians[i], `band ${i}`).toBeGreaterThan(medians[i - 1]!);
    // Towards a company paying under 0.7× the one left: mostly cuts.
    expect(medians[0]).toBeLessThan(0);
    expect(share(bands[0]!, (f) => f.change < 0)).toBeGreaterThan(0.5);
    // Between companies paying alike, a switch is a raise, but not the +30–80 % of a move up.
    expect(medians[2]).toBeGreaterThan(0);
    expect(medians[2]).toBeLessThan(0.3);
    // Towards one paying over 1.4×: raises, all of them.
    expect(share(bands[4]!, (f) => f.change > 0)).toBe(1);
  });

  it('verifies some demo records, still marked as demo data', async () => {
    const [row] = await rows<{ n: number; verified: number; demo: number }>(sql`
      select count(*)::int as n, count(*) filter (where verification = 'verified')::int as verified,
        count(*) filter (where source = 'demo')::int as demo from salary_records`);
    expect(row!.demo).toBe(row!.n);
    expect(row!.verified / row!.n).toBeGreaterThan(0.03);
    expect(row!.verified / row!.n).toBeLessThan(0.1);
  });

  it('rates companies by demo members who cannot sign in: many companies pass the privacy floor, some do not', async () => {
    const perCompany = await rows<{ raters: number }>(sql`
      select count(distinct r.user_id)::int as raters from companies c left join company_ratings r on r.company_id = c.id
      where c.is_demo group by c.id`);
    expect(perCompany.filter((c) => c.raters >= MIN_SLICE).length).toBeGreaterThan(20);
    const [raters] = await rows<{ n: number; open: number }>(sql`
      select count(*)::int as n, count(*) filter (where not blocked or password_hash is not null or email not like ${`%@${DEMO_RATER_DOMAIN}`})::int as open
      from users where id in (select user_id from company_ratings)`);
    expect(raters!.n).toBeGreaterThan(100);
    expect(raters!.open).toBe(0);
  });

  it("counts the demo ratings in the region's averages as in the companies' own figures", async () => {
    for (const cc of ['in', 'us'] as const) {
      const region = await regionAverages(database.db, cc);
      // Every demo rater of a company with records in the region: the ratings the company figures show.
      const [expected] = await rows<{ n: number }>(sql`
        select count(distinct r.user_id)::int as n from company_ratings r
        where exists (select 1 from salary_records s where s.company_id = r.company_id and s.country_code = ${cc})`);
      expect(region.raters, cc).toBe(expected!.n);
      expect(region.raters, cc).toBeGreaterThanOrEqual(MIN_SLICE);
      expect(region.averages.culture, cc).toBeGreaterThan(1);
    }
  });

  it("reports benefits by demo members as each kind of employer offers them: India's statutory PF and leave, US 401(k) matches", async () => {
    const reports = await rows<{
      slug: string;
      type: string;
      country_code: 'in' | 'us';
      items: Record<string, unknown>;
      is_demo: boolean;
    }>(sql`
      select c.slug, c.type, b.country_code, b.items, b.is_demo
      from benefit_reports b join companies c on c.id = b.company_id join users u on u.id = b.user_id
      where u.email like ${'%@' + DEMO_RATER_DOMAIN} and u.blocked`);
    expect(reports.length).toBeGreaterThan(100);
    // Every report is one a member could have sent.
    for (const r of reports) {
      expect(r.is_demo).toBe(true);
      expect(api.benefitReportBody.safeParse({ countryCode: r.country_code, items: r.items }).success, JSON.stringify(r)).toBe(true);
    }
    const byCompany = new Map<string, typeof reports>();
    for (const r of reports) byCompany.set(`${r.slug}:${r.country_code}`, [...(byCompany.get(`${r.slug}:${r.country_code}`) ?? []), r]);
    const covered = [...byCompany.values()].filter((list) => list.length >= MIN_SLICE);
    expect(covered.length).toBeGreaterThan(10);
    expect(covered.length).toBeLessThan(byCompany.size);
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const answers = (list: typeof reports, key: string) => list.map((r) => r.items[key]).filter((v) => v !== undefined);
    for (const list of covered) {
      const region = list[0]!.country_code;
      const type = list[0]!.type;
      if (region === 'in') {
        expect(median(answers(list, 'providentFund') as number[])).toBe(12);
        expect(median(answers(list, 'parentalLeavePrimary') as number[])).toBeGreaterThanOrEqual(26);
        expect(answers(list, 'retirementMatch')).toEqual([]);
      } else {
        const match = median(answers(list, 'retirementMatch') as number[]);
        expect(match).toBeLessThanOrEqual(6);
        expect(answers(list, 'providentFund')).toEqual([]);
      }
      if (type === 'faang+') expect(answers(list, 'meals').every((m) => m === 'free')).toBe(true);
      if (type === 'it-services') expect(answers(list, 'equityPlan').every((e) => e === 'none' || e === 'espp')).toBe(true);
    }
  });

  it('pays demo internships a monthly stipend that follows the company: big tech above IT services, India about half of entry pay', async () => {
    const stipends = await rows<{ country_code: string; type: string; monthly: number; entry_monthly: number | null }>(sql`
      select s.country_code, c.type, s.monthly_stipend as monthly,
        (select percentile_cont(0.5) within group (order by r.base) / 12 from salary_records r
          where r.company_id = s.company_id and r.title_id = s.title_id and r.country_code = s.country_code
            and r.standard_level = 1 and r.source = 'demo')::float8 as entry_monthly
      from internship_stipends s join companies c on c.id = s.company_id where s.is_demo`);
    expect(stipends.length).toBeGreaterThan(200);
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const of = (cc: string, type?: string) =>
      stipends.filter((s) => s.country_code === cc && (!type || s.type === type)).map((s) => s.monthly);
    // Monthly, not yearly: India ₹10,000–₹1,50,000, the US $2,000–$12,000.
    expect(median(of('in'))).toBeGreaterThan(10_000);
    expect(median(of('in'))).toBeLessThan(150_000);
    expect(median(of('us'))).toBeGreaterThan(2_000);
    expect(median(of('us'))).toBeLessThan(12_000);
    expect(median(of('in', 'faang+'))).toBeGreaterThan(2 * median(of('in', 'it-services')));
    // Every stipend is paid where the company's entry-level records are; the typical one at the
    // region's share of that pay (a city's entry pay and each intern's stipend vary around it).
    for (const cc of ['in', 'us']) {
      const shares = stipends.filter((s) => s.country_code === cc).map((s) => s.monthly / s.entry_monthly!);
      expect(shares.every((x) => x > 0.1 && x < 2.5)).toBe(true);
      const typical = median(shares);
      expect(typical, cc).toBeGreaterThan(cc === 'in' ? 0.4 : 0.65);
      expect(typical, cc).toBeLessThan(cc === 'in' ? 0.6 : 0.95);
    }
  });

  it('replaces its raters and jobs with the dataset instead of adding to them', async () => {
    const count = async () =>
      (
        await rows<{ n: number }>(
          sql`select (select count(*) from company_ratings) + (select count(*) from benefit_reports) + (select count(*) from internship_stipends) as n`,
        )
      )[0]!.n;
    const before = await count();
    await database.db.execute(sql`update app_meta set value = jsonb_set(value, '{version}', '1') where key = 'demo_data'`);
    expect((await seedDemo(database.db, { salaryRecords: COUNT, now: new Date('2026-11-29T09:00:00Z') })).loaded).toBe(true);
    expect(await count()).toBe(before);
    // New demo records bring new jobs, placed on them, in place of the old ones.
    expect(await seedJobsDemo(database.db, { now: new Date('2026-11-29T09:00:00Z') })).toEqual({ loaded: true, jobs: 600 });
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from jobs where is_demo`))[0]!.n).toBe(600);
    expect(await seedJobsDemo(database.db, { now: new Date('2026-11-29T10:00:00Z') })).toEqual({ loaded: false, jobs: 0 });
    // It loads the whole demo dataset again: about 8 s alone, several times that beside the other suites.
  }, 120_000);
});
