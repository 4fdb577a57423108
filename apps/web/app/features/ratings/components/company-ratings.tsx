import { Progress, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import type { RateAnswer } from '../api/rate-company';
import { ASPECT_LABELS, notEnoughRatings, starsLabel } from '../ratings-text';
import classes from './ratings.module.css';
import RateForm from './rate-form';

/**
 * The company page's "Ratings" section: members' averages per aspect as bars (nothing under the
 * floor: "Not enough ratings yet"), the share of each star where it can be shown, and for a member
 * who works or worked there a plain form (works before JavaScript) to rate it for this year.
 */

function AspectBars({ summary }: { summary: api.RatingsSummary }) {
  return (
    <ul className={classes.bars} aria-label="Average rating by aspect">
      {summary.aspects.map((a) => (
        <li key={a.aspect} className={classes.bar}>
          <div className={classes.barHead}>
            <Text fz="sm">{ASPECT_LABELS[a.aspect]}</Text>
            <Text fz="sm" fw={700}>
              {starsLabel(a.average)}
            </Text>
          </div>
          <Progress value={(a.average / 5) * 100} aria-label={`${ASPECT_LABELS[a.aspect]}: ${starsLabel(a.average)}`} />
          <Text fz="xs" c="dimmed">
            {a.distribution
              .filter((b) => b.share !== null && b.share > 0)
              .reverse()
              .map((b) => `${b.stars}★ ${b.share}%`)
              .join(' · ') || 'Star breakdown hidden: too few raters per star'}
          </Text>
        </li>
      ))}
    </ul>
  );
}

export function CompanyRatings({
  ratings,
  answer,
  signedIn,
}: {
  ratings: api.CompanyRatings;
  answer: RateAnswer | undefined;
  signedIn: boolean;
}) {
  const { summary, company } = ratings;
  return (
    <section className={classes.card} id="ratings" style={{ scrollMarginTop: 84 }} aria-labelledby="company-ratings">
      <h2 id="company-ratings" className={classes.title}>
        Ratings
      </h2>
      {summary ? (
        <>
          <Text fz="sm" c="dimmed" mb="sm">
            <Text span fw={700} c="var(--mantine-color-text)">
              {starsLabel(summary.overall)}
            </Text>{' '}
            overall from {summary.raters} members who work or worked at {company.name}.
          </Text>
          <AspectBars summary={summary} />
          {summary.byYear.length > 1 && (
            <Text fz="sm" c="dimmed" mt="sm">
              By year: {summary.byYear.map((y) => `${y.year} ${y.overall.toFixed(1)}`).join(' · ')}
            </Text>
          )}
        </>
      ) : (
        <Text c="dimmed" data-testid="ratings-not-enough">
          {notEnoughRatings(company.name, ratings.minSlice)}
        </Text>
      )}
      {ratings.canRate ? (
        <RateForm ratings={ratings} answer={answer} />
      ) : (
        <Text fz="sm" c="dimmed" mt="sm">
          {signedIn ? (
            <>
              Worked at {company.name}? Add it to your <Link to={paths.profile()}>career history</Link> to rate it.
            </>
          ) : (
            <>
              Work or worked at {company.name}? <Link to={paths.login()}>Sign in</Link> to rate it.
            </>
          )}
        </Text>
      )}
    </section>
  );
}
