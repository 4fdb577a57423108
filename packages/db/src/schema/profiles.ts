import { boolean, date, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { companies, schools, titles } from './catalog.js';
import { timestampNow } from './columns.js';

/**
 * A member's profile (SPEC §3 Profile): one row per user, removed with the account. Company and
 * school point into the catalogue (picked with the typeahead); skills are skill ids.
 */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').references(() => companies.id),
  /** The job title held now: set with the company, from the current position of the career history. */
  titleId: integer('title_id').references(() => titles.id),
  schoolId: integer('school_id').references(() => schools.id),
  skillIds: integer('skill_ids').array().notNull().default([]),
  dob: date('dob', { mode: 'string' }),
  /** International format (E.164): +919876543210. */
  phoneNo: text('phone_no'),
  contactNo: text('contact_no'),
  interests: text('interests').array().notNull().default([]),
  /** Years of experience. */
  experience: smallint('experience'),
  linkedinUrl: text('linkedin_url'),
  resumeFileName: text('resume_file_name'),
  /** The resume in private storage: its key, checked content type, size and upload time. */
  resumeKey: text('resume_key'),
  resumeMime: text('resume_mime'),
  resumeSize: integer('resume_size'),
  resumeUploadedAt: timestamp('resume_uploaded_at', { withTimezone: true }),
  /** What the resume and the professional-network export said (companies, titles, schools, skills, years). */
  resumeExtract: jsonb('resume_extract').$type<ProfileSourceData>(),
  networkImport: jsonb('network_import').$type<ProfileSourceData>(),
  /**
   * Whether enrichment would fill an empty field from the stored sources: worked out when the
   * sources or the fields they fill change, so a read only reads it. Null on rows kept from before
   * it existed (worked out on their next read).
   */
  canEnrich: boolean('can_enrich').default(false),
  gender: text('gender', { enum: ['female', 'male', 'non-binary', 'prefer-not-to-say'] }),
  ethnicity: text('ethnicity'),
  noticePeriodDays: smallint('notice_period_days'),
  immigrationSponsorshipRequired: boolean('immigration_sponsorship_required'),
  updatedAt: timestampNow('updated_at'),
});

/** Facts read from a resume or a professional-network export, kept so enrichment can use them later. */
export interface ProfileSourceData {
  name?: string;
  headline?: string;
  companies: string[];
  titles: string[];
  schools: string[];
  skills: string[];
  yearsOfExperience?: number;
  positions?: { company: string; title: string; from?: string; to?: string | null }[];
  readAt: string;
}

export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
