import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestampNow, parentRef } from './columns.js';

/**
 * Accounts: users, enterprise organisations (tenants), sessions and single-use tokens. Every
 * secret (session token, magic link, hand-off, API key, coupon code) is stored as a SHA-256 hash;
 * passwords as argon2id of the client-side hash.
 */

export const ROLE_VALUES = ['guest', 'user', 'enterprise', 'admin'] as const;

export const enterpriseOrgs = pgTable('enterprise_orgs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Lower-case email domains whose members belong to this organisation. */
  domains: text('domains').array().notNull(),
  /**
   * The identity provider members sign in with. Null: members sign in by emailed link at the
   * organisation's domains (a trial workspace, created after its requester confirmed a work email).
   */
  ssoProvider: text('sso_provider', { enum: ['google', 'microsoft'] }),
  region: text('region', { enum: ['in', 'us'] }),
  plan: text('plan', { enum: ['premium', 'basic'] })
    .notNull()
    .default('premium'),
  trial: boolean('trial').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestampNow('created_at'),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    avatar: text('avatar'),
    role: text('role', { enum: ROLE_VALUES }).notNull().default('user'),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    enterpriseOrgId: integer('enterprise_org_id').references(() => enterpriseOrgs.id),
    blocked: boolean('blocked').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    /** The referral code (ref_trk cookie) the member arrived with, attributed at sign-up. */
    referredBy: text('referred_by'),
    createdAt: timestampNow('created_at'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

/** A member a row belongs to (never null): it goes when the member does. */
export const memberRef = <N extends string>(name: N) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The member a row belongs to: it goes when the member does. */
export const userIdRef = () => memberRef('user_id');

/** A member who did something (created, uploaded, redeemed): emptied when the member goes, the row stays. */
export const memberSetNull = <N extends string>(name: N) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/** The workspace a row belongs to: it goes when the organisation does. */
export const orgIdRef = () => parentRef('org_id', () => enterpriseOrgs.id);

export const identities = pgTable(
  'identities',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    provider: text('provider', { enum: ['google', 'linkedin', 'microsoft'] }).notNull(),
    subject: text('subject').notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [uniqueIndex('identities_provider_subject_uq').on(t.provider, t.subject)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestampNow('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', {
      enum: ['logout', 'password-change', 'blocked', 'signed-out-elsewhere', 'account-deleted', 'workspace-removed'],
    }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    lastSeenAt: timestampNow('last_seen_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const AUTH_TOKEN_KINDS = ['magic-link', 'email-verification', 'handoff', 'email-change'] as const;

/** Single-use tokens: magic links, email verification, session hand-off. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: AUTH_TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    next: text('next'),
    referredBy: text('referred_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestampNow('created_at'),
  },
  (t) => [uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash), index('auth_tokens_expiry_idx').on(t.expiresAt)],
);

/**
 * Requests for a trial workspace from /employers: the link mailed to the work email is stored as a
 * hash. Confirming it creates the workspace, its first admin and a session, once.
 */
export const enterpriseTrialRequests = pgTable(
  'enterprise_trial_requests',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    domain: text('domain').notNull(),
    companyName: text('company_name').notNull(),
    region: text('region', { enum: ['in', 'us'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orgId: integer('org_id').references(() => enterpriseOrgs.id, { onDelete: 'set null' }),
    createdAt: timestampNow('created_at'),
  },
  (t) => [uniqueIndex('enterprise_trial_requests_hash_uq').on(t.tokenHash), index('enterprise_trial_requests_domain_idx').on(t.domain)],
);

/** Browser-extension keys: shown once, stored hashed, revocable. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: timestampNow('created_at'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_uq').on(t.keyHash)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    premiumDays: integer('premium_days').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedBy: memberSetNull('redeemed_by'),
    note: text('note'),
    createdAt: timestampNow('created_at'),
  },
  (t) => [uniqueIndex('coupons_code_hash_uq').on(t.codeHash)],
);

/** Fixed-window counters (rate limits, daily search quota) when Redis is not configured. */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_window_idx').on(t.windowEndsAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type EnterpriseOrg = typeof enterpriseOrgs.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type AuthToken = typeof authTokens.$inferSelect;
