import type { api, ClientToServerEvents, ServerToClientEvents } from '@paysight/contract';
import { NOTIFICATION_POPOVER_SIZE, SOCKET_EVENTS, SOCKET_PATH } from '@paysight/contract/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { getBrowserApiClient, type ApiClient } from '~/lib/api-client';
import { shellEvents } from '~/lib/shell-events';
import { listNotifications } from './api/list-notifications';
import { markAllNotificationsRead } from './api/mark-all-notifications-read';
import { markNotificationRead } from './api/mark-notification-read';
import { createNotificationToaster, sessionToastedStore } from './notification-toasts';

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The contract's calls load with the first one (they carry zod): never on a page that makes none. */
async function withApi<T>(work: (client: ApiClient, routes: typeof api) => Promise<T>): Promise<T> {
  const { api: routes } = await import('@paysight/contract');
  return work(getBrowserApiClient(), routes);
}

const markedRead = (list: api.Notification[] | null, id?: number) =>
  list?.map((n) => (id === undefined || n.id === id ? { ...n, read: true } : n)) ?? null;

/**
 * The bell's live state for a signed-in member: the unread count (the server-rendered one first),
 * the newest notifications, and the socket that keeps both current (SPEC §4). socket.io-client is
 * imported here, after the bell mounts, so it is only ever loaded for members. Each connection (and
 * reconnection) reloads the list, so nothing missed while offline stays missing (and what arrived in
 * the last two minutes, between pages, still toasts once); a push goes to the top of the list and
 * is toasted by the toast rules (notification-toasts.ts).
 */
export function useLiveNotifications(initialUnread: number) {
  const [unread, setUnread] = useState(initialUnread);
  const [items, setItems] = useState<api.Notification[] | null>(null);
  const socketRef = useRef<LiveSocket | null>(null);

  // A navigation re-runs the root loader: a new count from it is the server's word.
  const [serverUnread, setServerUnread] = useState(initialUnread);
  if (initialUnread !== serverUnread) {
    setServerUnread(initialUnread);
    setUnread(initialUnread);
  }

  useEffect(() => {
    let stopped = false;
    const toaster = createNotificationToaster((message) => shellEvents.emit({ type: 'toast', message, color: 'blue' }), {
      store: sessionToastedStore,
    });
    import('socket.io-client')
      .then(({ io }) => {
        if (stopped) return;
        const socket: LiveSocket = io({ path: SOCKET_PATH, withCredentials: true });
        socketRef.current = socket;
        socket.on('connect', () => {
          socket.emit(SOCKET_EVENTS.list, { page: 1, pageSize: NOTIFICATION_POPOVER_SIZE }, (answer) => {
            if (!answer.success || !answer.data) return;
            toaster.found(answer.data.items);
            setItems(answer.data.items);
            setUnread(answer.data.unread);
          });
        });
        socket.on(SOCKET_EVENTS.push, (notification) => {
          if (!toaster.arrive(notification)) return;
          setItems((list) => [notification, ...(list ?? []).filter((n) => n.id !== notification.id)].slice(0, NOTIFICATION_POPOVER_SIZE));
          if (!notification.read) setUnread((u) => u + 1);
        });
      })
      .catch(() => {
        // No socket (the chunk failed to load): the bell still lists and marks through the API.
      });
    return () => {
      stopped = true;
      toaster.dispose();
      socketRef.current?.disconnect();
      socketRef.current = null;
    };
  }, []);

  /** The list, when the socket has not brought it (yet): opened before it connected, or without it. */
  const load = useCallback(() => {
    if (items !== null) return;
    void withApi(async (client, routes) => {
      const result = await listNotifications(client, routes, { page: 1, pageSize: NOTIFICATION_POPOVER_SIZE });
      if (!result.ok) return;
      setItems((list) => list ?? result.data.items);
      setUnread(result.data.unread);
    });
  }, [items]);

  /** Marks one read at once on screen (its dot goes), then on the server: over the socket, or the API without one. */
  const markRead = useCallback((notification: api.Notification) => {
    if (notification.read) return;
    setItems((list) => markedRead(list, notification.id));
    setUnread((u) => Math.max(0, u - 1));
    const socket = socketRef.current;
    if (socket?.connected) {
      socket.emit(SOCKET_EVENTS.update, { id: notification.id, read: true }, (answer) => {
        if (answer.success && answer.data) setUnread(answer.data.unread);
      });
      return;
    }
    void withApi(async (client, routes) => {
      const result = await markNotificationRead(client, routes, notification.id);
      if (result.ok) setUnread(result.data.unread);
    });
  }, []);

  const markAllRead = useCallback(() => {
    setItems((list) => markedRead(list));
    setUnread(0);
    void withApi((client, routes) => markAllNotificationsRead(client, routes));
  }, []);

  return { unread, items, load, markRead, markAllRead };
}
