import type { z } from 'zod';

/**
 * Who may make a call. The server enforces it once, before the handler (apps/server/src/http/access.ts):
 * - public: anyone, signed in or not (SPEC §6: guests view everything);
 * - member: any signed-in user (401 "Not logged in" otherwise);
 * - premium: a premium member, an enterprise user or an admin (403 otherwise);
 * - enterprise: an enterprise user or an admin (403 otherwise);
 * - admin: an admin (403 otherwise).
 * Ownership of the record a call touches (a member reads only their own offer) is the service's
 * job, checked first there: access says who may call at all.
 */
export const ACCESS_LEVELS = ['public', 'member', 'premium', 'enterprise', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * Quotas a call counts against. 'search': the daily search limit (SPEC §6, §8 429 row) of
 * anonymous visitors and members without premium; past it the call answers 429 with the code
 * `search-limit` and the client opens the security check.
 */
export const QUOTAS = ['search'] as const;
export type Quota = (typeof QUOTAS)[number];

/**
 * The page a search call is made for: the daily search limit counts pages, not calls
 * (docs/decisions/037-search-quota-per-page.md). From the call's validated params and query (one
 * object), a page kind and the values that tell that kind's pages apart; the server joins them into
 * the page key (each value as a slug, so "Data Scientist" and data-scientist are one page). Every
 * call a page makes gives the same key, so the page counts once; a key seen today is free.
 * A key must include every input that picks whose figures are shown (a company, a title), or one
 * search would open them all; filters of one page (level, location, paging) may stay out.
 */
export type SearchPage = (input: Record<string, unknown>) => readonly [kind: string, ...values: unknown[]];

/** The common SearchPage: a kind and the names of the params or query fields that tell its pages apart. */
export const pageOf =
  (kind: string, ...fields: string[]): SearchPage =>
  (input) => [kind, ...fields.map((field) => input[field])];

/**
 * One /api/v1 call as data: the server binds it to Fastify (access, quota, validation,
 * serialisation, OpenAPI), the web client builds its URL and types from it. `path` uses Fastify's
 * `:param` syntax and is relative to API_BASE. `response` is the schema of the envelope's `data`.
 */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tags: string[];
  /** Required: a call nobody declared access for does not typecheck. */
  access: Access;
  quota?: Quota;
  /** Required with `quota: 'search'` (the server refuses to start without it). */
  searchPage?: SearchPage;
  params?: P;
  querystring?: Q;
  body?: B;
  response: R;
}

/** Keeps the exact type of each schema given (and which are absent), for typed handlers and clients. */
export const defineRoute = <const D extends RouteDef>(def: D) => def;

/**
 * A call whose success is a file (a CSV, a document) rather than the JSON envelope; its failures
 * are still envelopes. `produces` lists the success body's content types.
 */
export interface FileRouteDef<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> extends Omit<
  RouteDef<P, Q>,
  'response' | 'body'
> {
  produces: readonly string[];
}

export const defineFileRoute = <const D extends FileRouteDef>(def: D) => def;

type SchemaOf<D, K extends keyof RouteDef> = D extends { [key in K]: infer S } ? S : undefined;
/** The parsed (output) type of a route's part: params, querystring, body or response; undefined when absent. */
export type RoutePart<D, K extends keyof RouteDef> = SchemaOf<D, K> extends z.ZodType ? z.infer<SchemaOf<D, K>> : undefined;
/** What a caller may send for a part (before defaults and coercion). */
export type RouteInput<D, K extends keyof RouteDef> = SchemaOf<D, K> extends z.ZodType ? z.input<SchemaOf<D, K>> : undefined;

export type RouteResponse<D> = RoutePart<D, 'response'>;
export type RouteQuery<D> = RouteInput<D, 'querystring'>;

/** Fill `:param`s of a route path. Values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
