import { formatCompact, type CountryCode } from '@paysight/contract/core';
import type { LoaderFunctionArgs } from 'react-router';
import { paths } from '~/config/paths';
import { getDashboard } from '~/features/dashboard/api/get-dashboard';
import { listBlogs } from '~/features/blog/api/list-blogs';
import { getRegionPopular } from '~/features/hub/api/get-hub';
import { serverApi } from '~/lib/server-api';

export async function loadHome({ context, request }: LoaderFunctionArgs) {
  // The salary hub's own calls (and caches): each region's most reported companies and titles, with their medians.
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  // A signed-in member's home leads with their own figures and next steps (GET /dashboard; never in the shared page cache).
  const [dashboard, articles, ...lists] = await Promise.all([
    context.user ? getDashboard(client, api) : null,
    // The blog's latest three, listed under the areas.
    listBlogs(client, api, 3),
    ...REGIONS.map((cc) => getRegionPopular(client, api, cc)),
  ]);
  const regions = lists.flatMap((list, i) => {
    const cc = REGIONS[i]!;
    if (!list) return [];
    const search = (name: string) => `${paths.regionHub(cc)}?q=${encodeURIComponent(name)}`;
    return [
      {
        cc,
        name: REGION_NAMES[cc],
        isDemo: list.isDemo,
        // A company links to its own page (ADR 019), or to the hub's search for it.
        companies: (list.companies ?? []).slice(0, 8).map((c) => ({ name: c.name, href: c.href ?? search(c.name) })),
        // Sample figures: the region's three most reported titles. The count is formatted here, not
        // in the render: the first toLocaleString in the browser loads ICU's number data inside
        // the hydration task (about 10 ms; 60 ms on Lighthouse's 4x-slowed mobile CPU).
        figures: (list.titles ?? []).slice(0, 3).map((t) => ({
          name: t.name,
          count: t.count.toLocaleString('en-US'),
          median: formatCompact(t.p50, list.countryCode),
          href: t.href ?? search(t.name),
        })),
      },
    ];
  });
  return { regions, dashboard: dashboard?.ok ? dashboard.data : null, articles };
}

const REGIONS: CountryCode[] = ['in', 'us'];

const REGION_NAMES: Record<CountryCode, string> = { in: 'India', us: 'United States' };
