import { beforeAll, expect, it } from 'vitest';
import { importWarnCsv } from '../src/modules/layoffs/warn-import.service.js';
import { callApi, expectStatusMessage } from './api.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser, type SignedInUser as Member } from './users.js';

/**
 * What members add to layoffs: the titles a WARN notice laid off (one report per member and notice,
 * each title shown from MIN_SLICE reports), and India's layoffs as members report them, shown only
 * once an admin approved them.
 */

const WA_FILE = [
  'Company,Location,Layoff Start Date,# of Workers,Closure Layoff,Type of Layoff,Received Date',
  'Acme Widgets,Seattle,5/14/2022,100,Layoff,Permanent,3/11/2022',
  'Boeing,Everett,5/1/2022,300,Closure,Permanent,2/1/2022',
].join('\n');

describeWithDb('layoffs: titles affected and India member reports under moderation', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const t = useTestApp({ now: clock.now });
  let members: Member[];
  let admin: Member;
  let noticeId: number;
  let otherNoticeId: number;

  const call = (method: 'GET' | 'POST', url: string, who?: Member, payload?: unknown) => callApi(t.app, method, url, who?.headers, payload);
  const reportTitle = (who: Member, title: string, id = noticeId) => call('POST', `/layoff/${id}/titles`, who, { title });
  const validReport = {
    company: 'infosys',
    month: '2026-10',
    people: 120,
    sourceUrl: 'https://news.example.com/layoffs/infosys',
    note: 'Reported by a regional daily',
  };

  beforeAll(async () => {
    await importWarnCsv(t.database.db, [WA_FILE], { state: 'WA', sourceFile: 'wa.csv', sourceDate: '2022-03-11' });
    const list = (await call('GET', '/layoff?state=WA')).body.data;
    noticeId = list.items.find((n: { employer: string }) => n.employer === 'Acme Widgets').id;
    otherNoticeId = list.items.find((n: { employer: string }) => n.employer === 'Boeing').id;
    members = [];
    for (let i = 0; i < 6; i += 1) members.push(await signedInUser(t, clock.now(), { email: `laid-off${i}@paysight.test` }));
    admin = await signedInUser(t, clock.now(), { email: 'layoff-admin@paysight.test', role: 'admin' });
  });

  it('a title report needs a member, a notice and a catalogue title', async () => {
    expect((await call('POST', `/layoff/${noticeId}/titles`, undefined, { title: 'Software Engineer' })).status).toBe(401);
    expectStatusMessage(await reportTitle(members[0]!, 'Software Engineer', 999_999), 404, 'No WARN notice 999999');
    expectStatusMessage(
      await call('POST', '/layoff/abc/titles', members[0], { title: 'Software Engineer' }),
      400,
      /id must be a notice number/,
    );
    expectStatusMessage(await reportTitle(members[0]!, '   '), 400, /title is required/);
    expectStatusMessage(await reportTitle(members[0]!, 'x'.repeat(121)), 400, /title must be at most 120 characters/);
    expectStatusMessage(await reportTitle(members[0]!, 'Zorblax Quuxwrangler'), 400, /We do not know the title "Zorblax Quuxwrangler"/);
    expectStatusMessage(
      await call('POST', `/layoff/${noticeId}/titles`, members[0], { title: 'Software Engineer', extra: 1 }),
      400,
      /extra/,
    );
    expectStatusMessage(await call('GET', '/layoff/999999/titles'), 404, 'No WARN notice 999999');
  });

  it('a title is hidden under the floor (4 reports) and shown with its count from 5; one report per member and notice', async () => {
    for (let i = 0; i < 4; i += 1) expect((await reportTitle(members[i]!, 'Software Engineer')).status).toBe(200);
    const four = (await call('GET', `/layoff/${noticeId}/titles`)).body.data;
    expect(four).toEqual({ noticeId, titles: [], hiddenReports: 4, reports: 4, minSlice: 5, mine: null });

    const fifth = (await reportTitle(members[4]!, 'software engineer')).body.data;
    expect(fifth).toMatchObject({ titles: [{ title: { slug: 'software-engineer' }, count: 5 }], hiddenReports: 0, reports: 5 });
    expect(fifth.mine).toMatchObject({ slug: 'software-engineer' });

    // Posting again replaces the member's report: the title drops back under the floor, nothing is counted twice.
    const replaced = (await reportTitle(members[0]!, 'Data Scientist')).body.data;
    expect(replaced).toMatchObject({ titles: [], hiddenReports: 5, reports: 5, mine: { slug: 'data-scientist' } });
    const again = (await reportTitle(members[0]!, 'Data Scientist')).body.data;
    expect(again.reports).toBe(5);
    // Another notice is another report of the same member.
    expect((await reportTitle(members[0]!, 'Software Engineer', otherNoticeId)).body.data).toMatchObject({ reports: 1, hiddenReports: 1 });
    expect((await reportTitle(members[5]!, 'Software Engineer')).body.data).toMatchObject({
      titles: [{ title: { slug: 'software-engineer' }, count: 5 }],
      hiddenReports: 1,
      reports: 6,
    });
    // A guest sees the same figures, without a title of their own.
    expect((await call('GET', `/layoff/${noticeId}/titles`)).body.data).toMatchObject({ reports: 6, mine: null });
  });

  it('an India report is checked field by field', async () => {
    const send = (body: unknown) => call('POST', '/layoff/reports', members[0], body);
    expect((await call('POST', '/layoff/reports', undefined, validReport)).status).toBe(401);
    expectStatusMessage(await send({ ...validReport, company: '' }), 400, /company is required/);
    expectStatusMessage(await send({ ...validReport, month: '2026-13' }), 400, /month must be a month written YYYY-MM/);
    expectStatusMessage(await send({ ...validReport, month: '2027-01' }), 400, 'month must not be in the future');
    expectStatusMessage(await send({ ...validReport, month: '1999-12' }), 400, 'month must be 2000-01 or later');
    expectStatusMessage(await send({ ...validReport, people: 0 }), 400, /people must be at least 1/);
    expectStatusMessage(await send({ ...validReport, people: 2.5 }), 400, /people must be a whole number/);
    expectStatusMessage(await send({ ...validReport, people: 'many' }), 400, /people must be a number/);
    expectStatusMessage(
      await send({ ...validReport, sourceUrl: 'http://news.example.com/a' }),
      400,
      /sourceUrl must be a link starting with https:\/\//,
    );
    expectStatusMessage(
      await send({ ...validReport, sourceUrl: 'javascript:alert(1)' }),
      400,
      /sourceUrl must be a link starting with https:\/\//,
    );
    expectStatusMessage(await send({ ...validReport, note: 'n'.repeat(501) }), 400, /note must be at most 500 characters/);
    expectStatusMessage(await send({ ...validReport, countryCode: 'us' }), 400, /countryCode must be in/);
    expectStatusMessage(await call('GET', '/layoff/reports?cc=us'), 400, /cc must be in/);
    expectStatusMessage(await call('GET', '/layoff/reports?month=May'), 400, /month must be a month written YYYY-MM/);
  });

  it('only admins see the queue and review; pending and rejected reports are never shown, approved ones are, labelled', async () => {
    const pending = (await call('POST', '/layoff/reports', members[1], validReport)).body.data;
    expect(pending).toMatchObject({ status: 'pending', company: { slug: 'infosys' }, month: '2026-10', people: 120, reviewReason: null });
    const freeText = (await call('POST', '/layoff/reports', members[2], { ...validReport, company: 'Tiny Startup Pvt Ltd', people: 12 }))
      .body.data;
    expect(freeText).toMatchObject({ status: 'pending', company: null, companyName: 'Tiny Startup Pvt Ltd' });

    const shown = async (query = '') => (await call('GET', `/layoff/reports?cc=in${query}`)).body.data;
    expect(await shown()).toMatchObject({ items: [], total: 0, people: 0, label: 'Member reports, moderated' });

    // Members may neither read the queue nor review; a guest is asked to sign in.
    expectStatusMessage(await call('GET', '/layoff/reports/queue', members[1]), 403, 'Only admins can do this');
    expectStatusMessage(
      await call('POST', `/layoff/reports/${pending.id}/review`, members[1], { decision: 'approve' }),
      403,
      'Only admins can do this',
    );
    expect((await call('GET', '/layoff/reports/queue')).status).toBe(401);

    const queue = (await call('GET', '/layoff/reports/queue', admin)).body.data.reports;
    expect(queue.map((r: { id: number }) => r.id)).toEqual([pending.id, freeText.id]);
    expect(queue[0]).toMatchObject({ member: { email: 'laid-off1@paysight.test' }, sourceUrl: validReport.sourceUrl });

    expectStatusMessage(
      await call('POST', `/layoff/reports/${freeText.id}/review`, admin, { decision: 'reject' }),
      400,
      /reason is required to reject/,
    );
    expectStatusMessage(
      await call('POST', `/layoff/reports/${freeText.id}/review`, admin, { decision: 'maybe' }),
      400,
      /decision must be approve or reject/,
    );
    expectStatusMessage(
      await call('POST', '/layoff/reports/999999/review', admin, { decision: 'approve' }),
      404,
      'No layoff report 999999',
    );

    expect((await call('POST', `/layoff/reports/${pending.id}/review`, admin, { decision: 'approve' })).body.data).toEqual({
      id: pending.id,
      status: 'approved',
    });
    expect(
      (await call('POST', `/layoff/reports/${freeText.id}/review`, admin, { decision: 'reject', reason: 'The source does not say this' }))
        .body.data,
    ).toEqual({ id: freeText.id, status: 'rejected' });
    expectStatusMessage(
      await call('POST', `/layoff/reports/${pending.id}/review`, admin, { decision: 'reject', reason: 'x' }),
      409,
      'This report was already reviewed',
    );

    const list = await shown();
    expect(list).toMatchObject({ total: 1, people: 120, label: 'Member reports, moderated' });
    expect(list.items).toEqual([
      {
        id: pending.id,
        countryCode: 'in',
        companyName: 'Infosys',
        company: { slug: 'infosys', name: expect.any(String) },
        month: '2026-10',
        people: 120,
        sourceUrl: validReport.sourceUrl,
        note: 'Reported by a regional daily',
      },
    ]);
    expect((await shown('&company=Infosys')).total).toBe(1);
    expect((await shown('&month=2026-10')).total).toBe(1);
    expect((await shown('&month=2026-09')).total).toBe(0);
    expect((await shown('&company=Tiny')).total).toBe(0);
    expect((await call('GET', '/layoff/reports/queue', admin)).body.data.reports).toEqual([]);

    // The member sees their own reports with the outcome and reason.
    const mine = (await call('GET', '/layoff/reports/mine', members[2])).body.data.reports;
    expect(mine).toEqual([expect.objectContaining({ id: freeText.id, status: 'rejected', reviewReason: 'The source does not say this' })]);
    // WARN figures are untouched by member reports.
    expect((await call('GET', '/layoff')).body.data.totals).toEqual({ notices: 2, jobs: 400 });
  });

  it('a member may have at most 5 reports waiting for review', async () => {
    for (let i = 0; i < 5; i += 1) expect((await call('POST', '/layoff/reports', members[3], validReport)).status).toBe(200);
    expectStatusMessage(await call('POST', '/layoff/reports', members[3], validReport), 409, /already have 5 reports waiting for review/);
  });
});
