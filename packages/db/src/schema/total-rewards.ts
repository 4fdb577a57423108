import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { memberSetNull, orgIdRef } from './accounts.js';
import { writtenAt } from './columns.js';

/**
 * A workspace's total rewards plan values (docs/decisions/056-total-rewards.md): what its benefits
 * cost it per employee (India's basic share and PF basis, the insurance premium, other benefits and
 * perquisites, a share price, the default vesting), one row a workspace, replaced whole. `plan`
 * holds the contract's `statementPlan` as validated; a read parses it again.
 */
export const totalRewardsPlans = pgTable('total_rewards_plans', {
  orgId: orgIdRef().primaryKey(),
  plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
  updatedBy: memberSetNull('updated_by'),
  ...writtenAt(),
  /** Bumped on every save. */
  version: integer('version').notNull().default(1),
});
