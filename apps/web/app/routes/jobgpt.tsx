import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { data, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/jobgpt';
import { paths } from '~/config/paths';
import { applyToJob } from '~/features/jobgpt/api/apply-to-job';
import { createJobHunt } from '~/features/jobgpt/api/create-job-hunt';
import { dismissJob } from '~/features/jobgpt/api/dismiss-job';
import { getJobHunt } from '~/features/jobgpt/api/get-job-hunt';
import { getJobStats } from '~/features/jobgpt/api/get-job-stats';
import { listJobHunts } from '~/features/jobgpt/api/list-job-hunts';
import { matchJobs } from '~/features/jobgpt/api/match-jobs';
import { updateJobHunt } from '~/features/jobgpt/api/update-job-hunt';
import { HuntCard } from '~/features/jobgpt/components/hunt-card';
import { HuntForm } from '~/features/jobgpt/components/hunt-form';
import classes from '~/features/jobgpt/components/jobgpt.module.css';
import { MatchCard } from '~/features/jobgpt/components/match-card';
import { JobgptSignedOut } from '~/features/jobgpt/components/signed-out';
import { StatsPanel } from '~/features/jobgpt/components/stats-panel';
import { useFailureToast } from '~/features/jobgpt/components/use-failure-toast';
import { EMPTY_HUNT_FORM, huntFormToBody, huntToForm, typedHuntForm, withStatus } from '~/features/jobgpt/hunt-form';
import { applicationsHref, idParam, jobgptHref, parseJobgptQuery } from '~/features/jobgpt/jobgpt-query';
import { huntRefusalText } from '~/features/jobgpt/jobgpt-text';
import { refusalText } from '~/features/jobs/jobs-text';
import salary from '~/features/salary/components/salary.module.css';
import { getPopularNames } from '~/features/suggest/api/get-popular-names';
import { pageUrlOf } from '~/lib/auth-guard';
import { parseFormBody } from '~/lib/form-body';
import { pageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import shell from '~/shell/shell.module.css';

/** Today's matches a hunt shows at once. */
export const MATCHES_SHOWN = 10;

/**
 * /jobgpt: the member's job hunts (SPEC §2.1). Everything renders on the server: the hunts with
 * their counts, the form to start or change one (a plain POST; names picked with typeaheads once
 * JavaScript runs), today's matches of the chosen hunt (POST /jobs/match, not marked seen) each
 * with its score explained, and the member's figures (POST /jobs/stats). Apply, Not interested,
 * Pause and Resume are plain POST forms too. A refused form shows the server's message beside it
 * and as a toast. A visitor who is not signed in reads what JobGPT does and a sign-in link.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.user) {
    return { kind: 'signed-out' as const, loginHref: paths.login({ returnUrl: pageUrlOf(request) }) };
  }
  const query = parseJobgptQuery(new URL(request.url).searchParams);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const [hunts, stats, suggestions] = await Promise.all([
    listJobHunts(client, api),
    getJobStats(client, api),
    getPopularNames(client, api, ['titles', 'cities', 'companies', 'skills']),
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
    // One clock for the server's render and the browser's hydration.
    now: Date.now(),
  };
}

type Failure = {
  ok: false;
  form: 'hunt' | 'hunt-status' | 'match';
  message: string;
  attempt: string;
  typed?: ReturnType<typeof typedHuntForm>;
};
const attempt = () => `${Date.now()}-${Math.random()}`;
const refuse = (form: Failure['form'], result: { status: number; message: string }, typed?: Failure['typed']) =>
  data<Failure>(
    { ok: false, form, message: huntRefusalText(refusalText(result.message)), attempt: attempt(), ...(typed ? { typed } : {}) },
    { status: result.status >= 400 && result.status < 500 ? result.status : 502 },
  );

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.user) throw redirect(paths.login({ returnUrl: pageUrlOf(request) }));
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const form = await request.formData();
  const intent = form.get('intent');
  const huntId = idParam(form.get('huntId'));

  if (intent === 'create' || intent === 'update') {
    const typed = typedHuntForm(form);
    if (intent === 'update' && !huntId) return refuse('hunt', { status: 400, message: 'Which hunt? Open it again with Edit.' }, typed);
    // The hunt keeps its pause state when its filters change.
    const current = intent === 'update' ? await getJobHunt(client, api, huntId!) : null;
    if (current && !current.ok) return refuse('hunt', current, typed);
    const body = parseFormBody(api.createJobHunt, huntFormToBody(typed, current?.ok ? current.data.status : undefined));
    if (!body.ok) return refuse('hunt', body, typed);
    const saved = current ? await updateJobHunt(client, api, huntId!, body.body) : await createJobHunt(client, api, body.body);
    if (!saved.ok) return refuse('hunt', saved, typed);
    return redirect(`${jobgptHref({ hunt: saved.data.id })}#matches`);
  }

  if (intent === 'pause' || intent === 'resume') {
    if (!huntId) return refuse('hunt-status', { status: 400, message: 'Which hunt?' });
    const hunt = await getJobHunt(client, api, huntId);
    if (!hunt.ok) return refuse('hunt-status', hunt);
    const saved = await updateJobHunt(client, api, huntId, withStatus(hunt.data, intent === 'pause' ? 'paused' : 'active'));
    if (!saved.ok) return refuse('hunt-status', saved);
    return {
      ok: true as const,
      form: 'hunt-status' as const,
      message: `“${saved.data.name}” is ${intent === 'pause' ? 'paused' : 'active again'}.`,
    };
  }

  if (intent === 'apply' || intent === 'dismiss') {
    const jobId = idParam(form.get('jobId'));
    if (!jobId) return refuse('match', { status: 400, message: 'Which job?' });
    if (intent === 'dismiss') {
      const result = await dismissJob(client, api, jobId);
      if (!result.ok) return refuse('match', result);
      return { ok: true as const, form: 'match' as const, message: 'Not interested: that job will not be matched again.' };
    }
    const result = await applyToJob(client, api, jobId, idParam(form.get('jobHuntId')) ?? null);
    if (!result.ok) return refuse('match', result);
    const job = result.data.job;
    return {
      ok: true as const,
      form: 'match' as const,
      message: `Application started${job ? ` for ${job.title} at ${job.company.name}` : ''}: JobGPT is preparing it.`,
      applied: true,
    };
  }
  return refuse('match', { status: 400, message: 'Unknown form.' });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'JobGPT: your job hunts',
      description:
        'JobGPT finds the listed jobs that fit you, explains every match score part by part, and prepares your applications within the limits you set.',
      path: paths.jobgpt(),
      noindex: true,
    },
    matches,
  );

export default function JobgptPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? actionData : null;
  useFailureToast(failure ? { message: failure.message, key: failure.attempt } : null);
  if (loaderData.kind === 'signed-out') {
    return (
      <Container size="md" py="xl">
        <JobgptSignedOut loginHref={loaderData.loginHref} eyebrow="JobGPT" heading="JobGPT: your job search assistant" />
      </Container>
    );
  }
  const { hunts, chosenId, editing, stats, matches, now } = loaderData;
  const chosen = hunts.find((h) => h.id === chosenId) ?? null;
  const huntError = failure?.form === 'hunt' ? failure : null;
  const formValues = huntError?.typed ?? (editing ? huntToForm(editing) : EMPTY_HUNT_FORM);
  const done = actionData?.ok ? actionData : null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg" className={salary.content} data-loading={navigation.state === 'loading' || undefined}>
        <div>
          <span className={shell.eyebrow}>JobGPT</span>
          <Title order={1} className={salary.pageTitle} mt="sm">
            Your job hunts
          </Title>
          <Text c="dimmed" mt={6} maw={760}>
            Describe the jobs you want; JobGPT scores every listed job against it and explains each score. You approve what it applies to,
            unless you turn on auto mode.{' '}
            <Anchor component={Link} to={applicationsHref()} fw={600}>
              Your applications and review queue
            </Anchor>
          </Text>
        </div>

        {done && (
          <Alert color="green" role="status" data-testid="jobgpt-done">
            {done.message}{' '}
            {'applied' in done && (
              <Anchor component={Link} to={applicationsHref()} fw={600}>
                See your applications
              </Anchor>
            )}
          </Alert>
        )}
        {failure && failure.form !== 'hunt' && (
          <Alert color="red" role="alert" title="That did not work">
            {failure.message}
          </Alert>
        )}

        {stats ? (
          <StatsPanel stats={stats} />
        ) : (
          <Alert color="yellow" title="Your figures could not be loaded">
            {loaderData.statsError}
          </Alert>
        )}

        {hunts.length > 0 && (
          <section aria-labelledby="hunts">
            <Group justify="space-between" mb="sm">
              <h2 className={salary.sectionTitle} id="hunts" style={{ margin: 0 }}>
                Hunts
              </h2>
              <Button component={Link} to={`${jobgptHref({ new: true })}#hunt-form`} variant="light" size="sm">
                New hunt
              </Button>
            </Group>
            <ul className={classes.huntList}>
              {hunts.map((h) => (
                <li key={h.id}>
                  <HuntCard hunt={h} chosen={h.id === chosenId} />
                </li>
              ))}
            </ul>
          </section>
        )}

        <details
          className={`${salary.card} ${classes.addCard}`}
          open={loaderData.formOpen || Boolean(huntError)}
          key={editing ? `edit-${editing.id}` : 'new'}
        >
          <summary>{editing ? `Change “${editing.name}”` : hunts.length === 0 ? 'Start your first job hunt' : 'Start a job hunt'}</summary>
          <HuntForm
            key={huntError?.attempt ?? (editing ? `edit-${editing.id}-${editing.updatedAt}` : 'new')}
            huntId={editing?.id ?? null}
            initial={formValues}
            error={huntError?.message ?? null}
            suggestions={loaderData.suggestions}
          />
        </details>

        {chosen && (
          <section aria-labelledby="matches-title" id="matches">
            <h2 className={salary.sectionTitle} id="matches-title">
              Today’s matches for “{chosen.name}”
            </h2>
            {matches && !matches.ok ? (
              <Alert color="yellow" title="Matches could not be loaded">
                {matches.message}
              </Alert>
            ) : matches && matches.items.length > 0 ? (
              <>
                <p className={salary.sectionNote}>
                  Best first, from {matches.considered} listed jobs you have not seen, applied to or turned down. The score adds up six
                  weighted parts, each shown below.
                </p>
                <ul className={classes.list} aria-label="Matches">
                  {matches.items.map((m) => (
                    <li key={m.job.id}>
                      <MatchCard job={m.job} match={m.match} jobHuntId={chosen.id} now={now} />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <section className={salary.card} data-testid="no-matches">
                <Text fw={700}>No new matches</Text>
                <Text c="dimmed" mt={4}>
                  Every listed job that fits this hunt has been seen, applied to or turned down. Widen the hunt (more titles, cities or work
                  places) or come back when new jobs are listed.
                </Text>
              </section>
            )}
          </section>
        )}
      </Stack>
    </Container>
  );
}
