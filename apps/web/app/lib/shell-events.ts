/**
 * Events from anywhere (the API client, a hook) to the shell's dialogs and toasts, so a failed
 * call can open the security check without knowing which screen made it.
 */
export type ShellEvent =
  | {
      type: 'security-check';
      returnTo: string;
      /** A premium-only feature: offer Upgrade even to anonymous visitors (SPEC §2.6, §4). */
      forcePremium?: boolean;
    }
  | { type: 'toast'; message: string; color?: 'red' | 'green' | 'blue' };

type Listener = (event: ShellEvent) => void;
const listeners = new Set<Listener>();

export const shellEvents = {
  emit(event: ShellEvent) {
    for (const listener of listeners) listener(event);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
