import { ERROR_CODES } from '@paysight/contract/core';
import { data, type UNSAFE_DataWithResponseInit } from 'react-router';
import { securityPopupModel } from '~/shell/security-popup-model';

/**
 * A figures page's answer without its figures, under `status`: its `kind`, its heading (the
 * title too) and description, and the page's own fields.
 */
export function pageWithoutFigures<K extends string, P extends object, F extends object>(
  kind: K,
  page: P,
  text: { heading: string; description: string },
  fields: F,
  status: number,
) {
  return data(
    { kind, ...page, heading: text.heading, meta: { title: text.heading, description: text.description }, ...fields },
    { status },
  );
}

/**
 * A figures page's answer when the daily search limit refused its API call (429): the page
 * without figures, with the security check's links in it (they must make sense before JavaScript
 * too); the page opens the check itself with useSecurityCheck.
 */
export function limitedPage<P extends object>(
  page: P,
  text: { heading: string; message: string },
  visitor: { signedIn: boolean; url: string },
) {
  const links = securityPopupModel(visitor);
  return pageWithoutFigures(
    'limited',
    page,
    { heading: text.heading, description: text.message },
    { message: text.message, signInHref: links.signInHref, upgradeHref: links.upgradeHref },
    429,
  );
}

/** Why a figures page has no salaries: too few were shared for its slice, or none are known. */
export type NoSalariesReason = 'not-enough' | 'unknown';

/**
 * A figures page's answer when the API found no salaries for it (404): the page without figures,
 * under a heading for the reason (ERROR_CODES.tooFewRecords is "not-enough"), with the page's own
 * ways on (`extra`, which may depend on the reason too).
 */
export function noSalariesPage<P extends object, E extends object>(
  page: P,
  result: { code?: string; message: string },
  headingOf: (reason: NoSalariesReason) => string,
  extra: (reason: NoSalariesReason) => E,
) {
  const reason: NoSalariesReason = result.code === ERROR_CODES.tooFewRecords ? 'not-enough' : 'unknown';
  return pageWithoutFigures(
    'not-found',
    page,
    { heading: headingOf(reason), description: result.message },
    { reason, message: result.message, ...extra(reason) },
    404,
  );
}

/**
 * Whether a loader's answer is a `data(…, init)` result (a page without figures, with its status)
 * rather than plain data: React Router exports the class as a type only, so the check is on its tag.
 */
export function isDataWithInit<T>(value: T): value is Extract<T, UNSAFE_DataWithResponseInit<unknown>> {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';
}
