import { companies, type Db } from '@paysight/db';
import { eq } from 'drizzle-orm';

/** A company and where its uploaded logo is served (null: none uploaded, the monogram is shown). */
export async function companyLogoRow(db: Db, slug: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug, logoUrl: companies.logoUrl })
    .from(companies)
    .where(eq(companies.slug, slug))
    .limit(1);
  return row ?? null;
}

export async function setCompanyLogoUrl(db: Db, id: number, logoUrl: string | null) {
  await db.update(companies).set({ logoUrl }).where(eq(companies.id, id));
}
