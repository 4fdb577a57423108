import { NOTIFICATION_DEBOUNCE_MS } from '@paysight/contract/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationToaster, MISSED_TOAST_MS, toastMessage, type ToastedStore } from './notification-toasts';

describe('notification toasts', () => {
  let shown: string[];
  let toaster: ReturnType<typeof createNotificationToaster>;
  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
    toaster = createNotificationToaster((message) => shown.push(message));
  });
  afterEach(() => vi.useRealTimers());

  const n = (id: number, text = `Notice ${id}`) => ({ id, text });

  it('shows a lone arrival with its own text, once the debounce window has passed', () => {
    expect(toaster.arrive(n(1, 'Your payslip was approved'))).toBe(true);
    vi.advanceTimersByTime(NOTIFICATION_DEBOUNCE_MS - 1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['Your payslip was approved']);
  });

  it('makes one toast of the arrivals within the window', () => {
    toaster.arrive(n(1));
    vi.advanceTimersByTime(400);
    toaster.arrive(n(2));
    vi.advanceTimersByTime(500);
    toaster.arrive(n(3));
    vi.advanceTimersByTime(100);
    expect(shown).toEqual(['3 new notifications']);
    // The next arrival opens a new window.
    toaster.arrive(n(4, 'Later'));
    vi.advanceTimersByTime(NOTIFICATION_DEBOUNCE_MS);
    expect(shown).toEqual(['3 new notifications', 'Later']);
  });

  it('never toasts the same notification twice, nor one the bell already listed', () => {
    toaster.know([7]);
    expect(toaster.arrive(n(7))).toBe(false);
    expect(toaster.arrive(n(8))).toBe(true);
    expect(toaster.arrive(n(8))).toBe(false);
    vi.advanceTimersByTime(NOTIFICATION_DEBOUNCE_MS);
    expect(toaster.arrive(n(8))).toBe(false);
    vi.advanceTimersByTime(NOTIFICATION_DEBOUNCE_MS);
    expect(shown).toEqual(['Notice 8']);
  });

  it('a steady stream still toasts once a window, not never', () => {
    for (let i = 0; i < 10; i++) {
      toaster.arrive(n(i));
      vi.advanceTimersByTime(300);
    }
    vi.advanceTimersByTime(NOTIFICATION_DEBOUNCE_MS);
    // Arrivals every 300 ms from 0 to 2,700: windows [0, 1000), [1200, 2200), [2400, 3400).
    expect(shown).toEqual(['4 new notifications', '4 new notifications', '2 new notifications']);
  });

  it('shows nothing after it is disposed', () => {
    toaster.arrive(n(1));
    toaster.dispose();
    vi.advanceTimersByTime(NOTIFICATION_DEBOUNCE_MS * 2);
    expect(shown).toEqual([]);
  });

  it('says how many for a batch', () => {
    expect(toastMessage(['One'])).toBe('One');
    expect(toastMessage(['One', 'Two'])).toBe('2 new notifications');
  });

  it('on connecting, toasts unread ones raised in the last two minutes (between pages), and knows the rest', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    toaster.found(
      [
        { id: 3, text: 'Premium is on', read: false, dateCreated: at(5_000) },
        { id: 2, text: 'Read already', read: true, dateCreated: at(6_000) },
        { id: 1, text: 'Old news', read: false, dateCreated: at(MISSED_TOAST_MS + 1) },
      ],
      now,
    );
    vi.advanceTimersByTime(NOTIFICATION_DEBOUNCE_MS);
    expect(shown).toEqual(['Premium is on']);
    expect(toaster.arrive(n(1))).toBe(false);
    expect(toaster.arrive(n(2))).toBe(false);
  });

  it('never toasts again after a full page load what this tab already toasted', () => {
    let kept: number[] = [];
    const store: ToastedStore = { load: () => kept, save: (ids) => (kept = [...ids]) };
    const first = createNotificationToaster((m) => shown.push(m), { store });
    first.arrive(n(9, 'Receipt PS-2026-000009'));
    vi.advanceTimersByTime(NOTIFICATION_DEBOUNCE_MS);
    const afterReload = createNotificationToaster((m) => shown.push(m), { store });
    afterReload.found([{ id: 9, text: 'Receipt PS-2026-000009', read: false, dateCreated: new Date().toISOString() }]);
    vi.advanceTimersByTime(NOTIFICATION_DEBOUNCE_MS);
    expect(shown).toEqual(['Receipt PS-2026-000009']);
  });
});
