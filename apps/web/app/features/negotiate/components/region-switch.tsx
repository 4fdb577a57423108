import type { CountryCode } from '@paysight/contract/core';
import { Link } from 'react-router';
import { countryName } from '~/features/salary/salary-text';
import { negotiateHref } from '../negotiate-query';
import classes from './negotiate.module.css';
import segments from '~/shell/segments.module.css';

/** India / United States as two links (works without JavaScript); the search is kept, the reviews start again. */
export function RegionSwitch({ region, q }: { region: CountryCode; q: string }) {
  return (
    <nav className={classes.regionBar} aria-label="Region">
      <span>Coaches and reviews for</span>
      <ul className={`${segments.segments} ${classes.segments}`}>
        {(['in', 'us'] as const).map((cc) => (
          <li key={cc}>
            <Link
              className={`${segments.segment} ${classes.segment}`}
              to={negotiateHref({ region: cc, q })}
              aria-current={cc === region ? 'true' : undefined}
              preventScrollReset
              data-testid={`region-${cc}`}
            >
              {countryName(cc)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
