import type { CountryCode } from '@paysight/contract/core';
import { RegionLinks } from '~/features/salary/components/region-links';
import { negotiateHref } from '../negotiate-query';
import classes from './negotiate.module.css';
import segments from '~/shell/segments.module.css';
import blocks from '~/shell/page-blocks.module.css';

/** India / United States as two links (works without JavaScript); the search is kept, the reviews start again. */
export function RegionSwitch({ region, q }: { region: CountryCode; q: string }) {
  return (
    <nav className={`${blocks.inline} ${classes.regionBar}`} aria-label="Region">
      <span>Coaches and reviews for</span>
      <RegionLinks
        current={region}
        href={(cc) => negotiateHref({ region: cc, q })}
        className={`${segments.segments} ${classes.segments}`}
        linkClassName={`${segments.segment} ${classes.segment}`}
        keepScroll
      />
    </nav>
  );
}
