import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { NOTIFICATION_DEBOUNCE_MS, NOTIFICATION_TOAST_MS } from '@paysight/contract';
import { useEffect, useRef, useState } from 'react';
import { shellEvents } from '~/lib/shell-events';
import { SecurityPopup } from './security-popup';

/**
 * Listens for shell events: the security check (closing any open dialog first, SPEC §8) and
 * toasts (7 s, the same message not repeated within 1 s, SPEC §9).
 */
export function ShellDialogs({ signedIn }: { signedIn: boolean }) {
  const [securityReturnTo, setSecurityReturnTo] = useState<string | null>(null);
  const lastToast = useRef<{ message: string; at: number } | null>(null);

  useEffect(
    () =>
      shellEvents.subscribe((event) => {
        if (event.type === 'security-check') {
          modals.closeAll();
          setSecurityReturnTo(event.returnTo);
          return;
        }
        const now = Date.now();
        if (lastToast.current && lastToast.current.message === event.message && now - lastToast.current.at < NOTIFICATION_DEBOUNCE_MS) return;
        lastToast.current = { message: event.message, at: now };
        notifications.show({ message: event.message, color: event.color ?? 'blue', autoClose: NOTIFICATION_TOAST_MS, id: `toast-${event.message}` });
      }),
    [],
  );

  return <SecurityPopup opened={securityReturnTo !== null} onClose={() => setSecurityReturnTo(null)} signedIn={signedIn} returnTo={securityReturnTo ?? '/'} />;
}
