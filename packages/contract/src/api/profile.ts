import { z } from 'zod';
import { JOB_HUNT_FIELDS, LINKEDIN_PROFILE_URL, PROFILE_GENDERS } from '../constants.js';
import { named, signInEmail as newEmail, currency, routesOf } from './schemas.js';

/**
 * A catalogue entry: its slug (picked with the typeahead) or, as typed without JavaScript, its
 * name; the server resolves a name that matches the catalogue exactly (case-insensitive).
 */
const catalogEntry = (what: string) =>
  z.string().trim().min(1, `${what} must not be empty`).max(120, `${what} must be at most 120 characters`);

/** International format (E.164): a plus, the country code and the number, 8 to 15 digits in all. */
const phone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be in international format, e.g. +919876543210'));

/** SPEC §3 Profile, as the member sees it. */
export const profileData = z.object({
  /** The member's full name (the account's), which application forms ask first. */
  name: z.string(),
  company: named.nullable(),
  /** The title held now; with company and experience, set from the current position of the career history. */
  title: named.nullable(),
  school: named.nullable(),
  skills: z.array(named),
  dob: z.string().nullable(),
  phoneNo: z.string().nullable(),
  contactNo: z.string().nullable(),
  interests: z.array(z.string()),
  /** Years of experience. */
  experience: z.number().int().nullable(),
  linkedinUrl: z.string().nullable(),
  resumeFileName: z.string().nullable(),
  gender: z.enum(PROFILE_GENDERS).nullable(),
  ethnicity: z.string().nullable(),
  noticePeriodDays: z.number().int().nullable(),
  immigrationSponsorshipRequired: z.boolean().nullable(),
  /** The member's current salary, once they have shared one (salary contributions). */
  salary: z.object({ base: z.number(), currency }).nullable(),
  /** A professional-network source (a profile URL or a data export) can fill empty fields. */
  canEnrich: z.boolean(),
  hasJobHuntFieldsSet: z.boolean(),
  missingJobHuntFields: z.array(z.enum(JOB_HUNT_FIELDS)),
  /** SPEC §5: 20 points for each of company, school, salary, skills and experience. */
  completeness: z.number().int(),
});
export type ProfileData = z.infer<typeof profileData>;

/**
 * The fields a member edits. Absent fields stay as they are; null clears one. Company, school and
 * skills are slugs picked with the typeahead, or catalogue names typed in full.
 */
export const updateProfileBody = z
  .object({
    // Empty clears it: application forms then leave "Full name" to the member.
    name: z.string().trim().max(100, 'name must be at most 100 characters'),
    company: catalogEntry('company').nullable(),
    title: catalogEntry('title').nullable(),
    school: catalogEntry('school').nullable(),
    skills: z.array(catalogEntry('skill')).max(30, 'at most 30 skills'),
    dob: z.iso.date('dob must be a date (YYYY-MM-DD)').nullable(),
    phoneNo: phone.nullable(),
    contactNo: phone.nullable(),
    interests: z
      .array(z.string().trim().min(1, 'an interest must not be empty').max(40, 'an interest must be at most 40 characters'))
      .max(20, 'at most 20 interests'),
    experience: z
      .number()
      .int('experience must be whole years')
      .min(0, 'experience must be 0 or more')
      .max(60, 'experience must be at most 60 years')
      .nullable(),
    gender: z.enum(PROFILE_GENDERS).nullable(),
    ethnicity: z.string().trim().min(1).max(60, 'ethnicity must be at most 60 characters').nullable(),
    noticePeriodDays: z
      .number()
      .int()
      .min(0, 'noticePeriodDays must be 0 or more')
      .max(365, 'noticePeriodDays must be at most 365')
      .nullable(),
    immigrationSponsorshipRequired: z.boolean().nullable(),
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

const profileRoutes = routesOf('profile', 'member');

export const getProfile = profileRoutes.get('/profile', profileData, {
  summary: 'The signed-in member’s profile, its completeness and the job-hunt fields still missing',
});

export const updateProfile = profileRoutes.post('/profile', profileData, {
  summary: 'Change profile fields (absent fields stay; null clears)',
  body: updateProfileBody,
});

export const linkProfileUrl = profileRoutes.post('/link/linkedin-url', profileData, {
  summary: 'Store (or with null, remove) the member’s professional-network profile URL',
  body: z
    .object({
      url: z
        .string()
        .trim()
        .max(300, 'url must be at most 300 characters')
        .regex(LINKEDIN_PROFILE_URL, 'url must be a profile address like https://www.linkedin.com/in/your-name')
        .nullable(),
    })
    .strict(),
});

export const profileAction = profileRoutes.post('/profile/actions', z.object({ deleted: z.literal(true) }), {
  summary: 'Account actions. delete: removes the account and everything personal; shared salaries stay only as anonymous records',
  body: z
    .object({
      action: z.literal('delete', { error: 'action must be delete' }),
      /** The account's email, typed again: a deletion cannot be undone. */
      confirmEmail: z.string().trim().toLowerCase().max(254),
    })
    .strict(),
});

export const changeEmail = profileRoutes.post('/profile/email', z.object({ sent: z.literal(true), email: z.string() }), {
  summary:
    'Change the sign-in email: mails a single-use link (valid 24 hours) to the new address; the email changes when it is followed. 409 when another account uses it',
  body: z.object({ email: newEmail }).strict(),
});

export const confirmEmailChange = profileRoutes.post('/profile/email/confirm', z.object({ email: z.string() }), {
  access: 'public',
  summary:
    'Switch the sign-in email with the mailed token (unused, unexpired, the address still free); the mailed link opens the page /account/email?token=, whose button sends it here',
  body: z.object({ token: z.string().trim().min(1, 'token is required').max(200, 'token is too long') }).strict(),
});
