import { companies, jobFamilies, locations, titles, type Db } from '@paysight/db';
import { and, asc, eq, ilike, or, sql, type AnyColumn } from 'drizzle-orm';
import { escapeLike } from '../../lib/like.js';

/**
 * Prefix matches rank first, then shorter names (closer to what was typed), then alphabetical.
 * With nothing typed, the order is alphabetical.
 */
const rank = (column: AnyColumn, q: string) =>
  q ? [sql`(lower(${column}) like ${`${escapeLike(q.toLowerCase())}%`}) desc`, asc(sql`length(${column})`)] : [];

export async function findCompanies(db: Db, q: string, limit: number) {
  const pattern = `%${escapeLike(q)}%`;
  return db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      type: companies.type,
      industry: companies.industry,
      logoUrl: companies.logoUrl,
      isDemo: companies.isDemo,
    })
    .from(companies)
    .where(q ? or(ilike(companies.name, pattern), ilike(companies.slug, pattern)) : undefined)
    .orderBy(...rank(companies.name, q), asc(companies.name))
    .limit(limit);
}

export async function findTitles(db: Db, q: string, limit: number) {
  return db
    .select({ id: titles.id, name: titles.name, slug: titles.slug, family: jobFamilies.name })
    .from(titles)
    .innerJoin(jobFamilies, eq(jobFamilies.id, titles.familyId))
    .where(q ? ilike(titles.name, `%${escapeLike(q)}%`) : undefined)
    .orderBy(...rank(titles.name, q), asc(titles.name))
    .limit(limit);
}

export async function findLocations(db: Db, q: string, limit: number, countryCode?: 'in' | 'us') {
  return db
    .select({ id: locations.id, city: locations.city, state: locations.state, countryCode: locations.countryCode, slug: locations.slug })
    .from(locations)
    .where(
      and(
        q ? or(ilike(locations.city, `%${escapeLike(q)}%`), ilike(locations.state, `${escapeLike(q)}%`)) : undefined,
        countryCode ? eq(locations.countryCode, countryCode) : undefined,
      ),
    )
    .orderBy(...rank(locations.city, q), asc(locations.city))
    .limit(limit);
}
