import {
  companies,
  companyLevels,
  jobFamilies,
  locations,
  skills,
  titles,
  type Db,
  type NewCompany,
  type NewLocation,
  type NewTitle,
} from '@paysight/db';
import { inArray } from 'drizzle-orm';

/** SQL of the importers. Every function takes the database (or the import's transaction) first. */

export const findFamilies = (db: Db, slugs: string[]) =>
  db.select({ id: jobFamilies.id, slug: jobFamilies.slug }).from(jobFamilies).where(inArray(jobFamilies.slug, slugs));

export const insertFamilies = (db: Db, rows: { name: string; slug: string }[]) =>
  db
    .insert(jobFamilies)
    .values(rows)
    .onConflictDoNothing({ target: jobFamilies.slug })
    .returning({ id: jobFamilies.id, slug: jobFamilies.slug });

export const findCompanies = (db: Db, slugs: string[]) =>
  db.select({ id: companies.id, slug: companies.slug }).from(companies).where(inArray(companies.slug, slugs));

export const insertCompanies = (db: Db, rows: NewCompany[]) =>
  db.insert(companies).values(rows).onConflictDoNothing({ target: companies.slug }).returning({ id: companies.id, slug: companies.slug });

export const findTitles = (db: Db, slugs: string[]) =>
  db.select({ id: titles.id, slug: titles.slug, familyId: titles.familyId }).from(titles).where(inArray(titles.slug, slugs));

export const insertTitles = (db: Db, rows: NewTitle[]) =>
  db
    .insert(titles)
    .values(rows)
    .onConflictDoNothing({ target: titles.slug })
    .returning({ id: titles.id, slug: titles.slug, familyId: titles.familyId });

export const findLocations = (db: Db, slugs: string[]) =>
  db.select({ id: locations.id, slug: locations.slug, state: locations.state }).from(locations).where(inArray(locations.slug, slugs));

export const insertLocations = (db: Db, rows: NewLocation[]) =>
  db
    .insert(locations)
    .values(rows)
    .onConflictDoNothing({ target: locations.slug })
    .returning({ id: locations.id, slug: locations.slug, state: locations.state });

export const findCompanyLevels = (db: Db, companyIds: number[]) =>
  db
    .select({ id: companyLevels.id, companyId: companyLevels.companyId, familyId: companyLevels.familyId, name: companyLevels.name })
    .from(companyLevels)
    .where(inArray(companyLevels.companyId, companyIds));

export const insertCompanyLevels = (db: Db, rows: (typeof companyLevels.$inferInsert)[]) =>
  db
    .insert(companyLevels)
    .values(rows)
    .onConflictDoNothing({ target: [companyLevels.companyId, companyLevels.familyId, companyLevels.name] })
    .returning({ id: companyLevels.id, companyId: companyLevels.companyId, familyId: companyLevels.familyId, name: companyLevels.name });

export const findSkills = (db: Db, slugs: string[]) =>
  db.select({ id: skills.id, slug: skills.slug }).from(skills).where(inArray(skills.slug, slugs));

export const insertSkills = (db: Db, rows: { name: string; slug: string }[]) =>
  db.insert(skills).values(rows).onConflictDoNothing({ target: skills.slug }).returning({ id: skills.id, slug: skills.slug });
