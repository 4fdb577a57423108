import type { CountryCode } from '@paysight/contract/core';
import { data, type LoaderFunctionArgs } from 'react-router';
import { paths } from '~/config/paths';
import { serverApi } from '~/lib/server-api';
import { getSalaryStats } from './api/get-salary-stats';
import { getSalaryTrends } from './api/get-salary-trends';
import { salaryFigures } from './components/figures-model';
import { trendModel } from './components/trend-model';
import { salaryInHand } from './in-hand';
import { limitedPage, noSalariesPage } from '~/lib/limited-page';
import { filtersToSearch, humanizeSlug, isNarrowed, parseFilters, parseSalaryQ } from './salary-filters';
import { serializeJsonLd } from '~/lib/json-ld';
import { salaryJsonLd } from './salary-json-ld';
import { salaryExportAccess } from './salary-export';
import { countryName, salaryDescription, salaryHeading, statsNames } from './salary-text';

export async function loadSalaryPage({ params, request, context }: LoaderFunctionArgs & { params: { cc: string; q: string } }) {
  const slugs = parseSalaryQ(params.q);
  if ((params.cc !== 'in' && params.cc !== 'us') || !slugs) throw data(null, { status: 404 });
  const cc: CountryCode = params.cc;
  const q = params.q;
  const path = paths.regionSalary(cc, q);
  const filters = parseFilters(new URL(request.url).searchParams, cc);
  const page = { cc, q, path, filters };
  const fallbackNames = { company: slugs.companySlug ? humanizeSlug(slugs.companySlug) : null, title: humanizeSlug(slugs.titleSlug) };

  // The full contract (zod) on the server only; the page's own code imports the core.
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  // Pay over time is one more in-process call beside the figures; if it fails, the page shows without the chart.
  const [result, trends] = await Promise.all([
    getSalaryStats(client, api, { cc, q, filters }),
    getSalaryTrends(client, api, { cc, title: slugs.titleSlug, company: slugs.companySlug, location: filters.location }).catch(() => null),
  ]);

  if (result.ok) {
    const stats = result.data;
    const heading = salaryHeading(statsNames(stats), cc);
    const origin = context.clientConfig.publicUrl.replace(/\/+$/, '');
    return {
      kind: 'ok' as const,
      ...page,
      heading,
      meta: { title: heading, description: salaryDescription(stats) },
      jsonLd: serializeJsonLd(salaryJsonLd(stats, `${origin}${path}`)),
      stats,
      // Laid out here, once: the page's script draws the bars and tables without computing them.
      figures: salaryFigures(stats),
      // India: the offer tool's in-hand estimate of the base-pay percentiles, worked out here so the tax rules stay off the client.
      inHand: salaryInHand(stats),
      trend: trends?.ok ? trendModel(trends.data) : null,
      // A member's page is never shared by the page cache, so the control may depend on who asks.
      exportAccess: salaryExportAccess(context.user, { cc, q, filters, url: `${path}${filtersToSearch(filters)}` }),
    };
  }
  if (result.status === 404) {
    return noSalariesPage(
      page,
      result,
      (reason) =>
        reason === 'not-enough'
          ? salaryHeading(fallbackNames, cc)
          : `No salaries for ${fallbackNames.company ? `${fallbackNames.company} ` : ''}${fallbackNames.title} in ${countryName(cc)}`,
      (reason) => ({
        clearFiltersHref: isNarrowed(filters) ? path : null,
        titlePage:
          reason === 'not-enough' && slugs.companySlug
            ? { href: paths.regionSalary(cc, slugs.titleSlug), label: `All ${fallbackNames.title} salaries in ${countryName(cc)}` }
            : null,
      }),
    );
  }
  if (result.status === 429) {
    return limitedPage(
      page,
      { heading: salaryHeading(fallbackNames, cc), message: result.message },
      { signedIn: Boolean(context.user), url: `${path}${filtersToSearch(filters)}` },
    );
  }
  throw new Error(`GET /${cc}/salary/${q} answered ${result.status}: ${result.message}`);
}
