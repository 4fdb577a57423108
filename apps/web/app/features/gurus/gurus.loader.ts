import { SLUG_PATTERN } from '@paysight/contract/core';
import { data, type LoaderFunctionArgs } from 'react-router';
import { serverApi } from '~/lib/server-api';
import { getGuruBookings } from './api/get-guru-bookings';
import { getGuruCoach } from './api/get-guru-coach';
import { getGuruInterviewer } from './api/get-guru-interviewer';
import { getGuruInterviewers } from './api/get-guru-interviewers';
import { isRegion, zoneOf } from './gurus-text';

const slugOf = (value: string | null) => (value && SLUG_PATTERN.test(value) && value.length <= 200 ? value : undefined);
const idOf = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

/** What /gurus reads from its URL: the list's filters and page, one coach, the zone times show in, a booking to confirm cancelling. */
export function parseGurusQuery(search: URLSearchParams) {
  const region = search.get('region');
  return {
    company: slugOf(search.get('company')),
    family: slugOf(search.get('family')),
    region: isRegion(region) ? region : undefined,
    page: idOf(search.get('page')) ?? 1,
    coach: idOf(search.get('coach')),
    tz: zoneOf(search.get('tz'), isRegion(region) ? region : null),
    tzChosen: search.has('tz'),
    cancel: idOf(search.get('cancel')),
  };
}

/**
 * /gurus: the coaches (anyone; one coach's slots with `coach`), and for a member their bookings and
 * their side as a coach. Every read is one API call.
 */
export async function loadGurus({ request, context }: LoaderFunctionArgs) {
  const query = parseGurusQuery(new URL(request.url).searchParams);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const [list, coach, bookings, coaching] = await Promise.all([
    getGuruInterviewers(client, api, {
      page: query.coach ? 1 : query.page,
      ...(query.company ? { company: query.company } : {}),
      ...(query.family ? { family: query.family } : {}),
      ...(query.region ? { region: query.region } : {}),
    }),
    query.coach ? getGuruInterviewer(client, api, query.coach) : null,
    context.user ? getGuruBookings(client, api) : null,
    context.user ? getGuruCoach(client, api) : null,
  ]);
  if (!list.ok) throw new Error(`GET /gurus/interviewers answered ${list.status}: ${list.message}`);
  if (coach && !coach.ok) {
    if (coach.status === 404) throw data(null, { status: 404 });
    throw new Error(`GET /gurus/interviewers/${query.coach} answered ${coach.status}: ${coach.message}`);
  }
  const ok = <T>(r: { ok: true; data: T } | { ok: false } | null) => (r?.ok ? r.data : null);
  return {
    query,
    list: list.data,
    coach: coach ? coach.data : null,
    signedIn: Boolean(context.user),
    bookings: ok(bookings)?.items ?? [],
    coaching: ok(coaching),
  };
}
