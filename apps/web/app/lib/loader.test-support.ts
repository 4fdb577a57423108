import type { SessionUser } from '@paysight/contract/core';
import { vi } from 'vitest';

/**
 * For route loader tests: a load context whose in-process API answers every call with `status`
 * and `body` (apiFetch records the calls), and a reader for what the loader returned.
 */
export function answeringContext(answer: { status: number; body: unknown }, user: SessionUser | null = null) {
  const apiFetch = vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }),
  );
  const ctx = { cspNonce: '', user, sessionError: null, clientConfig: { publicUrl: 'https://paysight.test/' }, apiFetch };
  return { apiFetch, ctx: ctx as never };
}

/** What a loader returned with data(..., { status }): its status and payload (200 for plain data). */
export const unwrap = (result: unknown) => {
  const r = result as { type?: string; data?: unknown; init?: { status?: number } };
  return r.type === 'DataWithResponseInit' ? { status: r.init?.status ?? 200, body: r.data } : { status: 200, body: result };
};
