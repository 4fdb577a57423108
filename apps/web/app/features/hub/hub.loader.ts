import { groupDigits } from '@paysight/contract/core';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { getLeaderboardTeaser } from '~/features/leaderboard/api/get-leaderboard';
import { serializeJsonLd } from '~/lib/json-ld';
import { countryName } from '~/features/salary/salary-text';
import { serverApi } from '~/lib/server-api';
import { getRegionPopular, resolveSearch } from './api/get-hub';
import { hubPath, hubRegion, searchText } from './hub-search';

export async function loadHub({ params, request, context }: LoaderFunctionArgs) {
  const cc = hubRegion(params.cc);
  if (!cc) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);

  const q = searchText(url.searchParams);
  if (q) {
    const found = await resolveSearch(client, api, q, cc);
    if (found?.path) throw redirect(found.path);
  } else if (params.cc === 'in') {
    // One URL per page: India's hub is /salary.
    throw redirect(hubPath('in'), 301);
  }

  const [popular, leaderboard] = await Promise.all([getRegionPopular(client, api, cc), getLeaderboardTeaser(client, api, cc)]);
  const path = hubPath(cc);
  const title = `Salaries in ${countryName(cc)}`;
  const origin = context.clientConfig.publicUrl.replace(/\/+$/, '');
  const titles = popular?.titles ?? [];
  return {
    cc,
    path,
    // The search matched nothing: say so above the lists (and keep that URL out of the index).
    noMatch: q,
    meta: {
      title: `${title}: pay by company, title and city`,
      description:
        `Salaries in ${countryName(cc)} by company, job title, level and city: median total pay, base, stock and bonus` +
        (popular ? `, from ${groupDigits(popular.count)} salaries shared on Paysight.` : '.'),
    },
    title,
    popular,
    leaderboard,
    jsonLd: serializeJsonLd({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: `Popular job titles in ${countryName(cc)}`,
      itemListElement: titles
        .filter((t) => t.href)
        .map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: `${t.name} salary`, url: `${origin}${t.href}` })),
    }),
  };
}
