import type { api } from '@paysight/contract';
import { money, percent, reviewDate } from '../negotiate-text';
import blocks from '~/shell/page-blocks.module.css';
import classes from './negotiate.module.css';
import { Stars } from './stars';

/** One member's review: rating, uplift, text, who they are (first name and initial) and when. */
export function ReviewCard({ review }: { review: api.NegotiationReview }) {
  const { reviewer } = review;
  return (
    <article className={`${blocks.card} ${classes.review}`} data-testid="review">
      <div className={blocks.spread}>
        <Stars rating={review.rating} />
        <span className={`${blocks.pill} ${classes.uplift}`} title="Extra first-year pay over the first written offer">
          +{money(review.upliftAmount, review.currency)} (+{percent(review.upliftPercent)})
        </span>
      </div>
      <p className={classes.reviewBody} data-testid="review-body">
        {review.body}
      </p>
      <p className={classes.reviewer}>
        <strong>{reviewer.name}</strong> · {reviewer.role}
        {reviewer.company ? ` at ${reviewer.company}` : ''}
        <br />
        {review.coach ? `Coached by ${review.coach.name} · ` : ''}
        <time dateTime={review.reviewedOn}>{reviewDate(review.reviewedOn)}</time>
      </p>
    </article>
  );
}
