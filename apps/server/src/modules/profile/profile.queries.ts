import {
  companies,
  generatedResumes,
  profiles,
  schools,
  skills,
  titles,
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

export async function titleById(db: Db, id: number) {
  const [row] = await db.select({ name: titles.name, slug: titles.slug }).from(titles).where(eq(titles.id, id));
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
 * The storage keys of the member's files (resume, verification documents, tailored resumes): read
 * in the account deletion's transaction, for the caller to remove once the rows are gone.
 */
export async function memberFileKeys(db: Db, userId: string): Promise<string[]> {
  const [profile] = await db.select({ key: profiles.resumeKey }).from(profiles).where(eq(profiles.userId, userId));
  const docs = await db.select({ key: verificationDocs.fileKey }).from(verificationDocs).where(eq(verificationDocs.userId, userId));
  const resumes = await db.select({ key: generatedResumes.storageKey }).from(generatedResumes).where(eq(generatedResumes.userId, userId));
  return [profile?.key, ...docs.map((d) => d.key), ...resumes.map((r) => r.key)].filter((k): k is string => Boolean(k));
}
