import type { api } from '@paysight/contract';
import { API_BASE, isEnvelope, RESUME_FILTERS_TIMEOUT_MESSAGE, RESUME_FILTERS_TIMEOUT_MS } from '@paysight/contract/core';

/**
 * POST /jobs/resume-filters from the browser: the resume as multipart/form-data (field "file") →
 * a new hunt's filters. The API client speaks JSON only, so this call sends its own request. It
 * waits at most the call's own limit (SPEC §9: 10 seconds), then says so in the member's words,
 * as the server's 504 does.
 */
export async function readResumeFilters(
  file: File,
  timeoutMs: number = RESUME_FILTERS_TIMEOUT_MS,
): Promise<{ ok: true; data: api.ResumeFiltersResult } | { ok: false; status: number; message: string }> {
  const body = new FormData();
  body.append('file', file);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(`${API_BASE}/jobs/resume-filters`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    const json: unknown = await res.json().catch(() => null);
    if (isEnvelope(json) && json.success) return { ok: true, data: json.data as api.ResumeFiltersResult };
    return {
      ok: false,
      status: res.status,
      message: isEnvelope(json) ? json.message : `The resume could not be read (status ${res.status})`,
    };
  } catch (err) {
    if (controller.signal.aborted) return { ok: false, status: 504, message: RESUME_FILTERS_TIMEOUT_MESSAGE };
    return { ok: false, status: 0, message: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
}
