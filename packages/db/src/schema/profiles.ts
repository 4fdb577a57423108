import { boolean, date, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { companies, schools } from './catalog.js';

/**
 * A member's profile (SPEC §3 Profile): one row per user, removed with the account. Company and
 * school point into the catalogue (picked with the typeahead); skills are skill ids.
 */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').references(() => companies.id),
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
  gender: text('gender', { enum: ['female', 'male', 'non-binary', 'prefer-not-to-say'] }),
  ethnicity: text('ethnicity'),
  noticePeriodDays: smallint('notice_period_days'),
  immigrationSponsorshipRequired: boolean('immigration_sponsorship_required'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
