import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import { countryName } from '~/features/salary/salary-text';
import { money, percent, plural } from '../negotiate-text';
import blocks from '~/shell/page-blocks.module.css';
import classes from './negotiate.module.css';

/** The region's outcomes, from its reviews: median uplift (percent and amount) and the rating. */
export function Outcomes({ region, reviews }: { region: CountryCode; reviews: api.NegotiationReviews }) {
  const { summary, currency } = reviews;
  if (summary.count === 0 || summary.averageRating === null) {
    return <p className={classes.text}>No reviews from {countryName(region)} yet.</p>;
  }
  const most = Math.max(...summary.ratings.map((r) => r.count), 1);
  return (
    <div className={`${blocks.columns} ${classes.outcomes}`} data-testid="outcomes">
      <div className={blocks.card}>
        <div className={blocks.figureLabel}>Median uplift</div>
        <div className={`${blocks.figure} ${classes.figure}`} data-testid="median-uplift">
          {summary.medianUpliftPercent !== null ? `+${percent(summary.medianUpliftPercent)}` : '–'}
        </div>
        <div className={classes.figureNote}>over the first written offer</div>
      </div>
      <div className={blocks.card}>
        <div className={blocks.figureLabel}>Median extra pay</div>
        <div className={`${blocks.figure} ${classes.figure}`} data-testid="median-amount">
          {summary.medianUpliftAmount !== null ? `+${money(summary.medianUpliftAmount, currency)}` : '–'}
        </div>
        <div className={classes.figureNote}>in the first year</div>
      </div>
      <div className={`${blocks.card} ${classes.ratingCard}`}>
        <div>
          <div className={blocks.figureLabel}>Average rating</div>
          <div className={`${blocks.figure} ${classes.figure}`} data-testid="average-rating">
            {summary.averageRating.toFixed(1)}
            <span className={classes.figureNote}> / 5</span>
          </div>
          <div className={classes.figureNote}>from {plural(summary.count, 'review', 'reviews')}</div>
        </div>
        <ul className={classes.ratingBars} aria-label="Reviews by rating">
          {summary.ratings.map((r) => (
            <li key={r.stars} aria-label={`${r.stars} stars: ${r.count}`}>
              <span>{r.stars} ★</span>
              <span className={classes.ratingTrack}>
                <span className={classes.ratingFill} style={{ width: `${(r.count / most) * 100}%` }} />
              </span>
              <span className={classes.ratingCount}>{r.count}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
