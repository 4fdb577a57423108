import { CONTRIBUTION_SOURCES } from '@paysight/contract/core';
import type { LoaderFunctionArgs } from 'react-router';
import { listMemberInternships } from '~/features/internships/api/list-member-internships';
import { getProfile } from '~/features/profile/api/get-profile';
import { getPopularNames } from '~/features/suggest/api/get-popular-names';
import { requireUser } from '~/lib/auth-guard';
import { serverApi } from '~/lib/server-api';
import { getContributionStanding } from './api/get-contribution-standing';
import { listContributions } from './api/list-contributions';
import { contributionToForm, emptyContributionForm, type ContributionFormValues } from './contribution-form';
import { emptyInternshipForm } from './internship-form';

export async function loadAddSalary({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const url = new URL(request.url);
  const savedId = Number(url.searchParams.get('saved'));
  // The form's internship option: a stipend a month instead of a year's pay.
  const internshipView = url.searchParams.get('kind') === 'internship';
  const [mine, standing, suggestions, profile, internships] = await Promise.all([
    listContributions(client, api),
    // Asked beside the list: a held salary's answer says it has no standing yet.
    Number.isInteger(savedId) && savedId > 0 ? getContributionStanding(client, api, savedId) : null,
    getPopularNames(client, api, ['companies', 'titles', 'cities']),
    // The profile's facts start the form (entered once); without them the form starts empty.
    getProfile(client, api),
    internshipView ? listMemberInternships(client, api) : null,
  ]);
  if (internships && !internships.ok) throw new Error(`GET /profile/internships answered ${internships.status}: ${internships.message}`);
  if (!mine.ok) throw new Error(`GET /profile/salary answered ${mine.status}: ${mine.message}`);
  const editId = Number(url.searchParams.get('edit'));
  const editing = mine.data.salaries.find((s) => s.id === editId) ?? null;
  const src = url.searchParams.get('src');
  const own = profile.ok ? profile.data : null;
  // The page that sent the member here names what they came to add; else what their profile says.
  const named = url.searchParams.has('company') || url.searchParams.has('title');
  const prefill: Partial<ContributionFormValues> = {
    company: url.searchParams.get('company') ?? (named ? '' : (own?.company?.name ?? '')),
    title: url.searchParams.get('title') ?? (named ? '' : (own?.title?.name ?? '')),
    ...(own?.experience != null ? { experience: String(own.experience) } : {}),
    ...(src && (CONTRIBUTION_SOURCES as readonly string[]).includes(src) ? { src } : {}),
    ...(url.searchParams.get('cc') === 'us' ? { currency: 'USD' } : {}),
  };
  return {
    salaries: mine.data.salaries,
    form: editing ? contributionToForm(editing) : emptyContributionForm(prefill),
    editing: editing !== null,
    saved: mine.data.salaries.find((s) => s.id === savedId) ?? null,
    // Without it (a failed call) the confirmation still says the salary was saved.
    standing: standing?.ok ? standing.data : null,
    suggestions,
    kind: internshipView ? ('internship' as const) : ('job' as const),
    internships: internships?.ok ? internships.data.internships : [],
    internshipForm: emptyInternshipForm(new Date(), {
      company: url.searchParams.get('company') ?? '',
      title: url.searchParams.get('title') ?? '',
      ...(url.searchParams.get('cc') === 'us' ? { currency: 'USD' } : {}),
    }),
    internshipOutcome: (['saved', 'withdrawn'] as const).find((o) => url.searchParams.get('internship') === o) ?? null,
  };
}
