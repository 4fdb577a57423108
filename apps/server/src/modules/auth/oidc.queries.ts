import { identities, users, type Db } from '@paysight/db';
import type { SocialProvider } from '@paysight/contract';
import { and, eq } from 'drizzle-orm';

/** The member a provider account (provider + its stable subject id) is linked to. */
export async function findUserByIdentity(db: Db, provider: SocialProvider, subject: string) {
  const [row] = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)));
  return row?.user ?? null;
}

/** Links a provider account to a member; a link that already exists is kept. */
export async function linkIdentity(db: Db, userId: string, provider: SocialProvider, subject: string) {
  await db.insert(identities).values({ userId, provider, subject }).onConflictDoNothing();
}
