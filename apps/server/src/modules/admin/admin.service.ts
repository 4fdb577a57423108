import { AppError, type Region, type WorkspaceRole } from '@paysight/contract';
import { coupons, enterpriseOrgs, users, type Db } from '@paysight/db';
import { asc, count, eq } from 'drizzle-orm';
import { findOrgByDomain, findOrgById, findUserByEmail, revokeSessionsOfUser, updateUser } from '../auth/users.service.js';
import { couponCodeHash, generateCouponCode } from '../vouchers/vouchers.service.js';
import { assignRoleAsOperator, createWorkspace } from '../workspaces/workspaces.service.js';

/**
 * Operator tasks behind `npm run admin` (src/cli/admin.ts). Run by whoever has shell access to the
 * server, so there is no further authorisation; inputs arrive validated by the CLI's schemas.
 */

export interface AdminDeps {
  db: Db;
  now: () => Date;
}

/** A refusal the operator can act on (unknown user, domain already taken): exit 1 with the message. */
export class AdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminError';
  }
}

export interface OrgInput {
  name: string;
  domains: string[];
  /** Null: members sign in by emailed link at the domains. */
  sso: 'google' | 'microsoft' | null;
  region?: Region | undefined;
  trial: boolean;
  plan: 'premium' | 'basic';
  expiresAt: Date;
}

export async function createOrg(deps: AdminDeps, input: OrgInput) {
  if (input.expiresAt <= deps.now()) throw new AdminError('The expiry date must be in the future.');
  return deps.db.transaction(async (tx) => {
    // A domain names one organisation: sign-in finds the organisation by the member's domain.
    for (const domain of input.domains) {
      const owner = await findOrgByDomain(tx, domain);
      if (owner) throw new AdminError(`The domain ${domain} already belongs to organisation #${owner.id} (${owner.name}).`);
    }
    const { name, domains, sso, region, trial, plan, expiresAt } = input;
    return createWorkspace(tx, { name, domains, ssoProvider: sso, region: region ?? null, trial, plan, expiresAt }, deps.now());
  });
}

/** Gives a member of an organisation a workspace role (a new workspace's first admin comes this way). */
export async function setOrgRole(deps: AdminDeps, input: { orgId: number; email: string; role: WorkspaceRole }) {
  const org = await findOrgById(deps.db, input.orgId);
  if (!org) throw new AdminError(`No organisation #${input.orgId}.`);
  try {
    await assignRoleAsOperator(deps.db, org, input.email, input.role, deps.now());
  } catch (err) {
    if (err instanceof AppError) throw new AdminError(`${err.message}.`);
    throw err;
  }
  return org;
}

export async function listOrgs(deps: AdminDeps) {
  return deps.db
    .select({
      id: enterpriseOrgs.id,
      name: enterpriseOrgs.name,
      domains: enterpriseOrgs.domains,
      sso: enterpriseOrgs.ssoProvider,
      region: enterpriseOrgs.region,
      plan: enterpriseOrgs.plan,
      trial: enterpriseOrgs.trial,
      expiresAt: enterpriseOrgs.expiresAt,
      members: count(users.id),
    })
    .from(enterpriseOrgs)
    .leftJoin(users, eq(users.enterpriseOrgId, enterpriseOrgs.id))
    .groupBy(enterpriseOrgs.id)
    .orderBy(asc(enterpriseOrgs.id));
}

async function userByEmail(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AdminError(`No account with the email ${email}.`);
  return user;
}

export async function makeAdmin(deps: AdminDeps, email: string) {
  const user = await userByEmail(deps.db, email);
  return (await updateUser(deps.db, user.id, { role: 'admin' }))!;
}

/** Blocking also ends every session of the account (reason 'blocked'); unblocking restores sign-in only. */
export async function setBlocked(deps: AdminDeps, email: string, blocked: boolean) {
  return deps.db.transaction(async (tx) => {
    const user = await userByEmail(tx, email);
    const updated = (await updateUser(tx, user.id, { blocked }))!;
    if (blocked) await revokeSessionsOfUser(tx, user.id, 'blocked', deps.now());
    return updated;
  });
}

export interface CouponInput {
  days: number;
  count: number;
  expiresAt: Date;
  note?: string | undefined;
}

/** New coupon codes, returned once: only their hashes are stored. */
export async function issueCoupons(deps: AdminDeps, input: CouponInput) {
  if (input.expiresAt <= deps.now()) throw new AdminError('The expiry date must be in the future.');
  const codes = Array.from({ length: input.count }, generateCouponCode);
  await deps.db.insert(coupons).values(
    codes.map((code) => ({
      codeHash: couponCodeHash(code),
      premiumDays: input.days,
      expiresAt: input.expiresAt,
      note: input.note ?? null,
      createdAt: deps.now(),
    })),
  );
  return codes;
}
