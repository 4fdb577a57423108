import { sql } from 'drizzle-orm';
import { integer, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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

/** A moment with its time zone, filled with the time the row is written. */
export const timestampNow = <N extends string>(name: N) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** The market a row belongs to: India or the US, with the currency its amounts are in. */
export const countryCodeColumn = () => text('country_code', { enum: ['in', 'us'] }).notNull();
export const currencyColumn = () => text('currency', { enum: ['INR', 'USD'] }).notNull();
