import { companies, locations, schools, skills, titles, type Db } from '@paysight/db';
import { asc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { CatalogueKind } from './catalog.rules.js';

const TABLES = { company: companies, title: titles, skill: skills, school: schools } as const;

/** Employers and titles come from imports too (tens of thousands of rows): at most this many candidates a lookup. */
const CANDIDATES_MAX = 5000;

/**
 * The rows a lookup could answer with, oldest first: those with one of the slugs or (lower-case)
 * names, or whose lower-case name starts with one of the LIKE patterns (on the lower-name index).
 * Schools are a curated list, read whole (their initials are keys too).
 */
export function findCandidates(
  db: Db,
  kind: Exclude<CatalogueKind, 'city'>,
  by: { slugs: readonly string[]; names: readonly string[]; patterns: readonly string[] },
) {
  const table: typeof companies | typeof titles | typeof skills | typeof schools = TABLES[kind];
  const where: SQL[] = [];
  if (by.slugs.length > 0) where.push(inArray(table.slug, [...by.slugs]));
  if (by.names.length > 0) where.push(inArray(sql`lower(${table.name})`, [...by.names]));
  for (const p of by.patterns) where.push(like(sql`lower(${table.name})`, p));
  if (kind !== 'school' && where.length === 0) return Promise.resolve([]);
  return db
    .select({ id: table.id, name: table.name, slug: table.slug })
    .from(table)
    .where(kind === 'school' ? undefined : or(...where))
    .orderBy(asc(table.id))
    .limit(CANDIDATES_MAX);
}

/** Cities by slug or by lower-case name. */
export function findCities(db: Db, slugs: readonly string[], names: readonly string[]) {
  if (slugs.length === 0 && names.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: locations.id,
      name: locations.city,
      city: locations.city,
      state: locations.state,
      slug: locations.slug,
      countryCode: locations.countryCode,
      metro: locations.metro,
    })
    .from(locations)
    .where(or(inArray(locations.slug, [...slugs, '']), inArray(sql`lower(${locations.city})`, [...names, ''])))
    .orderBy(asc(locations.id));
}

/** Every city with its metro (payroll reads a location against the region's metros). */
export const allCities = (db: Db) =>
  db
    .select({ id: locations.id, city: locations.city, slug: locations.slug, countryCode: locations.countryCode, metro: locations.metro })
    .from(locations)
    .orderBy(asc(locations.id));

/** One company of the catalogue, by a condition on it (its slug, its id): what pages and answers name it by. */
async function companyWhere(db: Db, where: SQL) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug, industry: companies.industry })
    .from(companies)
    .where(where)
    .limit(1);
  return row ?? null;
}

export const companyBySlug = (db: Db, slug: string) => companyWhere(db, eq(companies.slug, slug));
export const companyById = (db: Db, id: number) => companyWhere(db, eq(companies.id, id));

export async function titleBySlug(db: Db, slug: string) {
  const [row] = await db.select({ id: titles.id, name: titles.name, slug: titles.slug }).from(titles).where(eq(titles.slug, slug)).limit(1);
  return row ?? null;
}
