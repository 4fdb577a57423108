import { data, type LoaderFunctionArgs } from 'react-router';
import { serverApi } from '~/lib/server-api';
import { getJobFamilies } from '~/features/peer/api/get-job-families';
import { academyHref, isFiltered, parseAcademyQuery } from './academy-query';
import { DIFFICULTY_LABELS, ROUND_LABELS } from './academy-text';
import { listAcademyCompanies } from './api/list-academy-companies';
import { listAcademyQuestions } from './api/list-academy-questions';
import { listMyInterviewReports } from './api/list-my-interview-reports';

/**
 * /academy: the questions for the page's filters (seed sets and members' approved reports, merged),
 * the companies with enough reports to be filtered on, the job families, and for a signed-in
 * member their own reports. An unknown company or family is the not-found page.
 */
export async function loadAcademy({ request, context }: LoaderFunctionArgs) {
  const query = parseAcademyQuery(new URL(request.url).searchParams);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const signedIn = Boolean(context.user);
  const [questions, companies, families, mine] = await Promise.all([
    listAcademyQuestions(client, api, query),
    listAcademyCompanies(client, api),
    getJobFamilies(client, api),
    signedIn ? listMyInterviewReports(client, api) : Promise.resolve(null),
  ]);
  if (!companies.ok) throw new Error(`GET /academy/questions/companies answered ${companies.status}: ${companies.message}`);
  if (!families.ok) throw new Error(`GET /entities/job-families answered ${families.status}: ${families.message}`);
  const page = {
    query,
    canonical: academyHref(query),
    signedIn,
    companies: companies.data,
    families: families.data.families.map((f) => ({ slug: f.slug, name: f.name })),
    mine: mine?.ok ? mine.data.reports : [],
  };
  if (questions.ok) {
    const view = questions.data;
    const heading = [
      view.filters.family ? `${view.filters.family.name} interview questions` : 'Interview questions',
      view.filters.company ? ` at ${view.filters.company.name}` : '',
    ].join('');
    const narrowed = [
      view.filters.round && ROUND_LABELS[view.filters.round],
      view.filters.difficulty && DIFFICULTY_LABELS[view.filters.difficulty],
    ]
      .filter(Boolean)
      .join(', ');
    return {
      kind: 'ok' as const,
      ...page,
      heading,
      meta: {
        title: narrowed ? `${heading}: ${narrowed}` : heading,
        description:
          'Interview questions members were asked, counted from reports an admin checked, beside questions from openly licensed sets with their sources: filter by company, job family, round and difficulty.',
      },
      noindex: isFiltered(query) || Boolean(query.page),
      view,
    };
  }
  if (questions.status === 404)
    return data(
      {
        kind: 'not-found' as const,
        ...page,
        heading: 'Interview questions',
        meta: { title: 'Interview questions', description: questions.message },
        noindex: true,
        message: questions.message,
      },
      { status: 404 },
    );
  throw new Error(`GET /academy/questions answered ${questions.status}: ${questions.message}`);
}
