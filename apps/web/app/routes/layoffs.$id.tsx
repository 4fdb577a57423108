import { Anchor, Text } from '@mantine/core';
import { data, Link, useActionData } from 'react-router';
import type { Route } from './+types/layoffs.$id';
import { employerOf, followAction, followViewOf } from '~/features/layoffs/alerts-follow';
import { AlertsFollowForm } from '~/features/layoffs/components/alerts-follow-form';
import { serverApi } from '~/lib/server-api';
import { paths } from '~/config/paths';
import { LayoffNoticeView } from '~/features/layoffs/components/layoff-notice-view';
import { TitlesAffected } from '~/features/layoffs/components/titles-affected';
import { titlesAction, titlesOf } from '~/features/layoffs/titles-affected';
import { loadLayoffNotice } from '~/features/layoffs/layoff-notice.loader';
import { isDataWithInit } from '~/lib/limited-page';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { pageQuery } from '~/lib/page-query';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import { SalaryLimited } from '~/shell/salary-unavailable';
import { useSecurityCheck } from '~/shell/use-security-check';

/** A public page that reads no query. */
export const handle = pageQuery();
export const headers = publicPageHeaders;

/** /layoffs/{id}: one WARN notice with the state's row it came from, its source and licence. */
export async function loader(args: Route.LoaderArgs) {
  const page = await loadLayoffNotice(args);
  const signedIn = Boolean(args.context.user);
  // Past the daily limit: the page without figures (its status kept), nothing to follow or list.
  if (isDataWithInit(page)) return data({ ...page.data, follow: null, titles: null, signedIn }, page.init ?? undefined);
  // Whether the member follows this notice's employer (null for a signed-out visitor: the sign-in link).
  const { api } = await import('@paysight/contract');
  const client = serverApi(args.context, args.request);
  const [follow, titles] = await Promise.all([
    followViewOf(client, api, Boolean(args.context.user), {
      company: page.notice.company,
      employer: employerOf(page.notice.employer),
    }),
    // Titles affected, as members report them (under the privacy floor).
    titlesOf(client, api, page.notice.id),
  ]);
  return { ...page, follow, titles, signedIn };
}

/** "Follow this company's notices" (intent "follow"): POST /layoff/{id}/subscribe. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 400 });
  // "Add my title" (intent "titles"): POST /layoff/{id}/titles.
  if (form.get('intent') === 'titles') return titlesAction(form, request, context, Number(params.id));
  if (form.get('intent') !== 'follow') throw data(null, { status: 400 });
  const { answer, status } = await followAction(form, request, context, { noticeId: Number(params.id) });
  return data(answer, { status });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.canonical, noindex: loaderData.kind !== 'ok' }, matches) : [];

export default function LayoffNoticePage({ loaderData }: Route.ComponentProps) {
  // SPEC §8: the security check of the layoffs pages returns to /layoffs.
  useSecurityCheck(loaderData.kind === 'limited', paths.layoffs());
  const answer = useActionData<typeof action>();
  return (
    <PageFrame>
      <PageHeading eyebrow="Layoff tracking · WARN notice" title={loaderData.heading}>
        <Text c="dimmed" mt={6}>
          <Anchor component={Link} to={paths.layoffs()} fw={600}>
            All WARN notices
          </Anchor>
        </Text>
      </PageHeading>
      {loaderData.kind === 'ok' ? (
        <>
          <AlertsFollowForm
            view={loaderData.follow}
            answer={answer && 'form' in answer ? undefined : answer}
            employer={loaderData.notice.company?.name ?? employerOf(loaderData.notice.employer)}
            returnUrl={paths.layoffNotice(loaderData.notice.id)}
          />
          <LayoffNoticeView notice={loaderData.notice} />
          <TitlesAffected
            noticeId={loaderData.notice.id}
            titles={loaderData.titles}
            answer={answer && 'form' in answer ? answer : undefined}
            signedIn={loaderData.signedIn}
          />
        </>
      ) : (
        <SalaryLimited message={loaderData.message} signInHref={loaderData.signInHref} upgradeHref={loaderData.upgradeHref} />
      )}
    </PageFrame>
  );
}
