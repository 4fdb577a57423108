import { data, type LoaderFunctionArgs } from 'react-router';
import { paths } from '~/config/paths';
import { limitedPage } from '~/lib/limited-page';
import { serverApi } from '~/lib/server-api';
import { getLayoffMap } from './api/get-layoff-map';
import { listLayoffs } from './api/list-layoffs';
import { isFiltered, layoffsHref, parseLayoffsQuery } from './layoffs-query';
import { layoffsDescription, layoffsHeading } from './layoffs-text';

/**
 * /layoffs: the map and the list (with its trend) for the query, from two calls that count as one
 * search (the page's key is its company). Past the daily limit the page comes without figures and
 * its security check returns to /layoffs (SPEC §8).
 */
export async function loadLayoffs({ request, context }: LoaderFunctionArgs) {
  const query = parseLayoffsQuery(new URL(request.url).searchParams);
  const canonical = paths.layoffs({ company: query.company });
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const [list, map] = await Promise.all([listLayoffs(client, api, query), getLayoffMap(client, api, query)]);
  const page = { query, canonical };

  if (list.ok && map.ok) {
    const heading = layoffsHeading(query, list.data.filters.resolvedCompany?.name ?? query.company ?? null);
    const description = layoffsDescription(map.data.totals.notices, map.data.totals.jobs, map.data.sources.length);
    return {
      kind: 'ok' as const,
      ...page,
      heading,
      meta: { title: heading, description },
      noindex: isFiltered(query) && !(query.company && !query.state && !query.from && !query.to && !query.closures),
      list: list.data,
      map: map.data,
    };
  }
  const failed = list.ok ? map : list;
  if (failed.status === 429) {
    return limitedPage(
      page,
      { heading: layoffsHeading(query, query.company ?? null), message: failed.message },
      // SPEC §8: the security check of a layoffs page returns to /layoffs.
      { signedIn: Boolean(context.user), url: paths.layoffs() },
    );
  }
  if (failed.status === 400) {
    // A page past the last one: the first page of the same filters says what there is.
    return data(
      {
        kind: 'invalid' as const,
        ...page,
        heading: layoffsHeading(query, query.company ?? null),
        meta: { title: 'Layoffs: WARN notices', description: failed.message },
        noindex: true,
        message: failed.message,
        firstPageHref: layoffsHref(query, { page: 1 }),
      },
      { status: 400 },
    );
  }
  throw new Error(`GET /layoff answered ${failed.status}: ${failed.message}`);
}
