import { Anchor, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { api } from '@paysight/contract';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import { applicationsHref } from '../jobgpt-query';
import { APPLICATION_STATUS_LABEL, creditsText, dayLabel } from '../jobgpt-text';
import classes from './jobgpt.module.css';

// The chart library (recharts) loads after the page is up: it is not in the page's first JS.
const ApplicationsChart = lazy(() => import('./stats-chart'));

/** The server-rendered day bars (and the stand-in while the chart loads). */
function DayBars({ days }: { days: api.JobStats['last14Days'] }) {
  const max = Math.max(1, ...days.map((d) => d.applications));
  return (
    <ul className={classes.days} aria-hidden="true">
      {days.map((d, i) => (
        <li key={d.day} className={classes.day}>
          <span className={classes.dayBar} style={{ height: `${(d.applications / max) * 100}%` }} />
          {(i === 0 || i === days.length - 1 || i === 7) && <span className={classes.dayLabel}>{dayLabel(d.day)}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The member's job search in figures: applications by status, the last 14 days, credits. */
export function StatsPanel({ stats }: { stats: api.JobStats }) {
  const mounted = useMounted();
  const total = Object.values(stats.applications).reduce((a, b) => a + b, 0);
  const last14 = stats.last14Days.reduce((a, d) => a + d.applications, 0);
  const bars = <DayBars days={stats.last14Days} />;
  return (
    <CardSection id="jobgpt-stats" title="Your job search" testId="jobgpt-stats">
      <ul className={classes.figures}>
        <li>
          <span className={`${blocks.figure} ${classes.figure}`}>{stats.matchesToday}</span>
          {/* What today's runs did, not the new matches listed below (those are counted where they are listed). */}
          <span className={classes.figureLabel}>Moved to review or applied today</span>
        </li>
        <li>
          <span className={`${blocks.figure} ${classes.figure}`}>{stats.awaitingReview}</span>
          <span className={classes.figureLabel}>Waiting for your approval</span>
        </li>
        <li>
          <span className={`${blocks.figure} ${classes.figure}`}>{total}</span>
          <span className={classes.figureLabel}>Applications</span>
        </li>
        <li>
          <span className={`${blocks.figure} ${classes.figure}`}>{stats.jobsListed}</span>
          <span className={classes.figureLabel}>Jobs listed now</span>
        </li>
      </ul>
      <ul className={classes.counts} aria-label="Applications by status">
        {(Object.keys(APPLICATION_STATUS_LABEL) as api.JobApplicationStatus[]).map((s) => (
          <li key={s}>
            <Anchor component={Link} to={applicationsHref({ status: s })} fz="sm">
              {APPLICATION_STATUS_LABEL[s]}
            </Anchor>{' '}
            <strong>{stats.applications[s] ?? 0}</strong>
          </li>
        ))}
      </ul>
      <Text fz="sm" fw={600} mt="md">
        Applications over the last 14 days: {last14}
      </Text>
      {/* A fixed height: the chart replaces the bars without moving anything. */}
      <div className={classes.chart} data-testid="jobgpt-chart">
        {mounted ? <Suspense fallback={bars}>{<ApplicationsChart days={stats.last14Days} />}</Suspense> : bars}
      </div>
      <Text fz="sm" mt="md" data-testid="jobgpt-credits">
        <strong>{creditsText(stats.credits)}</strong> Approving a match yourself spends none.{' '}
        <Anchor component={Link} to={paths.pricing(paths.jobgpt())} fw={600}>
          Buy a credit pack
        </Anchor>
      </Text>
    </CardSection>
  );
}
