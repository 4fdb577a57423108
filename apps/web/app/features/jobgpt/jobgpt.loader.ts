import type { LoaderFunctionArgs } from 'react-router';
import { paths } from '~/config/paths';
import { getProfile } from '~/features/profile/api/get-profile';
import { getPopularNames } from '~/features/suggest/api/get-popular-names';
import { pageUrlOf } from '~/lib/auth-guard';
import { serverApi } from '~/lib/server-api';
import { getJobStats } from './api/get-job-stats';
import { listJobHunts } from './api/list-job-hunts';
import { matchJobs } from './api/match-jobs';
import { huntFromProfile } from './hunt-form';
import { parseJobgptQuery } from './jobgpt-query';

/** Today's matches a hunt shows at once. */
const MATCHES_SHOWN = 10;

export async function loadJobgpt({ request, context }: LoaderFunctionArgs) {
  if (!context.user) {
    return { kind: 'signed-out' as const, loginHref: paths.login({ returnUrl: pageUrlOf(request) }) };
  }
  const query = parseJobgptQuery(new URL(request.url).searchParams);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const [hunts, stats, suggestions, profile] = await Promise.all([
    listJobHunts(client, api),
    getJobStats(client, api),
    getPopularNames(client, api, ['titles', 'cities', 'companies', 'skills']),
    getProfile(client, api),
  ]);
  if (!hunts.ok) throw new Error(`GET /job-hunts answered ${hunts.status}: ${hunts.message}`);
  const list = hunts.data;
  const chosen = list.find((h) => h.id === query.hunt) ?? list.find((h) => h.status === 'active') ?? (list.length > 0 ? list[0]! : null);
  const matches = chosen ? await matchJobs(client, api, { jobHuntId: chosen.id, limit: MATCHES_SHOWN, markSeen: false }) : null;
  const editing = query.edit !== undefined ? (list.find((h) => h.id === query.edit) ?? null) : null;
  return {
    kind: 'member' as const,
    hunts: list,
    chosenId: chosen?.id ?? null,
    editing,
    formOpen: list.length === 0 || query.new || editing !== null,
    matches: matches ? (matches.ok ? { ok: true as const, ...matches.data } : { ok: false as const, message: matches.message }) : null,
    stats: stats.ok ? stats.data : null,
    statsError: stats.ok ? null : stats.message,
    suggestions,
    // A new hunt starts from the profile (entered once); without it, from an empty form.
    newHunt: huntFromProfile(profile.ok ? profile.data : null),
    // One clock for the server's render and the browser's hydration.
    now: Date.now(),
  };
}
