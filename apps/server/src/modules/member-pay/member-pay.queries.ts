import type { Region } from '@paysight/contract';
import { companies, companyLevels, locations, titles, type Db } from '@paysight/db';
import { and, eq, sql } from 'drizzle-orm';
import { resolveCompany, resolveTitle } from '../catalog/catalog.service.js';

/** The catalogue company a member typed or picked (slug, exact name, or a name with that slug). */
export async function findCompany(db: Db, text: string) {
  const id = await resolveCompany(db, text);
  if (id === null) return null;
  const [row] = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

export async function findTitle(db: Db, text: string) {
  const id = await resolveTitle(db, text);
  if (id === null) return null;
  const [row] = await db
    .select({ id: titles.id, name: titles.name, slug: titles.slug, familyId: titles.familyId })
    .from(titles)
    .where(eq(titles.id, id));
  return row ?? null;
}

/** A city by slug or by its name ("Bengaluru"), the country's own first. */
export async function findLocation(db: Db, countryCode: Region, text: string) {
  const [row] = await db
    .select({ id: locations.id, name: locations.city, slug: locations.slug, countryCode: locations.countryCode })
    .from(locations)
    .where(sql`(${locations.slug} = ${text} or lower(${locations.city}) = lower(${text}))`)
    .orderBy(sql`${locations.countryCode} = ${countryCode} desc`, sql`${locations.slug} = ${text} desc`)
    .limit(1);
  return row ?? null;
}

/** The standard level of a company's own level name ("L5" at Google), preferring the title's job family. */
export async function standardLevelOf(db: Db, companyId: number, familyId: number, levelName: string): Promise<number | null> {
  const [row] = await db
    .select({ standardLevel: companyLevels.standardLevel })
    .from(companyLevels)
    .where(and(eq(companyLevels.companyId, companyId), sql`lower(${companyLevels.name}) = lower(${levelName})`))
    .orderBy(sql`${companyLevels.familyId} = ${familyId} desc`)
    .limit(1);
  return row?.standardLevel ?? null;
}
