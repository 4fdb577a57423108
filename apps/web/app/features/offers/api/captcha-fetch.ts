import { API_BASE, isEnvelope } from '@paysight/contract/core';

/** GET /offers/captcha: where the captcha widget asks for its challenge. */
export const OFFERS_CAPTCHA_URL = `${API_BASE}/offers/captcha`;

/**
 * The widget's fetch: every API answer is wrapped in the envelope, the widget wants the bare
 * challenge. Failures keep their status (the widget shows its error state).
 */
export async function captchaFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, { ...init, credentials: 'same-origin' });
  const json: unknown = await res.json().catch(() => null);
  const body = isEnvelope(json) && json.success ? json.data : { error: isEnvelope(json) ? json.message : 'no challenge' };
  return new Response(JSON.stringify(body), { status: res.status, headers: { 'content-type': 'application/json' } });
}
