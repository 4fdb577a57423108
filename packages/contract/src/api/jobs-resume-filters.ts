import { z } from 'zod';
import { routesOf } from './schemas.js';
import { jobHuntFilters } from './jobgpt.js';

/**
 * A resume → the filters of a new job hunt (SPEC §7 Jobs, JobGPT): the titles, cities, countries
 * and skills the resume states, each matched to the catalogue (nothing it does not state), and the
 * experience levels its years of work fit. The member reviews them before saving the hunt; the file
 * is read and not kept.
 *
 * The upload is multipart/form-data: one file in the field `file`, a PDF or DOCX of at most 5 MB,
 * typed by its bytes. Refusals are envelopes: 400 (no file), 413 (too large), 415 (not a PDF or
 * DOCX, whatever its name says), 422 (damaged, or no text in it), and 504 when reading takes longer
 * than RESUME_FILTERS_TIMEOUT_MS.
 */

// The read's limit and its message live with the constants: the browser's upload keeps the same limit.
export { RESUME_FILTERS_TIMEOUT_MESSAGE, RESUME_FILTERS_TIMEOUT_MS } from '../constants.js';

export const resumeFiltersResult = jobHuntFilters.extend({
  /** Whole years of work the resume shows (its date ranges, else a stated figure); null when it shows none. */
  yearsOfExperience: z.number().int().nullable(),
  /** One or two sentences on what was read ("Read 2 positions and 10 years of experience …"). */
  summary: z.string(),
});
export type ResumeFiltersResult = z.infer<typeof resumeFiltersResult>;

const jobgptRoutes = routesOf('jobgpt', 'member');

export const resumeFilters = jobgptRoutes.post('/jobs/resume-filters', resumeFiltersResult, {
  summary:
    'Read a resume (multipart: `file`, a PDF or DOCX of at most 5 MB) into the filters of a new job hunt: catalogue titles, cities, ' +
    'countries and skills it states, experience levels from its years of work. Not stored; 504 after 10 seconds',
});
