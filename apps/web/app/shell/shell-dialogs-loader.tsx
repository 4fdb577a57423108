import { lazy, Suspense, useEffect, useState } from 'react';
import { shellEvents, type ShellEvent } from '~/lib/shell-events';

const ShellDialogs = lazy(() => import('./shell-dialogs'));

/**
 * The security check and toasts are rare: their code (modals, notifications) loads with the first
 * shell event, which is then replayed to them, instead of with every page.
 */
export function ShellDialogsLoader({ signedIn }: { signedIn: boolean }) {
  const [pending, setPending] = useState<ShellEvent[] | null>(null);
  useEffect(() => {
    if (pending) return;
    return shellEvents.subscribe((event) => setPending([event]));
  }, [pending]);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <ShellDialogs signedIn={signedIn} initialEvents={pending} />
    </Suspense>
  );
}
