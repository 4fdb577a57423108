import type { NewUser } from '@paysight/db';
import { insertUser } from '../src/modules/auth/auth.queries.js';
import { createSession } from '../src/modules/auth/session.service.js';
import type { TestApp } from './helpers.js';

/** An account with a live session, without going through a sign-in flow: for suites about other calls. */
export async function signedInUser(t: TestApp, now: Date, values: Partial<NewUser> & { email: string }) {
  const user = await insertUser(t.database.db, { emailVerifiedAt: now, ...values });
  const { token } = await createSession(t.database.db, user.id, { ttlDays: 30, now });
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
