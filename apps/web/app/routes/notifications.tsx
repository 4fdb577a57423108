import { Button, Group, Text } from '@mantine/core';
import { PAGE_SIZE } from '@paysight/contract/core';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import type { Route } from './+types/notifications';
import { paths } from '~/config/paths';
import { listNotifications } from '~/features/notifications/api/list-notifications';
import { timeAgo, unreadSummary } from '~/features/notifications/notifications-text';
import { notificationsAction } from '~/features/notifications/notifications.action';
import type { Intent } from '~/features/notifications/notifications.action';
import local from '~/features/notifications/notifications.module.css';
import classes from '~/features/profile/profile.module.css';
import { requireUser } from '~/lib/auth-guard';
import { privatePageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import { Pagination } from '~/shell/pagination';
import { OutcomeAlert } from '~/shell/outcome-alert';
import { IntentForm } from '~/shell/intent-form';
import { usePendingIntent } from '~/lib/pending-intent';

/** A page number from the query: a whole number from 1, anything else page 1. */
function pageOf(request: Request): number {
  const value = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return Number.isInteger(value) && value >= 1 && value <= 1000 ? value : 1;
}

/**
 * /notifications: every notification of the signed-in member, newest first, PAGE_SIZE a page (the
 * bell's "See all"). Server-rendered with plain POST forms, so opening one (which marks it read and
 * follows its link), marking one read and marking all read work without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const { api } = await import('@paysight/contract');
  const page = pageOf(request);
  const result = await listNotifications(serverApi(context, request), api, { page, pageSize: PAGE_SIZE });
  if (!result.ok) throw new Error(`GET /notifications answered ${result.status}: ${result.message}`);
  // One clock for the server's render and the browser's hydration: "5 min ago" reads the same in both.
  return { ...result.data, now: new Date().toISOString() };
}

export const action = (args: Route.ActionArgs) => notificationsAction(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Notifications',
  description: 'Your Paysight notifications: payments, verifications and reviews of the salaries you shared.',
  path: paths.notifications(),
});

export default function NotificationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, page, total, unread, now } = loaderData;
  const pending = usePendingIntent({ untilLoaded: true });
  const busy = (intent: Intent, id?: number) => pending(intent, id === undefined ? {} : { id });

  return (
    <PageFrame size="sm" fade={false}>
      <PageHeading eyebrow="Account" title="Notifications" plainTitle />
      <Group justify="space-between" align="center">
        <Text data-testid="notifications-summary">{unreadSummary(unread, total)}</Text>
        {unread > 0 && (
          <IntentForm intent="read-all">
            <Button type="submit" variant="light" size="xs" loading={busy('read-all')}>
              Mark all read
            </Button>
          </IntentForm>
        )}
      </Group>
      {actionData && <OutcomeAlert ok={actionData.ok}>{actionData.message}</OutcomeAlert>}
      {items.length > 0 && (
        <section className={classes.card} aria-label="Your notifications">
          <ul className={local.list}>
            {items.map((n) => (
              <li key={n.id} className={local.item} data-testid={`notification-${n.id}`} data-read={n.read}>
                <span
                  className={n.read ? local.read : local.dot}
                  role={n.read ? undefined : 'img'}
                  aria-label={n.read ? undefined : 'Unread'}
                />
                <div>
                  <Text className={n.read ? undefined : local.unreadText}>{n.text}</Text>
                  <Text fz="sm" c="dimmed">
                    <time dateTime={n.dateCreated}>{timeAgo(n.dateCreated, Date.parse(now))}</time>
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  {n.link && (
                    <IntentForm intent="open" fields={{ id: n.id }}>
                      <Button type="submit" size="xs" variant="light" loading={busy('open', n.id)}>
                        {n.actionText ?? 'Open'}
                      </Button>
                    </IntentForm>
                  )}
                  {!n.read && (
                    <IntentForm intent="read" fields={{ id: n.id }}>
                      <Button type="submit" size="xs" variant="subtle" loading={busy('read', n.id)} aria-label={`Mark read: ${n.text}`}>
                        Mark read
                      </Button>
                    </IntentForm>
                  )}
                </Group>
              </li>
            ))}
          </ul>
        </section>
      )}
      {items.length === 0 && total > 0 && <Text c="dimmed">No notifications on this page.</Text>}
      <Pagination page={page} totalItems={total} pageSize={PAGE_SIZE} href={(p) => paths.notifications(p)} />
    </PageFrame>
  );
}
