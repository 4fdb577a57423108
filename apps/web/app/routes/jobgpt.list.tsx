import { Alert, Anchor, Button, NativeSelect, Text } from '@mantine/core';
import { Form, Link } from 'react-router';
import type { Route } from './+types/jobgpt.list';
import { paths } from '~/config/paths';
import { getJobApplication } from '~/features/jobgpt/api/get-job-application';
import { listJobApplications } from '~/features/jobgpt/api/list-job-applications';
import { listJobHunts } from '~/features/jobgpt/api/list-job-hunts';
import { applicationsAction } from '~/features/jobgpt/applications.action';
import { ApplicationCard } from '~/features/jobgpt/components/application-card';
import classes from '~/features/jobgpt/components/jobgpt.module.css';
import { MatchCard } from '~/features/jobgpt/components/match-card';
import { JobgptSignedOut } from '~/features/jobgpt/components/signed-out';
import { useActionFailure } from '~/features/jobgpt/components/use-failure-toast';
import { applicationsHref, JOBGPT_LIST_PATH, parseApplicationsQuery, toApplicationsCall } from '~/features/jobgpt/jobgpt-query';
import { APPLICATION_STATUS_LABEL } from '~/features/jobgpt/jobgpt-text';
import { refusalText } from '~/features/jobs/jobs-text';
import blocks from '~/shell/page-blocks.module.css';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import { pageUrlOf } from '~/lib/auth-guard';
import { privatePageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import { Pagination } from '~/shell/pagination';

const PAGE_SIZE = 10;

/**
 * /jobgpt/list: the member's review queue (matches waiting for approval, best first), then their
 * applications, 10 a page, filtered by hunt and status in the URL (a plain GET form). Each
 * application shows where it stands and what JobGPT prepared, takes the member's status and notes
 * (a plain POST), and opens its log (?log=id) in place. A visitor who is not signed in reads what
 * JobGPT does and a sign-in link.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.user) {
    return { kind: 'signed-out' as const, loginHref: paths.login({ returnUrl: pageUrlOf(request) }) };
  }
  const query = parseApplicationsQuery(new URL(request.url).searchParams);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const [applications, hunts, detail] = await Promise.all([
    listJobApplications(client, api, toApplicationsCall(query)),
    listJobHunts(client, api),
    query.log ? getJobApplication(client, api, query.log) : null,
  ]);
  return {
    kind: 'member' as const,
    query,
    hunts: hunts.ok ? hunts.data.map((h) => ({ id: h.id, name: h.name })) : [],
    applications: applications.ok ? applications.data : null,
    error: applications.ok ? null : refusalText(applications.message.replace(/(^|;\s*)querystring(\.\w+)*:\s*/g, '$1')),
    log: detail?.ok ? { id: detail.data.id, events: detail.data.log } : null,
    logError: detail && !detail.ok ? detail.message : null,
    now: Date.now(),
  };
}

export const action = (args: Route.ActionArgs) => applicationsAction(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'JobGPT: your applications',
  description: 'The matches waiting for your approval and every application JobGPT prepared, with where each stands and its log.',
  path: JOBGPT_LIST_PATH,
});

export default function JobgptListPage({ loaderData, actionData }: Route.ComponentProps) {
  const failure = useActionFailure(actionData);
  if (loaderData.kind === 'signed-out') {
    return <JobgptSignedOut loginHref={loaderData.loginHref} heading="Your applications" />;
  }
  const { query, hunts, applications, log, now } = loaderData;
  const huntName = (id: number) => hunts.find((h) => h.id === id)?.name;
  const filtered = query.hunt !== undefined || query.status !== undefined;
  return (
    <PageFrame>
      <PageHeading eyebrow="JobGPT" title="Your applications">
        <Text c="dimmed" mt={6} maw={760}>
          Approve the matches you want, then follow each application from preparation to offer.{' '}
          <Anchor component={Link} to={paths.jobgpt()} fw={600}>
            Your job hunts
          </Anchor>
        </Text>
      </PageHeading>

      {actionData?.ok && (
        <Alert color="green" role="status" data-testid="jobgpt-done">
          {actionData.message}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert" title="That did not work">
          {failure.message}
        </Alert>
      )}

      {loaderData.error || !applications ? (
        <Alert color="yellow" title="Your applications could not be loaded" data-testid="applications-error">
          {loaderData.error}
        </Alert>
      ) : (
        <>
          <section aria-labelledby="review">
            <h2 className={blocks.sectionTitle} id="review">
              Waiting for your approval ({applications.review.length})
            </h2>
            {applications.review.length === 0 ? (
              <Text c="dimmed" data-testid="review-empty">
                Nothing waits for approval. Matches at or above a hunt’s minimum score come here when its auto mode is off.
              </Text>
            ) : (
              <ul className={blocks.cardList} aria-label="Review queue">
                {applications.review.map((m) => (
                  <li key={m.matchId}>
                    <MatchCard
                      job={m.job}
                      match={m.match}
                      jobHuntId={m.jobHuntId}
                      now={now}
                      applyLabel="Approve"
                      {...(huntName(m.jobHuntId) ? { huntName: huntName(m.jobHuntId)! } : {})}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="applications">
            <h2 className={blocks.sectionTitle} id="applications">
              Applications ({applications.total})
            </h2>
            <Form method="get" action={JOBGPT_LIST_PATH} className={classes.filters} aria-label="Application filters">
              <NativeSelect
                name="hunt"
                label="Hunt"
                defaultValue={query.hunt ? String(query.hunt) : ''}
                data={[{ value: '', label: 'All hunts' }, ...hunts.map((h) => ({ value: String(h.id), label: h.name }))]}
              />
              <NativeSelect
                name="status"
                label="Status"
                defaultValue={query.status ?? ''}
                data={[
                  { value: '', label: 'Any status' },
                  ...(Object.keys(APPLICATION_STATUS_LABEL) as Array<keyof typeof APPLICATION_STATUS_LABEL>).map((s) => ({
                    value: s,
                    label: APPLICATION_STATUS_LABEL[s],
                  })),
                ]}
              />
              <Button type="submit" variant="default">
                Show
              </Button>
            </Form>
            {loaderData.logError && (
              <Alert color="yellow" mt="sm" title="The log could not be loaded">
                {loaderData.logError}
              </Alert>
            )}
            {applications.items.length === 0 ? (
              <Text c="dimmed" mt="md" data-testid="applications-empty">
                {applications.total > 0
                  ? 'This page is past the last one.'
                  : filtered
                    ? 'No application matches these filters.'
                    : 'No applications yet. Approve a match above, or apply from your hunts’ matches.'}
                {filtered && (
                  <>
                    {' '}
                    <Anchor component={Link} to={applicationsHref()}>
                      Show all
                    </Anchor>
                  </>
                )}
              </Text>
            ) : (
              <ul className={blocks.cardList} aria-label="Applications" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
                {applications.items.map((a) => (
                  <li key={a.id}>
                    <ApplicationCard
                      application={a}
                      log={log && log.id === a.id ? log.events : null}
                      logHref={`${applicationsHref({ ...query, log: log?.id === a.id ? undefined : a.id })}#application-${a.id}`}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={query.page}
              totalItems={applications.total}
              pageSize={applications.pageSize || PAGE_SIZE}
              href={(p) => applicationsHref({ hunt: query.hunt, status: query.status, page: p })}
            />
          </section>
        </>
      )}
    </PageFrame>
  );
}
