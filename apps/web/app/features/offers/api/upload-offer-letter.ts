import type { api } from '@paysight/contract';
import { API_BASE, isEnvelope } from '@paysight/contract/core';

/**
 * POST /offers/upload from the browser: the offer letter as multipart/form-data (field "file").
 * The API client speaks JSON only, so this one call sends its own request; the answer is the
 * same envelope. Nothing is stored on the server.
 */
export async function uploadOfferLetter(
  file: File,
): Promise<{ ok: true; data: api.OfferPrefill } | { ok: false; status: number; message: string }> {
  const body = new FormData();
  body.append('file', file);
  try {
    const res = await fetch(`${API_BASE}/offers/upload`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    const json: unknown = await res.json().catch(() => null);
    if (isEnvelope(json) && json.success) return { ok: true, data: json.data as api.OfferPrefill };
    return {
      ok: false,
      status: res.status,
      message: isEnvelope(json) ? json.message : `The letter could not be read (status ${res.status})`,
    };
  } catch (err) {
    return { ok: false, status: 0, message: err instanceof Error ? err.message : String(err) };
  }
}
