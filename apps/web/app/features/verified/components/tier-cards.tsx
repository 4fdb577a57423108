import { countryName } from '~/features/salary/salary-text';
import { formatCount, formatShare, groupShares, type VerifiedStats } from '../verified-text';
import blocks from '~/shell/page-blocks.module.css';
import classes from '../verified.module.css';

/** The three kinds of figures with the region's share of each, and how each is checked. */
export function TierCards({ stats }: { stats: VerifiedStats }) {
  return (
    <ul className={`${blocks.columns} ${classes.tiers}`} data-testid="verification-tiers">
      {groupShares(stats).map((group) => (
        <li key={group.key} className={classes.tier} data-tier={group.key}>
          <h3 className={classes.tierName}>{group.label}</h3>
          <div className={blocks.figure} data-testid={`tier-share-${group.key}`}>
            {group.count > 0 ? formatShare(group.share) : 'None yet'}
          </div>
          <p className={classes.tierCount}>
            {formatCount(group.count)} of {formatCount(stats.total)} salaries in {countryName(stats.countryCode)}
          </p>
          <p className={classes.tierHow}>{group.how}</p>
        </li>
      ))}
    </ul>
  );
}
