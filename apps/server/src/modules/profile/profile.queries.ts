import {
  companies,
  generatedResumes,
  profiles,
  schools,
  skills,
  users,
  verificationDocs,
  type Db,
  type NewProfile,
  type Profile,
} from '@paysight/db';
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

/** The member's row, locked until the caller's transaction ends (a write decided on it is never lost). */
export async function lockProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
  return row ?? null;
}

export async function setCanEnrich(db: Db, userId: string, canEnrich: boolean) {
  await db.update(profiles).set({ canEnrich }).where(eq(profiles.userId, userId));
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

/**
 * Removes the account: the user row and, by cascade, its profile, sign-in identities, sessions,
 * sign-in links, extension keys, salary contributions, offers and verification documents;
 * redeemed coupons keep their count without the user, and the anonymised salary records a member
 * contributed stay (nothing links them back). Returns the storage keys of the member's files,
 * read in the same transaction, for the caller to remove once the rows are gone.
 */
export async function deleteUser(db: Db, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [profile] = await tx.select({ key: profiles.resumeKey }).from(profiles).where(eq(profiles.userId, userId));
    const docs = await tx.select({ key: verificationDocs.fileKey }).from(verificationDocs).where(eq(verificationDocs.userId, userId));
    const resumes = await tx.select({ key: generatedResumes.storageKey }).from(generatedResumes).where(eq(generatedResumes.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return [profile?.key, ...docs.map((d) => d.key), ...resumes.map((r) => r.key)].filter((k): k is string => Boolean(k));
  });
}
