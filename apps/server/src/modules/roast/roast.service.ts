import { randomBytes } from 'node:crypto';
import { AppError, api, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Upload } from '../../http/uploads.js';
import type { EventBus } from '../../lib/events.js';
import type { LlmFallback, LlmProvider } from '../../providers/llm/llm.types.js';
import type { FileStorage } from '../../providers/storage/storage.provider.js';
import { contributionsOf, getContributionStanding } from '../contributions/contributions.service.js';
import { getProfile } from '../profile/profile.service.js';
import { readResumeFacts } from '../profile/resume-facts.service.js';
import { PERSONAS, personaById, writeOfflineRoast, type Persona } from './roast-personas.rules.js';
import {
  careerFacts,
  figuresOf,
  namesOf,
  payFactsOfStanding,
  protectedTraitWords,
  roastPrompt,
  roastSystemPrompt,
  viewOf,
  type CareerFacts,
  type CareerInput,
  type PayFacts,
} from './roast.rules.js';
import { countRoastsSince, featuredRoasts, insertRoast, roastById, setRoastFeatured, type RoastRow } from './roast.queries.js';

export interface RoastDeps {
  db: Db;
  now: () => Date;
  /** What the contributions module's standing call takes (it reads only the database). */
  events: EventBus;
  /** No percentile from fewer published salaries (privacy). */
  minSlice: number;
  /** The profile module's reads take it; the roast reads no file. */
  storage: FileStorage;
  llm: LlmProvider;
  log?: FastifyBaseLogger;
}

const FALLBACK_NOTES: Record<LlmFallback, string> = {
  unavailable: 'The writing model did not answer in time, so this roast was written offline from templates.',
  empty: 'The writing model answered with nothing, so this roast was written offline from templates.',
  'unsupported-figures': 'The writing model quoted a figure that is not yours, so this roast was written offline from templates.',
  'refused-by-check': 'The writing model strayed from your career, so this roast was written offline from templates.',
};

const personaOut = (p: Persona): api.RoastPersona => ({ id: p.id, name: p.name, voice: p.voice });

export function listPersonas(): { personas: api.RoastPersona[] } {
  return { personas: PERSONAS.map(personaOut) };
}

function present(row: RoastRow): api.CareerRoast {
  const persona = personaById(row.persona);
  return {
    id: row.id,
    persona: persona ? personaOut(persona) : { id: 'drill-sergeant', name: row.persona, voice: '' },
    source: row.source,
    figures: row.figures as api.RoastFigure[],
    text: row.text,
    writer: row.writer,
    isOffline: row.writer === 'offline',
    isPublic: row.isPublic,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A roast's page: public for anyone, private for its author; every other caller, and an unknown id, a 404. */
export async function getRoast(deps: Pick<RoastDeps, 'db'>, user: SessionUser | null, id: string): Promise<api.CareerRoast> {
  const row = await roastById(deps.db, id);
  if (!row || (!row.isPublic && (!user || row.userId !== user.id))) throw new AppError(404, 'No such roast');
  return present(row);
}

export async function listFeatured(deps: Pick<RoastDeps, 'db'>): Promise<{ roasts: api.CareerRoast[] }> {
  return { roasts: (await featuredRoasts(deps.db, api.ROAST_FEATURED_MAX)).map(present) };
}

/** Admins choose the featured roasts; only a public one can be featured. */
export async function featureRoast(deps: Pick<RoastDeps, 'db'>, id: string, featured: boolean): Promise<api.CareerRoast> {
  const row = await roastById(deps.db, id);
  if (!row) throw new AppError(404, 'No such roast');
  if (featured && !row.isPublic) throw new AppError(409, 'Only a public roast can be featured');
  return present((await setRoastFeatured(deps.db, id, featured))!);
}

function personaOf(id: string): Persona {
  const persona = personaById(id);
  if (!persona) throw new AppError(400, `persona must be one of ${PERSONAS.map((p) => p.id).join(', ')}`);
  return persona;
}

async function checkDailyLimit(deps: RoastDeps, user: SessionUser) {
  const since = new Date(deps.now().getTime() - 24 * 3_600_000);
  if ((await countRoastsSince(deps.db, user.id, since)) >= api.ROAST_DAILY_LIMIT) {
    throw new AppError(429, `You can roast your career at most ${api.ROAST_DAILY_LIMIT} times a day; try again tomorrow`);
  }
}

/** Where the member's current pay stands in its slice (contributions: the one standing rule, MIN_SLICE kept). */
async function payFactsOf(deps: RoastDeps, user: SessionUser): Promise<{ pay: PayFacts; title: string | null; company: string | null }> {
  const current = (await contributionsOf(deps.db, user.id)).find((r) => r.entry.isCurrent) ?? null;
  if (!current) return { pay: { outcome: 'none' }, title: null, company: null };
  const standing = await getContributionStanding(deps, user, current.entry.id);
  const named = { title: current.title.name, company: current.company.name };
  return { ...named, pay: payFactsOfStanding(standing, deps.minSlice) };
}

/** The facts of the member's career from their profile and current pay: the allowed fields, named one by one. */
async function profileFacts(deps: RoastDeps, user: SessionUser): Promise<CareerFacts> {
  const [profile, pay] = await Promise.all([getProfile(deps, user), payFactsOf(deps, user)]);
  const input: CareerInput = {
    source: 'profile',
    title: pay.title,
    company: profile.company?.name ?? pay.company,
    experienceYears: profile.experience,
    skills: profile.skills.map((s) => s.name),
    pay: pay.pay,
  };
  return careerFacts(input);
}

function resumeFacts(read: api.ProfileSourceFacts): CareerFacts {
  const latest = read.positions[0];
  return careerFacts({
    source: 'resume',
    title: latest?.title || read.titles[0]?.name || null,
    company: latest?.company || read.companies[0]?.name || null,
    experienceYears: read.yearsOfExperience,
    skills: read.skills.map((s) => s.name),
    positionCount: read.positions.length,
    employerCount: read.companies.length,
    // A resume may be anyone's: the member's own pay is not mixed into it.
    pay: { outcome: 'none' },
  });
}

async function writeAndStore(
  deps: RoastDeps,
  user: SessionUser,
  persona: Persona,
  facts: CareerFacts,
  isPublic: boolean,
): Promise<api.CreatedRoast> {
  const figures = figuresOf(facts);
  const written = await deps.llm.write({
    system: roastSystemPrompt(persona),
    prompt: roastPrompt(facts, figures),
    facts: { values: figures.map((f) => f.value), names: namesOf(facts) },
    template: () => writeOfflineRoast(persona, viewOf(facts)),
    check: (text) => (protectedTraitWords(text).length > 0 ? 'protected traits' : null),
    maxTokens: 500,
  });
  const row = await insertRoast(deps.db, {
    // The shareable id: 96 random bits, not guessable, so a private roast's id reveals nothing.
    id: randomBytes(12).toString('base64url'),
    userId: user.id,
    persona: persona.id,
    source: facts.source,
    figures,
    text: written.text,
    writer: written.writer,
    isPublic,
    featured: false,
    createdAt: deps.now(),
  });
  return { ...present(row), note: written.fallback ? FALLBACK_NOTES[written.fallback] : null };
}

/** POST /ai/career-roast: the member's career from their profile and pay, in the persona's voice. */
export async function createProfileRoast(deps: RoastDeps, user: SessionUser, body: api.CreateRoastBody): Promise<api.CreatedRoast> {
  const persona = personaOf(body.persona);
  await checkDailyLimit(deps, user);
  return writeAndStore(deps, user, persona, await profileFacts(deps, user), body.isPublic);
}

/** POST /ai/career-roast/resume: a career from an uploaded resume (read, not kept). */
export async function createResumeRoast(deps: RoastDeps, user: SessionUser, upload: Upload): Promise<api.CreatedRoast> {
  const persona = personaOf(upload.fields.persona ?? '');
  const isPublic = upload.fields.isPublic ?? 'true';
  if (isPublic !== 'true' && isPublic !== 'false') throw new AppError(400, 'isPublic must be "true" or "false" (sent before the file)');
  await checkDailyLimit(deps, user);
  const facts = resumeFacts(await readResumeFacts(deps, upload));
  return writeAndStore(deps, user, persona, facts, isPublic === 'true');
}
