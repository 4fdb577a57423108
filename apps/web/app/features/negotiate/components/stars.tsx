import classes from './negotiate.module.css';

/** A 1–5 star rating, read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className={classes.stars} role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= rating ? classes.star : classes.starOff} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
