import { API_BASE, isEnvelope, type ApiFailure } from '@paysight/contract/core';

/**
 * POSTs a multipart form (a file and its fields) from the browser: the contract's client speaks
 * JSON only, so these calls send their own request; the answer is the same envelope. `refusal`
 * words a failure whose answer carries no message ("The file was not taken"); a request that never
 * got an answer fails with status 0.
 */
export async function postForm<T>(
  path: string,
  body: FormData,
  refusal: string,
  signal?: AbortSignal,
): Promise<{ ok: true; data: T } | ApiFailure> {
  try {
    const res = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal,
    });
    const json: unknown = await res.json().catch(() => null);
    if (isEnvelope(json) && json.success) return { ok: true, data: json.data as T };
    return { ok: false, status: res.status, message: isEnvelope(json) ? json.message : `${refusal} (status ${res.status})` };
  } catch (err) {
    return { ok: false, status: 0, message: err instanceof Error ? err.message : String(err) };
  }
}
