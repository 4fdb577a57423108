import { Anchor, Button, Group, Indicator, Popover, Text, UnstyledButton } from '@mantine/core';
import type { api } from '@paysight/contract';
import { safeReturnUrl } from '@paysight/contract/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '~/config/paths';
import shell from '~/shell/shell.module.css';
import { badgeText, bellLabel, timeAgo } from '../notifications-text';
import classes from '../notifications.module.css';
import { useLiveNotifications } from '../use-live-notifications';

/**
 * The header's bell (SPEC §2.2, §4) for a signed-in member: the unread count on a badge and, on
 * click, the newest notifications (an unread dot on each unread one). Choosing one marks it read and
 * follows its link; "Mark all read"; "See all" opens /notifications. New ones arrive over the socket.
 */
export default function NotificationBell({ unread: serverUnread }: { unread: number }) {
  const { unread, items, load, markRead, markAllRead } = useLiveNotifications(serverUnread);
  const [opened, setOpened] = useState(false);
  // "5 min ago" is as of the popover's opening.
  const [openedAt, setOpenedAt] = useState(0);
  const navigate = useNavigate();

  const choose = (n: api.Notification) => {
    markRead(n);
    setOpened(false);
    if (n.link) void navigate(safeReturnUrl(n.link));
  };

  return (
    // The popover's target is the button itself (its aria-expanded belongs on a button, not on the badge's wrapper).
    <Indicator disabled={unread === 0} label={badgeText(unread)} size={16} offset={4} data-testid="notification-badge">
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} withArrow shadow="md">
        <Popover.Target>
          <UnstyledButton
            aria-label={bellLabel(unread)}
            className={shell.iconButton}
            onClick={() => {
              load();
              setOpenedAt(Date.now());
              setOpened((o) => !o);
            }}
          >
            <IconBell size={20} />
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown aria-label="Notifications">
          <Group justify="space-between" mb="xs">
            <Text fw={700} fz="sm">
              Notifications
            </Text>
            <Button variant="subtle" size="compact-xs" onClick={markAllRead} disabled={unread === 0}>
              Mark all read
            </Button>
          </Group>
          {items === null ? (
            <Text fz="sm" c="dimmed">
              Loading…
            </Text>
          ) : items.length === 0 ? (
            <Text fz="sm" c="dimmed">
              No notifications yet.
            </Text>
          ) : (
            <ul className={classes.list} aria-label="Newest notifications">
              {items.map((n) => (
                <li key={n.id}>
                  <UnstyledButton className={classes.row} onClick={() => choose(n)} data-testid={`notification-${n.id}`} data-read={n.read}>
                    <span
                      className={n.read ? classes.read : classes.dot}
                      aria-label={n.read ? undefined : 'Unread'}
                      role={n.read ? undefined : 'img'}
                    />
                    <span>
                      <Text fz="sm" className={n.read ? undefined : classes.unreadText}>
                        {n.text}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {timeAgo(n.dateCreated, openedAt)}
                        {n.link && n.actionText ? ` · ${n.actionText}` : ''}
                      </Text>
                    </span>
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          )}
          <Anchor component={Link} to={paths.notifications()} fz="sm" display="block" mt="xs" onClick={() => setOpened(false)}>
            See all
          </Anchor>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
