import { AppError, type api, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { listActiveApiKeys } from '../extension/extension.service.js';
import { revokeApiKey } from '../extension/extension.service.js';
import { listLiveSessions, revokeOwnSession, revokeSessionsExcept } from './account.queries.js';

/**
 * The account page's calls: the member's sessions and extension keys. Every call reads or changes
 * only the signed-in member's own rows; another member's session is answered as absent (404), so
 * ids reveal nothing. `currentSessionId` is the session the request came with (null for an
 * extension key, which is not a session).
 */

export interface AccountDeps {
  db: Db;
  now: () => Date;
}

export const NO_SUCH_SESSION = 'No such session: it has ended already, or it is not yours';

export async function listSessions(deps: AccountDeps, user: SessionUser, currentSessionId: number | null): Promise<api.AccountSession[]> {
  const rows = await listLiveSessions(deps.db, user.id, deps.now());
  const list = rows.map((r) => ({
    id: r.id,
    userAgent: r.userAgent,
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    current: r.id === currentSessionId,
  }));
  // This device first; the others stay most recently used first.
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/** "Sign out everywhere else": every other live session of the member ends. */
export async function revokeOtherSessions(deps: AccountDeps, user: SessionUser, currentSessionId: number | null) {
  return { revoked: await revokeSessionsExcept(deps.db, user.id, currentSessionId, 'signed-out-elsewhere', deps.now()) };
}

/** Ends one of the member's sessions; this device's own is a sign-out (the caller clears the cookie). */
export async function revokeSession(deps: AccountDeps, user: SessionUser, currentSessionId: number | null, id: number) {
  const current = id === currentSessionId;
  const done = await revokeOwnSession(deps.db, user.id, id, current ? 'logout' : 'signed-out-elsewhere', deps.now());
  if (!done) throw new AppError(404, NO_SUCH_SESSION);
  return { revoked: true as const, current };
}

export async function listExtensionKeys(deps: AccountDeps, user: SessionUser) {
  const keys = await listActiveApiKeys(deps.db, user.id);
  return { keys: keys.map((k) => ({ prefix: k.prefix, createdAt: k.createdAt.toISOString() })) };
}

export const revokeExtensionKey = (deps: AccountDeps, user: SessionUser, prefix: string) => revokeApiKey(deps, user, prefix);
