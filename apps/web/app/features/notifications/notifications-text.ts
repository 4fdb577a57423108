import { formatDate } from '~/features/verified/verified-text';

/** When a notification arrived, as the bell and /notifications say it: "just now", "5 min ago", "3 h ago", "2 days ago", then the date. */
export function timeAgo(iso: string, now: Date | number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const minutes = Math.floor((Number(now) - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return formatDate(iso);
}

/** The bell's accessible name: how many are unread. */
export const bellLabel = (unread: number) => `Notifications, ${unread} unread`;

/** The badge on the bell: the count, capped so it stays a badge. */
export const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** /notifications' summary line. */
export function unreadSummary(unread: number, total: number): string {
  if (total === 0) return 'No notifications yet. Payments, verifications and reviews of your salaries show up here.';
  if (unread === 0) return `All ${total} read.`;
  return `${unread} unread of ${total}.`;
}
