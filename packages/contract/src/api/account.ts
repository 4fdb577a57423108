import { z } from 'zod';
import { nothing, routesOf } from './schemas.js';

/**
 * The member's account page (SPEC §2.1 /account): where they are signed in, and the browser
 * extension's keys. Every call is about the signed-in member's own rows; guests get 401. The sign-in
 * email's change is a profile call (POST /profile/email, SPEC §7 Profile).
 */

/** Instants as ISO 8601 text (UTC). */
const instant = z.string();

/** A live session (signed in, not signed out, not expired). Tokens never leave the server. */
export const accountSession = z.object({
  id: z.number().int(),
  /** The browser's user agent when it signed in (up to 300 characters), if it sent one. */
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: instant,
  /** Updated at most once a minute while the session is used. */
  lastSeenAt: instant,
  expiresAt: instant,
  /** The session this request came with ("this device"). */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

const accountRoutes = routesOf('account', 'member');

export const listSessions = accountRoutes.list('/account/sessions', 'sessions', accountSession, {
  summary: 'The signed-in member’s live sessions: this device first, then the most recently used',
});

export const revokeOtherSessions = accountRoutes.post('/account/sessions/revoke-others', z.object({ revoked: z.number().int() }), {
  summary: 'Sign out everywhere else: ends every session of the member but the one making the call',
  body: nothing,
});

export const revokeSession = accountRoutes.post(
  '/account/sessions/:id/revoke',
  z.object({ revoked: z.literal(true), current: z.boolean() }),
  {
    summary: 'End one of the member’s own sessions (this device’s too: that signs it out); another member’s is 404',
    body: nothing,
    params: z.object({
      id: z.coerce.number({ error: 'id must be a session id' }).int('id must be a session id').positive('id must be a session id'),
    }),
  },
);

export const extensionKeyInfo = z.object({
  /** The shown start of the key (`psk_` and 8 characters); the key itself is shown once, when issued. */
  prefix: z.string(),
  createdAt: instant,
});
export type ExtensionKeyInfo = z.infer<typeof extensionKeyInfo>;

export const listExtensionKeys = accountRoutes.list('/account/extension-keys', 'keys', extensionKeyInfo, {
  summary: 'The member’s active browser-extension keys (prefix and date), newest first; GET /auth/lucious issues one',
});

export const revokeExtensionKey = accountRoutes.post('/account/extension-keys/revoke', z.object({ revoked: z.number().int() }), {
  summary: 'Revoke the member’s active extension key with this prefix (404 when there is none)',
  body: z
    .object({
      prefix: z
        .string()
        .trim()
        .regex(/^psk_[A-Za-z0-9_-]{8}$/, 'prefix must be a key prefix like psk_AbCd1234'),
    })
    .strict(),
});
