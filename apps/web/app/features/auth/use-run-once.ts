import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once after the first render in the browser, never again for this mount (not even
 * under StrictMode's mount/unmount/mount): the hand-off screens spend single-use tokens and must
 * not spend them twice. Whatever it starts (a call, a delayed navigation) is not cancelled.
 */
export function useRunOnce(effect: () => void) {
  const ran = useRef(false);
  const latest = useRef(effect);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    latest.current();
  }, []);
}

/** Full-page navigation, so the root loader reads the new session cookie. */
export const leaveTo = (url: string, delayMs = 0) => {
  if (delayMs <= 0) window.location.assign(url);
  else window.setTimeout(() => window.location.assign(url), delayMs);
};
