import { z } from 'zod';
import { cc, currency, named, slugText, routesOf } from './schemas.js';

/**
 * Internships (SPEC §7 Other GET /{cc}/internships, /{cc}/internships/{id}): monthly stipends by
 * company, title and city. Every figure (a group's median and middle half, and its count) comes
 * from at least MIN_SLICE stipends; a smaller group is left out of its list, and the region's or
 * company's own figure is null under it.
 */

export const stipendFigures = z.object({
  count: z.number().int(),
  p25: z.number().int(),
  median: z.number().int(),
  p75: z.number().int(),
});

/** One company, title or city with its stipends' figures. */
export const stipendGroup = stipendFigures.extend({ group: named });
export type StipendGroup = z.infer<typeof stipendGroup>;

export const internshipsData = z.object({
  countryCode: cc,
  currency,
  minSlice: z.number().int(),
  /** The company of /{cc}/internships/{id}; null on the region's page. */
  company: named.nullable(),
  /** The title the figures are narrowed to, when one was asked for. */
  title: named.nullable(),
  /** Every stipend in view; null under the floor. */
  overall: stipendFigures.nullable(),
  /** Groups with MIN_SLICE stipends or more, best paid first (no companies on a company's page). */
  byCompany: z.array(stipendGroup),
  byTitle: z.array(stipendGroup),
  byCity: z.array(stipendGroup),
  /** Whether demo stipends are among those counted. */
  isDemo: z.boolean(),
  /** The years the stipends are from; null when none is shown. */
  years: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
});
export type Internships = z.infer<typeof internshipsData>;

const titleQuery = z.object({ title: slugText('title must be a job title slug').optional() });
const internshipRoutes = routesOf('internships', 'public');

export const getInternships = internshipRoutes.get('/:cc/internships', internshipsData, {
  summary: "A region's internship stipends a month: overall, and by company, title and city, under the privacy floor",
  params: z.object({ cc }),
  querystring: titleQuery,
});

export const getCompanyInternships = internshipRoutes.get('/:cc/internships/:id', internshipsData, {
  summary: "A company's internship stipends a month in a region: overall, and by title and city, under the privacy floor",
  params: z.object({ cc, id: slugText('id must be a company slug') }),
  querystring: titleQuery,
});
