import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { api } from '@paysight/contract';
import { academySeedQuestions, academySeedSets, appMeta, type Db } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';

const gunzipAsync = promisify(gunzip);

/**
 * The academy's seed questions (docs/decisions/053-interview-academy.md): openly licensed sets
 * shipped as `RESEARCH_DATA_DIR/academy/questions.json.gz` (built by scripts/academy-questions.mjs;
 * sources, licences and notices in that folder's README). Loaded at start in the background and
 * replaced whole, in one transaction, when the file's SHA-256 differs from the one loaded.
 */

export const ACADEMY_SEED_FILE = path.join('academy', 'questions.json');
const META_KEY = 'academy-questions';
const CHUNK = 200;

const seedFile = z.object({
  format: z.literal('paysight-academy-questions'),
  version: z.literal(1),
  sets: z
    .array(
      z.object({
        key: z.string().min(1),
        title: z.string().min(1),
        repository: z.string().min(1),
        url: z.url(),
        commit: z.string().min(1),
        licence: z.string().min(1),
        licenceUrl: z.url(),
        notice: z.string().min(1),
      }),
    )
    .min(1),
  questions: z.array(
    z.object({
      set: z.string(),
      topic: z.string().min(1),
      round: z.enum(api.INTERVIEW_ROUND_TYPES),
      family: z.string().nullable(),
      difficulty: z.enum(api.QUESTION_DIFFICULTIES).nullable(),
      text: z.string().min(1),
      detail: z.string().optional(),
      code: z.string().optional(),
      choices: z.array(z.string()).optional(),
      answer: z.string().optional(),
      url: z.url(),
    }),
  ),
});
export type AcademySeedFile = z.infer<typeof seedFile>;

/** What the seed question of a set merges on: its text, and its code when it has some (JavaScript's "What's the output?" are many questions). */
export const seedNorm = (q: { text: string; code?: string | undefined }) => api.normaliseQuestion(q.code ? `${q.text}\n${q.code}` : q.text);

export interface SeedLoad {
  loaded: boolean;
  sets: number;
  questions: number;
  sha256: string;
}

async function loadedSha(db: Db): Promise<string | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  return (row?.value as { sha256?: string } | undefined)?.sha256 ?? null;
}

/** Replaces the seed sets and questions with the file's (text of the JSON), unless that version is loaded. */
export async function loadAcademySeed(db: Db, json: string, options: { force?: boolean } = {}): Promise<SeedLoad> {
  const sha256 = createHash('sha256').update(json).digest('hex');
  if (!options.force && (await loadedSha(db)) === sha256) return { loaded: false, sets: 0, questions: 0, sha256 };
  const file = seedFile.parse(JSON.parse(json));
  const known = new Set(file.sets.map((s) => s.key));
  const seen = new Set<string>();
  const rows: (typeof academySeedQuestions.$inferInsert)[] = [];
  for (const q of file.questions) {
    if (!known.has(q.set)) throw new Error(`academy seed: question of an unknown set "${q.set}"`);
    const norm = seedNorm(q);
    // Two sets asking the same thing are one question: the first keeps it.
    if (!norm || seen.has(norm)) continue;
    seen.add(norm);
    rows.push({
      setKey: q.set,
      position: rows.length + 1,
      topic: q.topic,
      roundType: q.round,
      familySlug: q.family,
      difficulty: q.difficulty,
      text: q.text,
      detail: q.detail ?? null,
      code: q.code ?? null,
      choices: q.choices ?? [],
      answer: q.answer ?? null,
      url: q.url,
      norm,
    });
  }
  await db.transaction(async (tx) => {
    // The questions go with their sets (cascade).
    await tx.delete(academySeedSets);
    await tx.insert(academySeedSets).values(file.sets);
    for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(academySeedQuestions).values(rows.slice(i, i + CHUNK));
    const value = { sha256, sets: file.sets.length, questions: rows.length };
    await tx
      .insert(appMeta)
      .values({ key: META_KEY, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  });
  return { loaded: true, sets: file.sets.length, questions: rows.length, sha256 };
}

/** The startup task: the shipped file of `dir` (plain or .gz), loaded when it is new; a missing file is logged. */
export async function importAcademySeedFolder(
  db: Db,
  dir: string,
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void },
): Promise<SeedLoad | null> {
  const base = path.join(dir, ACADEMY_SEED_FILE);
  const file = [base, `${base}.gz`].find((f) => existsSync(f));
  if (!file) {
    log.warn({ dir, file: ACADEMY_SEED_FILE }, 'academy seed questions missing: the academy shows members’ questions only');
    return null;
  }
  const bytes = await readFile(file);
  const json = (file.endsWith('.gz') ? await gunzipAsync(bytes) : bytes).toString('utf8');
  const done = await loadAcademySeed(db, json);
  if (done.loaded) log.info({ file, sets: done.sets, questions: done.questions }, 'academy seed questions loaded');
  return done;
}
