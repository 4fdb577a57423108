import type { z } from 'zod';

/**
 * One /api/v1 call as data: the server binds it to Fastify (validation, serialisation, OpenAPI),
 * the web client builds its URL and types from it. `path` uses Fastify's `:param` syntax and is
 * relative to API_BASE. `response` is the schema of the envelope's `data`.
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
  params?: P;
  querystring?: Q;
  body?: B;
  response: R;
}

/** Keeps the exact type of each schema given (and which are absent), for typed handlers and clients. */
export const defineRoute = <const D extends RouteDef>(def: D) => def;

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
