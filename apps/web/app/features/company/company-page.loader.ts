import type { CountryCode } from '@paysight/contract/core';
import { data, type LoaderFunctionArgs } from 'react-router';
import { paths } from '~/config/paths';
import { getCompanyLayoffs } from '~/features/layoffs/api/get-company-layoffs';
import { getCompanyRatings } from '~/features/ratings/api/get-company-ratings';
import { limitedPage, noSalariesPage } from '~/lib/limited-page';
import { humanizeSlug } from '~/features/salary/salary-filters';
import { countryName } from '~/features/salary/salary-text';
import { serverApi } from '~/lib/server-api';
import { getCompanyMore } from './api/get-company-more';
import { getCompanyPage } from './api/get-company-page';
import { companyMoreOf } from './company-more';
import { companyDescription, companyHeading } from './company-text';

export const SLUG = /^[a-z0-9-]{1,200}$/;

/** The query parameters the company page reads (its route's `handle.query`). */
export const COMPANY_PAGE_QUERY = ['family', 'location', 'about'] as const;

const slugParam = (params: URLSearchParams, name: string) => {
  const value = params.get(name) ?? '';
  return SLUG.test(value) ? value : undefined;
};

export async function loadCompanyPage({ params, request, context }: LoaderFunctionArgs & { params: { cc: string; company: string } }) {
  if ((params.cc !== 'in' && params.cc !== 'us') || !SLUG.test(params.company)) throw data(null, { status: 404 });
  const cc: CountryCode = params.cc;
  const company = params.company;
  const search = new URL(request.url).searchParams;
  const family = slugParam(search, 'family');
  const location = slugParam(search, 'location');
  const path = paths.company(cc, company);
  const page = { cc, company, path };
  const fallbackName = humanizeSlug(company);

  // The full contract (zod) on the server only; the page's own code imports the core.
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const about = companyMoreOf(search.get('about'));
  const [result, ratings, more, layoffs] = await Promise.all([
    getCompanyPage(client, api, { cc, company, family, location }),
    getCompanyRatings(client, api, company),
    about ? getCompanyMore(client, api, about, cc, company) : null,
    getCompanyLayoffs(client, api, company),
  ]);

  if (result.ok) {
    const found = result.data;
    const heading = companyHeading(found.company.name, cc, found.location?.name ?? null);
    return {
      kind: 'ok' as const,
      ...page,
      heading,
      meta: { title: heading, description: companyDescription(found) },
      found,
      ratings: ratings.ok ? ratings.data : null,
      /** The company's US WARN notices, when it has any (a link to /layoffs?company=…). */
      layoffs: layoffs.ok && layoffs.data.notices > 0 ? layoffs.data : null,
      signedIn: Boolean(context.user),
      about,
      filters: { family, location },
      more: more
        ? more.ok
          ? { ok: true as const, value: more.data }
          : { ok: false as const, message: more.message, limited: more.status === 429 }
        : null,
    };
  }
  if (result.status === 404) {
    return noSalariesPage(
      page,
      result,
      (reason) => (reason === 'not-enough' ? companyHeading(fallbackName, cc) : `No salaries for ${fallbackName} in ${countryName(cc)}`),
      () => ({
        clearFiltersHref: family || location ? path : null,
        hubPage: { href: paths.regionHub(cc), label: `All salaries in ${countryName(cc)}` },
      }),
    );
  }
  if (result.status === 429) {
    return limitedPage(
      page,
      { heading: companyHeading(fallbackName, cc), message: result.message },
      { signedIn: Boolean(context.user), url: paths.company(cc, company, { family, location }) },
    );
  }
  throw new Error(`GET /${cc}/company/${company} answered ${result.status}: ${result.message}`);
}
