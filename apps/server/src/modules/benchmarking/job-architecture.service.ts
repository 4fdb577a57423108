import { AppError, STANDARD_LEVELS, standardLevelName, type api, type SessionUser } from '@paysight/contract';
import { workspaceLevels, type Db } from '@paysight/db';
import { asc, eq } from 'drizzle-orm';
import { workspaceOf } from '../workspaces/workspaces.service.js';
import { getJobFamilies, type BenchmarkingDeps } from './benchmarking.service.js';
import { matchJobDescription } from './jd-match.rules.js';
import { levelKey, parseLevel } from './payroll.rules.js';

/**
 * Job architecture (issue 15): the workspace's own level scale mapped to the standard levels
 * (`/benchmarking/levels`), and its jobs mapped to job families and standard levels
 * (`POST /benchmarking/jobs`): the family from the title and description by the job-description
 * matcher (which sends weak matches to review), the level from the workspace's scale first.
 */

const STANDARD = STANDARD_LEVELS.map((l) => ({ level: l.level, name: l.name }));

const scaleRows = (db: Db, orgId: number) =>
  db.select().from(workspaceLevels).where(eq(workspaceLevels.orgId, orgId)).orderBy(asc(workspaceLevels.position));

/** The workspace's scale as name key → standard level (payroll and job mapping read levels through it). */
export async function levelScaleOf(db: Db, orgId: number): Promise<Map<string, number>> {
  return new Map((await scaleRows(db, orgId)).map((r) => [r.nameKey, r.standardLevel]));
}

const view = (rows: { name: string; standardLevel: number }[]): api.WorkspaceLevels => ({
  levels: rows.map((r) => ({ name: r.name, standardLevel: r.standardLevel, standardName: standardLevelName(r.standardLevel) })),
  standard: STANDARD,
});

export async function getLevels(deps: BenchmarkingDeps, user: SessionUser | null): Promise<api.WorkspaceLevels> {
  const ctx = await workspaceOf(deps, user);
  return view(await scaleRows(deps.db, ctx.orgId));
}

/** Replaces the scale whole, in one transaction. */
export async function setLevels(
  deps: BenchmarkingDeps,
  user: SessionUser | null,
  body: api.WorkspaceLevelsBody,
): Promise<api.WorkspaceLevels> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  const rows = body.levels.map((l, i) => ({
    orgId: ctx.orgId,
    position: i + 1,
    name: l.name.trim().replace(/\s+/g, ' '),
    nameKey: levelKey(l.name),
    standardLevel: l.standardLevel,
  }));
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.delete(workspaceLevels).where(eq(workspaceLevels.orgId, ctx.orgId));
    if (rows.length > 0) await db.insert(workspaceLevels).values(rows);
  });
  return view(rows);
}

type Resolved = { level: number; from: 'your-scale' | 'standard' } | { level: null; reason: string };

/** A job's level: the workspace's scale first, then a standard level's number or name. */
export function resolveLevel(raw: string, scale: ReadonlyMap<string, number>): Resolved {
  const own = scale.get(levelKey(raw));
  if (own !== undefined) return { level: own, from: 'your-scale' };
  const standard = parseLevel(raw);
  if (standard !== null) return { level: standard, from: 'standard' };
  return {
    level: null,
    reason:
      scale.size > 0
        ? `Level "${raw}" is not in your level scale: add it there, or give a standard level (1–8)`
        : `Level "${raw}" is not a standard level: set up your level scale, or give a standard level (1–8)`,
  };
}

export async function mapJobs(deps: BenchmarkingDeps, user: SessionUser | null, body: api.MapJobsBody): Promise<{ jobs: api.MappedJob[] }> {
  const ctx = await workspaceOf(deps, user);
  const [{ families }, scale] = await Promise.all([getJobFamilies(deps.db), levelScaleOf(deps.db, ctx.orgId)]);
  if (families.length === 0) throw new AppError(409, 'The catalogue has no job families yet');
  const names = new Map(families.map((f) => [f.slug, f.name]));
  return {
    jobs: body.jobs.map((job): api.MappedJob => {
      const match = matchJobDescription(job.description ? `${job.title}\n${job.description}` : job.title, families);
      const best = match.status === 'matched' ? match.candidates[0]! : null;
      const given = job.level ? resolveLevel(job.level, scale) : null;
      const level = given ? given.level : (best?.level ?? null);
      const reason = given && given.level === null ? given.reason : best ? null : match.reason;
      return {
        title: job.title,
        level: job.level ?? null,
        family: best ? { slug: best.family, name: names.get(best.family) ?? best.family } : null,
        standardLevel: level,
        standardName: level === null ? null : standardLevelName(level),
        levelFrom: given ? (given.level === null ? null : given.from) : best ? 'description' : null,
        score: best ? Math.round(best.score * 1000) / 1000 : null,
        words: best?.words ?? [],
        status: best && level !== null ? 'matched' : 'needs-review',
        reason,
      };
    }),
  };
}
