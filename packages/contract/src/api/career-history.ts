import { z } from 'zod';
import { cc, named, routesOf } from './schemas.js';

/**
 * A member's career history (SPEC §1 career histories): the positions they held (company, title,
 * level, from, to) and the schools they attended. The member reads and replaces only their own;
 * it feeds the career views (flows, rankings, the tree) with everyone's histories alike.
 * Company, title and school are typed or picked names resolved through the catalogue as the
 * profile and member pay do (slug, exact name, or a name with that slug).
 */

/** A month, "2024-03". */
export const careerMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month, YYYY-MM');
const year = z.number().int().min(1950, 'must be 1950 or later').max(2100, 'must be 2100 or earlier');

export const CAREER_POSITIONS_MAX = 30;
export const CAREER_EDUCATION_MAX = 10;

export const careerPositionInput = z.object({
  company: z.string().trim().min(1, 'company is required').max(200),
  title: z.string().trim().min(1, 'title is required').max(200),
  /** The company's own level name ("L5", "SDE II"); resolved on the company's ladder for the title's job family. */
  level: z.string().trim().max(60).nullish(),
  /** Where the position was; the history's country when absent. */
  countryCode: cc.optional(),
  start: careerMonth,
  /** Null: held now. */
  end: careerMonth.nullable(),
});

export const careerEducationInput = z.object({
  school: z.string().trim().min(1, 'school is required').max(200),
  degree: z.string().trim().max(100).nullish(),
  major: z.string().trim().max(100).nullish(),
  startYear: year.nullish(),
  endYear: year.nullish(),
});

export const putCareerBody = z.object({
  /** Where the member works (the region their history belongs to). */
  countryCode: cc,
  positions: z.array(careerPositionInput).max(CAREER_POSITIONS_MAX, `positions: at most ${CAREER_POSITIONS_MAX}`),
  education: z.array(careerEducationInput).max(CAREER_EDUCATION_MAX, `education: at most ${CAREER_EDUCATION_MAX}`),
});
export type PutCareerBody = z.infer<typeof putCareerBody>;
export type CareerPositionInput = z.infer<typeof careerPositionInput>;
export type CareerEducationInput = z.infer<typeof careerEducationInput>;

export const careerPosition = z.object({
  id: z.number().int(),
  company: named,
  title: named,
  /** The company's own level name, when given and on its ladder. */
  level: z.string().nullable(),
  standardLevel: z.number().int().nullable(),
  countryCode: cc,
  start: careerMonth,
  end: careerMonth.nullable(),
  current: z.boolean(),
});

export const careerEducation = z.object({
  id: z.number().int(),
  school: named,
  degree: z.string().nullable(),
  major: z.string().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
});

export const careerHistory = z.object({
  /** Null until the member saves a history (or one is filled from their resume or export). */
  countryCode: cc.nullable(),
  /** Newest first: positions held now, then by when they ended, then by when they started. */
  positions: z.array(careerPosition),
  education: z.array(careerEducation),
});
export type CareerHistory = z.infer<typeof careerHistory>;
export type CareerPosition = z.infer<typeof careerPosition>;
export type CareerEducationItem = z.infer<typeof careerEducation>;

const profileRoutes = routesOf('profile', 'member');

export const getCareerHistory = profileRoutes.get('/profile/career', careerHistory, {
  summary: "The member's own career history: positions (newest first) and education",
});

export const putCareerHistory = profileRoutes.put('/profile/career', careerHistory, {
  summary: "Replaces the member's own career history whole (positions and education), in one write",
  body: putCareerBody,
});
