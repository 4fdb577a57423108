/**
 * Jobs typed one per line, "Title | level | description" (level and description optional): the
 * bulk form of POST /benchmarking/jobs. Blank lines are skipped; at most `max` jobs.
 */
export interface JobLine {
  title: string;
  level?: string;
  description?: string;
}

export function parseJobLines(text: string, max = 200): { jobs: JobLine[]; error: string | null } {
  const jobs: JobLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim()) continue;
    const [title = '', level = '', ...rest] = raw.split('|').map((p) => p.trim());
    const description = rest.join(' | ').trim();
    if (!title) return { jobs, error: `"${raw.trim()}" has no title before the first |` };
    jobs.push({ title, ...(level ? { level } : {}), ...(description ? { description } : {}) });
  }
  if (jobs.length === 0) return { jobs, error: 'Type at least one job: a title, optionally | its level | a few lines about it' };
  if (jobs.length > max) return { jobs, error: `At most ${max} jobs at a time (${jobs.length} given)` };
  return { jobs, error: null };
}
