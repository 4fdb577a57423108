import { companyLevels, titles, type Db } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { resolveCompany, resolveTitle } from '../catalog/catalog.service.js';

/** The catalogue company a member typed or picked (catalog.service.ts). */
export const findCompany = resolveCompany;

export async function findTitle(db: Db, text: string) {
  const entry = await resolveTitle(db, text);
  if (entry === null) return null;
  const [row] = await db.select({ familyId: titles.familyId }).from(titles).where(eq(titles.id, entry.id));
  return row ? { ...entry, familyId: row.familyId } : null;
}

/** A company's own level names (its ladder) with their standard levels, the given family's first. */
export async function companyLevelNames(db: Db, companyId: number, familyId: number) {
  const rows = await db
    .select({ name: companyLevels.name, familyId: companyLevels.familyId, standardLevel: companyLevels.standardLevel })
    .from(companyLevels)
    .where(eq(companyLevels.companyId, companyId))
    .orderBy(companyLevels.id);
  return [...rows.filter((r) => r.familyId === familyId), ...rows.filter((r) => r.familyId !== familyId)];
}
