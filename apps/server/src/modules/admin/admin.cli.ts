import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createOrg, issueCoupons, listOrgs, makeAdmin, setBlocked, setOrgRole, type AdminDeps } from './admin.service.js';

/** Argument parsing and dispatch for `npm run admin`, kept apart from the process so tests call it. */

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  org:create --name <name> --domains <a.com,b.in> --sso google|microsoft|email --expires <YYYY-MM-DD>
             [--region in|us] [--trial] [--plan premium|basic]
      Create an enterprise organisation. Members sign in with an email at one of its domains,
      through its identity provider (google, microsoft) or by emailed link (email, as trial
      workspaces do); access lasts through the --expires day (UTC).
  org:list
      List organisations with their member counts.
  org:role --org <id> --email <email> --role admin|analyst|viewer
      Give a workspace role to an email at one of the organisation's domains (the first admin of
      a new workspace; admins then manage members in the app). Members without a role are viewers.
  user:admin <email>
      Give an existing account the admin role.
  user:block <email>
      Block an account and end all its sessions.
  user:unblock <email>
      Let a blocked account sign in again.
  coupon:issue --days <n> [--count <n>] [--expires <YYYY-MM-DD>] [--note <text>]
      Issue coupon codes worth <n> premium days, redeemable through --expires (default: 90 days).
      The codes are printed once; only their hashes are stored.

Uses the server's configuration (DATABASE_URL, or the embedded database in DATA_DIR/pglite).
With the embedded database, stop the server first: it has one owner at a time, and a command
run while the server holds it is refused, naming the server.`;

/** Bad arguments: the CLI prints the message and the usage, and exits with 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` → the end of that day in UTC (the start of the next day). */
const dateArg = z
  .string({ error: 'is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .transform((v, ctx) => {
    const start = new Date(`${v}T00:00:00Z`);
    if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== v) {
      ctx.addIssue({ code: 'custom', message: 'is not a calendar date' });
      return z.NEVER;
    }
    return new Date(start.getTime() + DAY_MS);
  });

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const email = z.string({ error: 'an email is required' }).trim().toLowerCase().pipe(z.email('must be an email address'));
const intArg = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const orgRoleSchema = z.object({
  org: z.string({ error: 'is required' }).pipe(intArg(1, 2_147_483_647)),
  email,
  role: z.enum(['admin', 'analyst', 'viewer'], { error: 'must be admin, analyst or viewer' }),
});

const orgCreateSchema = z.object({
  name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200),
  domains: z
    .string({ error: 'is required' })
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((d) => d.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().regex(DOMAIN, 'must be domains like acme.com')).min(1, 'needs at least one domain')),
  sso: z
    .enum(['google', 'microsoft', 'email'], { error: 'must be google, microsoft or email' })
    .transform((v) => (v === 'email' ? null : v)),
  region: z.enum(['in', 'us'], { error: 'must be in or us' }).optional(),
  trial: z.boolean().default(false),
  plan: z.enum(['premium', 'basic'], { error: 'must be premium or basic' }).default('premium'),
  expires: dateArg,
});

const couponIssueSchema = z.object({
  days: intArg(1, 3650),
  count: intArg(1, 1000).default(1),
  expires: dateArg.optional(),
  note: z.string().trim().max(200).optional(),
});

function describe(error: z.ZodError) {
  return error.issues.map((i) => `${i.path.length ? `--${i.path.join('.')} ` : ''}${i.message}`).join('; ');
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(describe(parsed.error));
  return parsed.data;
}

function options(argv: string[], spec: Record<string, { type: 'string' | 'boolean' }>) {
  try {
    return parseArgs({ args: argv, options: spec, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

function onlyEmail(argv: string[]) {
  const { positionals } = options(argv, {});
  if (positionals.length !== 1) throw new UsageError('expected exactly one email');
  return parse(email, positionals[0]);
}

const day = (d: Date) => d.toISOString().slice(0, 10);
/** The last day of access, for an exclusive end (start of the next day). */
const lastDay = (end: Date) => day(new Date(end.getTime() - 1));

/** Does the work of one command and returns what to print; refusals throw AdminError. */
export type AdminCommand = (deps: AdminDeps) => Promise<string>;

/** Validates the arguments before the database is touched (UsageError); the returned function does the work. */
export function parseAdminCommand(argv: string[]): AdminCommand {
  const [command, ...rest] = argv;
  switch (command) {
    case 'org:create': {
      const { values, positionals } = options(rest, {
        name: { type: 'string' },
        domains: { type: 'string' },
        sso: { type: 'string' },
        region: { type: 'string' },
        trial: { type: 'boolean' },
        plan: { type: 'string' },
        expires: { type: 'string' },
      });
      if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
      const input = parse(orgCreateSchema, values);
      return async (deps) => {
        const org = await createOrg(deps, { ...input, expiresAt: input.expires });
        return `Created organisation #${org.id} ${org.name} (${org.domains.join(', ')}; ${org.ssoProvider ?? 'emailed-link'} sign-in; ${org.plan}${
          org.trial ? ', trial' : ''
        }${org.region ? `; region ${org.region}` : ''}), access through ${lastDay(org.expiresAt)}.`;
      };
    }
    case 'org:role': {
      const { values, positionals } = options(rest, { org: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' } });
      if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
      const input = parse(orgRoleSchema, values);
      return async (deps) => {
        const org = await setOrgRole(deps, { orgId: input.org, email: input.email, role: input.role });
        return `${input.email.toLowerCase()} is now ${input.role === 'admin' ? 'an' : 'a'} ${input.role} of ${org.name} (#${org.id}).`;
      };
    }
    case 'org:list': {
      const { positionals } = options(rest, {});
      if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
      return async (deps) => {
        const orgs = await listOrgs(deps);
        if (orgs.length === 0) return 'No organisations.';
        return orgs
          .map(
            (o) =>
              `#${o.id}\t${o.name}\t${o.domains.join(',')}\t${o.sso ?? 'email'}\t${o.region ?? '-'}\t${o.plan}${o.trial ? ' (trial)' : ''}\tthrough ${lastDay(
                o.expiresAt,
              )}${o.expiresAt <= deps.now() ? ' (expired)' : ''}\t${o.members} member(s)`,
          )
          .join('\n');
      };
    }
    case 'user:admin': {
      const address = onlyEmail(rest);
      return async (deps) => {
        await makeAdmin(deps, address);
        return `${address} is now an admin.`;
      };
    }
    case 'user:block':
    case 'user:unblock': {
      const address = onlyEmail(rest);
      const blocked = command === 'user:block';
      return async (deps) => {
        await setBlocked(deps, address, blocked);
        return blocked ? `${address} is blocked; all its sessions are ended.` : `${address} is unblocked.`;
      };
    }
    case 'coupon:issue': {
      const { values, positionals } = options(rest, {
        days: { type: 'string' },
        count: { type: 'string' },
        expires: { type: 'string' },
        note: { type: 'string' },
      });
      if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
      if (values.days === undefined) throw new UsageError('--days is required');
      const input = parse(couponIssueSchema, values);
      return async (deps) => {
        const expiresAt = input.expires ?? new Date(deps.now().getTime() + 90 * DAY_MS);
        const codes = await issueCoupons(deps, { days: input.days, count: input.count, expiresAt, note: input.note });
        const what = `${codes.length} coupon(s) worth ${input.days} premium day(s), redeemable through ${lastDay(expiresAt)}`;
        return `${what}. The codes are shown only now:\n${codes.join('\n')}`;
      };
    }
    case undefined:
      throw new UsageError('no command given');
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}
