import type { CountryCode } from '@paysight/contract/core';
import { Link } from 'react-router';
import { countryName } from '~/features/salary/salary-text';
import { verifiedPath } from '../verified-text';
import classes from '../verified.module.css';

/** India or the United States, as links (the region is in the URL; works without JavaScript). */
export function RegionSwitch({ cc }: { cc: CountryCode }) {
  return (
    <nav className={classes.regions} aria-label="Region">
      {(['in', 'us'] as const).map((region) => (
        <Link
          key={region}
          to={verifiedPath(region)}
          className={classes.region}
          aria-current={region === cc ? 'page' : undefined}
          preventScrollReset
          replace
        >
          {countryName(region)}
        </Link>
      ))}
    </nav>
  );
}
