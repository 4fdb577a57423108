import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDb } from '@paysight/db';
import { createOrg, issueCoupons, makeAdmin } from '../../apps/server/src/modules/admin/admin.service.js';
import { insertUser, updateUser } from '../../apps/server/src/modules/auth/auth.queries.js';
import { assignRoleAsOperator } from '../../apps/server/src/modules/workspaces/workspaces.service.js';
import { createSession } from '../../apps/server/src/modules/auth/session.service.js';
import {
  employerKeyOf,
  findFollow,
  insertFollow,
  insertUnsubscribeToken,
  upsertDigest,
} from '../../apps/server/src/modules/layoffs/layoff-alerts.queries.js';
import { hashToken, randomToken } from '../../apps/server/src/lib/tokens.js';
import { fixturesPath, MEMBER_DOMAINS, MEMBER_KEYS, type E2eFixtures, type MemberKey, type SignedInMember } from './fixtures-data.js';

/**
 * The e2e fixtures (see fixtures-data.ts), put in the run's fresh database by the Playwright
 * runner before the server starts: `DATA_DIR=<run folder> node --import tsx e2e/support/seed.ts`.
 * Rows go in through the server's own code (queries, sessions, the operators' tasks), so tokens
 * and coupon codes are hashed exactly as the server checks them. Demo data is the server's job.
 */

const DAY_MS = 86_400_000;

async function main() {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is not set');
  const now = new Date();
  const database = await createDb({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await database.migrate();
    const { db } = database;

    // A member signed in, then blocked without ending the session (the admin task would also
    // revoke it): the session resolves to 403 "User account blocked".
    const blockedUser = await insertUser(db, { email: 'blocked.e2e@infosys.com', name: 'Blocked E2E', emailVerifiedAt: now });
    const blockedSession = await createSession(db, blockedUser.id, { ttlDays: 30, now });
    await updateUser(db, blockedUser.id, { blocked: true });

    const enterprise = { name: 'Acme E2E', domain: 'acme-e2e.com', ssoProvider: 'microsoft', region: 'us' } as const;
    await createOrg(
      { db, now: () => now },
      {
        name: enterprise.name,
        domains: [enterprise.domain],
        sso: enterprise.ssoProvider,
        region: enterprise.region,
        trial: false,
        plan: 'premium',
        expiresAt: new Date(now.getTime() + 3650 * DAY_MS),
      },
    );

    // Created two days ago for one day: expired yesterday.
    const expiredOrg = await createOrg(
      { db, now: () => new Date(now.getTime() - 2 * DAY_MS) },
      {
        name: 'Expired E2E',
        domains: ['expired-e2e.com'],
        sso: 'microsoft',
        region: 'us',
        trial: false,
        plan: 'premium',
        expiresAt: new Date(now.getTime() - DAY_MS),
      },
    );
    const expiredMember = await insertUser(db, {
      email: 'lead.e2e@expired-e2e.com',
      name: 'Expired Lead',
      role: 'enterprise',
      enterpriseOrgId: expiredOrg.id,
      emailVerifiedAt: now,
    });
    const expiredSession = await createSession(db, expiredMember.id, { ttlDays: 30, now });

    // A live India workspace with one member per role, each signed in: the employer screens.
    const employerOrg = await createOrg(
      { db, now: () => now },
      {
        name: 'Northwind E2E',
        domains: ['northwind-e2e.com'],
        sso: 'microsoft',
        region: 'in',
        trial: false,
        plan: 'premium',
        expiresAt: new Date(now.getTime() + 3650 * DAY_MS),
      },
    );
    const employerMember = async (local: string, name: string, role: 'admin' | 'analyst' | 'viewer') => {
      const user = await insertUser(db, {
        email: `${local}@northwind-e2e.com`,
        name,
        role: 'enterprise',
        enterpriseOrgId: employerOrg.id,
        emailVerifiedAt: now,
      });
      await assignRoleAsOperator(db, employerOrg, user.email, role, now);
      const session = await createSession(db, user.id, { ttlDays: 30, now });
      return { email: user.email, token: session.token };
    };
    const employer = {
      orgName: employerOrg.name,
      domain: 'northwind-e2e.com',
      admin: await employerMember('people.e2e', 'Priya Admin', 'admin'),
      analyst: await employerMember('analyst.e2e', 'Arjun Analyst', 'analyst'),
      viewer: await employerMember('viewer.e2e', 'Vikram Viewer', 'viewer'),
    };

    const coupons = await issueCoupons(
      { db, now: () => now },
      { days: 30, count: 3, expiresAt: new Date(now.getTime() + 30 * DAY_MS), note: 'e2e' },
    );

    // A member made admin by the operators' task (`npm run admin -- user:admin`), with a live session: /admin/review.
    await insertUser(db, { email: 'admin.e2e@paysight.test', name: 'Admin E2E', emailVerifiedAt: now });
    const adminUser = await makeAdmin({ db, now: () => now }, 'admin.e2e@paysight.test');
    const adminSession = await createSession(db, adminUser.id, { ttlDays: 30, now });

    // One fresh member per journey, as a first sign-in by the mailed link creates it (auth.service's
    // exchangeToken: an empty name, the address verified, signed in now).
    const members = {} as Record<MemberKey, SignedInMember>;
    const memberIds = {} as Record<MemberKey, string>;
    for (const key of MEMBER_KEYS) {
      const user = await insertUser(db, { email: `${key}.e2e@${MEMBER_DOMAINS[key] ?? 'infosys.com'}`, name: '', emailVerifiedAt: now });
      await updateUser(db, user.id, {
        lastLoginAt: now,
        ...(key === 'premium-member' ? { premiumUntil: new Date(now.getTime() + 365 * DAY_MS) } : {}),
      });
      const session = await createSession(db, user.id, { ttlDays: 30, now });
      members[key] = { email: user.email, token: session.token };
      memberIds[key] = user.id;
    }

    // The unsubscribe links of layoff alert mails (ADR 045): a follow of an employer's notices and a
    // weekly digest of the `layoff-unsubscribe` member, each with a link's code stored hashed, as
    // the alert delivery and the digest task store them (their mails need an import or a week).
    const unsubscriber = memberIds['layoff-unsubscribe'];
    const followLink = async (employer: string) => {
      const target = { companyId: null, employerKey: employerKeyOf(employer) };
      await insertFollow(db, unsubscriber, target, employer, now);
      const follow = await findFollow(db, unsubscriber, target);
      const token = randomToken();
      await insertUnsubscribeToken(db, hashToken(token), { followId: follow!.id }, now);
      return token;
    };
    const digest = await upsertDigest(db, unsubscriber, ['WA'], [], now);
    const digestToken = randomToken();
    await insertUnsubscribeToken(db, hashToken(digestToken), { digestId: digest.id }, now);
    const layoffUnsubscribe = {
      follow: await followLink('Acme Widgets'),
      digest: digestToken,
      axe: await followLink('Globex Corporation'),
    };

    const fixtures: E2eFixtures = {
      blocked: { email: blockedUser.email, token: blockedSession.token },
      enterprise,
      expiredEnterprise: { email: expiredMember.email, token: expiredSession.token, orgName: expiredOrg.name },
      coupons,
      admin: { email: adminUser.email, token: adminSession.token },
      employer,
      layoffUnsubscribe,
      members,
    };
    writeFileSync(fixturesPath(dataDir), `${JSON.stringify(fixtures, null, 2)}\n`);
  } finally {
    await database.close();
  }
}

await main();
