import {
  AppError,
  NOTIFICATION_CATEGORIES,
  pageOffset,
  safeReturnUrl,
  type api,
  type NotificationCategory,
  type RoutePart,
  type SessionUser,
} from '@paysight/contract';
import type { Db } from '@paysight/db';
import { findUsersByEmails } from '../auth/users.service.js';
import {
  countNotifications,
  countUnread,
  insertNotification,
  insertNotifications,
  markAllRead,
  markRead,
  pageOfNotifications,
  type NotificationRow,
} from './notifications.queries.js';

/**
 * The bell (SPEC §3 Notification, §4; docs/decisions/021-notifications-and-socket.md). Modules raise
 * a notification with `notify` (through this file only); the member reads and marks them through
 * the API and the socket. Every read or change is of the caller's own rows: another member's id is
 * answered as absent (404).
 */

export type Notification = api.Notification;

/**
 * Delivers a notification to the member's open sockets (on every server, through the Redis adapter).
 * Injected by app.ts from plugins/realtime.ts, so modules never import the socket server.
 * Fire-and-forget: a member with no socket open simply reads it later.
 */
export type PushNotification = (userId: string, notification: Notification) => void;

export interface NotificationsDeps {
  db: Db;
  now: () => Date;
}

/** What raising a notification needs: the database, the clock and the push to sockets. */
export interface NotifyDeps extends NotificationsDeps {
  push: PushNotification;
}

export interface NewNotification {
  category: NotificationCategory;
  /** One or two sentences, shown in the bell, the toast and /notifications. */
  text: string;
  /** A path inside the product ("/account"); never another site. */
  link?: string | null;
  /** The words of the link ("See receipt"). */
  actionText?: string | null;
  /**
   * Names the occurrence ("verification:42:approved"): the same key for the same member notifies
   * once, however many times the event is delivered. Without one every call notifies.
   */
  dedupeKey?: string | null;
}

export const NO_SUCH_NOTIFICATION = 'No such notification';

/** Only paths inside the product (the sign-in redirect's rule): a notification never sends a member to another site. */
const isInternalPath = (link: string) => safeReturnUrl(link, '') === link;

const categoryOf = (value: string): NotificationCategory =>
  (NOTIFICATION_CATEGORIES as readonly string[]).includes(value) ? (value as NotificationCategory) : 'system';

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  category: categoryOf(row.category),
  text: row.text,
  link: row.link,
  actionText: row.actionText,
  read: row.readAt !== null,
  dateCreated: row.createdAt.toISOString(),
});

/**
 * Raises a notification for a member: stores it, then pushes `push-notification` to their sockets.
 * Returns it, or null when its dedupe key was already used for this member (nothing stored, nothing
 * pushed).
 *
 * Inside a transaction, pass it as `tx`: the row is written in it and NOT pushed (a rolled-back
 * notification must never reach a screen). Push it yourself once the transaction has committed:
 *
 *   const raised = await db.transaction(async (tx) => { ...; return notify(deps, userId, n, tx as unknown as Db); });
 *   if (raised) pushNotification(deps, userId, raised);
 */
export async function notify(deps: NotifyDeps, userId: string, n: NewNotification, tx?: Db): Promise<Notification | null> {
  const link = n.link ?? null;
  if (link !== null && !isInternalPath(link)) throw new Error(`A notification links inside the product only, not to ${link}`);
  const row = await insertNotification(
    tx ?? deps.db,
    { userId, category: n.category, text: n.text, link, actionText: n.actionText ?? null, dedupeKey: n.dedupeKey ?? null },
    deps.now(),
  );
  if (!row) return null;
  const notification = toNotification(row);
  if (!tx) pushNotification(deps, userId, notification);
  return notification;
}

/** Pushes a stored notification to the member's sockets (after the transaction that wrote it committed). */
export function pushNotification(deps: Pick<NotifyDeps, 'push'>, userId: string, notification: Notification): void {
  deps.push(userId, notification);
}

/** A page of the member's notifications, newest first, with the total and the unread count. */
export async function listNotifications(
  deps: NotificationsDeps,
  user: Pick<SessionUser, 'id'>,
  query: api.NotificationsQuery,
): Promise<api.NotificationPage> {
  const [rows, counts] = await Promise.all([
    pageOfNotifications(deps.db, user.id, query.pageSize, pageOffset(query.page, query.pageSize)),
    countNotifications(deps.db, user.id),
  ]);
  return { page: query.page, pageSize: query.pageSize, total: counts.total, unread: counts.unread, items: rows.map(toNotification) };
}

/** Marks one of the member's own notifications read; another member's (or none) is 404. */
export async function markNotificationRead(deps: NotificationsDeps, user: Pick<SessionUser, 'id'>, id: number) {
  const row = await markRead(deps.db, user.id, id, deps.now());
  if (!row) throw new AppError(404, NO_SUCH_NOTIFICATION);
  return { notification: toNotification(row), unread: await countUnread(deps.db, user.id) };
}

/** Marks every unread notification of the member read. */
export async function markAllNotificationsRead(deps: NotificationsDeps, user: Pick<SessionUser, 'id'>) {
  return { marked: await markAllRead(deps.db, user.id, deps.now()), unread: 0 as const };
}

/** An operator's message is stored and pushed this many members at a time. */
const SEND_CHUNK = 100;

/**
 * POST /admin/notifications (admins, declared on the route): an operator's system message to members
 * by email. Stored and pushed a hundred members at a time, each chunk as soon as it is written, so
 * the first members are not kept waiting for the last one's row (and no statement grows with the
 * list). Addresses without an account come back in `unknown`; members who already had this dedupe
 * key are not sent it again, which also makes a retry after a failure part-way safe.
 */
export async function sendSystemNotification(deps: NotifyDeps, body: RoutePart<typeof api.sendNotifications, 'body'>) {
  const emails = [...new Set(body.emails)];
  const members = await findUsersByEmails(deps.db, emails);
  const known = new Set(members.map((m) => m.email));
  let sent = 0;
  for (let i = 0; i < members.length; i += SEND_CHUNK) {
    const rows = await insertNotifications(
      deps.db,
      members.slice(i, i + SEND_CHUNK).map((m) => ({
        userId: m.id,
        category: 'system' as const,
        text: body.text,
        link: body.link ?? null,
        actionText: body.actionText ?? null,
        dedupeKey: body.dedupeKey ?? null,
      })),
      deps.now(),
    );
    for (const row of rows) pushNotification(deps, row.userId, toNotification(row));
    sent += rows.length;
  }
  return { sent, duplicates: members.length - sent, unknown: emails.filter((e) => !known.has(e)) };
}
