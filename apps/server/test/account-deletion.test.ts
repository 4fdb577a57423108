import {
  apiKeys,
  generatedResumes,
  memberSalaries,
  offers,
  profiles,
  salaryRecords,
  sessions,
  users,
  verificationDocs,
} from '@paysight/db';
import { insertCompany, insertLocation, insertTitle } from '@paysight/db/factories';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { makeDocx, makePdf, multipart } from './documents.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser, deleteAccount, contributeSalary, expectNoRowsOf } from './users.js';

/**
 * Deleting an account (POST /profile/actions {action: delete}) removes every personal row and
 * file the member has, and leaves their salary figures only as anonymous records.
 */
describeWithDb('account deletion', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));

  const t = useTestApp({ seed: false, now: clock.now });

  beforeAll(async () => {
    await insertCompany(t.database.db, { name: 'Acme', slug: 'acme' });
    await insertTitle(t.database.db, { name: 'Software Engineer' });
    await insertLocation(t.database.db, { city: 'Pune', countryCode: 'in', slug: 'pune-in' });
  });

  const send = async (
    url: string,
    headers: Record<string, string>,
    file: Parameters<typeof multipart>[0],
    fields: Record<string, string> = {},
  ) => {
    const form = multipart(file, fields);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('removes the profile, resume, contributions, offers, documents, sessions and keys; the figures stay anonymous', async () => {
    const member = await signedInUser(t, clock.now(), { email: 'leaving@paysight.test' });
    const other = await signedInUser(t, clock.now(), { email: 'staying@paysight.test' });
    const db = t.database.db;

    // Everything personal a member can have.
    await send(
      '/profile/resume',
      member.headers,
      {
        field: 'file',
        filename: 'cv.docx',
        contentType: 'application/octet-stream',
        bytes: makeDocx(['Lee Leaving', 'Software Engineer at Acme, 2020 - Present']),
      },
      { syncProfile: 'true' },
    );
    const res = await contributeSalary(t, member, {
      currency: 'INR',
      company: 'acme',
      title: 'software-engineer',
      location: 'Pune',
      experience: 5,
      base: 2_400_000,
    });
    const contribution = res.json().data;
    await send(
      '/verify/docs',
      member.headers,
      { field: 'file', filename: 'payslip.pdf', contentType: 'application/pdf', bytes: await makePdf(['Payslip']) },
      {
        memberSalaryId: String(contribution.id),
        kind: 'payslip',
      },
    );
    await db.insert(offers).values({
      userId: member.user.id,
      countryCode: 'in',
      currency: 'INR',
      companyName: 'Acme',
      title: 'Software Engineer',
      base: 2_600_000,
    });
    await t.app.inject({ url: '/api/v1/auth/lucious', headers: member.headers });
    // A tailored resume JobGPT made (its PDF kept privately).
    await t.storage.put('tailored-resumes/leaving-resume-0001', Buffer.from('%PDF-1.7'), 'application/pdf');
    await db.insert(generatedResumes).values({
      userId: member.user.id,
      resume: { basics: { name: 'Lee Leaving' } },
      storageKey: 'tailored-resumes/leaving-resume-0001',
      pdfSize: 8,
    });
    expect(t.storage.files.size).toBe(3);
    expect(await db.select().from(apiKeys).where(eq(apiKeys.userId, member.user.id))).toHaveLength(1);
    expect(await db.select().from(verificationDocs).where(eq(verificationDocs.userId, member.user.id))).toHaveLength(1);

    const deleted = await deleteAccount(t, member);
    expect(deleted.statusCode).toBe(200);

    await expectNoRowsOf(t, member.user.id, [
      [users, users.id],
      [profiles, profiles.userId],
      [memberSalaries, memberSalaries.userId],
      [offers, offers.userId],
      [verificationDocs, verificationDocs.userId],
      [sessions, sessions.userId],
      [apiKeys, apiKeys.userId],
      [generatedResumes, generatedResumes.userId],
    ]);
    // Every file is gone from private storage.
    expect(t.storage.files.size).toBe(0);
    // The salary stays, as a record nothing links to anyone.
    const [record] = await db.select().from(salaryRecords).where(eq(salaryRecords.base, 2_400_000));
    expect(record).toMatchObject({ source: 'member', status: 'published' });
    // The old session no longer works; other members are untouched.
    expect((await t.app.inject({ url: '/api/v1/profile', headers: member.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/profile', headers: other.headers })).statusCode).toBe(200);
  });
});
