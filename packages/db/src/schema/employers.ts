import { FUNDING_STAGES, PEER_GROUP_KINDS, SIZE_BANDS, WORKSPACE_ROLES, type COMPANY_TYPES } from '@paysight/contract';
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgIdRef, memberSetNull } from './accounts.js';
import { countryCodeColumn, intList, timestampNow, parentRef, writtenAt } from './columns.js';

/**
 * The employer suite (SPEC §1 for employers, §7 Benchmarking): an enterprise organisation is a
 * workspace. Every table here carries the workspace (`org_id`), and every read and write filters on
 * it first (docs/decisions/030-peer-benchmarking.md).
 */

/**
 * A workspace member's role, by email: members sign in through the organisation's identity
 * provider, so an admin can give a role before the person's first sign-in. A member without a
 * row is a viewer. A removed member (removedAt) may not sign in to the workspace again until an
 * admin adds them back.
 */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdRef(),
    /** Lower case. */
    email: text('email').notNull(),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull().default('viewer'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    addedBy: memberSetNull('added_by'),
    ...writtenAt(),
  },
  (t) => [uniqueIndex('workspace_members_org_email_uq').on(t.orgId, t.email)],
);

/** A cohort's criteria: each list empty means "any". */
export interface PeerCriteria {
  types?: (typeof COMPANY_TYPES)[number][];
  sizeBands?: (typeof SIZE_BANDS)[number][];
  industries?: string[];
  fundingStages?: (typeof FUNDING_STAGES)[number][];
  listed?: boolean | null;
}

/** A saved peer group: named companies (competitors) or criteria (cohort, startups) in one region. */
export const peerGroups = pgTable(
  'peer_groups',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdRef(),
    name: text('name').notNull(),
    kind: text('kind', { enum: PEER_GROUP_KINDS }).notNull(),
    countryCode: countryCodeColumn(),
    companyIds: intList('company_ids'),
    criteria: jsonb('criteria')
      .$type<PeerCriteria>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdBy: memberSetNull('created_by'),
    ...writtenAt(),
  },
  (t) => [uniqueIndex('peer_groups_org_name_uq').on(t.orgId, t.name)],
);

/**
 * The differencing rule's memory: for each benchmark cell a workspace has been shown, the hash of
 * the cell's company set and the hashes of that set with each company left out. A cell whose set is
 * one company away from a released one is hidden (benchmark.rules.ts).
 */
export const benchmarkReleases = pgTable(
  'benchmark_releases',
  {
    orgId: orgIdRef(),
    cellKey: text('cell_key').notNull(),
    setHash: text('set_hash').notNull(),
    /** false: a released set's own hash; true: the hash of a released set less one company. */
    leaveOneOut: boolean('leave_one_out').notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.cellKey, t.setHash, t.leaveOneOut] })],
);

export type WorkspaceMember = typeof workspaceMembers.$inferSelect;
export type PeerGroup = typeof peerGroups.$inferSelect;
export type NewPeerGroup = typeof peerGroups.$inferInsert;

/** A set of pay bands (SPEC §7 Compa pay bands): one region, built from a peer group; edited as versions. */
export const payBandGroups = pgTable(
  'pay_band_groups',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdRef(),
    name: text('name').notNull(),
    countryCode: countryCodeColumn(),
    peerGroupId: integer('peer_group_id').references(() => peerGroups.id, { onDelete: 'set null' }),
    createdBy: memberSetNull('created_by'),
    ...writtenAt(),
  },
  (t) => [uniqueIndex('pay_band_groups_org_name_uq').on(t.orgId, t.name)],
);

/**
 * One version of a group's bands: the plan it was built with, the bands, the linter's findings and
 * the date it takes effect. Versions are never edited: an edit saves the next version.
 */
export const payBandVersions = pgTable(
  'pay_band_versions',
  {
    id: serial('id').primaryKey(),
    groupId: parentRef('group_id', () => payBandGroups.id),
    orgId: orgIdRef(),
    version: integer('version').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
    bands: jsonb('bands').$type<Record<string, unknown>[]>().notNull(),
    findings: jsonb('findings').$type<Record<string, unknown>[]>().notNull(),
    note: text('note'),
    createdBy: memberSetNull('created_by'),
    createdAt: timestampNow('created_at'),
  },
  (t) => [uniqueIndex('pay_band_versions_group_version_uq').on(t.groupId, t.version), index('pay_band_versions_org_idx').on(t.orgId)],
);

export type PayBandGroup = typeof payBandGroups.$inferSelect;
export type PayBandVersion = typeof payBandVersions.$inferSelect;

/** A saved benchmark (a view): its query, without the effective date (a view opens on today). */
export const benchmarkViews = pgTable(
  'benchmark_views',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdRef(),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    createdBy: memberSetNull('created_by'),
    createdAt: timestampNow('created_at'),
  },
  (t) => [uniqueIndex('benchmark_views_org_name_uq').on(t.orgId, t.name)],
);

export type BenchmarkView = typeof benchmarkViews.$inferSelect;

/**
 * A workspace's employee dataset (payroll and the compa roster, ADR 054), uploaded as a file (CSV or
 * XLSX) or entered one by one. Each upload is a dated version; the latest is the workspace's roster,
 * the last PAYROLL_VERSIONS_KEPT are kept; the peer group it was compared with is kept for
 * the next read.
 */
export const payrollUploads = pgTable(
  'payroll_uploads',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdRef(),
    fileName: text('file_name').notNull(),
    countryCode: countryCodeColumn(),
    rows: integer('rows').notNull(),
    /** null: every company in the region. */
    peerGroupId: integer('peer_group_id').references(() => peerGroups.id, { onDelete: 'set null' }),
    /** file: an uploaded file; manual: started by adding an employee on /compa (no file yet). */
    source: text('source', { enum: ['file', 'manual'] })
      .notNull()
      .default('file'),
    uploadedBy: memberSetNull('uploaded_by'),
    createdAt: timestampNow('created_at'),
    /**
     * Counts the one-by-one adds and edits of the version's employees: a version is read whole once
     * per revision and kept (payroll.service.ts, employeeDataset), so every writer of its employees
     * raises it in the same transaction.
     */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [index('payroll_uploads_org_idx').on(t.orgId, t.createdAt)],
);

/**
 * One employee of an upload: amounts are yearly, whole units of the upload's currency. A version is
 * written 10,000 rows at a time, and the embedded database checks a foreign key row by row (about a
 * sixth of a second for 10,000 rows per key), so only the upload is a foreign key: the row goes with
 * its upload, and the upload with its workspace. The workspace (the upload's, written with it, for
 * the filter every read starts with) and the family (checked against the catalogue when the row is
 * written; families are never deleted) are plain columns (ADR 054).
 */
export const payrollEmployees = pgTable(
  'payroll_employees',
  {
    id: serial('id').primaryKey(),
    uploadId: parentRef('upload_id', () => payrollUploads.id),
    orgId: integer('org_id').notNull(),
    /** The employer's own id for the person (unique in a file). */
    employeeRef: text('employee_ref').notNull(),
    title: text('title').notNull(),
    familyId: integer('family_id').notNull(),
    standardLevel: integer('standard_level').notNull(),
    metro: text('metro').notNull(),
    base: integer('base').notNull(),
    bonusTarget: integer('bonus_target').notNull(),
    equity: integer('equity').notNull(),
    hireDate: date('hire_date', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: ['female', 'male', 'non-binary'] }),
    // The compa roster's columns (ADR 054); optional in a payroll file.
    name: text('name'),
    /** Lower case. */
    email: text('email'),
    equityType: text('equity_type', { enum: ['rsu', 'options', 'phantom', 'none'] }),
    /** Units granted (shares, options); `equity` stays the yearly value. */
    equityUnits: integer('equity_units'),
    /** The vesting schedule as the employer writes it ("4y, 1y cliff"). */
    equityVesting: text('equity_vesting'),
    lastChangeDate: date('last_change_date', { mode: 'string' }),
    /** The manager's employee id (employee_ref) in the same version. */
    managerRef: text('manager_ref'),
    performanceRating: text('performance_rating'),
    /** Full-time equivalent, above 0 and at most 1 (pay amounts are as paid, not scaled up). */
    fte: doublePrecision('fte').notNull().default(1),
    /** Set when the row was added or edited one by one after its version was uploaded. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    editedBy: memberSetNull('edited_by'),
  },
  // Every read is of one upload: its unique index serves them (an index on the workspace alone only slowed writes).
  (t) => [uniqueIndex('payroll_employees_upload_ref_uq').on(t.uploadId, t.employeeRef)],
);

export type PayrollUpload = typeof payrollUploads.$inferSelect;
export type PayrollEmployee = typeof payrollEmployees.$inferSelect;
export type NewPayrollEmployee = typeof payrollEmployees.$inferInsert;

/**
 * A workspace's own level scale (its ladder's names, e.g. "IC3" or "SDE II"), in order, each mapped
 * to the standard level (1–8) that benchmarks, payroll and pay bands use.
 */
export const workspaceLevels = pgTable(
  'workspace_levels',
  {
    orgId: orgIdRef(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** The name, lower case with single spaces: names are unique by it. */
    nameKey: text('name_key').notNull(),
    standardLevel: integer('standard_level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.position] }), uniqueIndex('workspace_levels_org_name_uq').on(t.orgId, t.nameKey)],
);

/**
 * The size band and funding stage a workspace saved for its suggested peers (benchmarking owns it):
 * used when a request states none, before the catalogue's facts of the workspace's company.
 */
export const workspacePeerFacts = pgTable('workspace_peer_facts', {
  orgId: orgIdRef().primaryKey(),
  sizeBand: text('size_band', { enum: SIZE_BANDS }),
  fundingStage: text('funding_stage', { enum: FUNDING_STAGES }),
  updatedAt: timestampNow('updated_at'),
  updatedBy: memberSetNull('updated_by'),
});

export type WorkspacePeerFacts = typeof workspacePeerFacts.$inferSelect;
