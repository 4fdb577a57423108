import type { ListedJobsIndex } from '../jobs/listed-jobs.service.js';
import type { JobFeatures } from './match.rules.js';

/**
 * What matching reads: every listed job's features, from the jobs module's in-memory index of
 * listed jobs (shared with the jobs search; see listed-jobs.service.ts and ADR 023).
 */
export interface MatchIndex {
  features(now: Date): Promise<readonly JobFeatures[]>;
}

export const createMatchIndex = (listedJobs: ListedJobsIndex): MatchIndex => ({ features: (now) => listedJobs.entries(now) });
