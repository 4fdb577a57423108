import type { AnyPgSelectQueryBuilder, PgSelectJoin, PgTable } from 'drizzle-orm/pg-core';

/**
 * Types for helpers that add a set of joins to a select query the caller began (and continues:
 * `where`, `orderBy`…), with the result typed as Drizzle types the same joins written out.
 */

export type Join = 'inner' | 'left';

/** A select query, before or after joins: Drizzle narrows a joined one's type, yet it turns dynamic. */
export interface SelectQuery {
  $dynamic(): AnyPgSelectQueryBuilder;
}

/** `query.$dynamic()`: a query whose joins keep a type that joins again. */
export type Dynamic<T extends SelectQuery> = ReturnType<T['$dynamic']>;

/** Drizzle's type of `query.<join>Join(table, …)` on a dynamic query. */
export type Joined<T extends AnyPgSelectQueryBuilder, J extends Join, Table extends PgTable> = PgSelectJoin<T, true, J, Table>;
