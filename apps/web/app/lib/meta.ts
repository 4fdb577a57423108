import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'Paysight';

export interface PageMetaOptions {
  title: string;
  description: string;
  /** Canonical path, e.g. "/privacy-policy". Query strings are never part of it. */
  path: string;
  noindex?: boolean;
}

/** The root route's loader data carries the public origin; meta functions reach it through `matches`. */
type MatchesWithRoot = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

export function originFrom(matches: MatchesWithRoot | undefined): string {
  const root = matches?.find((m) => m?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? '';
}

/**
 * Title, description and an absolute canonical link for a page:
 * `export const meta: Route.MetaFunction = ({ matches }) => pageMeta({...}, matches)`.
 */
export function pageMeta({ title, description, path, noindex }: PageMetaOptions, matches?: MatchesWithRoot): MetaDescriptor[] {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const canonical = `${originFrom(matches)}${path}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:url', content: canonical },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
  ];
}

/** The meta function of a page search engines must not list: a member's, an employer's or an admin's own page. */
export const privatePageMeta =
  (page: Omit<PageMetaOptions, 'noindex'>) =>
  ({ matches }: { matches?: MatchesWithRoot }): MetaDescriptor[] =>
    pageMeta({ ...page, noindex: true }, matches);
