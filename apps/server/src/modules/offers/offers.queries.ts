import { companies, locations, offers, salaryRecords, titles, type Db, type NewOffer, type Offer } from '@paysight/db';
import { and, desc, eq } from 'drizzle-orm';
import { joinCatalog } from '../../lib/catalog-joins.js';

/** SQL of the offers module: the member's own rows (their market figures are salary's market-position). */

export async function insertOffer(tx: Db, values: NewOffer): Promise<string> {
  const [row] = await tx.insert(offers).values(values).returning({ id: offers.id });
  return row!.id;
}

/** The offer's row, locked until the caller's transaction ends (two changes of its sharing never both add a record). */
export async function lockOffer(tx: Db, id: string, userId: string): Promise<Offer | null> {
  const [row] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function setOfferSharing(tx: Db, id: string, values: { countInFigures: boolean; recordId: number | null }) {
  await tx.update(offers).set(values).where(eq(offers.id, id));
}

export interface OfferRow {
  offer: Offer;
  company: { name: string; slug: string } | null;
  title: { name: string; slug: string } | null;
  location: { city: string; slug: string } | null;
  recordStatus: 'published' | 'held' | null;
}

function selectOffers(db: Db) {
  const query = db
    .select({
      offer: offers,
      companyName: companies.name,
      companySlug: companies.slug,
      titleName: titles.name,
      titleSlug: titles.slug,
      city: locations.city,
      locationSlug: locations.slug,
      recordStatus: salaryRecords.status,
    })
    .from(offers);
  return joinCatalog(query, offers, 'left').leftJoin(salaryRecords, eq(salaryRecords.id, offers.recordId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectOffers>['where']>>[number];

const toRow = (r: Selected): OfferRow => ({
  offer: r.offer,
  company: r.companyName !== null && r.companySlug !== null ? { name: r.companyName, slug: r.companySlug } : null,
  title: r.titleName !== null && r.titleSlug !== null ? { name: r.titleName, slug: r.titleSlug } : null,
  location: r.city !== null && r.locationSlug !== null ? { city: r.city, slug: r.locationSlug } : null,
  recordStatus: r.recordStatus,
});

export async function offersOf(db: Db, userId: string): Promise<OfferRow[]> {
  const rows = await selectOffers(db).where(eq(offers.userId, userId)).orderBy(desc(offers.createdAt), desc(offers.id));
  return rows.map(toRow);
}

export async function offerById(db: Db, id: string): Promise<OfferRow | null> {
  const [row] = await selectOffers(db).where(eq(offers.id, id));
  return row ? toRow(row) : null;
}
