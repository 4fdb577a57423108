import { companies, companyLevels, schools, skills, titles, type Db } from '@paysight/db';
import { insertCompany, insertSalaryRecords, type SalaryRecordInput } from '@paysight/db/factories';
import { and, eq, inArray } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerSuggestRoutes } from '../src/modules/suggest/suggest.routes.js';
import { registerErrorHandling } from '../src/plugins/errors.js';
import { createTestApp, describeWithDb, type TestApp } from './helpers.js';

type Row = Record<string, unknown>;

async function idsBySlug(db: Db, table: typeof companies | typeof titles | typeof skills, slugs: string[]) {
  const rows = await db.select({ id: table.id, slug: table.slug }).from(table).where(inArray(table.slug, slugs));
  return Object.fromEntries(rows.map((r) => [r.slug, r.id])) as Record<string, number>;
}

/**
 * Fixed records on top of the demo catalogue (which the test database holds without records):
 *   Infosys  6 in India (software engineer, Java)
 *   Intel    4 in the US + 1 in India (software engineer, Python)
 *   Google   3 in the US (software engineer at L5, Python and Go)
 *   Intuit   2 in the US (data scientist)
 */
async function insertFixedRecords(db: Db) {
  const c = await idsBySlug(db, companies, ['infosys', 'intel', 'google', 'intuit']);
  const t = await idsBySlug(db, titles, ['software-engineer', 'data-scientist']);
  const s = await idsBySlug(db, skills, ['java', 'python', 'go']);
  const [googleL5] = await db
    .select({ id: companyLevels.id })
    .from(companyLevels)
    .where(and(eq(companyLevels.companyId, c.google!), eq(companyLevels.name, 'L5')))
    .limit(1);
  const record = (
    over: Partial<SalaryRecordInput> & Pick<SalaryRecordInput, 'countryCode' | 'companyId' | 'titleId'>,
  ): SalaryRecordInput => ({
    base: over.countryCode === 'in' ? 2_000_000 : 150_000,
    ...over,
  });
  const rows: SalaryRecordInput[] = [
    ...Array.from({ length: 6 }, () =>
      record({ countryCode: 'in', companyId: c.infosys!, titleId: t['software-engineer']!, skillIds: [s.java!] }),
    ),
    ...Array.from({ length: 4 }, () =>
      record({ countryCode: 'us', companyId: c.intel!, titleId: t['software-engineer']!, skillIds: [s.python!] }),
    ),
    record({ countryCode: 'in', companyId: c.intel!, titleId: t['software-engineer']!, skillIds: [s.python!] }),
    ...Array.from({ length: 3 }, () =>
      record({
        countryCode: 'us',
        companyId: c.google!,
        titleId: t['software-engineer']!,
        levelId: googleL5!.id,
        skillIds: [s.python!, s.go!],
      }),
    ),
    ...Array.from({ length: 2 }, () => record({ countryCode: 'us', companyId: c.intuit!, titleId: t['data-scientist']! })),
  ];
  await insertSalaryRecords(db, rows);
}

describeWithDb('suggest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertFixedRecords(t.database.db);
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Row[];
  };
  const names = async (url: string, key = 'name') => (await get(url)).map((r) => r[key]);

  describe('companies', () => {
    it('suggests companies by prefix first, case-insensitively, labelled as demo data', async () => {
      const rows = await get('/api/v1/suggest/company?q=GOO');
      expect(rows[0]).toEqual({
        id: expect.any(Number),
        name: 'Google',
        slug: 'google',
        type: 'faang+',
        industry: 'Internet',
        logoUrl: null,
        isDemo: true,
      });
    });

    it('ranks a prefix match above a word match above a match inside the name', async () => {
      const found = await names('/api/v1/suggest/company?q=tech&limit=10');
      // "Tech Mahindra" starts with the text; "Walmart Global Tech" has it as a word; "HCLTech" as a camel-case part.
      expect(found[0]).toBe('Tech Mahindra');
      expect(found).toEqual(expect.arrayContaining(['HCLTech', 'Walmart Global Tech']));
    });

    it('tolerates typos', async () => {
      expect((await names('/api/v1/suggest/company?q=gogle'))[0]).toBe('Google');
      expect((await names('/api/v1/suggest/company?q=infosis'))[0]).toBe('Infosys');
      expect((await names('/api/v1/suggest/company?q=tata%20consultnacy'))[0]).toBe('Tata Consultancy Services');
      expect(await names('/api/v1/suggest/company?q=qqqqqq')).toEqual([]);
    });

    it('finds initials, legal forms and punctuation-free spellings', async () => {
      expect((await names('/api/v1/suggest/company?q=tcs'))[0]).toBe('Tata Consultancy Services');
      expect((await names('/api/v1/suggest/company?q=Infosys%20Pvt.%20Ltd.'))[0]).toBe('Infosys');
      expect((await names('/api/v1/suggest/company?q=mckinsey%20%26%20co'))[0]).toBe('McKinsey & Company');
      expect((await names('/api/v1/suggest/company?q=linked%20in'))[0]).toBe('LinkedIn');
    });

    it('ranks equal matches by published records, then the shorter name', async () => {
      // Prefix "in": Infosys (6 records), Intel (5), Intuit (2); then LinkedIn (its camel-case word "In").
      expect(await names('/api/v1/suggest/company?q=in&limit=4')).toEqual(['Infosys', 'Intel', 'Intuit', 'LinkedIn']);
    });

    it('counts records in the region when one is given, keeping companies without any there after the others', async () => {
      expect(await names('/api/v1/suggest/company?q=in&limit=4&region=us')).toEqual(['Intel', 'Intuit', 'Infosys', 'LinkedIn']);
      expect(await names('/api/v1/suggest/company?q=in&limit=4&region=in')).toEqual(['Infosys', 'Intel', 'Intuit', 'LinkedIn']);
    });

    it('keeps only companies with salary records for src=salary, and every company for src=peer', async () => {
      expect(await names('/api/v1/suggest/company?q=in&src=salary')).toEqual(['Infosys', 'Intel', 'Intuit']);
      expect(await names('/api/v1/suggest/company?q=in&src=salary&region=us')).toEqual(['Intel', 'Intuit']);
      expect(await names('/api/v1/suggest/company?src=salary&limit=25')).toEqual(['Infosys', 'Intel', 'Google', 'Intuit']);
      expect(await names('/api/v1/suggest/company?q=in&src=peer&limit=4')).toEqual(['Infosys', 'Intel', 'Intuit', 'LinkedIn']);
    });

    it('lists the most popular when nothing is typed, within the limit', async () => {
      expect(await names('/api/v1/suggest/company?limit=3')).toEqual(['Infosys', 'Intel', 'Google']);
      const many = await get('/api/v1/suggest/company?limit=25');
      expect(many).toHaveLength(25);
      // Companies without records follow, shorter names first.
      expect(many[4]!.name).toBe('EY');
    });

    it('treats LIKE wildcards and bare punctuation in the query as matching nothing', async () => {
      expect(await get('/api/v1/suggest/company?q=%25')).toEqual([]);
      expect(await get('/api/v1/suggest/company?q=_')).toEqual([]);
      expect(await get('/api/v1/suggest/company?q=%20-%20')).toEqual([]);
    });
  });

  describe('titles', () => {
    it('suggests titles with their job family', async () => {
      const rows = await get('/api/v1/suggest/title?q=data');
      expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Data Scientist', 'Data Analyst', 'Data Engineer']));
      expect(rows.find((r) => r.name === 'Data Scientist')).toEqual({
        id: expect.any(Number),
        name: 'Data Scientist',
        slug: 'data-scientist',
        family: 'Data and AI',
      });
      // Data Scientist carries records, so it leads the prefix matches.
      expect(rows[0]!.name).toBe('Data Scientist');
    });

    it('finds a title by the start of any of its words, the most reported first', async () => {
      const found = await names('/api/v1/suggest/title?q=engineer&limit=25');
      // "Engineering Manager" starts with the text; among the titles with it as a later word, the most reported leads.
      expect(found.slice(0, 2)).toEqual(['Engineering Manager', 'Software Engineer']);
      expect(found).toEqual(expect.arrayContaining(['Data Engineer', 'Site Reliability Engineer', 'Engineering Manager']));
    });

    it('tolerates typos and knows common short forms', async () => {
      expect((await names('/api/v1/suggest/title?q=sofware%20engineer'))[0]).toBe('Software Engineer');
      expect((await names('/api/v1/suggest/title?q=enginer'))[0]).toBe('Software Engineer');
      expect((await names('/api/v1/suggest/title?q=sre'))[0]).toBe('Site Reliability Engineer');
      expect((await names('/api/v1/suggest/title?q=swe'))[0]).toBe('Software Engineer');
    });

    it('counts popularity in the region when given', async () => {
      expect(await names('/api/v1/suggest/title?limit=2&region=us')).toEqual(['Software Engineer', 'Data Scientist']);
      expect(await names('/api/v1/suggest/title?limit=1&region=in')).toEqual(['Software Engineer']);
    });
  });

  describe('multi-company titles', () => {
    it('lists each title with the companies that report it most', async () => {
      const [swe] = await get('/api/v1/suggest/mc/title?q=software');
      expect(swe).toEqual({
        id: expect.any(Number),
        name: 'Software Engineer',
        slug: 'software-engineer',
        family: 'Software Engineering',
        count: 14,
        companies: [
          { id: expect.any(Number), name: 'Infosys', slug: 'infosys', count: 6 },
          { id: expect.any(Number), name: 'Intel', slug: 'intel', count: 5 },
          { id: expect.any(Number), name: 'Google', slug: 'google', count: 3 },
        ],
      });
    });

    it('counts within the region and keeps titles with records for src=salary', async () => {
      const [swe] = await get('/api/v1/suggest/mc/title?q=software&region=us');
      expect(swe).toMatchObject({
        count: 7,
        companies: [
          { name: 'Intel', count: 4 },
          { name: 'Google', count: 3 },
        ],
      });
      expect(await names('/api/v1/suggest/mc/title?src=salary')).toEqual(['Software Engineer', 'Data Scientist']);
      expect(await names('/api/v1/suggest/mc/title?q=engineer&src=salary')).toEqual(['Software Engineer']);
      const peer = await get('/api/v1/suggest/mc/title?q=engineer&src=peer&limit=25');
      expect(peer.length).toBeGreaterThan(5);
      expect(peer.find((r) => r.name === 'Data Engineer')).toMatchObject({ count: 0, companies: [] });
    });
  });

  describe('locations', () => {
    it('suggests locations within a region', async () => {
      const india = await get('/api/v1/suggest/location?q=b&region=in');
      expect(india.map((r) => r.city)).toContain('Bengaluru');
      expect(india.every((r) => r.countryCode === 'in')).toBe(true);
      const us = await get('/api/v1/suggest/location?q=san&region=us');
      expect(us.map((r) => r.city)).toEqual(expect.arrayContaining(['San Francisco', 'San Jose', 'San Diego']));
    });

    it('knows former names, states and typos', async () => {
      expect((await names('/api/v1/suggest/location?q=bangalore', 'city'))[0]).toBe('Bengaluru');
      expect(await names('/api/v1/suggest/location?q=tamil', 'city')).toEqual(expect.arrayContaining(['Chennai', 'Coimbatore']));
      expect((await names('/api/v1/suggest/location?q=hyderbad', 'city'))[0]).toBe('Hyderabad');
    });
  });

  describe('skills', () => {
    it('ranks skills by how many records carry them', async () => {
      const rows = await get('/api/v1/suggest/skill?limit=3');
      expect(rows).toEqual([
        { id: expect.any(Number), name: 'Python', slug: 'python', count: 8 },
        { id: expect.any(Number), name: 'Java', slug: 'java', count: 6 },
        { id: expect.any(Number), name: 'Go', slug: 'go', count: 3 },
      ]);
      expect(await names('/api/v1/suggest/skill?limit=2&region=in')).toEqual(['Java', 'Python']);
    });

    it('matches by prefix, short form and typo', async () => {
      expect(await names('/api/v1/suggest/skill?q=java')).toEqual(['Java', 'JavaScript']);
      expect((await names('/api/v1/suggest/skill?q=js'))[0]).toBe('JavaScript');
      expect((await names('/api/v1/suggest/skill?q=kubernets'))[0]).toBe('Kubernetes');
      expect((await names('/api/v1/suggest/skill?q=c%2B%2B'))[0]).toBe('C++');
    });
  });

  describe('levels', () => {
    it("lists a company's ladder in order, with the standard level it maps to", async () => {
      const rows = await get('/api/v1/suggest/level?company=google');
      expect(rows.map((r) => r.name)).toEqual(['L3', 'L4', 'L5', 'L6', 'L7', 'L8']);
      expect(rows[2]).toEqual({
        id: expect.any(Number),
        name: 'L5',
        company: { id: expect.any(Number), name: 'Google', slug: 'google' },
        standardLevel: 3,
        standardLevelName: 'Senior',
        count: 3,
      });
    });

    it('matches level names across companies, the most reported first', async () => {
      const rows = await get('/api/v1/suggest/level?q=l5&limit=25');
      expect(rows[0]).toMatchObject({ name: 'L5', company: { slug: 'google' } });
      expect(rows.every((r) => r.name === 'L5')).toBe(true);
      expect(rows.map((r) => (r.company as Row).slug)).toEqual(expect.arrayContaining(['apple', 'netflix', 'nvidia']));
    });

    it('reads roman and arabic numerals alike', async () => {
      const rows = await get('/api/v1/suggest/level?q=sde%202&company=amazon');
      expect(rows[0]).toMatchObject({ name: 'SDE II', standardLevel: 2, standardLevelName: 'Mid' });
    });

    it('filters by job family or title, and answers nothing for unknown ones', async () => {
      expect(await names('/api/v1/suggest/level?company=google&family=software-engineering&limit=2')).toEqual(['L3', 'L4']);
      expect(await names('/api/v1/suggest/level?company=google&title=data-scientist&q=l7')).toEqual(['L7']);
      expect(await get('/api/v1/suggest/level?company=no-such-company')).toEqual([]);
      expect(await get('/api/v1/suggest/level?company=google&family=no-such-family')).toEqual([]);
      expect(await get('/api/v1/suggest/level?company=google&title=no-such-title')).toEqual([]);
    });
  });

  describe('countries', () => {
    it('lists the regions the product serves with their currency, the one with more records first', async () => {
      expect(await get('/api/v1/suggest/country')).toEqual([
        { code: 'us', name: 'United States', currency: 'USD', currencySymbol: '$' },
        { code: 'in', name: 'India', currency: 'INR', currencySymbol: '₹' },
      ]);
    });

    it('filters by name, code and common names', async () => {
      expect(await names('/api/v1/suggest/country?q=ind')).toEqual(['India']);
      expect(await names('/api/v1/suggest/country?q=usa')).toEqual(['United States']);
      expect(await names('/api/v1/suggest/country?q=us')).toEqual(['United States']);
      expect(await names('/api/v1/suggest/country?q=united')).toEqual(['United States']);
      expect(await names('/api/v1/suggest/country?q=inida')).toEqual(['India']);
      expect(await get('/api/v1/suggest/country?q=germany')).toEqual([]);
      expect(await names('/api/v1/suggest/country?limit=1')).toEqual(['United States']);
    });
  });

  describe('validation', () => {
    it.each([
      ['/api/v1/suggest/location?region=uk', 'querystring.region'],
      [`/api/v1/suggest/title?q=${'a'.repeat(101)}`, 'querystring.q'],
      ['/api/v1/suggest/company?limit=0', 'querystring.limit'],
      ['/api/v1/suggest/company?limit=26', 'querystring.limit'],
      ['/api/v1/suggest/company?limit=abc', 'querystring.limit'],
      ['/api/v1/suggest/company?src=everything', 'querystring.src'],
      ['/api/v1/suggest/mc/title?region=de', 'querystring.region'],
      ['/api/v1/suggest/mc/title?src=x', 'querystring.src'],
      ['/api/v1/suggest/level?company=Google%20Inc', 'querystring.company'],
      ['/api/v1/suggest/level?family=a_b', 'querystring.family'],
      ['/api/v1/suggest/skill?limit=100', 'querystring.limit'],
      ['/api/v1/suggest/country?limit=-1', 'querystring.limit'],
    ])('%s answers 400 naming %s', async (url, field) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null, statusCode: 400 });
      expect(res.json().message).toContain(field);
    });
  });

  it('publishes the new calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/suggest/country', '/api/v1/suggest/mc/title', '/api/v1/suggest/level', '/api/v1/suggest/skill']),
    );
    const params = doc.paths['/api/v1/suggest/level'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['q', 'limit', 'company', 'family', 'title']));
  });
});

describeWithDb('suggest index refresh', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let clock = 0;
  const REFRESH_MS = 60_000;

  beforeAll(async () => {
    t = await createTestApp();
    // The suggest calls alone, with a clock the test moves instead of waiting for the refresh interval.
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerSuggestRoutes(app, t.database.db, { refreshMs: REFRESH_MS, now: () => clock });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const names = async (url: string) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    return (res.json().data as Row[]).map((r) => r.name);
  };

  it('picks up a company added after first use once the refresh interval has passed', async () => {
    expect(await names('/api/v1/suggest/company?q=zephyrine')).toEqual([]);
    await insertCompany(t.database.db, { name: 'Zephyrine Analytics Pvt Ltd' });
    // Within the interval the snapshot is used as it is: no query per keystroke.
    clock += REFRESH_MS - 1;
    expect(await names('/api/v1/suggest/company?q=zephyrine')).toEqual([]);
    clock += 1;
    // This request starts the refresh and is answered from the old snapshot; the next ones see the new.
    await vi.waitFor(async () => expect(await names('/api/v1/suggest/company?q=zephyrin')).toEqual(['Zephyrine Analytics Pvt Ltd']), {
      timeout: 5_000,
      interval: 20,
    });
    expect(await names('/api/v1/suggest/company?q=zephyrine%20analytics%20ltd')).toEqual(['Zephyrine Analytics Pvt Ltd']);
  });

  it('counts records added after first use', async () => {
    const db = t.database.db;
    const [zephyrine] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'zephyrine-analytics'));
    const [swe] = await db.select({ id: titles.id }).from(titles).where(eq(titles.slug, 'software-engineer'));
    expect(await names('/api/v1/suggest/company?src=salary')).toEqual([]);
    await insertSalaryRecords(
      db,
      Array.from({ length: 3 }, () => ({ countryCode: 'us' as const, companyId: zephyrine!.id, titleId: swe!.id, base: 100_000 })),
    );
    clock += REFRESH_MS;
    await vi.waitFor(async () => expect(await names('/api/v1/suggest/company?src=salary')).toEqual(['Zephyrine Analytics Pvt Ltd']), {
      timeout: 5_000,
      interval: 20,
    });
    expect(await names('/api/v1/suggest/company?limit=1')).toEqual(['Zephyrine Analytics Pvt Ltd']);
  });

  it('answers from a sample first on a large table, then counts exactly in the background', async () => {
    const sampled = Fastify();
    sampled.setValidatorCompiler(validatorCompiler);
    sampled.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(sampled);
    // Every table counts as large here; the background count runs as soon as it is started.
    const index = registerSuggestRoutes(sampled, t.database.db, {
      exactLimit: 0,
      sampleRows: 1,
      chunkRecords: 1,
      whenIdle: async () => {},
    });
    await sampled.ready();
    try {
      const res = await sampled.inject('/api/v1/suggest/mc/title?q=software%20engineer&limit=1');
      expect(res.statusCode).toBe(200);
      await index.refreshNow();
      expect(index.estimated).toBe(false);
      const [swe] = (await sampled.inject('/api/v1/suggest/mc/title?q=software%20engineer&limit=1')).json().data as Row[];
      expect(swe).toMatchObject({ name: 'Software Engineer', count: 3, companies: [{ name: 'Zephyrine Analytics Pvt Ltd', count: 3 }] });
    } finally {
      await sampled.close();
    }
  });
});

describeWithDb('suggest schools', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Records naming two schools: IIT Delhi 3 (India), Stanford 2 (US) and IIT Madras 1.
    const db = t.database.db;
    const school = Object.fromEntries(
      (
        await db
          .select({ id: schools.id, slug: schools.slug })
          .from(schools)
          .where(inArray(schools.slug, ['iit-delhi', 'iit-madras', 'stanford-university']))
      ).map((r) => [r.slug, r.id]),
    ) as Record<string, number>;
    const c = await idsBySlug(db, companies, ['infosys', 'google']);
    const ti = await idsBySlug(db, titles, ['software-engineer']);
    const record = (countryCode: 'in' | 'us', schoolId: number): SalaryRecordInput => ({
      countryCode,
      companyId: countryCode === 'in' ? c.infosys! : c.google!,
      titleId: ti['software-engineer']!,
      base: countryCode === 'in' ? 2_000_000 : 150_000,
      schoolId,
    });
    await insertSalaryRecords(db, [
      ...Array.from({ length: 3 }, () => record('in', school['iit-delhi']!)),
      ...Array.from({ length: 2 }, () => record('us', school['stanford-university']!)),
      record('in', school['iit-madras']!),
    ]);
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Row[];
  };
  const names = async (url: string) => (await get(url)).map((r) => r.name);

  it('suggests schools by prefix, with their region and the records naming them, labelled as demo data', async () => {
    const rows = await get('/api/v1/suggest/school?q=stan');
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      name: 'Stanford University',
      slug: 'stanford-university',
      countryCode: 'us',
      count: 2,
      isDemo: true,
    });
  });

  it('ranks equal matches by the records naming them, then the shorter name', async () => {
    // Prefix matches (the most named first, then the shorter name) before a match inside a word.
    expect((await names('/api/v1/suggest/school?q=iit')).slice(0, 5)).toEqual([
      'IIT Delhi',
      'IIT Madras',
      'IIT Bombay',
      'IIT Kharagpur',
      'IIIT Hyderabad',
    ]);
    expect(await names('/api/v1/suggest/school?limit=3')).toEqual(['IIT Delhi', 'Stanford University', 'IIT Madras']);
  });

  it('finds initials, common short names, words inside the name and typos', async () => {
    expect((await names('/api/v1/suggest/school?q=mit'))[0]).toBe('Massachusetts Institute of Technology');
    expect((await names('/api/v1/suggest/school?q=CMU'))[0]).toBe('Carnegie Mellon University');
    expect((await names('/api/v1/suggest/school?q=iitb'))[0]).toBe('IIT Bombay');
    expect((await names('/api/v1/suggest/school?q=uc%20berkeley'))[0]).toBe('University of California, Berkeley');
    expect((await names('/api/v1/suggest/school?q=georgia%20tech'))[0]).toBe('Georgia Institute of Technology');
    expect((await names('/api/v1/suggest/school?q=pilani'))[0]).toBe('BITS Pilani');
    expect((await names('/api/v1/suggest/school?q=stanfrod'))[0]).toBe('Stanford University');
  });

  it('keeps to the region when one is given', async () => {
    const us = await get('/api/v1/suggest/school?q=university&region=us&limit=25');
    expect(us.length).toBeGreaterThan(0);
    expect(us.every((r) => r.countryCode === 'us')).toBe(true);
    const india = await get('/api/v1/suggest/school?q=university&region=in&limit=25');
    expect(india.map((r) => r.name)).toEqual(expect.arrayContaining(['Anna University', 'Delhi University', 'Jadavpur University']));
    expect(india.every((r) => r.countryCode === 'in')).toBe(true);
  });

  it('matches nothing for bare punctuation', async () => {
    expect(await get('/api/v1/suggest/school?q=%25')).toEqual([]);
  });

  it.each([
    ['/api/v1/suggest/school?region=uk', 'querystring.region'],
    ['/api/v1/suggest/school?limit=26', 'querystring.limit'],
    [`/api/v1/suggest/school?q=${'a'.repeat(101)}`, 'querystring.q'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(doc.paths['/api/v1/suggest/school'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'limit', 'region']),
    );
  });
});
