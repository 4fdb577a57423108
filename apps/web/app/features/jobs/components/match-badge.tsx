import { Anchor, Badge } from '@mantine/core';
import type { SessionUser } from '@paysight/contract/core';
import { useEffect, useSyncExternalStore } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { paths } from '~/config/paths';
import { matchBadgeText } from '../jobs-text';
import classes from './jobs.module.css';
import { matchScores, type CardScore } from './match-scores';

const LOADING: CardScore = { state: 'loading' };

/**
 * A job card's match score for a signed-in member ("87% match"), asked for after the page is up so
 * the page itself stays server-rendered and shared. Nothing for a visitor, nor while it loads, nor
 * for a job the hunt does not score; a member without a job hunt reads, once on the page, how to
 * get scores.
 */
export function MatchBadge({ jobId }: { jobId: number }) {
  const root = useRouteLoaderData('root') as { user?: SessionUser | null } | undefined;
  const signedIn = Boolean(root?.user);
  useEffect(() => (signedIn ? matchScores.request(jobId) : undefined), [jobId, signedIn]);
  const score = useSyncExternalStore(
    matchScores.subscribe,
    () => matchScores.get(jobId),
    () => LOADING,
  );
  if (!signedIn) return null;
  if (score.state === 'score')
    return (
      <Badge
        color={score.score >= 0.8 ? 'teal' : score.score >= 0.6 ? 'yellow' : 'gray'}
        variant="light"
        radius="sm"
        tt="none"
        data-testid="job-match"
      >
        {matchBadgeText(score.score)}
      </Badge>
    );
  if (score.state === 'no-hunt' && score.first)
    return (
      <p className={classes.matchHint} data-testid="job-match-hint">
        <Anchor component={Link} to={paths.jobgpt()} fz="sm">
          Start a job hunt to see match scores
        </Anchor>
      </p>
    );
  return null;
}
