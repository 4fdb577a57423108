import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ERROR_MESSAGES } from '@paysight/contract';
import { coupons, enterpriseOrgs, sessions, users, workspaceMembers } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError, parseAdminCommand } from '../src/modules/admin/admin.cli.js';
import { AdminError, createOrg, issueCoupons, listOrgs, makeAdmin, setBlocked } from '../src/modules/admin/admin.service.js';
import { couponCodeHash } from '../src/modules/vouchers/vouchers.service.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser } from './users.js';
import { runScript } from './processes.js';

const DAY = 86_400_000;

describe('admin command arguments', () => {
  const refused = (argv: string[]) => {
    try {
      parseAdminCommand(argv);
    } catch (err) {
      expect(err).toBeInstanceOf(UsageError);
      return (err as Error).message;
    }
    throw new Error(`accepted ${argv.join(' ')}`);
  };

  it('accepts the documented forms', () => {
    expect(() =>
      parseAdminCommand(['org:create', '--name', 'Acme', '--domains', 'acme.com,acme.in', '--sso', 'google', '--expires', '2027-12-31']),
    ).not.toThrow();
    expect(() => parseAdminCommand(['coupon:issue', '--days', '30', '--count', '5', '--note', 'launch'])).not.toThrow();
    expect(() => parseAdminCommand(['user:block', 'a@b.com'])).not.toThrow();
    expect(() => parseAdminCommand(['org:list'])).not.toThrow();
    // Members of an `email` workspace sign in by emailed link at its domains, as trial workspaces do.
    expect(() =>
      parseAdminCommand(['org:create', '--name', 'Acme', '--domains', 'acme.com', '--sso', 'email', '--expires', '2027-12-31']),
    ).not.toThrow();
    expect(() => parseAdminCommand(['org:role', '--org', '3', '--email', 'a@acme.com', '--role', 'analyst'])).not.toThrow();
  });

  it('refuses bad input with a message saying what is wrong', () => {
    expect(refused([])).toMatch(/no command/);
    expect(refused(['org:delete'])).toMatch(/unknown command org:delete/);
    expect(refused(['org:create', '--name', 'Acme', '--domains', 'acme', '--sso', 'google', '--expires', '2027-12-31'])).toMatch(
      /--domains.*acme\.com/,
    );
    expect(refused(['org:create', '--name', 'Acme', '--domains', 'acme.com', '--sso', 'okta', '--expires', '2027-12-31'])).toMatch(
      /--sso must be google, microsoft or email/,
    );
    expect(refused(['org:create', '--name', 'Acme', '--domains', 'acme.com', '--sso', 'google', '--expires', '2027-02-30'])).toMatch(
      /--expires is not a calendar date/,
    );
    expect(refused(['org:create', '--name', 'Acme', '--domains', 'acme.com', '--sso', 'google'])).toMatch(/--expires is required/);
    expect(refused(['org:create', '--nme', 'Acme'])).toMatch(/nme/);
    expect(refused(['coupon:issue'])).toMatch(/--days is required/);
    expect(refused(['coupon:issue', '--days', 'ten'])).toMatch(/--days must be a whole number/);
    expect(refused(['coupon:issue', '--days', '30', '--count', '5000'])).toMatch(/--count must be at most 1000/);
    expect(refused(['user:admin'])).toMatch(/exactly one email/);
    expect(refused(['user:admin', 'not-an-email'])).toMatch(/email/);
  });
});

describeWithDb('admin tasks', () => {
  const clock = createClock();
  const deps = () => ({ db: t.database.db, now: clock.now });

  const t = useTestApp({ seed: false, now: clock.now });

  it('creates organisations, refusing a domain another one has, and lists them', async () => {
    const run = parseAdminCommand([
      'org:create',
      '--name',
      'Acme',
      '--domains',
      'Acme.com, acme.in',
      '--sso',
      'microsoft',
      '--region',
      'us',
      '--trial',
      '--expires',
      '2027-12-31',
    ]);
    expect(await run(deps())).toMatch(
      /Created organisation #\d+ Acme \(acme\.com, acme\.in; microsoft sign-in; premium, trial; region us\), access through 2027-12-31/,
    );
    const [org] = await t.database.db.select().from(enterpriseOrgs).where(eq(enterpriseOrgs.name, 'Acme'));
    expect(org).toMatchObject({ domains: ['acme.com', 'acme.in'], ssoProvider: 'microsoft', region: 'us', trial: true, plan: 'premium' });
    expect(org!.expiresAt).toEqual(new Date('2028-01-01T00:00:00Z'));

    await expect(
      createOrg(deps(), {
        name: 'Copycat',
        domains: ['acme.in'],
        sso: 'google',
        trial: false,
        plan: 'basic',
        expiresAt: new Date('2028-01-01'),
      }),
    ).rejects.toThrow(/acme\.in already belongs to organisation/);
    await expect(
      createOrg(deps(), { name: 'Past', domains: ['past.com'], sso: 'google', trial: false, plan: 'basic', expiresAt: clock.now() }),
    ).rejects.toBeInstanceOf(AdminError);

    await t.database.db.insert(users).values({ email: 'hr@acme.com', role: 'enterprise', enterpriseOrgId: org!.id });
    expect(await listOrgs(deps())).toEqual([expect.objectContaining({ name: 'Acme', members: 1 })]);
    expect(await parseAdminCommand(['org:list'])(deps())).toMatch(
      /#\d+\tAcme\tacme\.com,acme\.in\tmicrosoft\tus\tpremium \(trial\)\tthrough 2027-12-31\t1 member/,
    );

    // The first admin of the workspace comes from an operator; an email at another domain is refused.
    expect(await parseAdminCommand(['org:role', '--org', String(org!.id), '--email', 'HR@acme.com', '--role', 'admin'])(deps())).toBe(
      `hr@acme.com is now an admin of Acme (#${org!.id}).`,
    );
    const [role] = await t.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.orgId, org!.id));
    expect(role).toMatchObject({ email: 'hr@acme.com', role: 'admin', removedAt: null });
    await expect(
      parseAdminCommand(['org:role', '--org', String(org!.id), '--email', 'hr@gmail.com', '--role', 'viewer'])(deps()),
    ).rejects.toThrow('Members of Acme sign in with an email at acme.com or acme.in.');
    await expect(parseAdminCommand(['org:role', '--org', '999999', '--email', 'hr@acme.com', '--role', 'viewer'])(deps())).rejects.toThrow(
      'No organisation #999999.',
    );
  });

  it('makes an existing account an admin, and says so when there is none', async () => {
    await t.database.db.insert(users).values({ email: 'ops@paysight.app' });
    expect((await makeAdmin(deps(), 'ops@paysight.app')).role).toBe('admin');
    await expect(makeAdmin(deps(), 'nobody@paysight.app')).rejects.toThrow('No account with the email nobody@paysight.app.');
  });

  it('blocks an account, ending its sessions, and unblocks it', async () => {
    const { user, headers } = await signedInUser(t, clock.now(), { email: 'spammer@tcs.com' });
    await signedInUser(t, clock.now(), { email: 'bystander@tcs.com' });
    expect(await parseAdminCommand(['user:block', 'Spammer@TCS.com'])(deps())).toMatch(/blocked; all its sessions are ended/);

    const own = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(own.every((s) => s.revokedReason === 'blocked' && s.revokedAt)).toBe(true);
    const res = await t.app.inject({ url: '/api/v1/me', headers });
    expect(res.statusCode).toBe(401);
    const others = await t.database.db.select().from(sessions);
    expect(others.filter((s) => s.userId !== user.id).every((s) => s.revokedAt === null)).toBe(true);

    await setBlocked(deps(), 'spammer@tcs.com', false);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.blocked).toBe(false);
    expect(ERROR_MESSAGES.userBlocked).toBeTruthy();
  });

  it('issues coupons, storing only their hashes', async () => {
    const codes = await issueCoupons(deps(), { days: 30, count: 5, expiresAt: new Date('2027-02-01T00:00:00Z'), note: 'launch' });
    expect(new Set(codes).size).toBe(5);
    const rows = await t.database.db.select().from(coupons);
    expect(rows.map((r) => r.codeHash).sort()).toEqual(codes.map(couponCodeHash).sort());
    expect(rows.every((r) => r.premiumDays === 30 && r.note === 'launch' && r.redeemedAt === null)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(codes[0]!.replace(/-/g, ''));

    const out = await parseAdminCommand(['coupon:issue', '--days', '7'])(deps());
    expect(out).toMatch(
      new RegExp(
        `1 coupon\\(s\\) worth 7 premium day\\(s\\), redeemable through ${new Date(clock.now().getTime() + 90 * DAY).toISOString().slice(0, 10)}`,
      ),
    );
  });
});

describe('npm run admin (a child process)', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'paysight-admin-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const run = (...args: string[]) => runScript('src/cli/admin.ts', { DATA_DIR: dataDir }, ...args);

  it('migrates the embedded database, issues coupons and lists organisations', { timeout: 90_000 }, async () => {
    const issued = await run('coupon:issue', '--days', '30', '--count', '2', '--expires', '2099-01-31');
    expect(issued.stderr).toBe('');
    expect(issued.code).toBe(0);
    expect(issued.stdout).toMatch(/2 coupon\(s\) worth 30 premium day\(s\), redeemable through 2099-01-31/);
    expect(issued.stdout.match(/^[2-9A-Z]{4}(-[2-9A-Z]{4}){3}$/gm)).toHaveLength(2);

    const created = await run('org:create', '--name', 'Acme', '--domains', 'acme.com', '--sso', 'google', '--expires', '2099-12-31');
    expect(created.code).toBe(0);
    const listed = await run('org:list');
    expect(listed.stdout).toMatch(/Acme\tacme\.com\tgoogle/);
  });

  it('exits non-zero with a message on bad input or a refusal', { timeout: 90_000 }, async () => {
    const bad = await run('coupon:issue', '--days', 'thirty');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--days must be a whole number/);
    expect(bad.stderr).toMatch(/Usage: npm run admin/);

    const refused = await run('user:admin', 'nobody@acme.com');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/No account with the email nobody@acme\.com/);
  });
});
