import { data, type LoaderFunctionArgs } from 'react-router';
import { paths } from '~/config/paths';
import { limitedPage } from '~/lib/limited-page';
import { serverApi } from '~/lib/server-api';
import { getLayoffNotice } from './api/get-layoff-notice';
import { formatDay, plural } from './layoffs-text';

/** /layoffs/{id}: one WARN notice and the state's row it came from. Past the daily limit, its security check returns to /layoffs. */
export async function loadLayoffNotice({ params, request, context }: LoaderFunctionArgs & { params: { id: string } }) {
  if (!/^[1-9]\d{0,9}$/.test(params.id) || Number(params.id) > 2_147_483_647) throw data(null, { status: 404 });
  const id = Number(params.id);
  const { api } = await import('@paysight/contract');
  const result = await getLayoffNotice(serverApi(context, request), api, id);
  const page = { id, canonical: paths.layoffNotice(id) };
  if (result.ok) {
    const n = result.data;
    const heading = `${n.employer}: WARN notice, ${n.stateName}`;
    const jobs = n.jobs === null ? 'jobs not given' : plural(n.jobs, 'job');
    return {
      kind: 'ok' as const,
      ...page,
      heading,
      meta: {
        title: heading,
        description: `${n.employer} filed a WARN notice with ${n.stateName} dated ${formatDay(n.noticeDate)} (${jobs}${n.city ? `, ${n.city}` : ''}): the notice and the state's own record.`,
      },
      notice: n,
    };
  }
  if (result.status === 404) throw data(null, { status: 404 });
  if (result.status === 429) {
    return limitedPage(
      page,
      { heading: 'WARN notice', message: result.message },
      { signedIn: Boolean(context.user), url: paths.layoffs() },
    );
  }
  throw new Error(`GET /layoff/${id} answered ${result.status}: ${result.message}`);
}
