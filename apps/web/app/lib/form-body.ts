import type { ApiFailure, RouteDef, RouteInput } from '@paysight/contract/core';

/**
 * A request body made from a posted form (plain HTML, so every value arrives as text): the contract
 * body's own field names, so a field renamed in the contract fails the typecheck here, with each
 * value as read from the form, which may still be text the schema refuses ("six" years).
 * `parseFormBody` then checks it with the route's schema.
 */
/** The job a salary form describes, as the add-a-salary and add-an-offer forms both ask for it (in this order). */
export const JOB_FORM_FIELDS = ['title', 'level', 'standardLevel', 'location', 'experience', 'base'] as const;

export type FormFields<B> = { [K in keyof B]: FormValue<B[K]> };
type FormValue<V> = [NonNullable<V>] extends [readonly unknown[]]
  ? unknown
  : [NonNullable<V>] extends [Record<string, unknown>]
    ? FormFields<NonNullable<V>> | null
    : unknown;

export type ParsedFormBody<D extends RouteDef> = { ok: true; body: RouteInput<D, 'body'> } | (ApiFailure & { status: 400 });

/** "body.experience: experience must be whole years", as the API words a refused field (plugins/errors.ts). */
export function describeBodyIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): string {
  return issues.map((i) => `body${i.path.length > 0 ? `.${i.path.map(String).join('.')}` : ''}: ${i.message}`).join('; ');
}

/**
 * The form's fields checked with the route's own body schema, the one the API validates with:
 * the typed body to send, or the refusal the API would give (400, naming the field) for the form
 * to show. Actions only: the schema is the full contract's (zod), which screens do not load.
 */
export function parseFormBody<D extends RouteDef>(route: D, fields: NoInfer<FormFields<RouteInput<D, 'body'>>>): ParsedFormBody<D> {
  if (!route.body) throw new Error(`${route.method} ${route.path} takes no body`);
  const result = route.body.safeParse(fields);
  // What the schema accepts is sent as it is: the API parses it again (trims, defaults) itself.
  if (result.success) return { ok: true, body: fields as RouteInput<D, 'body'> };
  return { ok: false, status: 400, message: describeBodyIssues(result.error.issues) };
}

/** The object without its undefined fields: an optional field left empty is not sent at all. */
export const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** A form's text field, trimmed; '' when it is missing or a file. */
export function formField(form: FormData, key: string): string {
  const v = form.get(key);
  return typeof v === 'string' ? v.trim() : '';
}
