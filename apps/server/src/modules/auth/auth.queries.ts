import { authTokens, enterpriseOrgs, profiles, sessions, users, type Db, type NewUser } from '@paysight/db';
import { hasCurrentSalary } from '../profile/profile-completeness.rules.js';
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { onePer } from '../../lib/one-per.js';
import type { Dynamic, Joined, SelectQuery } from '../../lib/select-joins.js';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

/** Accounts by email (as stored: lower case), id and address only: operators' messages to many members. */
export async function findUsersByEmails(db: Db, emails: string[]) {
  if (emails.length === 0) return [];
  return db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function insertUser(db: Db, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function findOrgById(db: Db, id: number) {
  const [row] = await db.select().from(enterpriseOrgs).where(eq(enterpriseOrgs.id, id));
  return row ?? null;
}

/** The organisation whose allowed domains include this one. */
export async function findOrgByDomain(db: Db, domain: string) {
  const [row] = await db
    .select()
    .from(enterpriseOrgs)
    .where(sql`${domain} = any(${enterpriseOrgs.domains})`);
  return row ?? null;
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!;
}

/** What a credential (a session, an extension key) signs in as: its user, the user's organisation (if any), profile and current pay. */
export const credentialUserFields = { user: users, org: enterpriseOrgs, profile: profiles, hasSalary: hasCurrentSalary };

/** Joins what `credentialUserFields` selects to a query of credentials whose user is `userId`. */
export function joinCredentialUser<T extends SelectQuery>(query: T, userId: AnyPgColumn) {
  return query
    .$dynamic()
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(enterpriseOrgs, eq(enterpriseOrgs.id, users.enterpriseOrgId))
    .leftJoin(profiles, eq(profiles.userId, users.id)) as unknown as Joined<
    Joined<Joined<Dynamic<T>, 'inner', typeof users>, 'left', typeof enterpriseOrgs>,
    'left',
    typeof profiles
  >;
}

function sessionByTokenHash(db: Db) {
  const query = db.select({ session: sessions, ...credentialUserFields }).from(sessions);
  return joinCredentialUser(query, sessions.userId)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token_hash');
}
/** The lookup every signed-in request makes, built once per database: building its SQL cost more than running it. */
const sessionLookupOf = onePer(sessionByTokenHash);

/** A session by token hash, with what it signs in as (`credentialUserFields`). */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await sessionLookupOf(db).execute({ tokenHash });
  return row ?? null;
}

export async function touchSession(db: Db, id: number, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function revokeSessionById(db: Db, id: number, reason: NonNullable<typeof sessions.$inferSelect.revokedReason>, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Of these sessions, the ones that no longer sign anyone in: revoked, expired, or their user blocked. */
export async function findEndedSessionIds(db: Db, ids: number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, ids), sql`(${sessions.revokedAt} is not null or ${sessions.expiresAt} <= ${now} or ${users.blocked})`));
  return rows.map((r) => r.id);
}

export async function revokeSessionsOfUser(
  db: Db,
  userId: string,
  reason: NonNullable<typeof sessions.$inferSelect.revokedReason>,
  now: Date,
) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertAuthToken(db: Db, values: typeof authTokens.$inferInsert) {
  await db.insert(authTokens).values(values);
}

/**
 * Use a single-use token: marks it used and returns it in one statement, so two concurrent
 * requests cannot both succeed. Null when unknown, used, expired or of another kind.
 */
export async function consumeAuthToken(db: Db, tokenHash: string, kinds: Array<(typeof authTokens.$inferSelect)['kind']>, now: Date) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now), inArray(authTokens.kind, kinds)),
    )
    .returning();
  return row ?? null;
}

/** The user an already used, unexpired token of `kind` belonged to (a verification link opened twice). */
export async function usedTokenUser(db: Db, tokenHash: string, kind: (typeof authTokens.$inferSelect)['kind'], now: Date) {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, kind), isNotNull(authTokens.usedAt), gt(authTokens.expiresAt, now)),
    );
  return row?.userId ?? null;
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row ?? null;
}

/** Inserts the account, or null when one with this email appeared meanwhile (a concurrent sign-up). */
export async function insertUserIfAbsent(db: Db, values: NewUser) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row ?? null;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** premium_until = max(now, premium_until) + days, in the database so concurrent credits add up. */
export async function extendPremiumByDays(db: Db, userId: string, days: number, now: Date) {
  const [row] = await db
    .update(users)
    .set({ premiumUntil: sql`greatest(coalesce(${users.premiumUntil}, ${at(now)}), ${at(now)}) + make_interval(days => ${days}::int)` })
    .where(eq(users.id, userId))
    .returning({ premiumUntil: users.premiumUntil });
  return row!.premiumUntil!;
}

/** premium_until = the later of itself and `until`, in the database so concurrent grants agree. */
export async function extendPremiumTo(db: Db, userId: string, until: Date): Promise<Date> {
  const [row] = await db
    .update(users)
    .set({ premiumUntil: sql`greatest(coalesce(${users.premiumUntil}, ${at(until)}), ${at(until)})` })
    .where(eq(users.id, userId))
    .returning({ premiumUntil: users.premiumUntil });
  return row?.premiumUntil ?? until;
}

/** Premium stops now (a refund of the period that bought it). */
export async function revokePremium(db: Db, userId: string, now: Date) {
  await db
    .update(users)
    .set({ premiumUntil: now })
    .where(and(eq(users.id, userId), gt(users.premiumUntil, now)));
}

/** The accounts of this email that are enterprise members of the organisation become plain members again. */
export async function detachUsersFromOrg(db: Db, orgId: number, email: string): Promise<string[]> {
  const rows = await db
    .update(users)
    .set({ role: 'user', enterpriseOrgId: null })
    .where(and(eq(users.enterpriseOrgId, orgId), eq(sql`lower(${users.email})`, email), eq(users.role, 'enterprise')))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** Removes the account; its own rows go with it by cascade. */
export async function deleteUser(db: Db, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}
