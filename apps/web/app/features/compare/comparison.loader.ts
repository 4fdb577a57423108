import { comparisonPair, type CountryCode } from '@paysight/contract/core';
import { data, type LoaderFunctionArgs } from 'react-router';
import { paths } from '~/config/paths';
import { limitedPage, pageWithoutFigures } from '~/lib/limited-page';
import { serializeJsonLd } from '~/lib/json-ld';
import { serverApi } from '~/lib/server-api';
import { getCompareContacts } from './api/get-compare-contacts';
import { getComparison } from './api/get-comparison';
import { getSavedComparisons } from './api/get-saved-comparisons';
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
  const client = serverApi(context, request);
  // A member's own parts (whether they saved it, people to ask) beside the figures; a visitor's page is the same for all (cached).
  const [result, saved, contacts] = await Promise.all([
    getComparison(client, api, { cc, q, filters }),
    context.user ? getSavedComparisons(client, api) : null,
    context.user ? getCompareContacts(client, api, { cc, q }) : null,
  ]);

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
      member: context.user
        ? {
            savedId: saved?.ok
              ? (saved.data.items.find((s) => s.countryCode === cc && s.pair === comparisonPair(entries))?.id ?? null)
              : null,
            contacts: contacts?.ok ? contacts.data : null,
          }
        : null,
      signInHref: context.user ? null : paths.login({ returnUrl: path }),
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
