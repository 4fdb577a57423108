import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userIdRef } from './accounts.js';
import { countryCodeColumn, currencyColumn, parentRef, timestampNow, writtenAt } from './columns.js';

/**
 * Money tools (SPEC §7 Tools and vault; docs/decisions/049-money-tools.md).
 */

/** Vehicle makes from the public vPIC list (`npm run vehicles:sync`): its Make_ID and Make_Name. */
export const vehicleMakes = pgTable(
  'vehicle_makes',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    updatedAt: timestampNow('updated_at'),
  },
  (t) => [index('vehicle_makes_name_idx').on(sql`lower(${t.name})`)],
);

/**
 * A member's net worth, saved at each calculation (their history). `input` is what they entered
 * (to fill the form again); the totals are in the region's currency, linked balances included.
 * `shared`: the member let this figure count, unnamed, in others' standing (their latest entry decides).
 */
export const networthEntries = pgTable(
  'networth_entries',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    countryCode: countryCodeColumn(),
    currency: currencyColumn(),
    ageBand: text('age_band').notNull(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    totalAssets: bigint('total_assets', { mode: 'number' }).notNull(),
    totalLiabilities: bigint('total_liabilities', { mode: 'number' }).notNull(),
    netWorth: bigint('net_worth', { mode: 'number' }).notNull(),
    linkedAssets: bigint('linked_assets', { mode: 'number' }).notNull().default(0),
    linkedLiabilities: bigint('linked_liabilities', { mode: 'number' }).notNull().default(0),
    linkedAccounts: smallint('linked_accounts').notNull().default(0),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    index('networth_entries_user_idx').on(t.userId, t.createdAt),
    index('networth_entries_band_idx').on(t.countryCode, t.ageBand, t.userId, t.createdAt),
    check('networth_entries_totals', sql`${t.totalAssets} >= 0 AND ${t.totalLiabilities} >= 0`),
  ],
);

/**
 * A bank a member linked through the configured provider (the offline sandbox or Plaid). The
 * provider's access token is stored encrypted (AES-256-GCM, lib/vault-crypto.ts), never in clear.
 */
export const vaultItems = pgTable(
  'vault_items',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    provider: text('provider', { enum: ['sandbox', 'plaid'] }).notNull(),
    /** The provider's id of the link (Plaid's item_id). */
    providerItemId: text('provider_item_id').notNull(),
    institutionId: text('institution_id').notNull(),
    institutionName: text('institution_name').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    balancesAt: timestamp('balances_at', { withTimezone: true }),
    ...writtenAt(),
  },
  (t) => [uniqueIndex('vault_items_provider_item_uq').on(t.provider, t.providerItemId), index('vault_items_user_idx').on(t.userId)],
);

/** The accounts of a linked bank with their latest balances (in minor units of their currency). */
export const vaultAccounts = pgTable(
  'vault_accounts',
  {
    id: serial('id').primaryKey(),
    itemId: parentRef('item_id', () => vaultItems.id),
    providerAccountId: text('provider_account_id').notNull(),
    name: text('name').notNull(),
    mask: text('mask'),
    /** depository, investment, credit, loan or other (Plaid's account types). */
    type: text('type').notNull(),
    /** Current balance in cents or paise; null when the bank gives none. */
    balanceMinor: bigint('balance_minor', { mode: 'number' }),
    currency: text('currency'),
  },
  (t) => [uniqueIndex('vault_accounts_item_account_uq').on(t.itemId, t.providerAccountId)],
);

/** A link waiting for its second factor: the token handed to the member is stored hashed. */
export const vaultMfaChallenges = pgTable(
  'vault_mfa_challenges',
  {
    id: serial('id').primaryKey(),
    userId: userIdRef(),
    tokenHash: text('token_hash').notNull(),
    institutionId: text('institution_id').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [uniqueIndex('vault_mfa_challenges_token_uq').on(t.tokenHash)],
);
