import { z } from 'zod';
import { NOTIFICATION_CATEGORIES, NOTIFICATIONS_MAX_PAGE, PAGE_SIZE } from '../constants.js';
import { safeReturnUrl } from '../redirect.js';
import { countQuery, nothing, routesOf } from './schemas.js';

/**
 * The bell (SPEC §2.2, §3 Notification, §4): the signed-in member's notifications, newest first.
 * Every call reads or changes only the caller's own; another member's id answers 404, so ids reveal
 * nothing. The same list is served over the socket (`realtime.ts`: get-notifications,
 * update-notification), and a new one is pushed there as `push-notification`.
 */

/** SPEC §3 Notification. `dateCreated` is ISO 8601 (UTC); `link` is a path inside the product. */
export const notification = z.object({
  id: z.number().int(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  text: z.string(),
  link: z.string().nullable(),
  actionText: z.string().nullable(),
  read: z.boolean(),
  dateCreated: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** A page of the member's notifications, with the unread count over all of them (the bell's badge). */
export const notificationPage = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
  items: z.array(notification),
});
export type NotificationPage = z.infer<typeof notificationPage>;

export const notificationsQuery = z.object({
  page: countQuery('page', NOTIFICATIONS_MAX_PAGE, 1),
  pageSize: countQuery('pageSize', 50, PAGE_SIZE),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

export const notificationId = z.coerce
  .number({ error: 'id must be a notification id' })
  .int('id must be a notification id')
  .positive('id must be a notification id')
  .max(Number.MAX_SAFE_INTEGER, 'id must be a notification id');

const notificationsRoutes = routesOf('notifications', 'member');

export const listNotifications = notificationsRoutes.get('/notifications', notificationPage, {
  summary: 'The signed-in member’s notifications, newest first, PAGE_SIZE a page, with the unread count and total',
  querystring: notificationsQuery,
});

export const markNotificationRead = notificationsRoutes.post(
  '/notifications/:id/read',
  z.object({ notification, unread: z.number().int() }),
  {
    summary: 'Mark one of the member’s own notifications read (its unread dot goes); another member’s is 404',
    params: z.object({ id: notificationId }),
    body: nothing,
  },
);

export const markAllNotificationsRead = notificationsRoutes.post(
  '/notifications/read-all',
  z.object({ marked: z.number().int(), unread: z.literal(0) }),
  {
    summary: 'Mark every unread notification of the member read',
    body: nothing,
  },
);

/** Operators' messages reach at most this many members per call. */
export const NOTIFICATION_SEND_MAX = 1_000;

const memberEmail = z
  .string()
  .trim()
  .max(254, 'emails: an address is too long')
  .pipe(z.email('emails: each must be an email address'))
  .transform((v) => v.toLowerCase());

/** A path inside the product ("/pricing"): a notification never leads to another site. */
export const internalLink = z
  .string()
  .trim()
  .max(500, 'link is too long')
  .refine((link) => safeReturnUrl(link, '') === link, 'link must be a path on this site, starting with /');

export const sendNotificationsBody = z
  .object({
    emails: z
      .array(memberEmail)
      .min(1, 'emails: name at least one member')
      .max(NOTIFICATION_SEND_MAX, `emails: at most ${NOTIFICATION_SEND_MAX} a call`),
    text: z.string().trim().min(1, 'text is required').max(500, 'text is at most 500 characters'),
    link: internalLink.nullish(),
    actionText: z.string().trim().min(1).max(60, 'actionText is at most 60 characters').nullish(),
    /** Names the announcement: sending it again with the same key reaches nobody twice. */
    dedupeKey: z.string().trim().min(1).max(100, 'dedupeKey is at most 100 characters').nullish(),
  })
  .strict()
  .refine((b) => !b.actionText || b.link, { message: 'actionText needs a link', path: ['actionText'] });

export const sendNotifications = notificationsRoutes.post(
  '/admin/notifications',
  z.object({ sent: z.number().int(), duplicates: z.number().int(), unknown: z.array(z.string()) }),
  {
    access: 'admin',
    summary:
      'Operators: a system notification to members by email (at most 1,000), stored and pushed live; ' +
      'members who already had this dedupeKey are counted as duplicates, addresses without an account are listed back',
    body: sendNotificationsBody,
  },
);
