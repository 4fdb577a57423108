import type { CountryCode } from '@paysight/contract/core';
import { data, type LoaderFunctionArgs } from 'react-router';
import { paths } from '~/config/paths';
import { limitedPage, pageWithoutFigures } from '~/lib/limited-page';
import { serializeJsonLd } from '~/lib/json-ld';
import { serverApi } from '~/lib/server-api';
import { getComparison } from './api/get-comparison';
import { compareJsonLd } from './compare-json-ld';
import {
  compareFiltersToSearch,
  emptyCompareForm,
  isCompareNarrowed,
  parseCompareFilters,
  parseCompareQ,
  type CompareFormValues,
} from './compare-query';
import { compareDescription, compareHeading, entryNames, fallbackNames, sharedTitle, type EntryNames } from './compare-text';

export async function loadComparison({ params, request, context }: LoaderFunctionArgs & { params: { cc: string; q: string } }) {
  const entries = parseCompareQ(params.q);
  if ((params.cc !== 'in' && params.cc !== 'us') || !entries) throw data(null, { status: 404 });
  const cc: CountryCode = params.cc;
  const q = params.q;
  const path = paths.comparison(
    cc,
    entries.map((e) => e.key),
  );
  const filters = parseCompareFilters(new URL(request.url).searchParams, cc);
  const fallback = fallbackNames(entries);
  const page = { cc, q, path, filters };

  // The full contract (zod) on the server only; the page's own code imports the core.
  const { api } = await import('@paysight/contract');
  const result = await getComparison(serverApi(context, request), api, { cc, q, filters });

  if (result.ok) {
    const comparison = result.data;
    const names = comparison.entries.map(entryNames);
    const heading = compareHeading(names, cc);
    const origin = context.clientConfig.publicUrl.replace(/\/+$/, '');
    return {
      kind: 'ok' as const,
      ...page,
      heading,
      meta: { title: heading, description: compareDescription(comparison) },
      jsonLd: serializeJsonLd(compareJsonLd(comparison, `${origin}${path}`, origin)),
      comparison,
      isDemo: comparison.isDemo,
      formValues: formValuesOf(names),
      clearFiltersHref: isCompareNarrowed(filters) ? `${path}${compareFiltersToSearch({ gpayCC: filters.gpayCC })}` : null,
    };
  }
  if (result.status === 404 || result.status === 400) {
    return pageWithoutFigures(
      'not-found',
      page,
      { heading: compareHeading(fallback, cc), description: result.message },
      { message: result.message, formValues: formValuesOf(fallback) },
      404,
    );
  }
  if (result.status === 429) {
    return limitedPage(
      page,
      { heading: compareHeading(fallback, cc), message: result.message },
      { signedIn: Boolean(context.user), url: `${path}${compareFiltersToSearch(filters)}` },
    );
  }
  throw new Error(`GET /${cc}/compare/salary/${q} answered ${result.status}: ${result.message}`);
}

/** The picker, filled with this comparison (the title only when all entries share it). */
function formValuesOf(names: EntryNames[]): CompareFormValues {
  const values = emptyCompareForm();
  names.forEach((n, i) => (values.companies[i] = n.company));
  values.title = sharedTitle(names) ?? '';
  return values;
}
