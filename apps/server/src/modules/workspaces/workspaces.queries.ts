import { enterpriseOrgs, users, workspaceMembers, type Db } from '@paysight/db';
import type { WorkspaceRole } from '@paysight/contract';
import { and, eq, sql } from 'drizzle-orm';

/** SQL of the workspaces. Every function takes the database (or a transaction) first, and the workspace. */

/** The user's organisation and their member row (by email), in one read. */
export async function workspaceRowOf(db: Db, userId: string) {
  const [row] = await db
    .select({ org: enterpriseOrgs, email: users.email, role: users.role, member: workspaceMembers })
    .from(users)
    .innerJoin(enterpriseOrgs, eq(enterpriseOrgs.id, users.enterpriseOrgId))
    .leftJoin(workspaceMembers, and(eq(workspaceMembers.orgId, enterpriseOrgs.id), eq(workspaceMembers.email, sql`lower(${users.email})`)))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Members who have signed in (enterprise users of the organisation). */
export const signedInMembers = (db: Db, orgId: number) =>
  db
    .select({ id: users.id, email: users.email, name: users.name, lastLoginAt: users.lastLoginAt })
    .from(users)
    .where(and(eq(users.enterpriseOrgId, orgId), eq(users.role, 'enterprise')));

export const memberRows = (db: Db, orgId: number) => db.select().from(workspaceMembers).where(eq(workspaceMembers.orgId, orgId));

export async function upsertMember(db: Db, v: { orgId: number; email: string; role: WorkspaceRole; addedBy: string | null; now: Date }) {
  await db
    .insert(workspaceMembers)
    .values({ orgId: v.orgId, email: v.email, role: v.role, addedBy: v.addedBy, createdAt: v.now, updatedAt: v.now })
    .onConflictDoUpdate({
      target: [workspaceMembers.orgId, workspaceMembers.email],
      set: { role: v.role, removedAt: null, updatedAt: v.now },
    });
}

export async function markRemoved(db: Db, v: { orgId: number; email: string; addedBy: string | null; now: Date }) {
  await db
    .insert(workspaceMembers)
    .values({ orgId: v.orgId, email: v.email, role: 'viewer', removedAt: v.now, addedBy: v.addedBy, createdAt: v.now, updatedAt: v.now })
    .onConflictDoUpdate({ target: [workspaceMembers.orgId, workspaceMembers.email], set: { removedAt: v.now, updatedAt: v.now } });
}

export async function insertWorkspace(db: Db, values: typeof enterpriseOrgs.$inferInsert) {
  const [row] = await db.insert(enterpriseOrgs).values(values).returning();
  return row!;
}

/** Locks the workspace's row: role changes of one workspace run one at a time (the last-admin rule). */
export async function lockWorkspace(db: Db, orgId: number) {
  await db.execute(sql`select id from enterprise_orgs where id = ${orgId} for update`);
}

/** Whether an admin removed this email from the workspace (sign-in through the identity provider is refused). */
export async function isRemovedMember(db: Db, orgId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ removedAt: workspaceMembers.removedAt })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.orgId, orgId), eq(workspaceMembers.email, email.toLowerCase())));
  return Boolean(row?.removedAt);
}
