import { z } from 'zod';
import { COUNTRY_CODES } from '../constants.js';
import { defineFileRoute, defineRoute, type Access, type FileRouteDef, type RouteDef } from './route.js';

/** Pieces the calls' schemas share, written once so every call validates and documents them alike. */

export const cc = z.enum(COUNTRY_CODES);

/** A catalogue entry as the screens show and link it. */
export const named = z.object({ name: z.string(), slug: z.string() });

/** A required catalogue slug in a path or query. */
export const slug = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(200, `${field} is too long`)
    .regex(/^[a-z0-9-]+$/, `${field} must be in slug form`);

/** An email a member signs in with: the sign-in form's rules (SPEC §5). */
export const signInEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter your work/school email only!'))
  .transform((v) => v.toLowerCase());

/**
 * Calls that take nothing: no body, or an empty JSON object (what a caller that always sends JSON,
 * such as the web app's server side, sends).
 */
export const nothing = z.object({}).strict().nullish();

/** The currency of a region's amounts. */
export const currency = z.enum(['INR', 'USD']);

/** Yearly totals' quartiles. */
export const quartiles = z.object({ p25: z.number(), p50: z.number(), p75: z.number() });

/** Totals of one group (a company type, a level): its key and label, count and quartiles. */
export const groupRow = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  p25: z.number(),
  p50: z.number(),
  p75: z.number(),
});

/**
 * A row's id in a path (a serial: 1 to the largest int4); anything else answers `message`
 * ("id must be a job id"), as if no such row existed.
 */
export const serialId = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

/** Path params of a call on one row: `:id`. */
export const idParam = (message: string) => z.object({ id: serialId(message) });

/** A catalogue slug (or slugs joined by `--`) in a path or query; anything else answers `message`. */
export const slugText = (message: string, max = 200) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[a-z0-9-]+$/, message);

/** One page of a list: its items, how many there are in all, the page's number and size. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** A whole number from 1 to `max` (a page, a page size, a limit); each failure names the field. */
const counting = <N extends z.ZodNumber | z.ZodCoercedNumber>(number: N, field: string, max: number) =>
  number.int(`${field} must be a whole number`).min(1, `${field} must be at least 1`).max(max, `${field} must be at most ${max}`) as N;

/** A count (a page, a page size, a limit) in a JSON body: 1 to `max`, `fallback` when absent. */
export const countField = (field: string, max: number, fallback: number) =>
  counting(z.number({ error: `${field} must be a number` }), field, max).default(fallback);

/** A count in a query string (its text read as a number): 1 to `max`, `fallback` when absent. */
export const countQuery = (field: string, max: number, fallback: number) =>
  counting(z.coerce.number({ error: `${field} must be a number` }), field, max).default(fallback);

/** What a call declares beyond its area, method, path and answer: its summary and input schemas, and its access where it differs. */
type CallParts = Omit<RouteDef, 'method' | 'path' | 'tags' | 'access' | 'response'> & { access?: Access };
type FileCallParts = Omit<FileRouteDef, 'method' | 'path' | 'tags' | 'access'> & { access?: Access; method?: FileRouteDef['method'] };
/** A call's definition: the area's tag and access and the parts its calls share, overridden by what the call says itself. */
type Call<M, P, A, S, D> = Omit<{ method: M; path: P; tags: string[]; access: A } & Omit<S, keyof D>, keyof D> & D;
type Method<M extends RouteDef['method'], A, S> = <const P extends string, const R extends z.ZodType, const D extends CallParts>(
  path: P,
  response: R,
  parts: D,
) => Call<M, P, A, S, D & { response: R }>;

/** The calls of one area of the API (see routesOf), with the parts `S` they all share. */
export interface Calls<A extends Access, S> {
  get: Method<'GET', A, S>;
  post: Method<'POST', A, S>;
  put: Method<'PUT', A, S>;
  delete: Method<'DELETE', A, S>;
  /** A GET whose answer is one named list, e.g. `{ sessions: [...] }`. */
  list: <const P extends string, const K extends string, const I extends z.ZodType, const D extends CallParts>(
    path: P,
    key: K,
    item: I,
    parts: D,
  ) => Call<'GET', P, A, S, D & { response: z.ZodObject<{ [key in K]: z.ZodArray<I> }> }>;
  /** A call whose success is a file (a CSV, a document): a GET unless it says its method. */
  file: <const P extends string, const D extends FileCallParts>(path: P, parts: D) => Call<'GET', P, A, S, D>;
  /** The same area's calls that share more: the path params of one row, the search quota. */
  with: <const T extends Partial<CallParts>>(shared: T) => Calls<A, Omit<S, keyof T> & T>;
}

const callsOf = <const A extends Access, S extends Partial<CallParts>>(tag: string, access: A, shared: S): Calls<A, S> => {
  const define = (method: RouteDef['method'], path: string, parts: Partial<RouteDef>) =>
    defineRoute({ method, path, tags: [tag], access, ...shared, ...parts } as RouteDef);
  const method =
    <M extends RouteDef['method']>(verb: M): Method<M, A, S> =>
    (path, response, parts) =>
      define(verb, path, { ...parts, response }) as never;
  return {
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    delete: method('DELETE'),
    list: (path, key, item, parts) => define('GET', path, { ...parts, response: z.object({ [key]: z.array(item) }) }) as never,
    file: (path, parts) => defineFileRoute({ method: 'GET', path, tags: [tag], access, ...shared, ...parts } as FileRouteDef) as never,
    with: (more) => callsOf(tag, access, { ...shared, ...more }),
  };
};

/**
 * The calls of one area of the API: its OpenAPI tag and usual access said once. Each call names its
 * method, path and answer (the envelope's `data`), then its summary and input schemas (and its
 * access, where it differs from the area's); `with` gives calls that share more (one row's path
 * params, the search quota). The result is the same plain definition defineRoute keeps.
 */
export const routesOf = <const A extends Access>(tag: string, access: A) => callsOf(tag, access, {});
