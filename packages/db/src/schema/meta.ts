import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampNow } from './columns.js';

/** Small key/value facts about the database itself, e.g. which demo dataset version is loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestampNow('updated_at'),
});
