import { companySlug, titleSlug, type Region } from '@paysight/contract';
import type { Db } from '../client.js';
import { companies, jobFamilies, locations, titles, type NewCompany, type NewLocation } from '../schema/index.js';

/**
 * Builders shared by the demo seed and the tests: `build*` returns a row to insert (defaults
 * filled, slug derived), `insert*` writes it and returns the stored row.
 */

let sequence = 0;
const nextSeq = () => ++sequence;

export function buildCompany(overrides: Partial<NewCompany> & { name?: string } = {}): NewCompany {
  const name = overrides.name ?? `Company ${nextSeq()}`;
  return {
    industry: 'Software',
    sizeBand: '1001-5000',
    type: 'product',
    headquarters: 'Bengaluru, India',
    logoUrl: null,
    isDemo: false,
    ...overrides,
    name,
    slug: overrides.slug ?? companySlug(name),
  };
}

export async function insertCompany(db: Db, overrides: Partial<NewCompany> = {}) {
  const [row] = await db.insert(companies).values(buildCompany(overrides)).returning();
  return row!;
}

export async function insertJobFamily(db: Db, name: string) {
  const [row] = await db
    .insert(jobFamilies)
    .values({ name, slug: titleSlug(name) })
    .onConflictDoUpdate({ target: jobFamilies.slug, set: { name } })
    .returning();
  return row!;
}

export async function insertTitle(db: Db, input: { name: string; family?: string; isDemo?: boolean }) {
  const family = await insertJobFamily(db, input.family ?? 'Engineering');
  const [row] = await db
    .insert(titles)
    .values({ name: input.name, slug: titleSlug(input.name), familyId: family.id, isDemo: input.isDemo ?? false })
    .returning();
  return row!;
}

export function buildLocation(overrides: Partial<NewLocation> & { city: string; countryCode: Region }): NewLocation {
  return {
    state: '',
    metro: overrides.city,
    ...overrides,
    slug: overrides.slug ?? titleSlug(`${overrides.city}-${overrides.countryCode}`),
  };
}

export async function insertLocation(db: Db, overrides: Partial<NewLocation> & { city: string; countryCode: Region }) {
  const [row] = await db.insert(locations).values(buildLocation(overrides)).returning();
  return row!;
}
