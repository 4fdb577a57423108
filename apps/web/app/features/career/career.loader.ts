import type { api } from '@paysight/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { paths } from '~/config/paths';
import { getCareerHistory } from '~/features/profile/api/get-career-history';
import { getPopularNames } from '~/features/suggest/api/get-popular-names';
import { pageUrlOf } from '~/lib/auth-guard';
import { serverApi } from '~/lib/server-api';
import { getCareerCulture } from './api/get-career-culture';
import { getCareerEliteness } from './api/get-career-eliteness';
import { getCareerJobRisk } from './api/get-career-job-risk';
import { getCareerMarket } from './api/get-career-market';
import { getCareerTree } from './api/get-career-tree';
import { getMyCareerRanks } from './api/get-my-career-ranks';
import { listCareerIntros } from './api/list-career-intros';
import { companySlugOf, parseCareerQuery, titleSlugOf, type CareerQuery } from './career-query';
import { REGION_LABEL } from './career-text';

/** The title shown to a visitor who has not picked one (and has no history to start from). */
const DEFAULT_TITLE = 'Software Engineer';

type Failure = { ok: false; status: number; message: string };

type Outcome<T> = { ok: true; data: T } | Failure;

export type ViewData =
  | { view: 'eliteness'; result: Outcome<api.CareerEliteness> }
  | { view: 'culture'; result: Outcome<api.CultureView> | null }
  | { view: 'market'; result: Outcome<api.CareerMarket> }
  | { view: 'job-risk'; result: Outcome<api.JobRisk> };

const outcome = <T>(r: { ok: true; data: T } | { ok: false; status: number; message: string }): Outcome<T> =>
  r.ok ? { ok: true, data: r.data } : { ok: false, status: r.status, message: r.message };

export async function loadCareer({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = parseCareerQuery(url.searchParams);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const signedIn = Boolean(context.user);

  const [history, ranks, intros, suggestions] = await Promise.all([
    signedIn ? getCareerHistory(client, api) : null,
    signedIn ? getMyCareerRanks(client, api) : null,
    signedIn ? listCareerIntros(client, api) : null,
    getPopularNames(client, api, ['titles', 'companies']),
  ]);

  // The member's current position fills what the form left out (a form that sent an empty company means none).
  const current = history?.ok ? (history.data.positions.find((p) => p.current) ?? history.data.positions[0] ?? null) : null;
  const picked = url.searchParams.has('title') || url.searchParams.has('company');
  const titleName = query.title ?? (picked ? null : current?.title.name) ?? DEFAULT_TITLE;
  const companyName = query.company ?? (picked ? null : (current?.company.name ?? null));
  const cc = url.searchParams.has('cc') ? query.cc : (current?.countryCode ?? query.cc);
  const title = titleSlugOf(titleName) ?? 'software-engineer';
  const company = companySlugOf(companyName) ?? undefined;
  const compare = companySlugOf(query.compare) ?? undefined;

  const viewData: Promise<ViewData> = (async () => {
    switch (query.view) {
      case 'culture':
        return { view: 'culture', result: company ? outcome(await getCareerCulture(client, api, cc, { title, company, compare })) : null };
      case 'market':
        return { view: 'market', result: outcome(await getCareerMarket(client, api, cc, titleName, company)) };
      case 'job-risk':
        return { view: 'job-risk', result: outcome(await getCareerJobRisk(client, api, cc, titleName, company)) };
      default:
        return { view: 'eliteness', result: outcome(await getCareerEliteness(client, api, cc, title, company)) };
    }
  })();
  // Every call names the page (title at company): the daily search limit counts the page once.
  const [view, tree] = await Promise.all([viewData, getCareerTree(client, api, cc, title, company).then(outcome)]);

  const limited = (view.result && !view.result.ok && view.result.status === 429) || (!tree.ok && tree.status === 429);
  const isDemo = Boolean((view.view === 'eliteness' && view.result.ok && view.result.data.isDemo) || (tree.ok && tree.data.isDemo));
  const heading = `Career path: ${titleName}${companyName ? ` at ${companyName}` : ''}`;
  const pick: CareerQuery = { cc, title: titleName, company: companyName, compare: query.compare, view: query.view };
  return {
    heading,
    meta: {
      title: heading,
      description: `Rank, culture, market and AI exposure for ${titleName} in ${REGION_LABEL[cc]}, and where people went next.`,
    },
    pick,
    view,
    tree,
    limited,
    isDemo,
    signedIn,
    loginHref: paths.login({ returnUrl: pageUrlOf(request) }),
    ranks: ranks?.ok ? ranks.data : null,
    intros: intros?.ok ? intros.data : null,
    suggestions,
  };
}
