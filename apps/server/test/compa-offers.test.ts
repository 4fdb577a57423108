import type { api } from '@paysight/contract';
import { compaOffers, jobFamilies, payBandGroups, payBandVersions, type Db } from '@paysight/db';
import { insertCompany, insertLocation, insertSalaryRecords, insertTitle } from '@paysight/db/factories';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatusMessage } from './api.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { MID_SHOWN_SENIOR_HIDDEN } from './peer-market.js';
import { createWorkspace, type TestWorkspace } from './workspaces.js';

/**
 * Candidate offers on compa (ADR 054, "Candidate offers"): an offer checked against the band and
 * the market before it goes out, with the very figures an employee with the same job and pay has
 * on the roster; issue 29's band oracle (60k/80k/100k: 90k is 1.125 of the 80k target, 75 % in);
 * the closest band and why; a band group chosen; list, filter, sort and paging; edits, mark sent,
 * removal; each refusal with its field named; viewers read only; workspace B never reaching A's ids.
 */
describeWithDb('Compa candidate offers', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  let db: Db;
  let a: TestWorkspace;
  let b: TestWorkspace;
  let usGroup: number;
  let inGroup: number;
  let inOlderGroup: number;
  let bGroup: number;

  type Who = { headers: Record<string, string> };
  type Answer<T> = { status: number; body: { data: T; message: string } };
  const t = useTestApp({ seed: false, now: clock.now });

  const call = async <T>(w: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<Answer<T>> => {
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: w.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const list = async (w: Who, query = '') => {
    const res = await call<api.CompaOffers>(w, 'GET', `/compa/offers${query}`);
    expect(res.status, res.body.message).toBe(200);
    return res.body.data;
  };
  const add = (w: Who, body: api.CompaOfferInput) => call<api.CompaOfferResult>(w, 'POST', '/compa/offers', body);

  /** The oracle's offer: Software Engineering Mid in Seattle at $90,000 against 60k/80k/100k. */
  const usOffer = (over: Partial<api.CompaOfferInput> = {}): api.CompaOfferInput => ({
    candidate: 'Jordan Lee',
    title: 'Software Engineer II',
    level: 'Mid',
    family: 'Software Engineering',
    location: 'Seattle',
    currency: 'USD',
    base: 90_000,
    ...over,
  });
  const inOffer = (over: Partial<api.CompaOfferInput> = {}): api.CompaOfferInput => ({
    candidate: 'Asha Rao',
    title: 'Software Engineer II',
    level: 'Mid',
    family: 'software-engineering',
    location: 'Bangalore',
    currency: 'INR',
    base: 1_800_000,
    bonusTarget: 180_000,
    equity: 300_000,
    equityType: 'rsu',
    equityUnits: 1000,
    ...over,
  });

  beforeAll(async () => {
    db = t.database.db;
    const titleId = (await insertTitle(db, { name: 'Software Engineer', family: 'Software Engineering' })).id;
    await insertTitle(db, { name: 'Data Scientist', family: 'Data and AI' });
    const blr = (await insertLocation(db, { city: 'Bengaluru', state: 'Karnataka', countryCode: 'in', metro: 'Bengaluru' })).id;
    await insertLocation(db, { city: 'Bangalore', state: 'Karnataka', countryCode: 'in', metro: 'Bengaluru', slug: 'bangalore-in' });
    await insertLocation(db, { city: 'Pune', state: 'Maharashtra', countryCode: 'in', metro: 'Pune' });
    await insertLocation(db, { city: 'Seattle', state: 'WA', countryCode: 'us', metro: 'Seattle' });
    const co: Record<string, number> = {};
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta'])
      co[name] = (await insertCompany(db, { name, type: 'product', industry: 'Software' })).id;
    // Software Engineering Mid in Bengaluru: base p25 12.5 lakh, p50 15 lakh, p75 17.5 lakh (total the same).
    await insertSalaryRecords(
      db,
      MID_SHOWN_SENIOR_HIDDEN.map(([company, level, base]) => ({
        countryCode: 'in' as const,
        companyId: co[company]!,
        titleId,
        standardLevel: level,
        locationId: blr,
        base,
        reportedOn: '2026-11-24',
      })),
    );
    a = await createWorkspace(t, clock.now(), 'Offerco');
    b = await createWorkspace(t, clock.now(), 'Otheroffer');

    const family = { slug: 'software-engineering', name: 'Software Engineering' };
    const band = (location: string, min: number, mid: number, max: number) => ({
      family,
      level: 2,
      levelName: 'Mid',
      location,
      min,
      mid,
      max,
      source: 'market',
    });
    const plan = (location: string) => ({
      metric: 'base',
      targetPercentile: 50,
      width: 0.5,
      progression: null,
      rounding: 0,
      families: ['software-engineering'],
      locations: [location],
    });
    const group = async (orgId: number, name: string, countryCode: 'in' | 'us', updatedAt: string, location: string, b3: number[]) => {
      const [g] = await db
        .insert(payBandGroups)
        .values({ orgId, name, countryCode, updatedAt: new Date(updatedAt) })
        .returning();
      await db.insert(payBandVersions).values({
        groupId: g!.id,
        orgId,
        version: 1,
        effectiveDate: '2026-06-01',
        plan: plan(location),
        bands: [band(location, b3[0]!, b3[1]!, b3[2]!)],
        findings: [],
      });
      return g!.id;
    };
    usGroup = await group(a.org.id, 'Engineering US', 'us', '2026-07-01T00:00:00Z', 'Seattle', [60_000, 80_000, 100_000]);
    // India: the group saved last (the roster's) has Mid at 16/20/24 lakh; an older one 18/22/26 lakh.
    inOlderGroup = await group(
      a.org.id,
      'Engineering India 2025',
      'in',
      '2026-02-01T00:00:00Z',
      'Bengaluru',
      [1_800_000, 2_200_000, 2_600_000],
    );
    inGroup = await group(a.org.id, 'Engineering India', 'in', '2026-07-01T00:00:00Z', 'Bengaluru', [1_600_000, 2_000_000, 2_400_000]);
    bGroup = await group(b.org.id, 'B bands', 'in', '2026-07-01T00:00:00Z', 'Bengaluru', [1_000_000, 1_100_000, 1_200_000]);
  }, 120_000);

  describe('an offer against the band and the market', () => {
    it("meets issue 29's oracle: 60k/80k/100k, an offer of 90k is 1.125 of the 80k target and 75 % into the range", async () => {
      const res = await add(a.analyst, usOffer());
      expect(res.status, res.body.message).toBe(200);
      const { offer, asOf } = res.body.data;
      expect(asOf).toBe('2026-11-24');
      expect(offer).toMatchObject({
        candidate: 'Jordan Lee',
        family: { slug: 'software-engineering', name: 'Software Engineering' },
        level: 2,
        levelName: 'Mid',
        location: 'Seattle',
        countryCode: 'us',
        currency: 'USD',
        base: 90_000,
        bonusTarget: 0,
        equity: 0,
        status: 'draft',
        sentAt: null,
        bandGroupId: null,
        createdBy: { email: a.analyst.email },
        createdAt: '2026-11-24T09:00:00.000Z',
      });
      expect(offer.band).toEqual({
        group: { id: usGroup, name: 'Engineering US' },
        version: 1,
        effectiveDate: '2026-06-01',
        metric: 'base',
        level: 2,
        location: 'Seattle',
        min: 60_000,
        mid: 80_000,
        max: 100_000,
        match: 'own',
        reason: null,
        pay: 90_000,
        compaRatio: 1.125,
        penetration: 75,
        bucket: '1.05–1.15',
        belowMin: false,
        aboveMax: false,
      });
      // No Seattle records: the market cell is hidden and says why.
      expect(offer.market).toBeNull();
      expect(offer.marketNote).toBeTruthy();
    });

    it('has the very figures of an employee with the same job and pay on the roster', async () => {
      const employee = await call<api.CompaEmployeeResult>(a.analyst, 'POST', '/compa/employees', {
        employeeId: 'E1',
        name: 'Someone Already Here',
        title: 'Software Engineer II',
        level: 'Mid',
        family: 'Software Engineering',
        location: 'Bengaluru',
        currency: 'INR',
        base: 1_800_000,
        bonusTarget: 180_000,
        equity: 300_000,
        equityType: 'rsu',
        hireDate: '2024-03-01',
      });
      expect(employee.status, employee.body.message).toBe(200);
      const res = await add(a.admin, inOffer());
      expect(res.status, res.body.message).toBe(200);
      const offer = res.body.data.offer;
      // A city typed is its metro.
      expect(offer.location).toBe('Bengaluru');
      expect(offer.band).toEqual(employee.body.data.employee.band);
      expect(offer.market).toEqual(employee.body.data.employee.market);
      // ₹18,00,000 ÷ ₹20,00,000 = 0.90, (18 − 16) ÷ 8 = 25 %; market 18 ÷ 15 = 1.2, past p75 by a fifth of p50–p75: 120 %;
      // with equity (rsu): (18 + 1.8 + 3) ÷ 15 = 1.52.
      expect(offer.band).toMatchObject({ group: { id: inGroup }, compaRatio: 0.9, penetration: 25, bucket: '0.85–0.95' });
      expect(offer.market).toMatchObject({
        asOf: '2026-11-24',
        compaRatio: 1.2,
        penetration: 120,
        bucket: '> 1.15',
        equityInclusiveRatio: 1.52,
      });
      expect(offer).toMatchObject({ equityType: 'rsu', equityUnits: 1000 });
    });

    it('uses the closest band and says why, or says there is none', async () => {
      const pune = await add(a.analyst, inOffer({ candidate: 'Vikram Shah', location: 'Pune', base: 2_000_000, equityType: undefined }));
      expect(pune.status, pune.body.message).toBe(200);
      expect(pune.body.data.offer.band).toMatchObject({
        match: 'other-location',
        location: 'Bengaluru',
        reason: 'No Software Engineering Mid band in Pune; the Bengaluru band is used',
        compaRatio: 1,
        penetration: 50,
      });
      const data = await add(
        a.analyst,
        inOffer({ candidate: 'Sana Ali', title: 'Data Scientist', family: 'Data and AI', base: 1_200_000 }),
      );
      expect(data.status, data.body.message).toBe(200);
      expect(data.body.data.offer.band).toBeNull();
      expect(data.body.data.offer.bandNote).toBe('The band group has no Data and AI bands');
    });

    it('is checked against the band group chosen for it', async () => {
      const res = await add(a.analyst, inOffer({ candidate: 'Meera Iyer', base: 1_700_000, bandGroupId: inOlderGroup }));
      expect(res.status, res.body.message).toBe(200);
      // 17 lakh in 18/22/26: below the minimum by 1 of the 4 to the midpoint: 0.773, −25 %.
      expect(res.body.data.offer).toMatchObject({ bandGroupId: inOlderGroup });
      expect(res.body.data.offer.band).toMatchObject({
        group: { id: inOlderGroup, name: 'Engineering India 2025' },
        compaRatio: 0.773,
        penetration: -25,
        belowMin: true,
        bucket: '< 0.85',
      });
    });
  });

  describe('the list', () => {
    it('lists every offer for any member, newest first, with a summary, a status filter, the analyst sort and pages', async () => {
      clock.advance(5);
      await add(a.analyst, usOffer({ candidate: 'Kiran Das', base: 105_000 }));
      const all = await list(a.viewer);
      expect(all.offers.map((o) => o.candidate)).toEqual(['Kiran Das', 'Meera Iyer', 'Sana Ali', 'Vikram Shah', 'Asha Rao', 'Jordan Lee']);
      // Who added an offer: by name for everyone, the email only for analysts and admins (as the members list).
      expect(all.offers[0]!.createdBy).toEqual({ name: expect.any(String), email: null });
      expect((await list(a.admin)).offers[0]!.createdBy).toEqual({ name: expect.any(String), email: a.analyst.email });
      expect(all).toMatchObject({ asOf: '2026-11-24', matching: 6, page: 1, pageSize: 100, max: 1000 });
      expect(all.summary).toEqual({
        offers: 6,
        draft: 6,
        sent: 0,
        withBand: 5,
        withMarket: 2,
        belowMin: 1,
        aboveMax: 1,
        buckets: { '< 0.85': 1, '0.85–0.95': 1, '0.95–1.05': 1, '1.05–1.15': 1, '> 1.15': 1 },
      });
      // 105k in 60k/80k/100k: 125 %, above the maximum.
      expect(all.offers[0]!.band).toMatchObject({ compaRatio: 1.313, penetration: 125, aboveMax: true });
      expect(all.bandGroups).toEqual(
        expect.arrayContaining([
          { id: usGroup, name: 'Engineering US', countryCode: 'us' },
          { id: inGroup, name: 'Engineering India', countryCode: 'in' },
          { id: inOlderGroup, name: 'Engineering India 2025', countryCode: 'in' },
        ]),
      );
      expect(all.bandGroups.map((g) => g.id)).not.toContain(bGroup);
      // Below the minimum first, then by band compa-ratio, then without a band.
      expect((await list(a.viewer, '?sort=below-min')).offers.map((o) => o.candidate)).toEqual([
        'Meera Iyer',
        'Asha Rao',
        'Vikram Shah',
        'Jordan Lee',
        'Kiran Das',
        'Sana Ali',
      ]);
      expect((await list(a.viewer, '?sort=candidate')).offers[0]!.candidate).toBe('Asha Rao');
      expect((await list(a.viewer, '?status=sent')).offers).toEqual([]);
      const second = await list(a.viewer, '?page=2');
      expect(second).toMatchObject({ matching: 6, page: 2, offers: [] });
      expectStatusMessage(await call(a.viewer, 'GET', '/compa/offers?sort=salary'), 400, {
        contains: 'sort is one of newest, below-min, candidate',
      });
      expectStatusMessage(await call(a.viewer, 'GET', '/compa/offers?status=accepted'), 400, { contains: 'status is one of draft, sent' });
      expectStatusMessage(await call(a.viewer, 'GET', '/compa/offers?page=0'), 400, { contains: 'page starts at 1' });
    });
  });

  describe('changes', () => {
    const idOf = async (candidate: string) => (await list(a.viewer)).offers.find((o) => o.candidate === candidate)!.id;

    it('marks an offer sent (and back to draft), and changes its pay, level and band group with fresh figures', async () => {
      const id = await idOf('Jordan Lee');
      clock.advance(60);
      const sent = await call<api.CompaOfferResult>(a.analyst, 'POST', `/compa/offers/${id}`, { status: 'sent' });
      expect(sent.status, sent.body.message).toBe(200);
      expect(sent.body.data.offer).toMatchObject({ status: 'sent', sentAt: '2026-11-24T10:05:00.000Z', base: 90_000, level: 2 });
      expect(sent.body.data.offer.band).toMatchObject({ compaRatio: 1.125, penetration: 75 });
      expect((await list(a.viewer, '?status=sent')).offers.map((o) => o.candidate)).toEqual(['Jordan Lee']);
      // Another change keeps the date it was sent.
      clock.advance(1);
      const raised = await call<api.CompaOfferResult>(a.admin, 'POST', `/compa/offers/${id}`, { base: 60_000, bonusTarget: 6_000 });
      expect(raised.status, raised.body.message).toBe(200);
      expect(raised.body.data.offer).toMatchObject({
        status: 'sent',
        sentAt: '2026-11-24T10:05:00.000Z',
        updatedAt: '2026-11-24T10:06:00.000Z',
      });
      expect(raised.body.data.offer.band).toMatchObject({ compaRatio: 0.75, penetration: 0, bucket: '< 0.85' });
      const draft = await call<api.CompaOfferResult>(a.admin, 'POST', `/compa/offers/${id}`, { status: 'draft' });
      expect(draft.body.data.offer).toMatchObject({ status: 'draft', sentAt: null });

      const asha = await idOf('Asha Rao');
      const moved = await call<api.CompaOfferResult>(a.analyst, 'POST', `/compa/offers/${asha}`, {
        bandGroupId: inOlderGroup,
        equityType: null,
        equityUnits: null,
      });
      expect(moved.status, moved.body.message).toBe(200);
      // 18 lakh against 18/22/26: 0.818, at the minimum.
      expect(moved.body.data.offer).toMatchObject({ bandGroupId: inOlderGroup, equityType: null, equityUnits: null });
      expect(moved.body.data.offer.band).toMatchObject({ compaRatio: 0.818, penetration: 0 });
      const back = await call<api.CompaOfferResult>(a.analyst, 'POST', `/compa/offers/${asha}`, { bandGroupId: null, level: 'Senior' });
      expect(back.status, back.body.message).toBe(200);
      // No Senior band: the nearest level's (Mid) in the roster's group.
      expect(back.body.data.offer).toMatchObject({ bandGroupId: null, level: 3, levelName: 'Senior' });
      expect(back.body.data.offer.band).toMatchObject({ group: { id: inGroup }, match: 'nearest-level', level: 2 });
    });

    it('removes an offer', async () => {
      const id = await idOf('Kiran Das');
      const gone = await call<{ deleted: true }>(a.analyst, 'DELETE', `/compa/offers/${id}`);
      expect(gone.status, gone.body.message).toBe(200);
      expect(gone.body.data).toEqual({ deleted: true });
      expect((await list(a.viewer)).offers.map((o) => o.candidate)).not.toContain('Kiran Das');
      expectStatusMessage(await call(a.analyst, 'DELETE', `/compa/offers/${id}`), 404, `No offer ${id} in this workspace`);
    });
  });

  describe('refusals', () => {
    it('refuses a bad offer with its field named, and keeps nothing', async () => {
      const before = (await list(a.viewer)).summary.offers;
      const refusals: [api.CompaOfferInput | Record<string, unknown>, number, string | { contains: string }][] = [
        [{ ...usOffer({ candidate: 'X1' }), candidate: '  ' }, 400, { contains: 'candidate is required' }],
        [{ ...usOffer({ candidate: 'X1' }), base: 0 }, 400, { contains: 'base must be a positive number' }],
        [{ ...usOffer({ candidate: 'X1' }), base: '90k' }, 400, { contains: 'base must be a number' }],
        [{ ...usOffer({ candidate: 'X1' }), bonusTarget: -5 }, 400, { contains: 'bonusTarget must be 0 or more' }],
        [{ ...usOffer({ candidate: 'X1' }), currency: 'EUR' }, 400, { contains: 'currency is INR or USD' }],
        [
          { ...usOffer({ candidate: 'X1' }), equityType: 'warrants' },
          400,
          { contains: 'equityType is one of rsu, options, phantom, none' },
        ],
        [
          usOffer({ candidate: 'X1', family: 'Astrology' }),
          400,
          'family: "Astrology" is not a job family in the catalogue (GET /entities/job-families)',
        ],
        [usOffer({ candidate: 'X1', location: 'Bengaluru' }), 400, 'location: "Bengaluru" is not a metro we have in the US'],
        [usOffer({ candidate: 'X1', level: 'Wizard' }), 400, { contains: 'level: must be a standard level from 1 to 8' }],
        // The other workspace's band group, and this workspace's group of the other region.
        [usOffer({ candidate: 'X1', bandGroupId: bGroup }), 404, `No pay band group ${bGroup} for the US in this workspace`],
        [inOffer({ candidate: 'X1', bandGroupId: usGroup }), 404, `No pay band group ${usGroup} for India in this workspace`],
        // One offer a candidate, however it is written.
        [
          usOffer({ candidate: 'JORDAN LEE' }),
          409,
          '"JORDAN LEE" already has an offer in this workspace: change that one (one offer a candidate)',
        ],
      ];
      for (const [body, status, message] of refusals) {
        const res = await call(a.analyst, 'POST', '/compa/offers', body);
        expectStatusMessage(res, status, message);
      }
      const id = (await list(a.viewer)).offers.find((o) => o.candidate === 'Jordan Lee')!.id;
      expectStatusMessage(await call(a.analyst, 'POST', `/compa/offers/${id}`, {}), 400, { contains: 'Send at least one field to change' });
      expectStatusMessage(await call(a.analyst, 'POST', `/compa/offers/${id}`, { candidate: 'asha rao' }), 409, {
        contains: 'already has an offer',
      });
      expectStatusMessage(await call(a.analyst, 'POST', `/compa/offers/${id}`, { currency: 'INR' }), 400, {
        contains: 'location: "Seattle" is not a metro we have in India',
      });
      expectStatusMessage(await call(a.analyst, 'POST', '/compa/offers/abc', { status: 'sent' }), 400, {
        contains: 'id must be an offer id',
      });
      expect((await list(a.viewer)).summary.offers).toBe(before);
      expect((await list(a.viewer)).offers.find((o) => o.id === id)).toMatchObject({ currency: 'USD', candidate: 'Jordan Lee' });
    });

    it('a viewer reads but cannot add, change or remove', async () => {
      const id = (await list(a.viewer)).offers[0]!.id;
      const refused = 'Only workspace analysts and admins can do this';
      expectStatusMessage(await add(a.viewer, usOffer({ candidate: 'Viewer pick' })), 403, refused);
      expectStatusMessage(await call(a.viewer, 'POST', `/compa/offers/${id}`, { status: 'sent' }), 403, refused);
      expectStatusMessage(await call(a.viewer, 'DELETE', `/compa/offers/${id}`), 403, refused);
      expect((await list(a.viewer)).offers[0]).toMatchObject({ id, status: 'draft' });
    });

    it('a workspace locked to India is refused a US offer; a full workspace is refused one more', async () => {
      const india = await createWorkspace(t, clock.now(), 'Indiaonly', { region: 'in' });
      expectStatusMessage(await add(india.analyst, usOffer()), 403, 'Your workspace covers India only');
      const first = await add(india.analyst, inOffer());
      expect(first.status, first.body.message).toBe(200);
      const [family] = await db.select({ id: jobFamilies.id }).from(jobFamilies).where(eq(jobFamilies.slug, 'software-engineering'));
      await db.insert(compaOffers).values(
        Array.from({ length: 999 }, (_, i) => ({
          orgId: india.org.id,
          candidate: `Filler ${i}`,
          title: 'Engineer',
          familyId: family!.id,
          standardLevel: 2,
          metro: 'Bengaluru',
          countryCode: 'in' as const,
          base: 1_000_000,
          bonusTarget: 0,
          equity: 0,
        })),
      );
      expectStatusMessage(
        await add(india.analyst, inOffer({ candidate: 'One too many' })),
        409,
        'A workspace keeps at most 1,000 candidate offers: remove ones no longer needed first',
      );
      const listed = await list(india.viewer, '?page=10');
      expect(listed).toMatchObject({ matching: 1000, page: 10 });
      expect(listed.offers).toHaveLength(100);
    });
  });

  describe('tenant isolation', () => {
    it("workspace B's session with A's offer ids answers 404 and never lists A's offers", async () => {
      const idA = (await list(a.admin)).offers[0]!.id;
      expect((await list(b.viewer)).offers).toEqual([]);
      for (const w of [b.admin, b.analyst]) {
        expectStatusMessage(await call(w, 'POST', `/compa/offers/${idA}`, { status: 'sent' }), 404, `No offer ${idA} in this workspace`);
        expectStatusMessage(await call(w, 'DELETE', `/compa/offers/${idA}`), 404, `No offer ${idA} in this workspace`);
      }
      // The same candidate may have an offer in another workspace.
      const own = await add(b.analyst, usOffer());
      expect(own.status, own.body.message).toBe(200);
      expect((await list(b.viewer)).offers.map((o) => o.candidate)).toEqual(['Jordan Lee']);
      // A's offer is untouched.
      expect((await list(a.admin)).offers.find((o) => o.id === idA)).toMatchObject({ id: idA, status: 'draft' });
      const rows = await db.select().from(compaOffers).where(eq(compaOffers.orgId, a.org.id));
      expect(rows.find((r) => r.id === idA)!.status).toBe('draft');
    });

    it('a visitor is refused', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/compa/offers' })).statusCode).toBe(401);
    });
  });
});
