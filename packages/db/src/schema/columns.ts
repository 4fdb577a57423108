import { sql } from 'drizzle-orm';
import { integer, smallint, text } from 'drizzle-orm/pg-core';

/** List columns that are never null: empty by default ("any" for a filter, "none" for a job's skills). */
export const intList = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::int[]`);
export const smallintList = (name: string) =>
  smallint(name)
    .array()
    .notNull()
    .default(sql`'{}'::smallint[]`);
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
