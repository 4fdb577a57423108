import type { ResumesMade } from './resumes-query';

/** The filter links' labels. */
export const MADE_LABELS: Record<ResumesMade, string> = { all: 'All', asked: 'Made by you', applications: 'For applications' };

/** "24 KB" (a resume is never near a megabyte; a kilobyte is the least shown). */
export function fileSizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The line above the list: how many there are, of which kind. */
export function resumesSummary(total: number, made: ResumesMade): string {
  const what = total === 1 ? 'tailored resume' : 'tailored resumes';
  if (made === 'asked') return `${total} ${what} you asked for`;
  if (made === 'applications') return `${total} ${what} made for your applications`;
  return `${total} ${what}`;
}

/** What the list says when it is empty. */
export function emptyText(made: ResumesMade): string {
  if (made === 'applications') return 'No resumes were made for applications yet. JobGPT makes one for each application it prepares.';
  if (made === 'asked') return 'You have not asked for a tailored resume yet.';
  return 'You have no tailored resumes yet. JobGPT makes one for each application it prepares, and you can ask for one for a job.';
}
