import { companies, locations, titles } from '@paysight/db';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Dynamic, Join, Joined, SelectQuery } from './select-joins.js';

/** The catalogue columns of a table that names a company, a title and, when given, a city. */
interface CatalogRefs {
  companyId: AnyPgColumn;
  titleId: AnyPgColumn;
  locationId?: AnyPgColumn;
}

type WithCompanyAndTitle<T extends SelectQuery, J extends Join> = Joined<Joined<Dynamic<T>, J, typeof companies>, J, typeof titles>;

/** The query with the catalogue joined: company and title (`join`), and the city (always left: a row may have none). */
export type WithCatalog<T extends SelectQuery, R extends CatalogRefs, J extends Join> = R extends { locationId: AnyPgColumn }
  ? Joined<WithCompanyAndTitle<T, J>, 'left', typeof locations>
  : WithCompanyAndTitle<T, J>;

/**
 * Joins the company, the title and (when `row.locationId` is given: pass the table itself to join
 * all three) the city a row names. `join: 'inner'` (the default) where the row always names a
 * company and a title; `'left'` where either may be missing. The query comes back dynamic
 * (Drizzle's `$dynamic()`), its result typed as Drizzle types the same joins written out.
 */
export function joinCatalog<T extends SelectQuery, R extends CatalogRefs, J extends Join = 'inner'>(
  query: T,
  row: R,
  join: J = 'inner' as J,
): WithCatalog<T, R, J> {
  const dynamic = query.$dynamic();
  const joined =
    join === 'inner'
      ? dynamic.innerJoin(companies, eq(companies.id, row.companyId)).innerJoin(titles, eq(titles.id, row.titleId))
      : dynamic.leftJoin(companies, eq(companies.id, row.companyId)).leftJoin(titles, eq(titles.id, row.titleId));
  return (row.locationId ? joined.leftJoin(locations, eq(locations.id, row.locationId)) : joined) as unknown as WithCatalog<T, R, J>;
}
