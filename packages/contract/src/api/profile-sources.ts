import { z } from 'zod';
import { routesOf } from './schemas.js';
import { profileData } from './profile.js';

/**
 * What fills a profile besides the member's typing (SPEC §7 Profile): a resume, the member's
 * professional-network data export, and enrichment from what those two left behind. Each fills
 * only fields the member has left empty; nothing here ever overwrites what the member typed.
 *
 * The uploads are multipart/form-data, not JSON: one file in the field `file` (a resume: PDF or
 * DOCX, at most 5 MB, typed by its bytes; an export: the .zip as downloaded, at most 10 MB, at
 * most 20 MB once unpacked). A refused upload is an envelope with 400 (no file), 413 (too large),
 * 415 (not what it claims to be) or 422 (a damaged file, or an archive without the expected CSVs).
 */

/** The largest resume accepted. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** The largest export archive accepted, as uploaded and once unpacked. */
export const NETWORK_EXPORT_MAX_BYTES = 10 * 1024 * 1024;
export const NETWORK_EXPORT_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
/** The CSV files of the export that are read; an archive holding none of them is refused. */
export const NETWORK_EXPORT_FILES = ['Profile.csv', 'Positions.csv', 'Education.csv', 'Skills.csv'] as const;

/** The profile fields a source can fill (when the member left them empty). */
export const PROFILE_FILL_FIELDS = ['company', 'school', 'skills', 'experience'] as const;
export type ProfileFillField = (typeof PROFILE_FILL_FIELDS)[number];

/** A name as the source wrote it, and the catalogue entry it matched (null: kept as text only). */
const sourceName = z.object({ name: z.string(), slug: z.string().nullable() });

export const profileSourceFacts = z.object({
  /** Employers, the current or most recent first. */
  companies: z.array(sourceName),
  titles: z.array(sourceName),
  /** Schools, the most recent first. */
  schools: z.array(sourceName),
  skills: z.array(sourceName),
  /** Whole years of work: date ranges summed without counting overlaps twice, or a stated figure. */
  yearsOfExperience: z.number().int().nullable(),
  /** Positions, newest first; dates as YYYY-MM (YYYY when only the year was given); `to` null when held now (`current`) or not given. */
  positions: z.array(
    z.object({ company: z.string(), title: z.string(), from: z.string().nullable(), to: z.string().nullable(), current: z.boolean() }),
  ),
  readAt: z.string(),
});
export type ProfileSourceFacts = z.infer<typeof profileSourceFacts>;

const filled = z.array(z.enum(PROFILE_FILL_FIELDS));

export const profileSourceResult = z.object({
  profile: profileData,
  extracted: profileSourceFacts,
  /** The fields this call filled (empty when every field was already set or nothing matched). */
  filled,
});
export type ProfileSourceResult = z.infer<typeof profileSourceResult>;

const profileRoutes = routesOf('profile', 'member');

export const uploadResume = profileRoutes.post('/profile/resume', profileSourceResult, {
  summary:
    'Upload the member’s resume (multipart: `syncProfile`, "true" to fill empty profile fields from it, sent before `file`, a PDF or DOCX of at most 5 MB). ' +
    'Replaces the previous resume; answers with the profile, what was read and the fields filled',
});

/**
 * GET /profile/resume: the member's own resume file as uploaded (its stored type, an attachment
 * named as uploaded, never cached). Not the JSON envelope, so the server binds it directly;
 * failures are envelopes (401 for a guest, 404 when there is none).
 */
export const downloadResume = profileRoutes.file('/profile/resume', {
  summary: 'Download the member’s own resume (the file as uploaded)',
  produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
});

export const importNetworkExport = profileRoutes.post('/link/lkInimport', profileSourceResult, {
  summary:
    'Import the member’s professional-network data export (multipart: `file`, the .zip with Profile.csv, Positions.csv, Education.csv, Skills.csv). ' +
    'Keeps the facts, not the file; fills empty profile fields',
});

export const enrichProfile = profileRoutes.post('/profile/actions/enrich', z.object({ profile: profileData, filled }), {
  summary: 'Fill every still-empty profile field the stored sources (export, resume) can; never overwrites the member’s own values',
});

export const profileSources = z.object({
  resume: z
    .object({
      fileName: z.string(),
      mime: z.string(),
      size: z.number().int(),
      uploadedAt: z.string(),
      extracted: profileSourceFacts.nullable(),
    })
    .nullable(),
  networkImport: z.object({ extracted: profileSourceFacts }).nullable(),
});
export type ProfileSources = z.infer<typeof profileSources>;

export const getProfileSources = profileRoutes.get('/profile/sources', profileSources, {
  summary: 'What the member’s resume and professional-network export said (names matched to the catalogue)',
});
