import { z } from 'zod';
import { notification, notificationId, notificationPage, notificationsQuery } from './api/notifications.js';
import type { Envelope } from './envelope.js';

/**
 * The socket (SPEC §7 Socket): socket.io at SOCKET_PATH on the same server, authenticated with the
 * member's session (the session cookie, or `auth.token` in the handshake). A connection without a
 * valid session is refused (the client's `connect_error`). Every payload a client sends is parsed
 * with these schemas; a bad one is answered through its ack with a failure envelope, never dropped.
 * The event names are SOCKET_EVENTS (constants.ts: the browser reads them without zod).
 */

export const pushNotificationPayload = notification;
export type PushNotificationPayload = z.infer<typeof pushNotificationPayload>;

/** get-notifications: `{ page }` (and optionally `pageSize`); absent fields take the API's defaults. */
export const getNotificationsPayload = notificationsQuery.strict();
export type GetNotificationsPayload = z.input<typeof getNotificationsPayload>;
export const getNotificationsAck = notificationPage;

/** update-notification: only marking read exists (`read: true`). */
export const updateNotificationPayload = z
  .object({
    id: notificationId,
    read: z.literal(true, { error: 'read must be true: a notification can only be marked read' }),
  })
  .strict();
export type UpdateNotificationPayload = z.input<typeof updateNotificationPayload>;
export const updateNotificationAck = z.object({ notification, unread: z.number().int() });

/** Every ack is the API's envelope: `success`, `data` (null on failure), `message`, `statusCode`. */
export type SocketAck<T> = Envelope<T | null>;

export interface ServerToClientEvents {
  'push-notification': (payload: PushNotificationPayload) => void;
}

export interface ClientToServerEvents {
  'get-notifications': (payload: GetNotificationsPayload, ack: (answer: SocketAck<z.infer<typeof getNotificationsAck>>) => void) => void;
  'update-notification': (
    payload: UpdateNotificationPayload,
    ack: (answer: SocketAck<z.infer<typeof updateNotificationAck>>) => void,
  ) => void;
}
