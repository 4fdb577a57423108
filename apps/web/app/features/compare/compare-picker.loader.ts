import type { CountryCode } from '@paysight/contract/core';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '~/config/paths';
import { serializeJsonLd } from '~/lib/json-ld';
import { countryName } from '~/features/salary/salary-text';
import { serverApi } from '~/lib/server-api';
import { getPickerOptions, resolvePicker } from './api/compare-picker';
import { getPopularComparisons } from './api/get-popular-comparisons';
import { getSavedComparisons } from './api/get-saved-comparisons';
import { emptyCompareForm, parseCompareForm } from './compare-query';

export async function loadComparePicker({ params, request, context }: LoaderFunctionArgs) {
  if (params.cc !== 'in' && params.cc !== 'us') throw data(null, { status: 404 });
  const cc: CountryCode = params.cc;
  const path = paths.compareCompanies(cc);
  const submitted = parseCompareForm(new URL(request.url).searchParams);
  const client = serverApi(context, request);
  const { api } = await import('@paysight/contract');

  const [picked, options, popular, saved] = await Promise.all([
    submitted ? resolvePicker(client, api, cc, submitted) : null,
    getPickerOptions(client, api, cc),
    getPopularComparisons(client, api, cc),
    context.user ? getSavedComparisons(client, api) : null,
  ]);
  if (picked?.ok) throw redirect(paths.comparison(cc, picked.entries));

  const title = `Compare Company Salaries in ${countryName(cc)}`;
  const description =
    `Compare pay at two or three companies in ${countryName(cc)} side by side: median total pay, middle half, ` +
    'base, stock and bonus, and pay by level mapped across companies.';
  const origin = context.clientConfig.publicUrl.replace(/\/+$/, '');
  return {
    cc,
    path,
    meta: { title, description },
    jsonLd: serializeJsonLd({ '@context': 'https://schema.org', '@type': 'WebPage', name: title, description, url: `${origin}${path}` }),
    values: submitted ?? emptyCompareForm(),
    errors: picked && !picked.ok ? picked.errors : null,
    didYouMean: picked && !picked.ok ? picked.didYouMean : null,
    options,
    // Popular comparisons are the page's own (a visitor's page is the same for all); a member's saved ones are theirs.
    popular: popular.ok ? popular.data : null,
    saved: saved?.ok ? saved.data : null,
  };
}
