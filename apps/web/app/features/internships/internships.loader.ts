import type { LoaderFunctionArgs } from 'react-router';
import { pageWithoutFigures } from '~/lib/limited-page';
import { serverApi } from '~/lib/server-api';
import { getInternships } from './api/get-internships';
import { internshipsDescription, internshipsHeading } from './internships-text';
import { internshipsHref, parseInternshipsQuery } from './internships-query';

/** /{cc}/internships and /{cc}/internships/{company}: one API call; an unknown region, company or title is a 404 page. */
export async function loadInternships({ request, context, params }: LoaderFunctionArgs) {
  const cc = params.cc === 'in' || params.cc === 'us' ? params.cc : null;
  const company = params.id ?? null;
  const query = parseInternshipsQuery(new URL(request.url).searchParams);
  const canonical = internshipsHref(cc ?? 'in', company, query.title);
  if (!cc)
    return pageWithoutFigures(
      'not-found',
      { cc: 'in' as const, canonical },
      { heading: 'Internship stipends', description: 'Internships are shown for India (/in) and the US (/us).' },
      { message: 'Internships are shown for India (/in/internships) and the US (/us/internships).' },
      404,
    );
  const { api } = await import('@paysight/contract');
  const result = await getInternships(serverApi(context, request), api, { cc, company: company ?? undefined, title: query.title });
  if (result.ok) {
    const d = result.data;
    const heading = internshipsHeading(cc, d.company?.name ?? null, d.title?.name ?? null);
    return {
      kind: 'ok' as const,
      cc,
      canonical,
      heading,
      meta: { title: heading, description: internshipsDescription(d, heading) },
      data: d,
    };
  }
  if (result.status === 404)
    return pageWithoutFigures(
      'not-found',
      { cc, canonical },
      { heading: internshipsHeading(cc, null, null), description: result.message },
      { message: result.message },
      404,
    );
  throw new Error(`GET internships answered ${result.status}: ${result.message}`);
}
