import { companies, profiles, schools, skills, users, type Db, type NewProfile, type Profile } from '@paysight/db';
import { eq, inArray } from 'drizzle-orm';

export async function findProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row ?? null;
}

/** Creates the member's profile or changes the given fields of it. */
export async function upsertProfile(db: Db, userId: string, values: Omit<NewProfile, 'userId'>) {
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
}

export async function companyById(db: Db, id: number) {
  const [row] = await db.select({ name: companies.name, slug: companies.slug }).from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export async function schoolById(db: Db, id: number) {
  const [row] = await db.select({ name: schools.name, slug: schools.slug }).from(schools).where(eq(schools.id, id));
  return row ?? null;
}

export async function skillsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: skills.id, name: skills.name, slug: skills.slug }).from(skills).where(inArray(skills.id, ids));
}

export async function companyIdBySlug(db: Db, slug: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
  return row?.id ?? null;
}

export async function schoolIdBySlug(db: Db, slug: string) {
  const [row] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, slug));
  return row?.id ?? null;
}

export async function skillIdsBySlugs(db: Db, slugs: string[]) {
  if (slugs.length === 0) return [];
  return db.select({ id: skills.id, slug: skills.slug }).from(skills).where(inArray(skills.slug, slugs));
}

/**
 * Removes the account: the user row and, by cascade, its profile, sign-in identities, sessions,
 * sign-in links and extension keys; redeemed coupons keep their count without the user.
 */
export async function deleteUser(db: Db, userId: string) {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length;
}
