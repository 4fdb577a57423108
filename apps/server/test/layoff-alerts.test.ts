import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { companies, layoffAlerts, layoffDigests, notifications, warnNotices } from '@paysight/db';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOutboxMailProvider } from '../src/providers/mail/mail.provider.js';
import { importWarnCsv } from '../src/modules/layoffs/warn-import.service.js';
import { callApi, expectStatusMessage } from './api.js';
import { describeWithDb, useTestApp } from './helpers.js';
import { signedInUser, type SignedInUser as Member } from './users.js';

/**
 * Layoff alerts (ADR 045): following an employer's WARN notices (an import's new notice raises a
 * notification and a mail in the offline outbox, once), the weekly digest task (exactly the new
 * notices of the member's states and companies), and the unsubscribe link that needs no session.
 */

const HEADER = 'Company,Location,Layoff Start Date,# of Workers,Closure Layoff,Type of Layoff,Received Date';
const waFile = (...rows: string[]) => [HEADER, ...rows].join('\n');
const FIRST_WA = waFile(
  'Amazon,Seattle,5/14/2022,100,Layoff,Permanent,3/11/2022',
  'Acme Widgets - Plant 1,Tacoma,5/14/2022,40,Closure,Permanent,3/12/2022',
  'Boeing,Everett,5/1/2022,300,Closure,Permanent,2/1/2022',
);
const TX_HEADER = 'NOTICE_DATE,JOB_SITE_NAME,COUNTY_NAME,TOTAL_LAYOFF_NUMBER,LayOff_Date,WFDD_RECEIVED_DATE,CITY_NAME';

const outbox = mkdtempSync(path.join(os.tmpdir(), 'layoff-alerts-outbox-'));
const outboxMails = () =>
  readdirSync(outbox)
    .sort()
    .map(
      (f) =>
        JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as {
          to: string;
          subject: string;
          text: string;
          headers?: Record<string, string>;
        },
    );

describeWithDb('layoff alerts: follow an employer, the weekly digest, and unsubscribing from a mail', () => {
  const t = useTestApp({
    seed: false,
    mail: createOutboxMailProvider(outbox, 'Paysight <no-reply@paysight.test>', pino({ level: 'silent' })),
  });
  let ann: Member;
  let bob: Member;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Member, payload?: unknown) =>
    callApi(t.app, method, url, who?.headers, payload);
  const noticeId = async (companyName: string) =>
    (await t.database.db.select({ id: warnNotices.id }).from(warnNotices).where(eq(warnNotices.companyName, companyName)))[0]!.id;
  const notificationsOf = (m: Member) =>
    t.database.db.select().from(notifications).where(eq(notifications.userId, m.user.id)).orderBy(notifications.id);
  const deliver = () => t.app.tasks.run('layoffs.alerts') as Promise<{ delivered: number }>;

  beforeAll(async () => {
    const db = t.database.db;
    await db
      .insert(companies)
      .values([
        { name: 'Amazon', slug: 'amazon', industry: 'Internet', type: 'faang+' },
        { name: 'Boeing', slug: 'boeing', industry: 'Aerospace', type: 'other' },
      ])
      .onConflictDoNothing();
    await importWarnCsv(db, [FIRST_WA], { state: 'WA', sourceFile: 'wa.csv', sourceDate: '2022-03-12' });
    ann = await signedInUser(t, new Date(), { email: 'ann-alerts@paysight.test' });
    bob = await signedInUser(t, new Date(), { email: 'bob-alerts@paysight.test' });
  });
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));

  it('following needs a member and a real notice; the answer says who is followed', async () => {
    const amazon = await noticeId('Amazon');
    expect((await call('POST', `/layoff/${amazon}/subscribe`, undefined, {})).status).toBe(401);
    expectStatusMessage(await call('POST', '/layoff/abc/subscribe', ann, {}), 400, /id must be a notice number/);
    expectStatusMessage(await call('POST', '/layoff/999999/subscribe', ann, {}), 404, /No WARN notice 999999/);
    expectStatusMessage(await call('POST', `/layoff/${amazon}/subscribe`, ann, { follow: 'maybe' }), 400, /follow must be true or false/);
    expectStatusMessage(await call('POST', '/layoff/companies/no-such-co/subscribe', ann, {}), 404, /No company no-such-co/);

    const followed = await call('POST', `/layoff/${amazon}/subscribe`, ann, {});
    expect(followed.status).toBe(200);
    expect(followed.body.data).toEqual({ following: true, employer: 'Amazon', company: { slug: 'amazon', name: 'Amazon' } });
    // Again is the same follow, not a second one.
    expect((await call('POST', `/layoff/${amazon}/subscribe`, ann, { follow: true })).body.data.following).toBe(true);
    // A notice without a catalogue company follows its employer's name, site left aside.
    const acme = await call('POST', `/layoff/${await noticeId('Acme Widgets - Plant 1')}/subscribe`, ann, {});
    expect(acme.body.data).toEqual({ following: true, employer: 'Acme Widgets', company: null });
    // Bob follows Boeing from the company's list, then stops.
    expect((await call('POST', '/layoff/companies/boeing/subscribe', bob, {})).body.data.following).toBe(true);
    expect((await call('POST', '/layoff/companies/boeing/subscribe', bob, { follow: false })).body.data.following).toBe(false);

    const mine = (await call('GET', '/layoff/follows', ann)).body.data.follows;
    expect(mine.map((f: { employer: string }) => f.employer).sort()).toEqual(['Acme Widgets', 'Amazon']);
    expect((await call('GET', '/layoff/follows', bob)).body.data.follows).toEqual([]);
  });

  it("an import's new notice for a followed employer raises a notification and a mail, once; importing again raises nothing", async () => {
    const before = outboxMails().length;
    const second = waFile(
      'Amazon,Seattle,5/14/2022,100,Layoff,Permanent,3/11/2022', // already imported
      'Amazon,Bellevue,8/3/2022,57,Layoff,Permanent,7/2/2022', // new: Ann follows Amazon
      'Acme Widgets - Plant 2,Kent,9/1/2022,12,Layoff,Permanent,7/5/2022', // new: Ann follows Acme Widgets by name
      'Boeing,Renton,9/1/2022,80,Layoff,Permanent,7/6/2022', // new: nobody follows Boeing any more
      'Acme Widgetsmith,Kent,9/1/2022,5,Layoff,Permanent,7/7/2022', // another employer
    );
    const summary = await importWarnCsv(t.database.db, [second], { state: 'WA', sourceFile: 'wa.csv', sourceDate: '2022-07-07' });
    expect(summary).toMatchObject({ imported: 4, alertsQueued: 2 });
    expect((await deliver()).delivered).toBe(2);

    const bellevueRows = await t.database.db
      .select({ id: warnNotices.id })
      .from(warnNotices)
      .where(sql`company_name = 'Amazon' AND city = 'Bellevue'`);
    const bellevue = bellevueRows[0]!.id;
    const bell = await notificationsOf(ann);
    expect(bell.map((n) => [n.category, n.link])).toEqual([
      ['layoffs', `/layoffs/${bellevue}`],
      ['layoffs', `/layoffs/${await noticeId('Acme Widgets - Plant 2')}`],
    ]);
    expect(bell[0]!.text).toMatch(/New WARN notice from Amazon: Amazon — Bellevue, Washington; layoff, 57 jobs; notice dated 2022-07-02/);
    expect(await notificationsOf(bob)).toEqual([]);

    const mails = outboxMails().slice(before);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['ann-alerts@paysight.test', 'New WARN notice: Amazon'],
      ['ann-alerts@paysight.test', 'New WARN notice: Acme Widgets'],
    ]);
    expect(mails[0]!.text).toContain('http://paysight.test/layoffs/');
    expect(mails[0]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mails[0]!.headers!['List-Unsubscribe']).toMatch(/^<http:\/\/paysight\.test\/layoffs\/unsubscribe\?token=[\w-]{40,}>$/);

    // The same file again: no notice is new, so no alert, no notification, no mail.
    const again = await importWarnCsv(t.database.db, [second], { state: 'WA', sourceFile: 'wa.csv', sourceDate: '2022-07-07' });
    expect(again).toMatchObject({ imported: 0, alertsQueued: 0 });
    expect((await deliver()).delivered).toBe(0);
    expect(await notificationsOf(ann)).toHaveLength(2);
    expect(outboxMails()).toHaveLength(before + 2);
    // One alert per follow and notice, whatever queues it again.
    const alerts = await t.database.db.select().from(layoffAlerts);
    expect(alerts).toHaveLength(2);
    expect(alerts.every((a) => a.sentAt !== null)).toBe(true);
  });

  it("stopping a follow with the mail's link needs no session, and no alert comes after", async () => {
    const link = outboxMails()
      .find((m) => m.subject === 'New WARN notice: Acme Widgets')!
      .headers!['List-Unsubscribe']!.slice(1, -1);
    const token = new URL(link).searchParams.get('token')!;
    const info = await call('GET', `/subscription/unsubscribe?token=${token}`);
    expect(info.body.data).toEqual({ kind: 'follow', description: 'alerts of new WARN notices from Acme Widgets', active: true });
    const done = await call('POST', '/subscription/unsubscribe', undefined, { token });
    expect(done.body.data).toMatchObject({ kind: 'follow', active: false });
    expect((await call('GET', '/layoff/follows', ann)).body.data.follows.map((f: { employer: string }) => f.employer)).toEqual(['Amazon']);
    const later = await importWarnCsv(t.database.db, [waFile('Acme Widgets - Plant 3,Kent,9/1/2022,9,Layoff,Permanent,8/1/2022')], {
      state: 'WA',
      sourceFile: 'wa.csv',
      sourceDate: '2022-08-01',
    });
    expect(later).toMatchObject({ imported: 1, alertsQueued: 0 });
    expectStatusMessage(await call('POST', '/subscription/unsubscribe', undefined, { token }), 404, /not known/);
  });

  it('the digest needs a member and states from the US list, companies from the catalogue, at least one and at most twenty', async () => {
    expect((await call('POST', '/subscription', undefined, { states: ['CA'] })).status).toBe(401);
    expectStatusMessage(
      await call('POST', '/subscription', ann, { states: [], companies: [] }),
      400,
      /choose at least one state or company/,
    );
    expectStatusMessage(await call('POST', '/subscription', ann, { states: ['ZZ'] }), 400, /each state must be a US state code/);
    expectStatusMessage(
      await call('POST', '/subscription', ann, { companies: ['x'.repeat(121)] }),
      400,
      /a company name is at most 120 characters/,
    );
    expectStatusMessage(
      await call('POST', '/subscription', ann, { companies: ['nowhere-inc'] }),
      400,
      /not a catalogue company: nowhere-inc/,
    );
    const many = [
      'AL',
      'AK',
      'AZ',
      'AR',
      'CA',
      'CO',
      'CT',
      'DE',
      'DC',
      'FL',
      'GA',
      'HI',
      'ID',
      'IL',
      'IN',
      'IA',
      'KS',
      'KY',
      'LA',
      'ME',
      'MD',
    ];
    expectStatusMessage(await call('POST', '/subscription', ann, { states: many }), 400, /at most 20 states/);
    expect((await call('GET', '/subscription', ann)).body.data).toEqual({ digest: null });
  });

  it('the weekly digest task mails each member exactly the new notices of their states and companies, then only newer ones', async () => {
    const db = t.database.db;
    const made = await call('POST', '/subscription', ann, { states: ['tx'], companies: ['boeing'] });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      states: [{ code: 'TX', name: 'Texas' }],
      companies: [{ slug: 'boeing', name: 'Boeing' }],
      lastSentAt: null,
    });
    // Asking again replaces it (one digest a member); a single form value is a list of one.
    const replaced = await call('POST', '/subscription', ann, { states: 'TX', companies: ['boeing', 'boeing'] });
    expect(replaced.body.data.id).toBe(made.body.data.id);
    const bobs = await call('POST', '/subscription', bob, { states: ['CA'] });
    expect(bobs.status).toBe(200);

    // Everything imported so far is older than a week, except what this test imports now.
    await db.execute(sql`UPDATE warn_notices SET imported_at = now() - interval '8 days'`);
    await importWarnCsv(
      db,
      [
        [
          TX_HEADER,
          '2022-09-01 00:00:00,Lone Star Foods,Travis,25,2022-11-01 00:00:00,,Austin',
          '2022-09-02 00:00:00,Alamo Parts - Site 4,Bexar,60,2022-11-01 00:00:00,,San Antonio',
        ].join('\n'),
      ],
      { state: 'TX', sourceFile: 'tx.csv', sourceDate: '2022-09-02' },
    );
    await importWarnCsv(
      db,
      [waFile('Boeing,Auburn,10/1/2022,44,Layoff,Permanent,9/3/2022', 'Zed Co,Spokane,10/1/2022,9,Layoff,Permanent,9/4/2022')],
      {
        state: 'WA',
        sourceFile: 'wa.csv',
        sourceDate: '2022-09-04',
      },
    );
    const before = outboxMails().length;
    expect(await t.app.tasks.run('layoffs.digest')).toEqual({ sent: 1, empty: 1, failed: 0 });
    const [digest, ...others] = outboxMails().slice(before);
    expect(others).toEqual([]);
    expect(digest).toMatchObject({ to: 'ann-alerts@paysight.test', subject: '3 new WARN notices this week' });
    const listed = digest!.text.split('\n').filter((l) => l.startsWith('- '));
    expect(listed).toEqual([
      '- Boeing — Auburn, Washington; layoff, 44 jobs; notice dated 2022-09-03',
      '- Alamo Parts - Site 4 — San Antonio, Texas; layoff, 60 jobs; notice dated 2022-09-02',
      '- Lone Star Foods — Austin, Texas; layoff, 25 jobs; notice dated 2022-09-01',
    ]);
    expect(digest!.text).toMatch(/for Texas, Boeing:/);
    expect(digest!.headers!['List-Unsubscribe']).toMatch(/^<http:\/\/paysight\.test\/layoffs\/unsubscribe\?token=/);
    expect((await call('GET', '/subscription', ann)).body.data.digest.lastSentAt).not.toBeNull();

    // Run again: nothing new since, so no mail.
    expect(await t.app.tasks.run('layoffs.digest')).toEqual({ sent: 0, empty: 2, failed: 0 });
    expect(outboxMails()).toHaveLength(before + 1);
  });

  it("a member cannot stop another's digest; the mail's link stops it without a session", async () => {
    const annDigest = (await call('GET', '/subscription', ann)).body.data.digest;
    const bobDigest = (await call('GET', '/subscription', bob)).body.data.digest;
    expectStatusMessage(await call('DELETE', `/subscription/${annDigest.id}`, bob), 404, new RegExp(`No digest ${annDigest.id} of yours`));
    expect((await call('DELETE', `/subscription/${annDigest.id}`)).status).toBe(401);
    expect((await call('GET', '/subscription', ann)).body.data.digest).not.toBeNull();

    expectStatusMessage(await call('GET', '/subscription/unsubscribe?token=short'), 400, /token must be the code from the link/);
    expectStatusMessage(await call('POST', '/subscription/unsubscribe', undefined, {}), 400, /token is required/);
    const mail = outboxMails().find((m) => m.subject.endsWith('this week'))!;
    const token = new URL(mail.headers!['List-Unsubscribe']!.slice(1, -1)).searchParams.get('token')!;
    expect(mail.text).toContain(
      `Unsubscribe from this digest (no sign-in needed): http://paysight.test/layoffs/unsubscribe?token=${token}`,
    );
    expect((await call('GET', `/subscription/unsubscribe?token=${token}`)).body.data).toEqual({
      kind: 'digest',
      description: 'the weekly digest of new WARN notices for Texas, Boeing',
      active: true,
    });
    // The one-click form: the token in the query, the RFC 8058 body.
    const done = await call('POST', `/subscription/unsubscribe?token=${token}`, undefined, { 'List-Unsubscribe': 'One-Click' });
    expect(done.body.data).toMatchObject({ kind: 'digest', active: false });
    expect((await call('GET', '/subscription', ann)).body.data.digest).toBeNull();
    // Bob's stays; he stops his own while signed in.
    expect((await call('DELETE', `/subscription/${bobDigest.id}`, bob)).body.data).toEqual({ unsubscribed: true });
    expect(
      await t.database.db
        .select()
        .from(layoffDigests)
        .where(inArray(layoffDigests.id, [annDigest.id, bobDigest.id])),
    ).toEqual([]);
  });
});
