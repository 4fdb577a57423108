import { ERROR_CODES, ERROR_MESSAGES } from '@paysight/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls `/api/v1<url>` in-process with `headers` (a signed-in member's, or none) and `payload` (a JSON body, when given). */
export const injectApi = (app: FastifyInstance, method: Method, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

/** Calls the API as injectApi does: the status, the envelope as the API answered it, and the cookies set. */
export async function callApi(app: FastifyInstance, method: Method, url: string, headers: Record<string, string> = {}, payload?: unknown) {
  const res = await injectApi(app, method, url, headers, payload);
  return { status: res.statusCode, body: res.json(), cookies: res.cookies };
}

/**
 * Asserts an answer of callApi: its status, then its envelope's message: the text itself, a
 * pattern it matches, or `{ contains }`, a part of it.
 */
export function expectStatusMessage(
  answer: { status: number; body: { message?: unknown } },
  status: number,
  message: string | RegExp | { contains: string },
) {
  expect(answer.status).toBe(status);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else if (message instanceof RegExp) expect(answer.body.message).toMatch(message);
  else expect(answer.body.message).toContain(message.contains);
}

/**
 * A guest's daily limit counts pages: each of `pages` but the last is a new page and answered, the
 * first again is free (a page seen today), and the last, one page past the limit, gets 429.
 */
export async function expectGuestLimit(app: FastifyInstance, pages: string[]) {
  const answer = async (url: string) => (await app.inject(`/api/v1${url}`)).statusCode;
  const codes: number[] = [];
  for (const url of pages.slice(0, -1)) codes.push(await answer(url));
  expect(codes.every((c) => c !== 429)).toBe(true);
  expect(await answer(pages[0]!)).not.toBe(429);
  expect(await answer(pages.at(-1)!)).toBe(429);
}

/** The envelope of a call refused because the caller's daily searches are spent. */
export const SEARCH_LIMIT_REFUSAL = {
  success: false,
  data: null,
  message: ERROR_MESSAGES.tooManyRequests,
  statusCode: 429,
  code: ERROR_CODES.searchLimit,
} as const;
