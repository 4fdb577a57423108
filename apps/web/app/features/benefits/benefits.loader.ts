import type { LoaderFunctionArgs } from 'react-router';
import { serverApi } from '~/lib/server-api';
import { getBenefits } from './api/get-benefits';
import { getCompanyBenefits } from './api/get-company-benefits';
import { benefitsDescription, benefitsHeading } from './benefits-text';
import { benefitsHref, MAX_COMPARED, parseBenefitsQuery } from './benefits-query';
import { pageWithoutFigures } from '~/lib/limited-page';

/**
 * /benefits: the companies asked for side by side, or, when none is asked for, the region's three
 * most reported; and the list of every company with figures.
 */
export async function loadBenefits({ request, context }: LoaderFunctionArgs) {
  const asked = parseBenefitsQuery(new URL(request.url).searchParams);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  let result = await getBenefits(client, api, asked);
  if (result.ok && asked.companies.length === 0 && result.data.covered.length > 0)
    result = await getBenefits(client, api, {
      cc: asked.cc,
      companies: result.data.covered.slice(0, MAX_COMPARED).map((c) => c.company.slug),
    });

  const canonical = benefitsHref(asked);
  if (result.ok) {
    const view = result.data;
    // A member looking at one company may report its benefits when it is their own.
    const single =
      asked.companies.length === 1 && context.user ? await getCompanyBenefits(client, api, asked.companies[0]!, asked.cc) : null;
    const own = single?.ok && single.data.canReport ? single.data : null;
    const heading = benefitsHeading(asked.companies.length > 0 ? view.compare.map((c) => c.company) : [], asked.cc);
    return {
      kind: 'ok' as const,
      query: asked,
      canonical,
      heading,
      meta: { title: heading, description: benefitsDescription(view) },
      view,
      own,
      isDemo: view.compare.some((c) => c.demo),
    };
  }
  if (result.status === 404)
    return pageWithoutFigures(
      'not-found',
      { query: asked, canonical },
      { heading: benefitsHeading([], asked.cc), description: result.message },
      { message: result.message },
      404,
    );
  throw new Error(`GET /benefits answered ${result.status}: ${result.message}`);
}
