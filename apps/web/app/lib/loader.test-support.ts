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

/** A signed-in member as the session carries one; a test changes only what it needs. */
export const member = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  name: 'Asha',
  email: 'asha@infosys.com',
  avatar: null,
  role: 'user',
  premium: false,
  enterprisePlan: null,
  enterpriseTrial: false,
  enterpriseConfig: null,
  profileCompleteness: 40,
  ...over,
});

/** A route's loader called with a GET of a URL, in a load context (none by default). */
export const loaderOf =
  <R>(loader: (args: never) => R) =>
  (url: string, ctx: never = {} as never): R =>
    loader({ request: new Request(url), context: ctx, params: {} } as never);

/** A route's action called with a form POST of `fields` to `url`. */
export const formActionOf =
  <R>(action: (args: never) => R, url: string) =>
  (fields: Record<string, string>, ctx: never): R =>
    action({ request: new Request(url, { method: 'POST', body: new URLSearchParams(fields) }), context: ctx, params: {} } as never);

/** The response a loader or action threw (a redirect); fails the test when nothing was thrown. */
export async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (err) {
    return err as Response;
  }
  throw new Error('expected a throw');
}

/** The status a loader threw with data(..., { status }), as for an address it refuses (404). */
export async function thrownStatus(promise: Promise<unknown>): Promise<number | undefined> {
  const thrown = (await promise.catch((e: unknown) => e)) as { init?: { status?: number } };
  return thrown.init?.status;
}
