import { safeReturnUrl } from '@paysight/contract/core';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { paths } from '~/config/paths';
import { memberFormAction } from '~/lib/server-api';
import { markAllNotificationsRead } from './api/mark-all-notifications-read';
import { markNotificationRead } from './api/mark-notification-read';

export const NOTIFICATION_INTENTS = ['open', 'read', 'read-all'] as const;

export type Intent = (typeof NOTIFICATION_INTENTS)[number];

export async function notificationsAction(args: ActionFunctionArgs) {
  const { api, client, field } = await memberFormAction(args);
  const intent = field('intent') as Intent;
  const refused = (result: { status: number; message: string }) =>
    data(
      { intent, ok: false as const, message: result.message },
      { status: result.status >= 400 && result.status < 600 ? result.status : 502 },
    );

  switch (intent) {
    case 'open': {
      // The link comes from the member's own stored notification, never from the form.
      const result = await markNotificationRead(client, api, field('id'));
      if (!result.ok) return refused(result);
      throw redirect(safeReturnUrl(result.data.notification.link, paths.notifications()));
    }
    case 'read': {
      const result = await markNotificationRead(client, api, field('id'));
      if (!result.ok) return refused(result);
      return { intent, ok: true as const, message: 'Marked read.' };
    }
    case 'read-all': {
      const result = await markAllNotificationsRead(client, api);
      if (!result.ok) return refused(result);
      const n = result.data.marked;
      return { intent, ok: true as const, message: n === 0 ? 'Nothing was unread.' : `Marked ${n} read.` };
    }
    default:
      return refused({ status: 400, message: 'Unknown action' });
  }
}
