import { z } from 'zod';
import { routesOf } from './schemas.js';

/**
 * The career roast (SPEC §1, §7 AI roast): a persona critiques a member's career from their own
 * figures (their pay's percentile in its slice, years, skills) or from an uploaded resume. The text
 * quotes only figures listed with it, and never a protected trait (docs/decisions/025-llm-provider.md).
 * A public roast has a shareable page: GET /ai/career-roast/:id answers anyone; a private one only
 * its author, and every other caller a 404.
 */

/** Roasts a member may make in a day. */
export const ROAST_DAILY_LIMIT = 10;
export const ROAST_PERSONA_IDS = [
  'drill-sergeant',
  'disappointed-parent',
  'hype-investor',
  'corporate-memo',
  'sports-commentator',
] as const;
export type RoastPersonaId = (typeof ROAST_PERSONA_IDS)[number];
/** Featured roasts listed at most. */
export const ROAST_FEATURED_MAX = 6;

export const roastPersona = z.object({
  id: z.enum(ROAST_PERSONA_IDS),
  name: z.string(),
  /** One line: how the persona talks. */
  voice: z.string(),
});
export type RoastPersona = z.infer<typeof roastPersona>;

/** A number the roast may quote, as it was shown to the writer. */
export const roastFigure = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  /** As the text writes it: "₹24.5 L", "72nd", "6 years". */
  display: z.string(),
});
export type RoastFigure = z.infer<typeof roastFigure>;

export const careerRoast = z.object({
  /** The shareable id. */
  id: z.string(),
  persona: roastPersona,
  source: z.enum(['profile', 'resume']),
  figures: z.array(roastFigure),
  text: z.string(),
  /** 'offline' (written from templates) or the model's name. */
  writer: z.string(),
  isOffline: z.boolean(),
  isPublic: z.boolean(),
  featured: z.boolean(),
  createdAt: z.string(),
});
export type CareerRoast = z.infer<typeof careerRoast>;

export const createdRoast = careerRoast.extend({
  /** Why a configured model's text was not used (then the text is the offline one), else null. */
  note: z.string().nullable(),
});
export type CreatedRoast = z.infer<typeof createdRoast>;

const personaField = z.enum(ROAST_PERSONA_IDS, { error: `persona must be one of ${ROAST_PERSONA_IDS.join(', ')}` });

export const createRoastBody = z.object({
  persona: personaField,
  /** Anyone with the link may read it (the shareable page); false keeps it to its author. */
  isPublic: z.boolean({ error: 'isPublic must be true or false' }).default(true),
});
export type CreateRoastBody = z.infer<typeof createRoastBody>;
export type CreateRoastInput = z.input<typeof createRoastBody>;

export const roastIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, 'id: no such roast') });

const roastRoutes = routesOf('roast', 'public');

export const createCareerRoast = roastRoutes.post('/ai/career-roast', createdRoast, {
  access: 'member',
  summary: `Roast the member’s career from their profile and pay, in a persona’s voice (at most ${ROAST_DAILY_LIMIT} a day)`,
  body: createRoastBody,
});

export const createResumeRoast = roastRoutes.post('/ai/career-roast/resume', createdRoast, {
  access: 'member',
  summary:
    'Roast a career from an uploaded resume (multipart: `persona` and optionally `isPublic` "true"/"false", sent before `file`, a PDF or DOCX of at most 5 MB; the file is read, not kept)',
});

export const listRoastPersonas = roastRoutes.list('/ai/career-roast/personas', 'personas', roastPersona, {
  summary: 'The roast personas, each with its voice',
});

export const listFeaturedRoasts = roastRoutes.list('/ai/career-roast/featured', 'roasts', careerRoast, {
  summary: `Public roasts chosen by the editors (at most ${ROAST_FEATURED_MAX}, newest first)`,
});

const onRoast = roastRoutes.with({ params: roastIdParam });

export const getCareerRoast = onRoast.get('/ai/career-roast/:id', careerRoast, {
  summary: 'A roast’s shareable page: a public roast for anyone, a private one for its author only (404 otherwise)',
});

export const featureCareerRoast = onRoast.put('/ai/career-roast/:id/featured', careerRoast, {
  access: 'admin',
  summary: 'Feature a public roast on the roast page, or stop featuring it (admins)',
  body: z.object({ featured: z.boolean({ error: 'featured must be true or false' }) }),
});
