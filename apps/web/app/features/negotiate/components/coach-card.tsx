import { formatAmount, groupDigits } from '@paysight/contract/core';
import type { api } from '@paysight/contract';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { money, moneyRegion, percent, plural } from '../negotiate-text';
import blocks from '~/shell/page-blocks.module.css';
import classes from './negotiate.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** One coach: who they are, what they are known for, their record and their price. */
export function CoachCard({ coach }: { coach: api.NegotiationCoach }) {
  return (
    <article className={`${blocks.card} ${classes.coach}`} data-testid="coach" aria-labelledby={`coach-${coach.slug}`}>
      <div className={classes.coachHead}>
        <span className={classes.avatar} aria-hidden="true">
          {initials(coach.name)}
        </span>
        <div>
          <h3 className={classes.coachName} id={`coach-${coach.slug}`}>
            {coach.name}
          </h3>
          <p className={classes.coachHeadline}>{coach.headline}</p>
        </div>
        {coach.rating !== null && (
          <span className={classes.rating} title={`Average of ${plural(coach.reviewCount, 'review', 'reviews')}`}>
            <span className={classes.star} aria-hidden="true">
              ★
            </span>{' '}
            {coach.rating.toFixed(1)} <span className={classes.ratingCountInline}>({coach.reviewCount})</span>
          </span>
        )}
      </div>
      <ul className={classes.chips} aria-label="Specialities">
        {coach.specialities.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <dl className={`${blocks.terms} ${classes.record}`}>
        <div>
          <dt>Negotiations</dt>
          <dd>{groupDigits(coach.negotiationsDone)}</dd>
        </div>
        <div>
          <dt>Median uplift</dt>
          <dd>{percent(coach.medianUpliftPercent)}</dd>
        </div>
        <div>
          <dt>Total uplift</dt>
          <dd>{money(coach.totalUplift, coach.currency)}</dd>
        </div>
        <div>
          <dt>Coaching</dt>
          <dd>{plural(coach.yearsCoaching, 'year', 'years')}</dd>
        </div>
      </dl>
      <p className={classes.coachMeta}>
        <strong>Covers:</strong> {coach.countries.join(', ')}
      </p>
      <p className={classes.coachMeta}>
        <strong>Offers negotiated at:</strong> {coach.companies.join(', ')}
      </p>
      <div className={`${blocks.spread} ${classes.coachFoot}`}>
        <span>
          From <span className={classes.price}>{formatAmount(coach.priceFrom, moneyRegion(coach.currency))}</span>
        </span>
        <Link className={blocks.link} to={paths.offers()} aria-label={`Get started with ${coach.name}: evaluate your offer first`}>
          Get started →
        </Link>
      </div>
    </article>
  );
}
