import { apiKeys, enterpriseOrgs, profiles, users, type Db } from '@paysight/db';
import { hasCurrentSalary } from '../profile/profile-completeness.rules.js';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert) {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row!;
}

/** A key by hash, with its user and the user's organisation (if any). */
export async function findApiKeyByHash(db: Db, keyHash: string) {
  const [row] = await db
    .select({ key: apiKeys, user: users, org: enterpriseOrgs, profile: profiles, hasSalary: hasCurrentSalary })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .leftJoin(enterpriseOrgs, eq(enterpriseOrgs.id, users.enterpriseOrgId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(apiKeys.keyHash, keyHash));
  return row ?? null;
}

/** Revokes the user's active keys with this display prefix; returns how many. */
export async function revokeApiKeyByPrefix(db: Db, userId: string, prefix: string, now: Date) {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.userId, userId), eq(apiKeys.prefix, prefix), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length;
}

/** Revokes all but the newest `keep` active keys of a user. */
export async function revokeOldApiKeys(db: Db, userId: string, keep: number, now: Date) {
  const active = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.id));
  const old = active.slice(keep).map((r) => r.id);
  if (old.length > 0) await db.update(apiKeys).set({ revokedAt: now }).where(inArray(apiKeys.id, old));
}

export async function listActiveApiKeys(db: Db, userId: string) {
  return db
    .select({ prefix: apiKeys.prefix, createdAt: apiKeys.createdAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.id));
}
