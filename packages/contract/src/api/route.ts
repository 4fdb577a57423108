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

export const defineRoute = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: RouteDef<P, Q, B, R>,
) => def;

export type RouteResponse<D> = D extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;
export type RouteQuery<D> = D extends RouteDef<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;

/** Fill `:param`s of a route path. Values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
