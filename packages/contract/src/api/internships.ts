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

/**
 * A member's own internship (the "Add your salary" form's internship option): what they were paid
 * a month, counted in the figures above with everyone else's. One per company, title and year:
 * posting the same three again replaces the stipend.
 */
const MAX_MONTHLY_STIPEND = { INR: 1_000_000, USD: 30_000 } as const;
const pickText = (what: string) => z.string().trim().min(1, `${what} is required`).max(120, `${what} must be at most 120 characters`);

export const memberInternshipBody = z
  .object({
    currency: z.enum(['INR', 'USD'], { error: 'currency must be INR or USD' }),
    company: pickText('company'),
    title: pickText('title'),
    location: z.string().trim().max(120, 'location must be at most 120 characters').optional(),
    monthlyStipend: z
      .number({ error: 'monthlyStipend must be a number' })
      .int('monthlyStipend must be a whole amount')
      .min(0, 'monthlyStipend must be 0 or more (0 for an unpaid internship)'),
    durationMonths: z
      .number({ error: 'durationMonths must be a number' })
      .int('durationMonths must be a whole number of months')
      .min(1, 'durationMonths must be between 1 and 24')
      .max(24, 'durationMonths must be between 1 and 24')
      .optional(),
    year: z.number({ error: 'year must be a number' }).int('year must be a year').min(2000, 'year must be 2000 or later').max(2100),
  })
  .strict()
  .refine((b) => b.monthlyStipend <= MAX_MONTHLY_STIPEND[b.currency], {
    message: `monthlyStipend is too large for a month's stipend (at most ₹10,00,000 or $30,000)`,
    path: ['monthlyStipend'],
  });
export type MemberInternshipBody = z.infer<typeof memberInternshipBody>;

export const memberInternship = z.object({
  id: z.number().int(),
  countryCode: cc,
  currency,
  company: named,
  title: named,
  location: named.nullable(),
  monthlyStipend: z.number().int(),
  durationMonths: z.number().int().nullable(),
  year: z.number().int(),
  createdAt: z.string(),
});
export type MemberInternship = z.infer<typeof memberInternship>;

const ownInternshipRoutes = routesOf('internships', 'member');

export const listMemberInternships = ownInternshipRoutes.list('/profile/internships', 'internships', memberInternship, {
  summary: "The signed-in member's own internship stipends, newest first",
});

export const saveMemberInternship = ownInternshipRoutes.post('/profile/internships', memberInternship, {
  summary: "Add an internship stipend (a month's pay) to the internship figures; the same company, title and year again replaces it",
  body: memberInternshipBody,
});

export const deleteMemberInternship = ownInternshipRoutes.delete('/profile/internships/:id', z.object({ deleted: z.literal(true) }), {
  summary: 'Withdraw one of your internship stipends from the internship figures',
  params: z.object({ id: z.coerce.number().int().positive() }),
});
