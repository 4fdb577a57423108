import type { api } from '@paysight/contract';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { money, ordinal, REGION_LABEL } from '../career-text';
import { CardSection } from '~/shell/card-section';
import blocks from '~/shell/page-blocks.module.css';
import classes from './career.module.css';

/** Where the signed-in member stands: their company's rank from moves, and their pay among peers. */
export function StandingCard({ ranks }: { ranks: api.MemberCareerRanks }) {
  const company = ranks.company;
  return (
    <CardSection id="standing-title" title="Where you stand" testId="career-standing">
      <div className={`${blocks.columns} ${classes.figures}`}>
        <div>
          <Text fz="sm" c="dimmed">
            {company ? `${company.name} in ${REGION_LABEL[company.countryCode]}` : 'Your company'}
          </Text>
          {ranks.companyRank ? (
            <>
              <div className={classes.figure}>
                #{ranks.companyRank.rank}{' '}
                <Text span fz="md" c="dimmed">
                  of {ranks.companyRank.ranked}
                </Text>
              </div>
              <Text fz="sm" c="dimmed">
                Ranked by where people move; likely #{ranks.companyRank.rankLow}–#{ranks.companyRank.rankHigh}.
              </Text>
            </>
          ) : (
            <Text>{ranks.companyNote}</Text>
          )}
        </div>
        <div>
          <Text fz="sm" c="dimmed">
            Your pay
          </Text>
          {ranks.pay ? (
            <>
              <div className={classes.figure}>
                {ordinal(ranks.pay.percentile)}{' '}
                <Text span fz="md" c="dimmed">
                  percentile
                </Text>
              </div>
              <div className={classes.gauge} aria-hidden="true">
                <span className={classes.gaugeMark} style={{ left: `${ranks.pay.percentile}%` }} />
              </div>
              <Text fz="sm" c="dimmed">
                {money(ranks.pay.total, ranks.pay.currency === 'INR' ? 'in' : 'us')} a year, among {ranks.pay.peers} {ranks.pay.title.name}s
                with {ranks.pay.experience} years.
              </Text>
            </>
          ) : (
            <Text>
              {ranks.payNote}{' '}
              <Anchor component={Link} to="/profile/salary">
                Add your salary
              </Anchor>
            </Text>
          )}
        </div>
      </div>
    </CardSection>
  );
}
