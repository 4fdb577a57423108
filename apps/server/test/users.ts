import type { NewUser } from '@paysight/db';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { insertUser } from '../src/modules/auth/auth.queries.js';
import { createSession } from '../src/modules/auth/session.service.js';
import { injectApi } from './api.js';
import type { TestApp } from './helpers.js';

/** An account with a live session, without going through a sign-in flow: for suites about other calls. */
export async function signedInUser(t: TestApp, now: Date, values: Partial<NewUser> & { email: string }) {
  const user = await insertUser(t.database.db, { emailVerifiedAt: now, ...values });
  const { token } = await createSession(t.database.db, user.id, { ttlDays: 30, now });
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** A signed-in account: its user, session token and the headers that carry it. */
export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

/** Signs in a member per name, `<name>@paysight.test`, in order. */
export async function signedInMembers<const N extends readonly string[]>(
  t: TestApp,
  now: Date,
  names: N,
): Promise<{ -readonly [K in keyof N]: SignedInUser }> {
  const members: SignedInUser[] = [];
  for (const name of names) members.push(await signedInUser(t, now, { email: `${name}@paysight.test` }));
  return members as { -readonly [K in keyof N]: SignedInUser };
}

/**
 * Signs in a new member at each call, `<local><n>@<domain>` with n counting from 1 for this maker,
 * for suites that want a fresh account per test. `suite` is read at the call (suites build their app in beforeAll).
 */
export function memberMaker(suite: () => TestApp, now: () => Date, local: string, domain: string, values: Partial<NewUser> = {}) {
  let n = 0;
  return () => signedInUser(suite(), now(), { email: `${local}${++n}@${domain}`, ...values });
}

/** The member deletes their account through the API, confirming with their address. */
export const deleteAccount = (t: TestApp, member: SignedInUser) =>
  injectApi(t.app, 'POST', '/profile/actions', member.headers, { action: 'delete', confirmEmail: member.user.email });

/** The member contributes a salary through the API (POST /profile/salary). */
export const contributeSalary = (t: TestApp, member: { headers: Record<string, string> }, payload: object) =>
  injectApi(t.app, 'POST', '/profile/salary', member.headers, payload);

/** No row of these tables names the account any more: each table with its column that holds the user's id. */
export async function expectNoRowsOf(t: TestApp, userId: string, owned: readonly (readonly [PgTable, AnyPgColumn])[]) {
  for (const [table, column] of owned) expect(await t.database.db.select().from(table).where(eq(column, userId))).toEqual([]);
}
