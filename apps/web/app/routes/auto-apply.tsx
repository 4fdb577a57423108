import { Button, Container, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Route } from './+types/auto-apply';
import { paths } from '~/config/paths';
import classes from '~/features/jobgpt/components/jobgpt.module.css';
import { MATCH_WEIGHTS_SHOWN } from '~/features/jobgpt/jobgpt-text';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import shell from '~/shell/shell.module.css';
import { pageQuery } from '~/lib/page-query';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery();
export const headers = publicPageHeaders;

export const AUTO_APPLY_TITLE = 'Auto-apply to jobs with JobGPT';
export const AUTO_APPLY_DESCRIPTION =
  'JobGPT matches you with listed jobs and explains every score, answers application questions only from facts you gave, and never spams: your daily limit, one application per company in 30 days, auto mode off until you turn it on.';

/**
 * /auto-apply: the landing page for JobGPT's auto-apply (SPEC §2.1), rendered on the server. What
 * it does and its three promises, then the way in: /jobgpt, through sign-in when signed out.
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    ctaHref: context.user ? paths.jobgpt() : paths.login({ returnUrl: paths.jobgpt() }),
    signedIn: Boolean(context.user),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: AUTO_APPLY_TITLE, description: AUTO_APPLY_DESCRIPTION, path: paths.autoApply() }, matches);

function CallToAction({ href, signedIn }: { href: string; signedIn: boolean }) {
  return (
    <Group gap="sm">
      <Button component={Link} to={href} size="md" data-testid="auto-apply-cta">
        {signedIn ? 'Open JobGPT' : 'Sign in to start a job hunt'}
      </Button>
      <Button component={Link} to={paths.jobs()} size="md" variant="default">
        Browse jobs
      </Button>
    </Group>
  );
}

export default function AutoApplyPage({ loaderData }: Route.ComponentProps) {
  const { ctaHref, signedIn } = loaderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div className={classes.hero}>
          <span className={shell.eyebrow}>JobGPT auto-apply</span>
          <Title order={1} className={blocks.pageTitle} mt="sm">
            Apply to the jobs that fit you, without the busywork
          </Title>
          <Text c="dimmed" mt="sm" fz="lg">
            Tell JobGPT the jobs you want: titles, cities, pay, level, skills, companies to skip. Every day it scores the jobs listed on
            Paysight against what you asked for, shows you why each one fits, and prepares the applications you approve: the answers it can
            give from your profile and, if you like, a resume tailored to the job.
          </Text>
          <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
            <CallToAction href={ctaHref} signedIn={signedIn} />
          </div>
        </div>

        <section aria-labelledby="promises">
          <h2 className={blocks.sectionTitle} id="promises">
            Three promises
          </h2>
          <ul className={`${blocks.cardGrid} ${classes.grid3}`}>
            <li>
              <article className={classes.promise} data-testid="promise-matches">
                <h3>Matches that make sense</h3>
                <Text fz="sm">
                  Every match comes with its score taken apart: how many of the job’s skills you have (and which you miss), how close the
                  title is, whether the level fits your years, the place, the pay and how fresh the posting is. The score comes from fixed
                  rules with these weights, not from a guess.
                </Text>
                <ul className={classes.weights} aria-label="How the score is weighted">
                  {MATCH_WEIGHTS_SHOWN.map((w) => (
                    <li key={w.label} className={classes.weightRow}>
                      <span>{w.label}</span>
                      <Progress value={w.weight * 100 * (100 / 35)} size="sm" aria-hidden />
                      <span>{Math.round(w.weight * 100)}%</span>
                    </li>
                  ))}
                </ul>
              </article>
            </li>
            <li>
              <article className={classes.promise} data-testid="promise-answers">
                <h3>No invented answers</h3>
                <Text fz="sm">
                  JobGPT answers an application’s questions only from facts you stored on Paysight: your profile, your resume, your notice
                  period, whether you need a visa. A question it cannot answer from them is left for you, and the application says which.
                </Text>
                <Text fz="sm" mt="xs">
                  A tailored resume is written from what your profile already says, leading with what the job asks for.
                </Text>
              </article>
            </li>
            <li>
              <article className={classes.promise} data-testid="promise-spam">
                <h3>No spam</h3>
                <ul>
                  <li>Never more applications a day than your daily limit (5 unless you change it).</li>
                  <li>At most one application to the same company in 30 days.</li>
                  <li>Never the same job twice.</li>
                  <li>Never a company you excluded.</li>
                  <li>
                    Auto mode is off until you turn it on: until then every match waits for your approval. With it on, each automatic
                    application spends one credit.
                  </li>
                </ul>
              </article>
            </li>
          </ul>
        </section>

        <CardSection id="submitting" title="Who presses submit">
          <Text>
            Public job boards take applications through their own forms, and accept them from other software only with the employer’s key.
            So JobGPT does not submit for you on those boards: it prepares a ready-to-submit pack (the answers, the questions left for you,
            the tailored resume) and opens the employer’s page, and you press submit. Then you mark the application applied and follow it to
            interview and offer on your applications page.
          </Text>
        </CardSection>

        <CardSection id="how" title="How to start">
          <ol className={classes.steps}>
            <li>Sign in and complete your profile: skills, years of experience, phone number, notice period.</li>
            <li>Start a job hunt on JobGPT: the titles, cities, pay and levels you want, and any companies to skip.</li>
            <li>Read today’s matches and their scores; approve the ones you want, or set “Not interested”.</li>
            <li>Open each ready application, check the prepared answers, fill what was left for you, and submit.</li>
          </ol>
          <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
            <CallToAction href={ctaHref} signedIn={signedIn} />
          </div>
        </CardSection>
      </Stack>
    </Container>
  );
}
