import { apiKeys, type Db } from '@paysight/db';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { credentialUserFields, joinCredentialUser } from '../auth/session.service.js';

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert) {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row!;
}

/** A key by hash, with what it signs in as (`credentialUserFields`). */
export async function findApiKeyByHash(db: Db, keyHash: string) {
  const query = db.select({ key: apiKeys, ...credentialUserFields }).from(apiKeys);
  const [row] = await joinCredentialUser(query, apiKeys.userId).where(eq(apiKeys.keyHash, keyHash));
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
