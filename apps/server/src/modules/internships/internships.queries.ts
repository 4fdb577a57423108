import type { Region } from '@paysight/contract';
import { companies, internshipStipends, locations, titles, type Db } from '@paysight/db';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Stipend } from './internships.rules.js';

/** The region's stipends (of one company or title when given), with their company, title and city. */
export async function stipendsOf(db: Db, where: { countryCode: Region; companyId?: number; titleId?: number }): Promise<Stipend[]> {
  const conditions: SQL[] = [eq(internshipStipends.countryCode, where.countryCode)];
  if (where.companyId !== undefined) conditions.push(eq(internshipStipends.companyId, where.companyId));
  if (where.titleId !== undefined) conditions.push(eq(internshipStipends.titleId, where.titleId));
  const rows = await db
    .select({
      monthly: internshipStipends.monthlyStipend,
      company: { name: companies.name, slug: companies.slug },
      title: { name: titles.name, slug: titles.slug },
      cityName: locations.city,
      citySlug: locations.slug,
      year: internshipStipends.year,
      isDemo: internshipStipends.isDemo,
    })
    .from(internshipStipends)
    .innerJoin(companies, eq(companies.id, internshipStipends.companyId))
    .innerJoin(titles, eq(titles.id, internshipStipends.titleId))
    .leftJoin(locations, eq(locations.id, internshipStipends.locationId))
    .where(and(...conditions));
  return rows.map(({ cityName, citySlug, ...r }) => ({ ...r, city: cityName && citySlug ? { name: cityName, slug: citySlug } : null }));
}
