import type { api } from '@paysight/contract';
import { Link } from 'react-router';
import { CardSection } from '~/shell/card-section';
import blocks from '~/shell/page-blocks.module.css';
import { DemoDataLabel } from '~/shell/page-frame';
import { comparedTimes, comparisonLabel } from '../compare-text';
import classes from './compare.module.css';

/**
 * The picker's "Popular comparisons" (GET /compare/list): the region's most opened comparisons,
 * each counted once a day per visitor and listed only from MIN_SLICE of those; demo counts labelled.
 */
export function PopularComparisons({ data }: { data: api.PopularComparisons }) {
  const demo = data.items.some((item) => item.isDemo);
  return (
    <CardSection
      id="popular-comparisons"
      title={<span className={blocks.inline}>Popular comparisons {demo && <DemoDataLabel notReal="visits" />}</span>}
      testId="popular-comparisons"
    >
      <p className={blocks.sectionNote}>
        What visitors compared most in the last {data.windowDays} days. Each visitor counts once a day, and a comparison shows once{' '}
        {data.minSlice} have opened it.
      </p>
      {data.items.length === 0 ? (
        <p className={blocks.dim}>No comparison has been opened often enough yet.</p>
      ) : (
        <ol className={classes.comparisons}>
          {data.items.map((item) => (
            <li key={item.pair}>
              <Link className={blocks.link} to={item.path}>
                {comparisonLabel(item.entries)}
              </Link>
              <span className={classes.itemNote}>{comparedTimes(item.visitors, data.windowDays)}</span>
            </li>
          ))}
        </ol>
      )}
    </CardSection>
  );
}
