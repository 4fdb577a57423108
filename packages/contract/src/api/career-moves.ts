import { z } from 'zod';
import { cc, named, slug, routesOf } from './schemas.js';

/**
 * What people did next (SPEC §7 Career): the career tree (the roles people moved to from a title,
 * with the pay change on moving) and introductions (ask a member who made a move to talk about it;
 * the asked member accepts before either side sees a name). Figures come from career histories
 * (members' and, under `npm start`, the labelled demo people's) and never from fewer than MIN_SLICE
 * people.
 */

// ---------------------------------------------------------------------------------------------
// GET /career/tree

/** Levels of the tree below the title: its next roles, and theirs. */
export const CAREER_TREE_DEPTH = 2;
/** Branches shown under each node, the most travelled first. */
export const CAREER_TREE_BRANCHES = 6;

export const careerTreeQuery = z.object({
  cc: cc.default('in'),
  title: slug('title'),
  /** Only people who held the title at this company (slug). */
  company: slug('company').optional(),
  /**
   * The company of the career page it is shown on, when the tree is not narrowed to it: counts the
   * call as that page's view (the tree does not depend on it).
   */
  pageCompany: slug('pageCompany').optional(),
});
export type CareerTreeQuery = z.infer<typeof careerTreeQuery>;

export interface CareerTreeNode {
  title: { name: string; slug: string };
  /** People who moved into this role from the parent (at least MIN_SLICE). */
  people: number;
  /** Median months in the parent role before the move. */
  medianMonthsBefore: number | null;
  /** Median change of yearly total pay on the move, in per cent; null when fewer than MIN_SLICE moves have pay on both sides. */
  medianPayChangePct: number | null;
  /** Share of the moves that also changed company, in per cent. */
  changedCompanyPct: number;
  next: CareerTreeNode[];
}

const careerTreeNode: z.ZodType<CareerTreeNode> = z.lazy(() =>
  z.object({
    title: named,
    people: z.number().int(),
    medianMonthsBefore: z.number().nullable(),
    medianPayChangePct: z.number().nullable(),
    changedCompanyPct: z.number(),
    next: z.array(careerTreeNode),
  }),
);

export const careerTree = z.object({
  countryCode: cc,
  title: named,
  company: named.nullable(),
  /** People who held the title (and moved on or not): the base the branches are shares of. */
  people: z.number().int(),
  /** People who moved on to another role (any company). */
  movedOn: z.number().int(),
  next: z.array(careerTreeNode),
  /** Branches under MIN_SLICE people are left out; this many moves are in them. */
  hiddenMoves: z.number().int(),
  /** True when the histories behind it are the generated demo people. */
  isDemo: z.boolean(),
});
export type CareerTree = z.infer<typeof careerTree>;

const careerRoutes = routesOf('career', 'member');

export const getCareerTree = careerRoutes.get('/career/tree', careerTree, {
  access: 'public',
  quota: 'search',
  // A tree narrowed to a company counts as that company's page, whatever pageCompany says.
  searchPage: (q) => ['career', q.cc, q.title, q.company ?? q.pageCompany],
  summary: `Where people went from a title: the next roles (two levels), each with people, months before the move and the pay change; branches of fewer than MIN_SLICE people are left out`,
  querystring: careerTreeQuery,
});

// ---------------------------------------------------------------------------------------------
// /career/intros

export const INTRO_MESSAGE_MIN = 20;
export const INTRO_MESSAGE_MAX = 600;
/** Requests a member may have waiting for an answer at once. */
export const INTRO_OPEN_LIMIT = 5;

export const introStatus = z.enum(['pending', 'accepted', 'declined']);

/** The other side once the asked member has accepted; null before (and after a decline). */
export const introContact = z.object({ name: z.string(), email: z.string() }).nullable();

export const careerIntro = z.object({
  id: z.number().int(),
  /** sent: the caller asked; received: the caller was asked. */
  direction: z.enum(['sent', 'received']),
  from: named,
  to: named,
  message: z.string(),
  status: introStatus,
  contact: introContact,
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type CareerIntro = z.infer<typeof careerIntro>;

export const careerIntros = z.object({ sent: z.array(careerIntro), received: z.array(careerIntro) });
export type CareerIntros = z.infer<typeof careerIntros>;

export const listCareerIntros = careerRoutes.get('/career/intros', careerIntros, {
  summary: 'The introductions the member asked for and was asked for, newest first; names only once accepted',
});

export const createIntroBody = z.object({
  /** The move: from this company (slug) to that one. */
  from: slug('from'),
  to: slug('to'),
  message: z
    .string({ error: 'message is required' })
    .trim()
    .min(INTRO_MESSAGE_MIN, `message must be at least ${INTRO_MESSAGE_MIN} characters`)
    .max(INTRO_MESSAGE_MAX, `message must be at most ${INTRO_MESSAGE_MAX} characters`),
});
export type CreateIntroBody = z.infer<typeof createIntroBody>;

export const createCareerIntro = careerRoutes.post('/career/intros', careerIntro, {
  summary: `Ask a member who moved from one company to another for an introduction (the product picks them; at most ${INTRO_OPEN_LIMIT} waiting at once)`,
  body: createIntroBody,
});

export const introIdParam = z.object({
  id: z.coerce
    .number({ error: 'id: no such introduction' })
    .int()
    .positive('id: no such introduction')
    .max(2_147_483_647, 'id: no such introduction'),
});

export const answerCareerIntro = careerRoutes.post('/career/intros/:id/answer', careerIntro, {
  summary: 'Accept or decline an introduction the member was asked for (then both sides see names and emails, or neither ever does)',
  params: introIdParam,
  body: z.object({ accept: z.boolean({ error: 'accept must be true or false' }) }),
});
