import { enterpriseOrgs, workspaceMembers } from '@paysight/db';
import { multipart } from './documents.js';
import type { TestApp } from './helpers.js';
import { signedInUser } from './users.js';

let people = 0;

/**
 * An enterprise workspace at `<name>.example` with three signed-in members: an admin, an analyst
 * and a viewer (a member without a given role). `person(role)` adds another.
 */
export async function createWorkspace(t: TestApp, now: Date, name: string, over: Partial<typeof enterpriseOrgs.$inferInsert> = {}) {
  const db = t.database.db;
  const domain = `${name.toLowerCase()}.example`;
  const [org] = await db
    .insert(enterpriseOrgs)
    .values({ name, domains: [domain], ssoProvider: 'google', expiresAt: new Date('2027-12-31T00:00:00Z'), ...over })
    .returning();
  const person = async (role: 'admin' | 'analyst' | 'viewer' | null) => {
    const email = `p${++people}@${domain}`;
    if (role) await db.insert(workspaceMembers).values({ orgId: org!.id, email, role });
    const s = await signedInUser(t, now, { email, name: `Person ${people}`, role: 'enterprise', enterpriseOrgId: org!.id });
    return { ...s, email };
  };
  return { org: org!, domain, admin: await person('admin'), analyst: await person('analyst'), viewer: await person(null), person };
}
export type TestWorkspace = Awaited<ReturnType<typeof createWorkspace>>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST /benchmarking/payroll: a payroll or roster file (its text, or its bytes) sent by a member; CSV unless named .xlsx. */
export function sendPayroll(
  t: TestApp,
  who: { headers: Record<string, string> },
  file: string | Buffer,
  filename = 'payroll.csv',
  fields: Record<string, string> = {},
) {
  const bytes = typeof file === 'string' ? Buffer.from(file) : file;
  const body = multipart({ field: 'file', filename, contentType: filename.endsWith('.xlsx') ? XLSX : 'text/csv', bytes }, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/benchmarking/payroll',
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
}
