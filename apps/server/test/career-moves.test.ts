import type { api } from '@paysight/contract';
import { companies, notifications, titles } from '@paysight/db';
import { insertCareerPerson } from '@paysight/db/factories';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { callApi, expectStatusMessage } from './api.js';
import { signedInUser, type SignedInUser as Member } from './users.js';

describeWithDb('career tree and introductions', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const ids = { google: 0, tcs: 0, infosys: 0, flipkart: 0, swe: 0, em: 0, pm: 0, director: 0 };
  let asker: Member;
  let mover1: Member;
  let mover2: Member;
  let stranger: Member;

  const call = (method: 'GET' | 'POST', url: string, member?: Member, payload?: object) =>
    callApi(t.app, method, url, member?.headers, payload);

  const t = useTestApp({ now: clock.now });

  beforeAll(async () => {
    const db = t.database.db;
    const company = async (slug: string) => (await db.select().from(companies).where(eq(companies.slug, slug)))[0]!.id;
    const title = async (slug: string) => (await db.select().from(titles).where(eq(titles.slug, slug)))[0]!.id;
    Object.assign(ids, {
      google: await company('google'),
      tcs: await company('tata-consultancy-services'),
      infosys: await company('infosys'),
      flipkart: await company('flipkart'),
      swe: await title('software-engineer'),
      em: await title('engineering-manager'),
      pm: await title('product-manager'),
      director: await title('director-of-engineering'),
    });
    const member = (name: string) =>
      signedInUser(t, clock.now(), { email: `${name}@paysight.test`, name: name[0]!.toUpperCase() + name.slice(1) });
    [asker, mover1, mover2, stranger] = [await member('asker'), await member('mover1'), await member('mover2'), await member('stranger')];
  });

  it('shows the roles people took after a title with months and pay change, each branch from at least five people', async () => {
    // Four engineers become engineering managers at Google, paid 25 % more after 3 years.
    for (let i = 0; i < 4; i++)
      await insertCareerPerson(t.database.db, {
        positions: [
          { companyId: ids.google, titleId: ids.swe, startDate: '2018-01-01', endDate: '2020-12-01', payTotal: 4_000_000 },
          { companyId: ids.google, titleId: ids.em, startDate: '2021-01-01', payTotal: 5_000_000 },
        ],
      });
    expect((await call('GET', '/career/tree?cc=in&title=software-engineer')).status).toBe(404);

    // A fifth: now the tree has people enough, and the branch shows (the version moved: no stale answer).
    await insertCareerPerson(t.database.db, {
      positions: [
        { companyId: ids.google, titleId: ids.swe, startDate: '2018-01-01', endDate: '2020-12-01', payTotal: 4_000_000 },
        { companyId: ids.google, titleId: ids.em, startDate: '2021-01-01', payTotal: 5_000_000 },
      ],
    });
    // Four more become product managers at Flipkart: under the floor, counted as hidden.
    for (let i = 0; i < 4; i++)
      await insertCareerPerson(t.database.db, {
        positions: [
          { companyId: ids.google, titleId: ids.swe, startDate: '2019-01-01', endDate: '2020-06-01', payTotal: 4_000_000 },
          { companyId: ids.flipkart, titleId: ids.pm, startDate: '2020-07-01', payTotal: 6_000_000 },
        ],
      });
    const res = await call('GET', '/career/tree?cc=in&title=software-engineer');
    expect(res.status).toBe(200);
    const tree = res.body.data as api.CareerTree;
    expect(tree).toMatchObject({ title: { slug: 'software-engineer' }, people: 9, movedOn: 9, hiddenMoves: 4, isDemo: true });
    expect(tree.next).toEqual([
      {
        title: { name: 'Engineering Manager', slug: 'engineering-manager' },
        people: 5,
        medianMonthsBefore: 36,
        medianPayChangePct: 25,
        changedCompanyPct: 0,
        next: [],
      },
    ]);

    // The US has none of them.
    expect((await call('GET', '/career/tree?cc=us&title=software-engineer')).status).toBe(404);
    // Narrowed to a company nobody in the tree worked at as an engineer.
    expect((await call('GET', '/career/tree?cc=in&title=software-engineer&company=infosys')).body.message).toBe(
      'Not enough career histories for this title yet',
    );
  });

  it('refuses a malformed or unknown tree query with a clear message', async () => {
    expect((await call('GET', '/career/tree?cc=xx&title=software-engineer')).status).toBe(400);
    expect((await call('GET', '/career/tree?cc=in')).body.message).toMatch(/title is required/);
    expect((await call('GET', '/career/tree?cc=in&title=Software%20Engineer')).body.message).toMatch(/slug form/);
    const unknown = await call('GET', '/career/tree?cc=in&title=astronaut');
    expectStatusMessage(unknown, 404, 'No such title: astronaut');
  });

  it('introduces a member to one who made the move, with no name on either side until the asked member accepts', async () => {
    // Two members moved from TCS to Google (mover2 the more recent), one demo person too (never asked).
    for (const [m, month] of [
      [mover1, '2022-01'],
      [mover2, '2024-03'],
    ] as const)
      await insertCareerPerson(t.database.db, {
        userId: m.user.id,
        positions: [
          { companyId: ids.tcs, titleId: ids.swe, startDate: '2019-01-01', endDate: `${month}-01` },
          { companyId: ids.google, titleId: ids.swe, startDate: `${month}-01` },
        ],
      });
    await insertCareerPerson(t.database.db, {
      positions: [
        { companyId: ids.tcs, titleId: ids.swe, startDate: '2019-01-01', endDate: '2025-01-01' },
        { companyId: ids.google, titleId: ids.swe, startDate: '2025-02-01' },
      ],
    });

    const message = 'I am weighing a move from TCS to Google and would value ten minutes of your time.';
    const sent = await call('POST', '/career/intros', asker, { from: 'tata-consultancy-services', to: 'google', message });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      direction: 'sent',
      status: 'pending',
      contact: null,
      from: { slug: 'tata-consultancy-services' },
      to: { slug: 'google' },
    });
    const introId = (sent.body.data as api.CareerIntro).id;

    // The most recent mover is asked, and told so in the bell, without the asker's name.
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, mover2.user.id));
    expect(note!.text).toMatch(/introduction about your move from Tata Consultancy Services to Google/);
    expect(note!.text).not.toMatch(/Asker/);
    const received = (await call('GET', '/career/intros', mover2)).body.data as api.CareerIntros;
    expect(received.received).toHaveLength(1);
    expect(received.received[0]).toMatchObject({ id: introId, message, contact: null, status: 'pending' });
    expect(JSON.stringify(received)).not.toMatch(/asker/i);
    expect(JSON.stringify((await call('GET', '/career/intros', asker)).body.data)).not.toMatch(/mover/i);

    // Only the asked member answers: anyone else is told there is no such request.
    expect((await call('POST', `/career/intros/${introId}/answer`, stranger, { accept: true })).status).toBe(404);
    expect((await call('POST', `/career/intros/${introId}/answer`, asker, { accept: true })).status).toBe(404);

    const accepted = await call('POST', `/career/intros/${introId}/answer`, mover2, { accept: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', contact: { name: 'Asker', email: 'asker@paysight.test' } });
    const mine = (await call('GET', '/career/intros', asker)).body.data as api.CareerIntros;
    expect(mine.sent[0]).toMatchObject({ status: 'accepted', contact: { name: 'Mover2', email: 'mover2@paysight.test' } });
    expect((await call('POST', `/career/intros/${introId}/answer`, mover2, { accept: false })).status).toBe(409);

    // The next request about the same move goes to the other mover; once both are asked, nobody is left.
    const second = await call('POST', '/career/intros', asker, { from: 'tata-consultancy-services', to: 'google', message });
    expect(second.status).toBe(200);
    expect(((await call('GET', '/career/intros', mover1)).body.data as api.CareerIntros).received).toHaveLength(1);
    const again = await call('POST', '/career/intros', asker, { from: 'tata-consultancy-services', to: 'google', message });
    expectStatusMessage(again, 409, /already asked/);
    const declined = await call('POST', `/career/intros/${(second.body.data as api.CareerIntro).id}/answer`, mover1, { accept: false });
    expect(declined.body.data).toMatchObject({ status: 'declined', contact: null });
    const none = await call('POST', '/career/intros', asker, { from: 'tata-consultancy-services', to: 'google', message });
    expectStatusMessage(none, 404, 'You have asked every member who moved from Tata Consultancy Services to Google');
  });

  it('refuses bad requests, strangers and the anonymous', async () => {
    const message = 'A long enough message to ask for an introduction.';
    expect((await call('POST', '/career/intros', undefined, { from: 'infosys', to: 'google', message })).status).toBe(401);
    expect((await call('GET', '/career/intros')).status).toBe(401);
    const same = await call('POST', '/career/intros', asker, { from: 'google', to: 'google', message });
    expect([same.status, same.body.message]).toEqual([400, 'from and to must be two different companies']);
    const short = await call('POST', '/career/intros', asker, { from: 'infosys', to: 'google', message: 'hi' });
    expectStatusMessage(short, 400, /message must be at least 20 characters/);
    const nobody = await call('POST', '/career/intros', asker, { from: 'infosys', to: 'google', message });
    expect([nobody.status, nobody.body.message]).toEqual([404, 'No member who moved from Infosys to Google can be asked yet']);
    expect((await call('POST', '/career/intros', asker, { from: 'nowhere-inc', to: 'google', message })).status).toBe(404);
    expect((await call('POST', '/career/intros/abc/answer', asker, { accept: true })).status).toBe(400);
    expect((await call('POST', '/career/intros/1/answer', asker, { accept: 'yes' })).status).toBe(400);
  });
});
