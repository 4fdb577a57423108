import { useEffect, useRef } from 'react';
import { shellEvents } from '~/lib/shell-events';

/**
 * A refused form (its action answered with the server's message) is also told as a toast, as every
 * failed jobs call is (SPEC §8). `key` changes with each answer, so the same message sent twice
 * toasts twice; the shell itself drops a repeat within a second.
 */
export function useFailureToast(failure: { message: string; key: string } | null) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!failure || shown.current === failure.key) return;
    shown.current = failure.key;
    shellEvents.emit({ type: 'toast', message: failure.message, color: 'red' });
  }, [failure]);
}

type Refusal = { ok: false; message: string; attempt: string };

/** A JobGPT action's refusal, when its last answer was one, told as a toast by useFailureToast. */
export function useActionFailure<A extends { ok: boolean }>(actionData: A | undefined): (A & Refusal) | null {
  const failure = actionData && !actionData.ok ? (actionData as A & Refusal) : null;
  useFailureToast(failure ? { message: failure.message, key: failure.attempt } : null);
  return failure;
}
