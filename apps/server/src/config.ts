import { fileURLToPath } from 'node:url';
import { DEFAULT_TRIAL_DAYS, type ClientConfig } from '@paysight/contract';
import { z } from 'zod';
import { loadCookieSecret } from './lib/secrets.js';
import { loadVaultKey } from './lib/vault-crypto.js';

/**
 * The environment, validated at boot. A bad value stops the process with every bad key listed.
 * Every key is documented in the README's configuration table; keep the two in step.
 */

/** The default of SIGN_IN_LIMIT_PER_IP. */
export const DEFAULT_SIGN_IN_LIMIT_PER_IP = 20;

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const onOff = z.enum(['on', 'off']);

/** For numbers: an empty value means unset (the default), not 0. */
const emptyAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The public reference data shipped with the server (apps/server/reference-data: O*NET titles, AI
 * exposure, BLS wages), found from this module in the sources and from dist/main.js alike.
 */
export const SHIPPED_REFERENCE_DATA = fileURLToPath(new URL('../reference-data', import.meta.url));

/** The blog's articles (apps/server/content/blog/*.md), found like the reference data. */
export const SHIPPED_BLOG = fileURLToPath(new URL('../content/blog', import.meta.url));

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Where people reach the site (links in mail, OAuth redirects, the API docs); defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DEMO_DATA: onOff.default('on'),
  /** Slices with fewer records are never shown, at any depth (privacy). */
  MIN_SLICE: z.coerce.number().int().min(2).max(100).default(5),
  /** Rupees per US dollar for converted views (gpayCC), and the date of that rate. */
  FX_USD_INR: z.coerce.number().positive().default(84.5),
  FX_AS_OF: z.iso.date().default('2026-10-31'),
  /**
   * The public research data folder (AI exposure, O*NET titles, BLS OEWS; ADR 026), by default the
   * copy shipped with the server: at start, each of its files (plain or .gz) whose table is still
   * empty is imported. Empty: never (use `npm run import`).
   */
  RESEARCH_DATA_DIR: z.string().default(SHIPPED_REFERENCE_DATA),
  /**
   * Peer benchmarks age every figure to one effective date at this yearly rate, compounded
   * (docs/decisions/030-peer-benchmarking.md): typical salary-increase budgets reported for 2025–26.
   */
  BENCHMARK_AGING_RATE_IN: z.preprocess(emptyAsUnset, z.coerce.number().min(0).max(0.5).default(0.09)),
  BENCHMARK_AGING_RATE_US: z.preprocess(emptyAsUnset, z.coerce.number().min(0).max(0.5).default(0.035)),
  /** Generated demo salary records loaded on first start (with DEMO_DATA=on). */
  SEED_RECORDS: z.coerce.number().int().min(0).max(5_000_000).default(200_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How many reverse proxies sit in front (their X-Forwarded-For is trusted for the client IP that
   * rate limits count). 0 when the server faces the internet directly: clients cannot fake an IP.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Sign-in attempts per address and call in 15 minutes (modules/limits/limits.constants.ts says why 20). */
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_SIGN_IN_LIMIT_PER_IP),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Signs short-lived cookies (sign-in state) and tokens; generated into DATA_DIR when unset. */
  COOKIE_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  MAGIC_LINK: onOff.default('on'),
  /** Days a trial workspace lasts from its confirmed request (/employers); members then meet the enterprise wall. */
  ENTERPRISE_TRIAL_DAYS: z.coerce.number().int().min(1).max(90).default(DEFAULT_TRIAL_DAYS),
  SMTP_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: z.string().min(3).default('Paysight <no-reply@paysight.app>'),
  /** Comma-separated free-webmail domains refused at sign-in; empty uses the built-in list. */
  FREE_EMAIL_DOMAINS: optionalString,
  FOUNDER_EMAIL: z.email().default('founders@paysight.app'),
  DISCOURSE_CONNECT_SECRET: optionalString.pipe(z.string().min(10, 'must be at least 10 characters').optional()),
  REDIS_URL: optionalString.pipe(z.url().optional()),
  /** Private uploads (resumes, verification documents): an S3 bucket when set, else DATA_DIR/private. */
  S3_BUCKET: optionalString,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  /** Payments (docs/decisions/022-payments.md): a provider is on once all its keys are set; with none, checkout runs on the offline sandbox. */
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret or restricted key (sk_test_…, sk_live_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
  ),
  RAZORPAY_KEY_ID: optionalString.pipe(
    z
      .string()
      .regex(/^rzp_(test|live)_\w+$/, 'must be a Razorpay key id (rzp_test_…, rzp_live_…)')
      .optional(),
  ),
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /** A JSON price list replacing the built-in one (modules/billing/catalogue.ts), validated at boot. */
  PRICING_FILE: optionalString,
  /** Daily quota of salary-data calls (SPEC §8 429 row) per anonymous visitor (by IP) and per non-premium member; 0 turns it off. */
  /**
   * Public job boards `npm run jobs:sync` reads: comma-separated `type:token=Company name`
   * (`greenhouse:acme=Acme Robotics,lever:acme=Acme Robotics,ashby:Acme=Acme Robotics`).
   */
  JOB_BOARDS: optionalString,
  /** Auto-apply sends at most one application per company in this many days. */
  AUTO_APPLY_COMPANY_CAP_DAYS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(365).default(30)),
  /** An OpenAI-compatible endpoint for AI analysis and the career roast; unset writes from templates offline. */
  LLM_BASE_URL: optionalString.pipe(z.url().optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long a rendered page for anonymous visitors is served from the server's page cache (ADR 017). */
  PAGE_CACHE_SECONDS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(3_600).default(60)),
  /** On SIGTERM, how long the server may take to finish what it accepted before it exits regardless (lib/shutdown.ts). */
  SHUTDOWN_GRACE_SECONDS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(600).default(10)),
  SEARCH_LIMIT_ANON: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(1_000_000).default(10)),
  SEARCH_LIMIT_MEMBER: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(1_000_000).default(50)),
  /** Referrals (docs/decisions/048-referrals.md): the most open requests a seeker may have at once (bundles' requests aside). */
  REFERRALS_MAX_OPEN: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(100).default(5)),
  /** The most requests a referrer may accept in 24 hours. */
  REFERRALS_MAX_ACCEPTS_PER_DAY: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(100).default(5)),
  /** Days a request waits for an answer before it expires (a bundle's company is then refunded). */
  REFERRALS_EXPIRE_DAYS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(60).default(7)),
  /** Credits a bundle costs per company asked. */
  REFERRALS_BUNDLE_CREDITS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(100).default(1)),
  /** Known search crawlers are never limited: `dns` verifies their address by reverse DNS, `off` trusts the user agent. */
  CRAWLER_VERIFY: z.enum(['dns', 'off']).default('dns'),
  /** Referral widget (GET /auth/cello): both set, or the endpoint answers 404. */
  CELLO_PRODUCT_ID: optionalString,
  CELLO_PRODUCT_SECRET: optionalString,
  /** OpenID Connect providers: any issuer works; a provider is offered once its id and secret are set. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  LINKEDIN_ISSUER: z.url().default('https://www.linkedin.com/oauth'),
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  MICROSOFT_ISSUER: z.url().default('https://login.microsoftonline.com/common/v2.0'),
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  /**
   * Bank linking (docs/decisions/049-money-tools.md): Plaid once both keys are set (from the Plaid
   * dashboard), else the offline sandbox ("Sandbox — no real bank").
   */
  PLAID_CLIENT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-f]{24}$/, 'must be a Plaid client id (24 hexadecimal characters)')
      .optional(),
  ),
  PLAID_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-f]{30}$/, 'must be a Plaid secret (30 hexadecimal characters)')
      .optional(),
  ),
  PLAID_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  /** Seals linked banks' access tokens at rest (AES-256-GCM): 32 bytes in base64; generated into DATA_DIR when unset. */
  VAULT_KEY: optionalString.pipe(
    z
      .string()
      .refine(
        (v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 32,
        'must be 32 bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
  ),
  /** Third-party tags; each loads only in production, only for non-bot visitors, only when set. */
  GA_MEASUREMENT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
      .optional(),
  ),
  CLARITY_PROJECT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9]+$/, 'must be lower-case letters and digits')
      .optional(),
  ),
  ADSENSE_CLIENT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^ca-pub-\d+$/, 'must look like ca-pub-1234567890')
      .optional(),
  ),
  CRISP_WEBSITE_ID: optionalString.pipe(z.uuid('must be a UUID').optional()),
});

type Env = z.infer<typeof configSchema>;

/**
 * The validated environment plus the values derived from it, computed once here so no module
 * derives them again.
 */
export type Config = Omit<Env, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** Cookies carry `Secure` when the site is served over https. */
  secureCookies: boolean;
  /** PUBLIC_URL without a trailing slash, for building links. */
  origin: string;
  /**
   * Signs short-lived cookies and the offers captcha: COOKIE_SECRET, or one generated into
   * DATA_DIR on first use (read once, then kept).
   */
  readonly cookieSecret: string;
  /** Seals linked banks' access tokens: VAULT_KEY, or one generated into DATA_DIR on first use. */
  readonly vaultKey: Buffer;
};

/** A provider (payments, bank linking) is configured only by all of its keys; some but not all stops the process. */
const PAYMENT_KEY_GROUPS = [
  { provider: 'Stripe', keys: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] },
  { provider: 'Razorpay', keys: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] },
  { provider: 'Plaid', keys: ['PLAID_CLIENT_ID', 'PLAID_SECRET'] },
] as const satisfies ReadonlyArray<{ provider: string; keys: ReadonlyArray<keyof Env> }>;

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const halfConfigured = PAYMENT_KEY_GROUPS.flatMap(({ provider, keys }) => {
    const missing = keys.filter((key) => !values[key]);
    return missing.length > 0 && missing.length < keys.length
      ? [`${missing.join(', ')}: ${provider} needs all of ${keys.join(', ')} (or none, for the offline sandbox)`]
      : [];
  });
  if (halfConfigured.length > 0) throw new ConfigError(halfConfigured);
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  let cookieSecret: string | undefined;
  let vaultKey: Buffer | undefined;
  return {
    ...values,
    PUBLIC_URL: publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    origin: publicUrl.replace(/\/+$/, ''),
    // Lazy: a generated secret is a file in DATA_DIR, written only by a process that needs it.
    get cookieSecret() {
      cookieSecret ??= loadCookieSecret(values.COOKIE_SECRET, values.DATA_DIR);
      return cookieSecret;
    },
    get vaultKey() {
      vaultKey ??= loadVaultKey(values.VAULT_KEY, values.DATA_DIR);
      return vaultKey;
    },
  };
}

/** The allow-list of configuration the browser may see. */
export function publicConfig(config: Config): ClientConfig {
  const isProduction = config.NODE_ENV === 'production';
  return {
    publicUrl: config.PUBLIC_URL,
    founderEmail: config.FOUNDER_EMAIL,
    magicLink: config.MAGIC_LINK === 'on',
    trialDays: config.ENTERPRISE_TRIAL_DAYS,
    tags: isProduction
      ? {
          gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
          clarityProjectId: config.CLARITY_PROJECT_ID ?? null,
          adsenseClientId: config.ADSENSE_CLIENT_ID ?? null,
          crispWebsiteId: config.CRISP_WEBSITE_ID ?? null,
        }
      : null,
  };
}
