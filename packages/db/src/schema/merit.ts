import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberSetNull, orgIdRef } from './accounts.js';
import { jobFamilies } from './catalog.js';
import { countryCodeColumn, currencyColumn, parentRef, requiredRef, timestampNow, writtenAt } from './columns.js';
import { payBandGroups, payrollUploads } from './employers.js';

/**
 * Merit cycles (issue 30; docs/decisions/057-merit-cycles.md). A cycle plans a workspace's raises
 * over its roster (ADR 054): its settings (dates, currency and frozen rate, the band version, who is
 * eligible, the proration rule, the merit matrix, the approval stages) and pools, a row for each
 * person of the roster version read (the manager chain runs through everyone; the eligible ones hold
 * a recommendation), the approvals given and the log of every change. Every table carries the
 * workspace; every read filters on it first. Fractions are ten-thousandths (4 % is 400), money an
 * employee is given is minor units (paise, cents), budgets are whole units of the cycle's currency.
 */

export const meritCycles = pgTable(
  'merit_cycles',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdRef(),
    name: text('name').notNull(),
    status: text('status', { enum: ['not-started', 'active', 'paused', 'approved', 'closed'] })
      .notNull()
      .default('not-started'),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** The currency budgets are set and reported in. */
    currency: currencyColumn(),
    /** The rate frozen for the cycle: rupees for a dollar (4 dp) and the date it is from. */
    fx: jsonb('fx').$type<{ usdInr: number; asOf: string }>().notNull(),
    /** The roster version read; null once it is gone (a started cycle keeps its own copy of everyone). */
    uploadId: integer('upload_id').references(() => payrollUploads.id, { onDelete: 'set null' }),
    /** The roster's region (its pay's currency). */
    countryCode: countryCodeColumn(),
    bandGroupId: integer('band_group_id').references(() => payBandGroups.id, { onDelete: 'set null' }),
    /** The band group's version used (its number), frozen with the cycle. */
    bandVersion: integer('band_version'),
    eligibility: jsonb('eligibility').$type<Record<string, unknown>>().notNull(),
    proration: jsonb('proration').$type<Record<string, unknown>>().notNull(),
    /** null until one is set; a cycle starts only with one. */
    matrix: jsonb('matrix').$type<Record<string, unknown>>(),
    /** { stages, fallbackEmail }. */
    approvals: jsonb('approvals').$type<Record<string, unknown>>().notNull(),
    /** Goes up with every change of settings or pools; each recommendation says the one it was figured under. */
    rulesVersion: integer('rules_version').notNull().default(1),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdBy: memberSetNull('created_by'),
    ...writtenAt(),
  },
  (t) => [
    uniqueIndex('merit_cycles_org_name_uq').on(t.orgId, sql`lower(${t.name})`),
    index('merit_cycles_org_idx').on(t.orgId, t.createdAt),
  ],
);

/** A cycle's budget pools, in order (a person belongs to the first pool of a kind whose scope holds them). */
export const meritPools = pgTable(
  'merit_pools',
  {
    id: serial('id').primaryKey(),
    cycleId: parentRef('cycle_id', () => meritCycles.id),
    orgId: orgIdRef(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['merit', 'promotion', 'adjustment', 'one-off'] }).notNull(),
    name: text('name').notNull(),
    basis: text('basis', { enum: ['percent', 'amount'] }).notNull(),
    /** percent: ten-thousandths of the prorated eligible payroll in scope; amount: whole units of the cycle's currency. */
    value: bigint('value', { mode: 'number' }).notNull(),
    /** { families, levels, locations }: each empty means anyone. */
    scope: jsonb('scope').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex('merit_pools_cycle_name_uq').on(t.cycleId, sql`lower(${t.name})`),
    uniqueIndex('merit_pools_cycle_position_uq').on(t.cycleId, t.position),
  ],
);

/**
 * One person of the cycle's roster copy: their facts as read, their band, and when eligible the
 * recommendation (pre-filled from the matrix, changed by a manager within the guideline or with a
 * reason outside it).
 */
export const meritRecommendations = pgTable(
  'merit_recommendations',
  {
    id: serial('id').primaryKey(),
    cycleId: parentRef('cycle_id', () => meritCycles.id),
    orgId: orgIdRef(),
    // The roster's facts, copied when the cycle is set up (and frozen once it starts).
    employeeRef: text('employee_ref').notNull(),
    name: text('name'),
    email: text('email'),
    title: text('title').notNull(),
    familyId: requiredRef('family_id', () => jobFamilies.id),
    standardLevel: integer('standard_level').notNull(),
    metro: text('metro').notNull(),
    managerRef: text('manager_ref'),
    performanceRating: text('performance_rating'),
    hireDate: date('hire_date', { mode: 'string' }).notNull(),
    lastChangeDate: date('last_change_date', { mode: 'string' }),
    fte: doublePrecision('fte').notNull(),
    base: integer('base').notNull(),
    bonusTarget: integer('bonus_target').notNull(),
    equity: integer('equity').notNull(),
    eligible: boolean('eligible').notNull(),
    /** Why not eligible; null when eligible. */
    ineligibleReason: text('ineligible_reason'),
    // The band and the matrix cell.
    /** { min, mid, max, level, location, match, reason } of the band used; null without one. */
    band: jsonb('band').$type<Record<string, unknown>>(),
    /** As shown (4 dp); null without a band. */
    position: doublePrecision('position'),
    proration: integer('proration').notNull(),
    matrixRow: integer('matrix_row'),
    matrixColumn: integer('matrix_column'),
    /** { min, target, max } in ten-thousandths; null when no cell applies. */
    guideline: jsonb('guideline').$type<{ min: number; target: number; max: number }>(),
    /** Why there is no guideline; null when there is one. */
    guidelineNote: text('guideline_note'),
    // The recommendation.
    meritPercent: integer('merit_percent').notNull().default(0),
    meritBaseMinor: bigint('merit_base_minor', { mode: 'number' }).notNull().default(0),
    meritLumpMinor: bigint('merit_lump_minor', { mode: 'number' }).notNull().default(0),
    promotionMinor: bigint('promotion_minor', { mode: 'number' }).notNull().default(0),
    adjustmentMinor: bigint('adjustment_minor', { mode: 'number' }).notNull().default(0),
    oneOffMinor: bigint('one_off_minor', { mode: 'number' }).notNull().default(0),
    /** true once someone changed it from the pre-filled figure. */
    changed: boolean('changed').notNull().default(false),
    outsideGuideline: boolean('outside_guideline').notNull().default(false),
    reason: text('reason'),
    /** Each pool kind's pool (its position) and this person's part of it, whole units of the cycle's currency. */
    budget: jsonb('budget').$type<Record<string, { pool: number; share: number }>>().notNull(),
    rulesVersion: integer('rules_version').notNull(),
    updatedBy: memberSetNull('updated_by'),
    updatedAt: timestampNow('updated_at'),
  },
  (t) => [
    uniqueIndex('merit_recommendations_cycle_ref_uq').on(t.cycleId, t.employeeRef),
    index('merit_recommendations_org_idx').on(t.orgId),
    index('merit_recommendations_cycle_manager_idx').on(t.cycleId, t.managerRef),
  ],
);

/** A decision on one stage of a recommendation: cleared when the recommendation changes. */
export const meritApprovals = pgTable(
  'merit_approvals',
  {
    id: serial('id').primaryKey(),
    recommendationId: parentRef('recommendation_id', () => meritRecommendations.id),
    cycleId: parentRef('cycle_id', () => meritCycles.id),
    orgId: orgIdRef(),
    /** The stage's index in the cycle's stages. */
    stage: integer('stage').notNull(),
    decision: text('decision', { enum: ['approved', 'rejected'] }).notNull(),
    note: text('note'),
    decidedBy: memberSetNull('decided_by'),
    /** The member's email when they decided (kept when the account goes). */
    decidedByEmail: text('decided_by_email').notNull(),
    decidedAt: timestampNow('decided_at'),
  },
  (t) => [uniqueIndex('merit_approvals_rec_stage_uq').on(t.recommendationId, t.stage), index('merit_approvals_cycle_idx').on(t.cycleId)],
);

/** Every change to a cycle: who, when, under which rules version, the matrix cell and the proration factor. */
export const meritAudit = pgTable(
  'merit_audit',
  {
    id: serial('id').primaryKey(),
    cycleId: parentRef('cycle_id', () => meritCycles.id),
    orgId: orgIdRef(),
    at: timestampNow('at'),
    actor: memberSetNull('actor'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    employeeRef: text('employee_ref'),
    rulesVersion: integer('rules_version').notNull(),
    /** { row, column, rating }; null for a change that is not one person's. */
    matrixCell: jsonb('matrix_cell').$type<{ row: number | null; column: number | null; rating: string | null }>(),
    proration: integer('proration'),
    /** What changed: before and after. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('merit_audit_cycle_idx').on(t.cycleId, t.id)],
);

export type MeritCycle = typeof meritCycles.$inferSelect;
export type NewMeritCycle = typeof meritCycles.$inferInsert;
export type MeritPool = typeof meritPools.$inferSelect;
export type MeritRecommendation = typeof meritRecommendations.$inferSelect;
export type NewMeritRecommendation = typeof meritRecommendations.$inferInsert;
export type MeritApproval = typeof meritApprovals.$inferSelect;
export type MeritAuditEntry = typeof meritAudit.$inferSelect;
