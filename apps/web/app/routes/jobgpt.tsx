import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/jobgpt';
import { paths } from '~/config/paths';
import { HuntCard } from '~/features/jobgpt/components/hunt-card';
import { HuntForm } from '~/features/jobgpt/components/hunt-form';
import classes from '~/features/jobgpt/components/jobgpt.module.css';
import { MatchCard } from '~/features/jobgpt/components/match-card';
import { ResumeFill } from '~/features/jobgpt/components/resume-fill';
import { JobgptSignedOut } from '~/features/jobgpt/components/signed-out';
import { StatsPanel } from '~/features/jobgpt/components/stats-panel';
import { useActionFailure } from '~/features/jobgpt/components/use-failure-toast';
import { huntToForm, resumeFiltersToForm, typedHuntForm, type HuntFormValues } from '~/features/jobgpt/hunt-form';
import { applicationsHref, jobgptHref } from '~/features/jobgpt/jobgpt-query';
import { reviewQueueNote } from '~/features/jobgpt/jobgpt-text';
import { plural } from '~/features/negotiate/negotiate-text';
import { jobgptAction } from '~/features/jobgpt/jobgpt.action';
import { loadJobgpt } from '~/features/jobgpt/jobgpt.loader';
import blocks from '~/shell/page-blocks.module.css';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import { privatePageMeta } from '~/lib/meta';

/**
 * /jobgpt: the member's job hunts (SPEC §2.1). Everything renders on the server: the hunts with
 * their counts, the form to start or change one (a plain POST; names picked with typeaheads once
 * JavaScript runs), today's matches of the chosen hunt (POST /jobs/match, not marked seen) each
 * with its score explained, and the member's figures (POST /jobs/stats). Apply, Not interested,
 * Pause and Resume are plain POST forms too. A refused form shows the server's message beside it
 * and as a toast. A visitor who is not signed in reads what JobGPT does and a sign-in link.
 */
export const loader = (args: Route.LoaderArgs) => loadJobgpt(args);

export const action = (args: Route.ActionArgs) => jobgptAction(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'JobGPT: your job hunts',
  description:
    'JobGPT finds the listed jobs that fit you, explains every match score part by part, and prepares your applications within the limits you set.',
  path: paths.jobgpt(),
});

export default function JobgptPage({ loaderData, actionData }: Route.ComponentProps) {
  const failure = useActionFailure(actionData);
  // A new hunt's form as a resume filled it (its key changes with each fill, so the fields take the values).
  const [filled, setFilled] = useState<{ values: HuntFormValues; n: number } | null>(null);
  if (loaderData.kind === 'signed-out') {
    return <JobgptSignedOut loginHref={loaderData.loginHref} heading="JobGPT: your job search assistant" />;
  }
  const { hunts, chosenId, editing, stats, matches, now } = loaderData;
  const chosen = hunts.find((h) => h.id === chosenId) ?? null;
  const huntError = failure?.form === 'hunt' ? failure : null;
  const formValues = huntError?.typed ?? (editing ? huntToForm(editing) : (filled?.values ?? loaderData.newHunt));
  const fillFromResume = (filters: Parameters<typeof resumeFiltersToForm>[0]) => {
    // What the member typed so far stays where the resume says nothing.
    const form = document.getElementById('hunt-form');
    const current = form instanceof HTMLFormElement ? typedHuntForm(new FormData(form)) : formValues;
    setFilled((f) => ({ values: resumeFiltersToForm(filters, current), n: (f?.n ?? 0) + 1 }));
  };
  const done = actionData?.ok ? actionData : null;
  const reviewNote = chosen ? reviewQueueNote(chosen, new Date(now).toISOString().slice(0, 10)) : null;
  return (
    <PageFrame>
      <PageHeading eyebrow="JobGPT" title="Your job hunts">
        <Text c="dimmed" mt={6} maw={760}>
          Describe the jobs you want; JobGPT scores every listed job against it and explains each score. You approve what it applies to,
          unless you turn on auto mode.{' '}
          <Anchor component={Link} to={applicationsHref()} fw={600}>
            Your applications and review queue
          </Anchor>
        </Text>
      </PageHeading>

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
            <h2 className={blocks.sectionTitle} id="hunts" style={{ margin: 0 }}>
              Hunts
            </h2>
            <Button component={Link} to={`${jobgptHref({ new: true })}#hunt-form`} variant="light" size="sm">
              New hunt
            </Button>
          </Group>
          <ul className={blocks.cardGrid}>
            {hunts.map((h) => (
              <li key={h.id}>
                <HuntCard hunt={h} chosen={h.id === chosenId} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <details
        className={`${blocks.card} ${classes.addCard}`}
        open={loaderData.formOpen || Boolean(huntError)}
        key={editing ? `edit-${editing.id}` : 'new'}
      >
        <summary>{editing ? `Change “${editing.name}”` : hunts.length === 0 ? 'Start your first job hunt' : 'Start a job hunt'}</summary>
        {!editing && <ResumeFill onFilters={fillFromResume} />}
        <HuntForm
          key={huntError?.attempt ?? (editing ? `edit-${editing.id}-${editing.updatedAt}` : `new-${filled?.n ?? 0}`)}
          huntId={editing?.id ?? null}
          initial={formValues}
          error={huntError?.message ?? null}
          suggestions={loaderData.suggestions}
        />
      </details>

      {chosen && (
        <section aria-labelledby="matches-title" id="matches">
          <h2 className={blocks.sectionTitle} id="matches-title">
            New matches for “{chosen.name}”
          </h2>
          {reviewNote && (
            <Alert color="blue" role="status" mb="sm" data-testid="moved-to-review">
              {reviewNote}{' '}
              <Anchor component={Link} to={applicationsHref({ hunt: chosen.id })} fw={600}>
                Review them
              </Anchor>
            </Alert>
          )}
          {matches && !matches.ok ? (
            <Alert color="yellow" title="Matches could not be loaded">
              {matches.message}
            </Alert>
          ) : matches && matches.items.length > 0 ? (
            <>
              <p className={blocks.sectionNote}>
                <span data-testid="matches-shown">{plural(matches.items.length, 'match', 'matches')}</span>, best first, from{' '}
                {matches.considered} listed jobs you have not seen, applied to or turned down. The score adds up six weighted parts, each
                shown below.
              </p>
              <ul className={blocks.cardList} aria-label="Matches">
                {matches.items.map((m) => (
                  <li key={m.job.id}>
                    <MatchCard job={m.job} match={m.match} jobHuntId={chosen.id} now={now} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <section className={blocks.card} data-testid="no-matches">
              <Text fw={700}>No new matches</Text>
              <Text c="dimmed" mt={4}>
                Every listed job that fits this hunt has been seen, applied to or turned down. Widen the hunt (more titles, cities or work
                places) or come back when new jobs are listed.
              </Text>
            </section>
          )}
        </section>
      )}
    </PageFrame>
  );
}
