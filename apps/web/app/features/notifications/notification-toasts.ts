import { NOTIFICATION_DEBOUNCE_MS } from '@paysight/contract/core';

/**
 * The toast rules for live notifications (SPEC §4, §9): each arrival is toasted, but a notification
 * never twice (the same id again — a reconnection, a second tab's echo — is ignored), and arrivals
 * within NOTIFICATION_DEBOUNCE_MS of the first of a batch make one toast ("3 new notifications").
 * The window starts at a batch's first arrival and is not extended by later ones, so a steady stream
 * still toasts once a second. The toast's own duration (NOTIFICATION_TOAST_MS) is the shell's.
 */

export interface ToastTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: ToastTimers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** What one toast says for a batch of arrivals. */
export const toastMessage = (texts: readonly string[]): string => (texts.length === 1 ? texts[0]! : `${texts.length} new notifications`);

/** How recent an unread notification found on connecting may be and still toast (it arrived while the member was between pages). */
export const MISSED_TOAST_MS = 2 * 60_000;

/**
 * Ids this tab has toasted, kept across full page loads (a return from a payment provider is one)
 * so a reload never toasts the same notification again. Session storage: per tab, gone with it.
 */
export interface ToastedStore {
  load(): number[];
  save(ids: number[]): void;
}

const TOASTED_KEY = 'paysight-toasted';
const TOASTED_KEPT = 50;

export const sessionToastedStore: ToastedStore = {
  load() {
    try {
      const parsed: unknown = JSON.parse(window.sessionStorage.getItem(TOASTED_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
    } catch {
      return [];
    }
  },
  save(ids) {
    try {
      window.sessionStorage.setItem(TOASTED_KEY, JSON.stringify(ids.slice(-TOASTED_KEPT)));
    } catch {
      // Storage full or refused (private mode): toasts then only dedupe within the page.
    }
  },
};

export function createNotificationToaster(
  show: (message: string) => void,
  options: { debounceMs?: number; timers?: ToastTimers; store?: ToastedStore } = {},
) {
  const debounceMs = options.debounceMs ?? NOTIFICATION_DEBOUNCE_MS;
  const timers = options.timers ?? realTimers;
  const store = options.store;
  const toasted = store?.load() ?? [];
  const seen = new Set<number>(toasted);
  let batch: string[] = [];
  let timer: unknown = null;

  const flush = () => {
    timer = null;
    const texts = batch;
    batch = [];
    if (texts.length > 0) show(toastMessage(texts));
  };

  return {
    /** Marks ids as already known (the list the bell loaded): they never toast. */
    know(ids: Iterable<number>) {
      for (const id of ids) seen.add(id);
    },
    /**
     * The list found on connecting: unread ones raised within MISSED_TOAST_MS (while the member was
     * between pages, e.g. a payment confirmed during the return from the provider) toast once; the
     * rest are known and never toast.
     */
    found(items: readonly { id: number; text: string; read: boolean; dateCreated: string }[], now = Date.now()) {
      for (const n of [...items].reverse()) {
        const age = now - Date.parse(n.dateCreated);
        if (!n.read && age >= 0 && age <= MISSED_TOAST_MS) this.arrive(n);
        else seen.add(n.id);
      }
    },
    /** A notification arrived; false when it was seen before (nothing is toasted for it). */
    arrive(notification: { id: number; text: string }): boolean {
      if (seen.has(notification.id)) return false;
      seen.add(notification.id);
      if (store) {
        toasted.push(notification.id);
        store.save(toasted);
      }
      batch.push(notification.text);
      timer ??= timers.set(flush, debounceMs);
      return true;
    },
    /** Stops a pending toast (the bell unmounts: the member signed out). */
    dispose() {
      if (timer !== null) timers.clear(timer);
      timer = null;
      batch = [];
    },
  };
}
