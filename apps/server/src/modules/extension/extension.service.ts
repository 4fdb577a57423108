import { AppError, ERROR_MESSAGES, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { signInAs } from '../auth/session.service.js';
import { findApiKeyByHash, insertApiKey, revokeApiKeyByPrefix, revokeOldApiKeys } from './extension.queries.js';

/** Browser-extension keys look like `psk_<43 url-safe characters>`; the session hook routes them here. */
export const API_KEY_PREFIX = 'psk_';

/** The shown part of a key (`psk_` + 8 characters) that names it on the account page. */
const DISPLAY_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

/** A member re-installing the extension gets a new key; older ones beyond this many are revoked. */
export const MAX_ACTIVE_KEYS = 10;

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

export interface ExtensionDeps {
  db: Db;
  now: () => Date;
}

/** GET /auth/lucious: a new key for the signed-in user, shown once; only its hash is kept. */
export async function issueApiKey(deps: ExtensionDeps, user: SessionUser) {
  const key = `${API_KEY_PREFIX}${randomToken()}`;
  const prefix = key.slice(0, DISPLAY_PREFIX_LENGTH);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await insertApiKey(tx, { userId: user.id, keyHash: hashToken(key), prefix, createdAt: now });
    await revokeOldApiKeys(tx, user.id, MAX_ACTIVE_KEYS, now);
  });
  return { key, prefix };
}

/** Revokes the signed-in user's key with this display prefix; 404 when they have no such active key. */
export async function revokeApiKey(deps: ExtensionDeps, user: SessionUser, prefix: string) {
  const count = await revokeApiKeyByPrefix(deps.db, user.id, prefix, deps.now());
  if (count === 0) throw new AppError(404, 'No active extension key with this prefix');
  return { revoked: count };
}

export type ApiKeyResolution = { ok: true; user: SessionUser; sessionId: null } | { ok: false; error: AppError };

/**
 * A presented `psk_` key → its user, with the session's failures: unknown or revoked → 401
 * "Session invalidated" (the extension then asks the user to sign in again); blocked user or
 * expired enterprise → 403.
 */
export async function resolveApiKey(db: Db, key: string, now: Date): Promise<ApiKeyResolution> {
  const row = await findApiKeyByHash(db, hashToken(key));
  if (!row || row.key.revokedAt) return { ok: false, error: new AppError(401, ERROR_MESSAGES.sessionInvalidated) };
  const signedIn = signInAs(row, now);
  return signedIn.ok ? { ...signedIn, sessionId: null } : signedIn;
}

/** The member's live keys, for the account page (modules/account). */
export { listActiveApiKeys } from './extension.queries.js';
