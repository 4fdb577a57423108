import path from 'node:path';
import { createDb, enterpriseOrgs, workspaceMembers, type Database, type Db } from '@paysight/db';
import { insertUser } from '../apps/server/src/modules/auth/auth.queries.js';
import { createSession } from '../apps/server/src/modules/auth/session.service.js';

/**
 * The bench's database, opened by a seed script while no server runs (the embedded folder has one
 * owner): PGlite in DATA_DIR, or DATABASE_URL, migrated. `outVar` names the environment key of the
 * file the seed writes its results to (bench/run.mjs reads it).
 */
export async function openSeedDatabase(outVar: string): Promise<{ database: Database; out: string }> {
  const out = process.env[outVar];
  const dataDir = process.env.DATA_DIR;
  if (!out || !dataDir) throw new Error(`DATA_DIR and ${outVar} are required`);
  const database = await createDb({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.join(dataDir, 'pglite'),
    owner: `the bench's seed (${path.basename(process.argv[1] ?? 'seed')})`,
  });
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    throw err;
  }
  return { database, out };
}

/**
 * An enterprise workspace of the bench's own (`name`, its domain `domain`) with an analyst signed in:
 * the analyst's session token for the bench's calls.
 */
export async function benchAnalyst(db: Db, name: string, domain: string, now = new Date()): Promise<{ token: string; orgId: number }> {
  const [org] = await db
    .insert(enterpriseOrgs)
    .values({ name, domains: [domain], ssoProvider: 'google', expiresAt: new Date(now.getTime() + 7 * 86_400_000) })
    .returning();
  const email = `analyst@${domain}`;
  await db.insert(workspaceMembers).values({ orgId: org!.id, email, role: 'analyst' });
  const user = await insertUser(db, { email, name: `${name} Analyst`, role: 'enterprise', enterpriseOrgId: org!.id, emailVerifiedAt: now });
  const { token } = await createSession(db, user.id, { ttlDays: 1, now });
  return { token, orgId: org!.id };
}
