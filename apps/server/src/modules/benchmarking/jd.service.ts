import { standardLevelName, type api, type SessionUser } from '@paysight/contract';
import { workspaceOf } from '../workspaces/workspaces.service.js';
import { getJobFamilies, type BenchmarkingDeps } from './benchmarking.service.js';
import { matchJobDescription } from './jd-match.rules.js';

/**
 * `POST /benchmarking/jd`: a job description → the three likeliest (family, level) pairs with the
 * words that decided them, or "needs review" under the threshold (jd-match.rules.ts). The families
 * are the catalogue's, so an imported family is matched by its name and titles.
 */
export async function matchJd(deps: BenchmarkingDeps, user: SessionUser | null, text: string): Promise<api.JdMatch> {
  await workspaceOf(deps, user);
  const { families } = await getJobFamilies(deps.db);
  const result = matchJobDescription(text, families);
  const name = new Map(families.map((f) => [f.slug, f.name]));
  return {
    status: result.status,
    reason: result.reason,
    candidates: result.candidates.map((c) => ({
      family: { slug: c.family, name: name.get(c.family) ?? c.family },
      level: c.level,
      levelName: standardLevelName(c.level),
      score: Math.round(c.score * 1000) / 1000,
      words: c.words,
    })),
  };
}
