import type { CountryCode } from '@paysight/contract/core';
import { RegionNav } from '~/features/salary/components/region-nav';
import { verifiedPath } from '../verified-text';
import blocks from '~/shell/page-blocks.module.css';
import classes from '../verified.module.css';

/** India or the United States, as links (the region is in the URL; works without JavaScript). */
export function RegionSwitch({ cc }: { cc: CountryCode }) {
  return (
    <RegionNav
      current={cc}
      href={verifiedPath}
      className={`${blocks.switch} ${classes.regions}`}
      linkClassName={`${blocks.switchLink} ${classes.region}`}
    />
  );
}
