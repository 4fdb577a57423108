import { z } from 'zod';
import { routesOf } from './schemas.js';
import { PROFILE_COMPLETENESS_FACTORS } from '../constants.js';
import { careerPayStanding, rankedCompany } from './career.js';

/**
 * GET /dashboard (SPEC §7 Career): a signed-in member's home. How complete their profile is (SPEC §5),
 * where their pay stands among peers, where their company ranks from moves, and the next steps that
 * would tell them more, most useful first. Everything is the member's own; figures follow the
 * career calls' rules (nothing from fewer than MIN_SLICE people).
 */

export const DASHBOARD_STEP_IDS = [
  'add-salary',
  'complete-profile',
  'add-history',
  'rate-company',
  'start-hunt',
  'see-career-path',
] as const;

export const dashboardStep = z.object({
  id: z.enum(DASHBOARD_STEP_IDS),
  text: z.string(),
  /** A page inside the product. */
  href: z.string(),
  actionText: z.string(),
});
export type DashboardStep = z.infer<typeof dashboardStep>;

export const dashboardData = z.object({
  name: z.string(),
  completeness: z.number().int(),
  /** The SPEC §5 factors still empty. */
  missing: z.array(z.enum(PROFILE_COMPLETENESS_FACTORS)),
  pay: careerPayStanding.nullable(),
  payNote: z.string().nullable(),
  company: z.object({ name: z.string(), slug: z.string(), countryCode: z.enum(['in', 'us']) }).nullable(),
  companyRank: rankedCompany.extend({ ranked: z.number().int() }).nullable(),
  companyNote: z.string().nullable(),
  /** Positions and schools in the member's career history. */
  history: z.object({ positions: z.number().int(), education: z.number().int() }),
  nextSteps: z.array(dashboardStep),
});
export type Dashboard = z.infer<typeof dashboardData>;

const careerRoutes = routesOf('career', 'member');

export const getDashboard = careerRoutes.get('/dashboard', dashboardData, {
  summary: "The member's home: profile completeness, pay percentile among peers, their company's rank, and next steps",
});
