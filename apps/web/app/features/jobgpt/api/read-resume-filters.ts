import type { api } from '@paysight/contract';
import { RESUME_FILTERS_TIMEOUT_MESSAGE, RESUME_FILTERS_TIMEOUT_MS, type ApiFailure } from '@paysight/contract/core';
import { postForm } from '~/lib/post-form';

/**
 * POST /jobs/resume-filters from the browser: the resume as multipart/form-data (field "file") →
 * a new hunt's filters. It waits at most the call's own limit (SPEC §9: 10 seconds), then says so
 * in the member's words, as the server's 504 does.
 */
export async function readResumeFilters(
  file: File,
  timeoutMs: number = RESUME_FILTERS_TIMEOUT_MS,
): Promise<{ ok: true; data: api.ResumeFiltersResult } | ApiFailure> {
  const body = new FormData();
  body.append('file', file);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const result = await postForm<api.ResumeFiltersResult>('/jobs/resume-filters', body, 'The resume could not be read', controller.signal);
    if (!result.ok && result.status === 0 && controller.signal.aborted)
      return { ok: false, status: 504, message: RESUME_FILTERS_TIMEOUT_MESSAGE };
    return result;
  } finally {
    clearTimeout(timer);
  }
}
