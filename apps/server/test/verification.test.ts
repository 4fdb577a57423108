import { createHash } from 'node:crypto';
import { companies, memberSalaries, salaryRecords, titles, verificationDocs } from '@paysight/db';
import { buildSalaryRecord, type SalaryRecordInput } from '@paysight/db/factories';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { makePdf, multipart } from './documents.js';
import { createCapturingMail, createClock, describeWithDb, useTestApp } from './helpers.js';
import { callApi, expectStatusMessage } from './api.js';
import { signedInUser, type SignedInUser as Member } from './users.js';

/** A PNG as far as any check by content goes: the signature and an IHDR chunk. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

describeWithDb('salary verification', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const mail = createCapturingMail();
  let asa: Member;
  let bo: Member;
  let admin: Member;
  let ids: { google: number; swe: number };
  /** Asa's contributions: published (asa1), a second published one (asa2), held (asaHeld); Bo's: bo1. */
  const entries = { asa1: 0, asa2: 0, asaHeld: 0, bo1: 0 };
  const records = { asa1: 0, asa2: 0, asaHeld: 0, bo1: 0, anonymousHeld: 0 };
  let pdf: Buffer;

  async function contribution(userId: string, base: number, status: 'published' | 'held' = 'published') {
    const input: SalaryRecordInput = {
      countryCode: 'us',
      companyId: ids.google,
      titleId: ids.swe,
      standardLevel: 3,
      yearsOfExperience: 5,
      base,
      stockYearly: 50_000,
      bonus: 20_000,
      status,
      heldReason: status === 'held' ? 'Yearly total far above the slice (z = 5.1)' : null,
    };
    const [record] = await t.database.db.insert(salaryRecords).values(buildSalaryRecord(input)).returning();
    const [entry] = await t.database.db
      .insert(memberSalaries)
      .values({
        userId,
        recordId: record!.id,
        src: 'profile',
        countryCode: 'us',
        currency: 'USD',
        companyId: ids.google,
        titleId: ids.swe,
        levelName: 'L5',
        standardLevel: 3,
        experience: 5,
        base,
        stocks: 50_000,
        bonus: 20_000,
      })
      .returning();
    return { entry: entry!.id, record: record!.id };
  }

  const t = useTestApp({ now: clock.now, mail, env: { SEARCH_LIMIT_ANON: '0', SEARCH_LIMIT_MEMBER: '0' } });

  beforeAll(async () => {
    const db = t.database.db;
    ids = {
      google: (await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'google')))[0]!.id,
      swe: (await db.select({ id: titles.id }).from(titles).where(eq(titles.slug, 'software-engineer')))[0]!.id,
    };
    asa = await signedInUser(t, clock.now(), { email: 'asa@paysight.test' });
    bo = await signedInUser(t, clock.now(), { email: 'bo@paysight.test' });
    admin = await signedInUser(t, clock.now(), { email: 'admin@paysight.test', role: 'admin' });
    // Six published records make the Google US software engineer slice showable (MIN_SLICE 5).
    for (const base of [180_000, 190_000, 200_000]) {
      await db
        .insert(salaryRecords)
        .values(buildSalaryRecord({ countryCode: 'us', companyId: ids.google, titleId: ids.swe, base, standardLevel: 3 }));
    }
    ({ entry: entries.asa1, record: records.asa1 } = await contribution(asa.user.id, 210_000));
    ({ entry: entries.asa2, record: records.asa2 } = await contribution(asa.user.id, 220_000));
    ({ entry: entries.bo1, record: records.bo1 } = await contribution(bo.user.id, 230_000));
    ({ entry: entries.asaHeld, record: records.asaHeld } = await contribution(asa.user.id, 2_500_000, 'held'));
    const [held] = await db
      .insert(salaryRecords)
      .values(
        buildSalaryRecord({
          countryCode: 'us',
          companyId: ids.google,
          titleId: ids.swe,
          base: 9_000,
          status: 'held',
          heldReason: 'Yearly total under $10k',
        }),
      )
      .returning();
    records.anonymousHeld = held!.id;
    pdf = await makePdf(['Offer letter', 'Base salary: $210,000']);
  });

  const upload = async (
    headers: Record<string, string> | undefined,
    file: { bytes: Buffer; filename?: string; contentType?: string },
    fields: Record<string, string>,
  ) => {
    const form = multipart(
      { field: 'file', filename: file.filename ?? 'doc.png', contentType: file.contentType ?? 'image/png', bytes: file.bytes },
      fields,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verify/docs',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const call = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: object) =>
    callApi(t.app, method, url, headers, payload);
  const fields = (memberSalaryId: number, kind = 'payslip') => ({ memberSalaryId: String(memberSalaryId), kind });

  it('asks a guest to sign in for every member and admin call', async () => {
    expect((await upload(undefined, { bytes: PNG }, fields(entries.asa1))).status).toBe(401);
    expect((await call('GET', '/verify/docs')).status).toBe(401);
    expect((await call('GET', '/verify/contributions')).status).toBe(401);
    expect((await call('GET', '/verify/docs/1/file')).status).toBe(401);
    expect((await call('GET', '/admin/verifications')).status).toBe(401);
    expect((await call('POST', '/admin/verifications/1', undefined, { decision: 'approve' })).status).toBe(401);
    expect((await call('GET', '/admin/held-records')).status).toBe(401);
    expect((await call('POST', '/admin/held-records/1', undefined, { decision: 'publish' })).status).toBe(401);
  });

  it('stores a member’s document privately as pending, with its sha256, and lists it', async () => {
    const { status, body } = await upload(asa.headers, { bytes: PNG }, fields(entries.asa1));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      memberSalaryId: entries.asa1,
      kind: 'payslip',
      mime: 'image/png',
      size: PNG.length,
      status: 'pending',
      reason: null,
    });
    const [row] = await t.database.db.select().from(verificationDocs).where(eq(verificationDocs.id, body.data.id));
    expect(row!.fileKey).toMatch(/^verification\/[0-9a-f-]{36}$/);
    expect(row!.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
    expect(t.storage.files.get(row!.fileKey)).toEqual({ body: PNG, contentType: 'image/png' });

    const list = await call('GET', '/verify/docs', asa.headers);
    expect(list.body.data.map((d: { id: number }) => d.id)).toEqual([body.data.id]);
    expect((await call('GET', '/verify/docs', bo.headers)).body.data).toEqual([]);
  });

  it('takes a PDF offer letter for another contribution, and only as multipart (a JSON body is refused)', async () => {
    const res = await upload(
      asa.headers,
      { bytes: pdf, filename: 'offer.pdf', contentType: 'application/pdf' },
      fields(entries.asa2, 'offer-letter'),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ memberSalaryId: entries.asa2, kind: 'offer-letter', mime: 'application/pdf', status: 'pending' });
    const json = await call('POST', '/verify/docs', asa.headers, {
      memberSalaryId: entries.asa2,
      kind: 'payslip',
      fileName: 'slip.png',
      contentBase64: PNG.toString('base64'),
    });
    expectStatusMessage(json, 415, 'send the file as multipart/form-data in the field "file"');
  });

  it('refuses someone else’s contribution (403) and an unknown one (404)', async () => {
    const other = await upload(bo.headers, { bytes: PNG }, fields(entries.asa1));
    expectStatusMessage(other, 403, 'You can only verify your own salary contributions');
    expect((await upload(bo.headers, { bytes: PNG }, fields(999_999))).status).toBe(404);
  });

  it('refuses files that lie about their type, too large or empty files, and bad fields', async () => {
    const lying = await upload(
      bo.headers,
      { bytes: Buffer.from('just some text'), filename: 'payslip.pdf', contentType: 'application/pdf' },
      fields(entries.bo1),
    );
    expectStatusMessage(lying, 415, /not a PDF or PNG or JPEG/);
    const zip = await upload(bo.headers, { bytes: Buffer.from('PK\u0003\u0004 not really'), filename: 'a.pdf' }, fields(entries.bo1));
    expect(zip.status).toBe(415);

    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(bo.headers, { bytes: big, filename: 'big.pdf', contentType: 'application/pdf' }, fields(entries.bo1));
    expectStatusMessage(tooLarge, 413, 'file: the file is larger than 5 MB');

    const empty = await upload(bo.headers, { bytes: Buffer.alloc(0) }, fields(entries.bo1));
    expectStatusMessage(empty, 400, 'file: the file is empty');

    const badKind = await upload(bo.headers, { bytes: PNG }, fields(entries.bo1, 'selfie'));
    expectStatusMessage(badKind, 400, /^body\.kind: kind must be offer-letter, payslip or tax-form/);
    expect((await upload(bo.headers, { bytes: PNG }, { kind: 'payslip' })).body.message).toMatch(/^body\.memberSalaryId/);
    // Nothing refused was kept.
    expect((await call('GET', '/verify/docs', bo.headers)).body.data).toEqual([]);
  });

  it('keeps at most 3 documents waiting per contribution, and not the same file twice', async () => {
    const a = await upload(bo.headers, { bytes: PNG }, fields(entries.bo1));
    expect(a.status).toBe(200);
    const again = await upload(bo.headers, { bytes: PNG }, fields(entries.bo1));
    expectStatusMessage(again, 409, 'This document is already waiting for review');
    const pdfs = await Promise.all([1, 2, 3].map((n) => makePdf([`Payslip ${n}`])));
    expect((await upload(bo.headers, { bytes: pdfs[0]!, filename: 'a.pdf' }, fields(entries.bo1))).status).toBe(200);
    expect((await upload(bo.headers, { bytes: pdfs[1]!, filename: 'b.pdf' }, fields(entries.bo1))).status).toBe(200);
    const fourth = await upload(bo.headers, { bytes: pdfs[2]!, filename: 'c.pdf' }, fields(entries.bo1));
    expectStatusMessage(fourth, 409, /already has 3 documents waiting/);
    const keys = [...t.storage.files.keys()].filter((k) => k.startsWith('verification/'));
    expect(keys).toHaveLength(5); // asa's two, bo's three: the refused ones left no file behind
  });

  it('serves a file only to its owner or an admin, as a private attachment', async () => {
    const [doc] = (await call('GET', '/verify/docs', asa.headers)).body.data.filter((d: { mime: string }) => d.mime === 'image/png');
    const url = `/api/v1/verify/docs/${doc.id}/file`;
    const own = await t.app.inject({ url, headers: asa.headers });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="verification-${doc.id}.png"`);
    expect(own.headers['x-content-type-options']).toBe('nosniff');

    const other = await t.app.inject({ url, headers: bo.headers });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('This document is not yours');
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const byAdmin = await t.app.inject({ url, headers: admin.headers });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ url: '/api/v1/verify/docs/999999/file', headers: admin.headers })).statusCode).toBe(404);
  });

  it('keeps the review queues to admins (403 for members)', async () => {
    expect((await call('GET', '/admin/verifications', asa.headers)).status).toBe(403);
    expect((await call('POST', '/admin/verifications/1', asa.headers, { decision: 'approve' })).status).toBe(403);
    expect((await call('GET', '/admin/held-records', bo.headers)).status).toBe(403);
    expect((await call('POST', `/admin/held-records/${records.anonymousHeld}`, bo.headers, { decision: 'publish' })).status).toBe(403);
    expect((await t.database.db.select().from(salaryRecords).where(eq(salaryRecords.id, records.anonymousHeld)))[0]!.status).toBe('held');
  });

  it('lists pending documents oldest first with the figures, company, title and the member’s email', async () => {
    const { status, body } = await call('GET', '/admin/verifications', admin.headers);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(5);
    expect(body.data.map((d: { member: { email: string } }) => d.member.email)).toEqual([
      'asa@paysight.test',
      'asa@paysight.test',
      'bo@paysight.test',
      'bo@paysight.test',
      'bo@paysight.test',
    ]);
    expect(body.data[0]).toMatchObject({
      kind: 'payslip',
      mime: 'image/png',
      contribution: {
        id: entries.asa1,
        countryCode: 'us',
        currency: 'USD',
        company: { name: 'Google', slug: 'google' },
        title: { name: 'Software Engineer', slug: 'software-engineer' },
        level: 'L5',
        base: 210_000,
        stocks: 50_000,
        bonus: 20_000,
        total: 280_000,
      },
      record: { id: records.asa1, status: 'published', verification: 'member' },
    });
  });

  it('rejects with a reason (required): the record stays member-shared and the member is mailed why', async () => {
    const docs = (await call('GET', '/admin/verifications', admin.headers)).body.data;
    const boDoc = docs.find((d: { member: { email: string } }) => d.member.email === 'bo@paysight.test');
    const noReason = await call('POST', `/admin/verifications/${boDoc.id}`, admin.headers, { decision: 'reject' });
    expectStatusMessage(noReason, 400, /reason is required to reject/);

    const sent = mail.sent.length;
    const res = await call('POST', `/admin/verifications/${boDoc.id}`, admin.headers, {
      decision: 'reject',
      reason: 'The name on the payslip is cut off.',
    });
    expect(res).toMatchObject({ status: 200, body: { data: { id: boDoc.id, status: 'rejected' } } });
    expect(mail.sent).toHaveLength(sent + 1);
    expect(mail.last()).toMatchObject({
      to: 'bo@paysight.test',
      subject: 'Your salary document was not accepted',
      link: 'http://paysight.test/verified',
    });
    expect(mail.last().text).toContain('The name on the payslip is cut off.');
    expect(mail.last().text).toContain('payslip for Software Engineer at Google');

    const [record] = await t.database.db.select().from(salaryRecords).where(eq(salaryRecords.id, records.bo1));
    expect(record!.verification).toBe('member');
    const mine = (await call('GET', '/verify/docs', bo.headers)).body.data.find((d: { id: number }) => d.id === boDoc.id);
    expect(mine).toMatchObject({ status: 'rejected', reason: 'The name on the payslip is cut off.' });
    expect(mine.reviewedAt).toBe('2026-11-22T10:00:00.000Z');
    // And in the bell, once, with the reason and a way back to send another document.
    const bell = (await call('GET', '/notifications', bo.headers)).body.data;
    expect(bell).toMatchObject({ total: 1, unread: 1 });
    expect(bell.items[0]).toMatchObject({
      category: 'verification',
      text: 'Your payslip for Software Engineer at Google was not accepted. Reason: The name on the payslip is cut off.',
      link: '/verified',
      actionText: 'Send another document',
    });
    expect((await call('POST', `/admin/verifications/${boDoc.id}`, admin.headers, { decision: 'approve' })).status).toBe(409);
  });

  it('approves: the record becomes verified in the salary stats, the verified share and the records list; the member is mailed', async () => {
    // Different page numbers are different cache entries: the second read is not the cached first.
    const before = await call('GET', '/us/salary/google--software-engineer?page=1');
    expect(before.status).toBe(200);
    expect(before.body.data.verifiedCount).toBe(0);

    const docs = (await call('GET', '/admin/verifications', admin.headers)).body.data;
    const asaDoc = docs.find((d: { contribution: { id: number } }) => d.contribution.id === entries.asa1);
    const res = await call('POST', `/admin/verifications/${asaDoc.id}`, admin.headers, { decision: 'approve' });
    expect(res).toMatchObject({ status: 200, body: { data: { id: asaDoc.id, status: 'approved' } } });

    const [record] = await t.database.db.select().from(salaryRecords).where(eq(salaryRecords.id, records.asa1));
    expect(record!.verification).toBe('verified');
    const [doc] = await t.database.db.select().from(verificationDocs).where(eq(verificationDocs.id, asaDoc.id));
    expect(doc).toMatchObject({ status: 'approved', reviewedBy: admin.user.id, reason: null });
    expect(mail.last()).toMatchObject({
      to: 'asa@paysight.test',
      subject: 'Your salary is verified',
      link: 'http://paysight.test/verified',
    });
    expect((await call('GET', '/notifications', asa.headers)).body.data.items).toMatchObject([
      {
        category: 'verification',
        text: 'Your payslip for Software Engineer at Google was approved: the salary now counts as verified.',
        read: false,
      },
    ]);

    const after = await call('GET', '/us/salary/google--software-engineer?page=2');
    expect(after.body.data.verifiedCount).toBe(1);
    expect(after.body.data.count).toBe(before.body.data.count);
    const firstPage = await call('GET', '/us/salary/google--software-engineer?page=1&view=first-year');
    expect(firstPage.body.data.records.items.find((r: { id: number }) => r.id === records.asa1).verification).toBe('verified');

    // A second approval of the same document, or of a reviewed one, is refused.
    expect((await call('POST', `/admin/verifications/${asaDoc.id}`, admin.headers, { decision: 'approve' })).status).toBe(409);
    expect((await call('POST', '/admin/verifications/999999', admin.headers, { decision: 'approve' })).status).toBe(404);
    // A verified salary needs no more documents.
    const more = await upload(asa.headers, { bytes: await makePdf(['another']), filename: 'x.pdf' }, fields(entries.asa1));
    expectStatusMessage(more, 409, 'This salary is already verified');
  });

  it('answers the verified share by tier and by company, publicly', async () => {
    const res = await call('GET', '/verified/stats?cc=us');
    expect(res.status).toBe(200);
    const stats = res.body.data;
    // 3 anonymous records and 3 contributions are published; the held ones never count.
    expect(stats).toMatchObject({ countryCode: 'us', total: 6 });
    // No generated demo record among them: the page shows no demo label.
    expect(stats.isDemo).toBe(false);
    expect(stats.tiers).toEqual([
      { tier: 'verified', count: 1, share: 0.1667 },
      { tier: 'member', count: 5, share: 0.8333 },
      { tier: 'filing', count: 0, share: 0 },
      { tier: 'import', count: 0, share: 0 },
      { tier: 'demo', count: 0, share: 0 },
    ]);
    expect(stats.companies).toEqual([{ company: { name: 'Google', slug: 'google' }, records: 6, verified: 1, share: 0.1667 }]);

    const india = await call('GET', '/verified/stats?cc=in');
    expect(india.body.data).toMatchObject({ countryCode: 'in', total: 0, companies: [] });
    expect((await call('GET', '/verified/stats?cc=uk')).status).toBe(400);
  });

  it('shows the member where each contribution stands', async () => {
    const { status, body } = await call('GET', '/verify/contributions', asa.headers);
    expect(status).toBe(200);
    const byId = new Map(body.data.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(entries.asa1)).toMatchObject({ state: 'verified', canUpload: false, total: 280_000, level: 'L5' });
    expect(byId.get(entries.asa2)).toMatchObject({
      state: 'published',
      canUpload: true,
      docs: [{ kind: 'offer-letter', status: 'pending' }],
    });
    expect(byId.get(entries.asaHeld)).toMatchObject({ state: 'held', canUpload: true, docs: [] });
    expect(body.data.some((c: { id: number }) => c.id === entries.bo1)).toBe(false);
  });

  it('lets an admin publish or reject held records; a rejected one leaves the member’s row as “not published”', async () => {
    const list = await call('GET', '/admin/held-records', admin.headers);
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([records.asaHeld, records.anonymousHeld]);
    expect(list.body.data[0]).toMatchObject({
      company: { slug: 'google' },
      title: { slug: 'software-engineer' },
      level: 'L5',
      base: 2_500_000,
      heldReason: 'Yearly total far above the slice (z = 5.1)',
      currency: 'USD',
    });

    // A document waiting for the held record is closed when the record is rejected.
    expect((await upload(asa.headers, { bytes: PNG }, fields(entries.asaHeld, 'tax-form'))).status).toBe(200);
    const rejected = await call('POST', `/admin/held-records/${records.asaHeld}`, admin.headers, { decision: 'reject' });
    expect(rejected).toMatchObject({ status: 200, body: { data: { id: records.asaHeld, status: 'removed' } } });
    expect(await t.database.db.select().from(salaryRecords).where(eq(salaryRecords.id, records.asaHeld))).toEqual([]);
    const [entry] = await t.database.db.select().from(memberSalaries).where(eq(memberSalaries.id, entries.asaHeld));
    expect(entry!.recordId).toBeNull();
    const mine = (await call('GET', '/verify/contributions', asa.headers)).body.data.find((c: { id: number }) => c.id === entries.asaHeld);
    expect(mine).toMatchObject({ state: 'not-published', canUpload: false, docs: [{ kind: 'tax-form', status: 'rejected' }] });
    const late = await upload(asa.headers, { bytes: await makePdf(['late']), filename: 'late.pdf' }, fields(entries.asaHeld));
    expect(late.status).toBe(409);

    // The salary page's figures (cached for a minute) count the published record at once.
    const countOnPage = async () => (await call('GET', '/us/salary/google--software-engineer')).body.data.count as number;
    const before = await countOnPage();
    const published = await call('POST', `/admin/held-records/${records.anonymousHeld}`, admin.headers, { decision: 'publish' });
    expect(published).toMatchObject({ status: 200, body: { data: { status: 'published' } } });
    expect(await countOnPage()).toBe(before + 1);
    const [record] = await t.database.db.select().from(salaryRecords).where(eq(salaryRecords.id, records.anonymousHeld));
    expect(record).toMatchObject({ status: 'published', heldReason: null });
    expect((await call('GET', '/admin/held-records', admin.headers)).body.data).toEqual([]);

    expect((await call('POST', `/admin/held-records/${records.anonymousHeld}`, admin.headers, { decision: 'reject' })).status).toBe(409);
    expect((await call('POST', `/admin/held-records/${records.asaHeld}`, admin.headers, { decision: 'publish' })).status).toBe(404);
    expect((await call('POST', `/admin/held-records/${records.asa2}`, admin.headers, { decision: 'oops' })).status).toBe(400);
  });
});
