import type { api } from '@paysight/contract';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { money, REGION_LABEL } from '../career-text';
import { CardSection } from '~/shell/card-section';
import blocks from '~/shell/page-blocks.module.css';
import classes from './career.module.css';
import { PercentileGauge, RankFigure, StandingFigure } from './career-figures';

/** Where the signed-in member stands: their company's rank from moves, and their pay among peers. */
export function StandingCard({ ranks }: { ranks: api.MemberCareerRanks }) {
  const company = ranks.company;
  return (
    <CardSection id="standing-title" title="Where you stand" testId="career-standing">
      <div className={`${blocks.columns} ${classes.figures}`}>
        <StandingFigure label={company ? `${company.name} in ${REGION_LABEL[company.countryCode]}` : 'Your company'}>
          {ranks.companyRank ? (
            <>
              <RankFigure rank={ranks.companyRank.rank} ranked={ranks.companyRank.ranked} />
              <Text fz="sm" c="dimmed">
                Ranked by where people move; likely #{ranks.companyRank.rankLow}–#{ranks.companyRank.rankHigh}.
              </Text>
            </>
          ) : (
            <Text>{ranks.companyNote}</Text>
          )}
        </StandingFigure>
        <StandingFigure label="Your pay">
          {ranks.pay ? (
            <>
              <PercentileGauge percentile={ranks.pay.percentile} />
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
        </StandingFigure>
      </div>
    </CardSection>
  );
}
