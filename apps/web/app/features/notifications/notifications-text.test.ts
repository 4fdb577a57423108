import { describe, expect, it } from 'vitest';
import { badgeText, bellLabel, timeAgo, unreadSummary } from './notifications-text';

describe('notifications text', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('says how long ago, then the date', () => {
    expect(timeAgo('2026-11-24T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-24T11:55:00Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-11-24T09:00:00Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-11-23T09:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-21T09:00:00Z', now)).toBe('3 days ago');
    expect(timeAgo('2026-11-02T09:00:00Z', now)).toBe('2 Nov 2026');
  });
  it('labels the bell and its badge', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
  it('sums up the page', () => {
    expect(unreadSummary(0, 0)).toMatch(/^No notifications yet/);
    expect(unreadSummary(0, 4)).toBe('All 4 read.');
    expect(unreadSummary(2, 4)).toBe('2 unread of 4.');
  });
});
