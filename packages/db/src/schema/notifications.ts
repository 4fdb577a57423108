import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userIdRef } from './accounts.js';
import { timestampNow } from './columns.js';

/**
 * The bell (SPEC §3 Notification, §4): one row per notification a member receives. Domain events
 * raise them through the notifications service; the socket pushes each new one live.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userIdRef(),
    /** What raised it: payment, subscription, verification, salary, … (the contract lists them). */
    category: text('category').notNull(),
    text: text('text').notNull(),
    /** A path inside the product the notification leads to, and the words of its action. */
    link: text('link'),
    actionText: text('action_text'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestampNow('created_at'),
    /**
     * Names the occurrence that raised it ("payment:<id>"), so an event delivered twice notifies
     * once: a unique index, not a read-then-write.
     */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_uq').on(t.userId, t.dedupeKey),
  ],
);

export type Notification = typeof notifications.$inferSelect;
