import { ModalsProvider, modals } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { NOTIFICATION_DEBOUNCE_MS, NOTIFICATION_TOAST_MS } from '@paysight/contract/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { shellEvents, type ShellEvent } from '~/lib/shell-events';
import { SecurityPopup } from './security-popup';

// The login modal (and the query client it asks GET /auth with) loads only when the security check's Sign In asks for it.
const LoginModal = lazy(() => import('~/features/auth/login-modal'));

/**
 * Shell events: the security check (closing any open dialog first, SPEC §8), whose Sign In opens
 * the login modal over the same page (SPEC §2.5), and toasts (7 s, the same message not repeated
 * within 1 s, SPEC §9). Loaded on the first event by ShellDialogsLoader.
 */
export default function ShellDialogs({ signedIn, initialEvents }: { signedIn: boolean; initialEvents: ShellEvent[] }) {
  const [security, setSecurity] = useState<{ returnTo: string; forcePremium: boolean } | null>(null);
  /** The login modal, once asked for (kept mounted so it closes with its transition), and the page it returns to. */
  const [signIn, setSignIn] = useState<{ opened: boolean; returnUrl: string } | null>(null);
  const lastToast = useRef<{ message: string; at: number } | null>(null);

  useEffect(() => {
    const handle = (event: ShellEvent) => {
      if (event.type === 'security-check') {
        modals.closeAll();
        setSignIn((current) => current && { ...current, opened: false });
        setSecurity({ returnTo: event.returnTo, forcePremium: event.forcePremium ?? false });
        return;
      }
      const now = Date.now();
      if (lastToast.current && lastToast.current.message === event.message && now - lastToast.current.at < NOTIFICATION_DEBOUNCE_MS) return;
      lastToast.current = { message: event.message, at: now };
      notifications.show({
        message: event.message,
        color: event.color ?? 'blue',
        autoClose: NOTIFICATION_TOAST_MS,
        // Mantine's close button has no name of its own: screen readers would announce an unnamed button.
        closeButtonProps: { 'aria-label': 'Close' },
      });
    };
    // Notifications mount in this same commit; show the events that loaded us on the next tick.
    const timer = setTimeout(() => initialEvents.forEach(handle), 0);
    const unsubscribe = shellEvents.subscribe(handle);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [initialEvents]);

  return (
    <ModalsProvider>
      {/* Bottom right: at the top they covered the bell and the account menu in the header. */}
      <Notifications position="bottom-right" />
      <SecurityPopup
        opened={security !== null}
        onClose={() => setSecurity(null)}
        signedIn={signedIn}
        forcePremium={security?.forcePremium ?? false}
        returnTo={security?.returnTo ?? '/'}
        onSignIn={() => setSignIn({ opened: true, returnUrl: security?.returnTo ?? '/' })}
      />
      {signIn && (
        <Suspense fallback={null}>
          <LoginModal opened={signIn.opened} onClose={() => setSignIn({ ...signIn, opened: false })} returnUrl={signIn.returnUrl} />
        </Suspense>
      )}
    </ModalsProvider>
  );
}
