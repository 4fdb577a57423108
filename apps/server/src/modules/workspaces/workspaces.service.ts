import { AppError, ERROR_MESSAGES, type api, type Region, type SessionUser, type WorkspaceRole } from '@paysight/contract';
import type { Db, EnterpriseOrg } from '@paysight/db';
import { detachUsersFromOrg, revokeSessionsOfUser } from '../auth/users.service.js';
import {
  insertWorkspace,
  isRemovedMember,
  lockWorkspace,
  markRemoved,
  memberRows,
  signedInMembers,
  upsertMember,
  workspaceRowOf,
} from './workspaces.queries.js';

/**
 * Enterprise workspaces (docs/decisions/030-peer-benchmarking.md). Every employer service starts
 * with `workspaceOf`: it finds the caller's workspace and checks their role before anything else,
 * and everything after it reads and writes that workspace's rows only.
 */

export { isRemovedMember };

export interface WorkspaceDeps {
  db: Db;
  now: () => Date;
}

export interface WorkspaceContext {
  orgId: number;
  org: EnterpriseOrg;
  role: WorkspaceRole;
  /** The region the workspace is locked to; null: both. */
  region: Region | null;
  userId: string;
}

const RANK: Record<WorkspaceRole, number> = { viewer: 0, analyst: 1, admin: 2 };
const NEEDS: Record<WorkspaceRole, string> = {
  viewer: 'Only workspace members can do this',
  analyst: 'Only workspace analysts and admins can do this',
  admin: 'Only workspace admins can do this',
};
export const NO_WORKSPACE = 'This account has no enterprise workspace';
const REGION_NAMES: Record<Region, string> = { in: 'India', us: 'the US' };

/** The caller's workspace, refusing (403) anyone without one, an expired one, or a role under `need`. */
export async function workspaceOf(
  deps: WorkspaceDeps,
  user: SessionUser | null,
  need: WorkspaceRole = 'viewer',
): Promise<WorkspaceContext> {
  if (!user) throw new AppError(401, ERROR_MESSAGES.notLoggedIn);
  const row = user.role === 'enterprise' ? await workspaceRowOf(deps.db, user.id) : null;
  if (!row || row.role !== 'enterprise') throw new AppError(403, NO_WORKSPACE);
  if (row.org.expiresAt <= deps.now()) throw new AppError(403, ERROR_MESSAGES.enterpriseExpired);
  if (row.member?.removedAt) throw new AppError(403, NO_WORKSPACE);
  const role = row.member?.role ?? 'viewer';
  if (RANK[role] < RANK[need]) throw new AppError(403, NEEDS[need]);
  return { orgId: row.org.id, org: row.org, role, region: row.org.region, userId: user.id };
}

/** Refuses a region the workspace is not locked to. */
export function assertRegion(ctx: WorkspaceContext, cc: Region) {
  if (ctx.region && ctx.region !== cc) throw new AppError(403, `Your workspace covers ${REGION_NAMES[ctx.region]} only`);
}

export async function getWorkspace(deps: WorkspaceDeps, user: SessionUser | null): Promise<api.Workspace> {
  const ctx = await workspaceOf(deps, user);
  const { org } = ctx;
  return {
    id: org.id,
    name: org.name,
    domains: org.domains,
    ssoProvider: org.ssoProvider,
    plan: org.plan,
    trial: org.trial,
    expiresAt: org.expiresAt.toISOString(),
    region: org.region,
    role: ctx.role,
  };
}

async function membersOf(db: Db, orgId: number): Promise<api.WorkspaceMembers> {
  const [users, rows] = await Promise.all([signedInMembers(db, orgId), memberRows(db, orgId)]);
  const byEmail = new Map<string, api.WorkspaceMemberView>();
  const removed: string[] = [];
  for (const r of rows) {
    if (r.removedAt) removed.push(r.email);
    else byEmail.set(r.email, { email: r.email, name: null, role: r.role, signedIn: false, lastLoginAt: null });
  }
  for (const u of users) {
    const email = u.email.toLowerCase();
    const given = byEmail.get(email);
    byEmail.set(email, {
      email,
      name: u.name || null,
      role: given?.role ?? 'viewer',
      signedIn: true,
      lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    });
  }
  const order = (m: api.WorkspaceMemberView) => -RANK[m.role];
  const members = [...byEmail.values()].sort((a, b) => order(a) - order(b) || a.email.localeCompare(b.email));
  return { members, removed: removed.sort() };
}

export async function listMembers(deps: WorkspaceDeps, user: SessionUser | null): Promise<api.WorkspaceMembers> {
  const ctx = await workspaceOf(deps, user, 'admin');
  return membersOf(deps.db, ctx.orgId);
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/** Refuses to demote or remove the workspace's last admin. */
async function assertKeepsAnAdmin(db: Db, orgId: number, email: string) {
  const admins = (await memberRows(db, orgId)).filter((r) => r.role === 'admin' && !r.removedAt);
  if (admins.length === 1 && admins[0]!.email === email) {
    throw new AppError(409, 'A workspace keeps at least one admin: make someone else admin first');
  }
}

export async function setMember(
  deps: WorkspaceDeps,
  user: SessionUser | null,
  body: { email: string; role: WorkspaceRole },
): Promise<api.WorkspaceMembers> {
  const ctx = await workspaceOf(deps, user, 'admin');
  const email = body.email.trim().toLowerCase();
  if (!ctx.org.domains.includes(domainOf(email))) {
    throw new AppError(400, `Members sign in with an email at ${ctx.org.domains.join(' or ')}`);
  }
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await lockWorkspace(db, ctx.orgId);
    if (body.role !== 'admin') await assertKeepsAnAdmin(db, ctx.orgId, email);
    await upsertMember(db, { orgId: ctx.orgId, email, role: body.role, addedBy: ctx.userId, now: deps.now() });
    return membersOf(db, ctx.orgId);
  });
}

export async function removeMember(deps: WorkspaceDeps, user: SessionUser | null, rawEmail: string): Promise<api.WorkspaceMembers> {
  const ctx = await workspaceOf(deps, user, 'admin');
  const email = rawEmail.trim().toLowerCase();
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await lockWorkspace(db, ctx.orgId);
    const current = await membersOf(db, ctx.orgId);
    if (!current.members.some((m) => m.email === email)) throw new AppError(404, `${email} is not a member of this workspace`);
    await assertKeepsAnAdmin(db, ctx.orgId, email);
    const now = deps.now();
    await markRemoved(db, { orgId: ctx.orgId, email, addedBy: ctx.userId, now });
    // The removed member's account leaves the workspace: a plain member again, every session ended.
    for (const id of await detachUsersFromOrg(db, ctx.orgId, email)) await revokeSessionsOfUser(db, id, 'workspace-removed', now);
    return membersOf(db, ctx.orgId);
  });
}

export interface NewWorkspace {
  name: string;
  domains: string[];
  /** Null: members sign in by emailed link at the domains. */
  ssoProvider: 'google' | 'microsoft' | null;
  region: Region | null;
  trial: boolean;
  plan: 'premium' | 'basic';
  expiresAt: Date;
}

/**
 * Creates a workspace, in the caller's transaction (an operator's `org:create`, a confirmed trial).
 * The caller has checked that no workspace holds its domains.
 */
export async function createWorkspace(db: Db, input: NewWorkspace, now: Date): Promise<EnterpriseOrg> {
  return insertWorkspace(db, { ...input, createdAt: now });
}

/**
 * An operator gives a role (`npm run admin -- org:role`): the way a new workspace gets its first
 * admin. The email must be at one of the organisation's domains; a removed member is added back.
 */
export async function assignRoleAsOperator(db: Db, org: EnterpriseOrg, rawEmail: string, role: WorkspaceRole, now: Date): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  if (!org.domains.includes(domainOf(email)))
    throw new AppError(400, `Members of ${org.name} sign in with an email at ${org.domains.join(' or ')}`);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockWorkspace(t, org.id);
    if (role !== 'admin') await assertKeepsAnAdmin(t, org.id, email);
    await upsertMember(t, { orgId: org.id, email, role, addedBy: null, now });
  });
}
