import type { api } from '@paysight/contract';
import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { elitenessPoints, type ScatterPoint } from '../career-model';
import { money, ordinal, REGION_LABEL } from '../career-text';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import classes from './career.module.css';
import { PercentileGauge, RankFigure, StandingFigure } from './career-figures';
import bars from '~/shell/bars.module.css';

/** Rows listed under the chart: the best ranked first, then the unranked, at most LISTED, always with the company asked about. */
const LISTED = 10;
function listed(points: ScatterPoint[], unranked: api.CareerEliteness['companies'], selected: string | undefined) {
  const rows = [...[...points].sort((a, b) => a.rank - b.rank).map((p) => ({ ...p, rank: p.rank as number | null })), ...unranked];
  const top = rows.slice(0, LISTED);
  const own = rows.find((r) => r.slug === selected);
  return own && !top.includes(own) ? [...top, own] : top;
}

/** Eliteness: the company's rank from moves beside its pay percentile for the title, and the title's other employers. */
export function ElitenessView({ view, companyHref }: { view: api.CareerEliteness; companyHref: (slug: string) => string }) {
  const cc = view.countryCode;
  const { points, unranked, ranked } = elitenessPoints(view);
  return (
    <CardSection id="eliteness-title" title="How sought-after, and how well paid" testId="view-eliteness">
      <p className={blocks.sectionNote}>
        Rank comes from where people move: when people leave one company for another, the second is preferred (SpringRank over the move
        network of {REGION_LABEL[cc]}). Pay is the company’s median for {view.title.name}, as a percentile of everyone with the title.
      </p>
      {view.company && (
        <div className={`${blocks.columns} ${classes.figures}`}>
          <StandingFigure
            label={
              <>
                {view.company.name}’s rank in {REGION_LABEL[cc]}
              </>
            }
          >
            {view.companyRank ? (
              <>
                <RankFigure rank={view.companyRank.rank} ranked={view.companyRank.ranked} testId="eliteness-rank" />
                <Text fz="sm" c="dimmed">
                  Likely between #{view.companyRank.rankLow} and #{view.companyRank.rankHigh}
                  {view.industryRank ? ` · #${view.industryRank.rank} of ${view.industryRank.ranked} in ${view.industryRank.industry}` : ''}
                </Text>
              </>
            ) : (
              <Text>{view.rankNote}</Text>
            )}
          </StandingFigure>
          <StandingFigure label={<>Pay for {view.title.name}</>}>
            {view.pay ? (
              <>
                <PercentileGauge percentile={view.pay.percentile} testId="eliteness-pay" />
                <Text fz="sm" c="dimmed">
                  Median {money(view.pay.median, cc)} from {view.pay.count} salaries
                  {view.market ? ` · market median ${money(view.market.median, cc)}` : ''}
                </Text>
              </>
            ) : (
              <Text>{view.payNote}</Text>
            )}
          </StandingFigure>
        </div>
      )}
      {points.length > 0 ? (
        <>
          <Text fw={600} mt="lg">
            Employers of {view.title.name}: rank (left is more sought-after) against pay percentile
          </Text>
          <div className={classes.scatter} role="img" aria-label={`Employers of ${view.title.name} by rank and pay percentile`}>
            <span className={classes.axisY} style={{ top: '0%' }}>
              100
            </span>
            <span className={classes.axisY} style={{ top: '50%' }}>
              50
            </span>
            <span className={classes.axisY} style={{ top: '100%' }}>
              0
            </span>
            <span className={classes.axisX} style={{ left: '0%' }}>
              #1
            </span>
            <span className={classes.axisX} style={{ left: '100%' }}>
              #{ranked}
            </span>
            {points.map((p) => (
              <span key={p.slug}>
                <span
                  className={classes.dot}
                  data-selected={p.selected || undefined}
                  style={{ left: `${p.x}%`, top: `${p.y}%` }}
                  title={`${p.name}: rank #${p.rank}, ${ordinal(p.percentile)} percentile`}
                />
                {(p.selected || points.length <= 8) && (
                  <span className={classes.dotLabel} data-selected={p.selected || undefined} style={{ left: `${p.x}%`, top: `${p.y}%` }}>
                    {p.name}
                  </span>
                )}
              </span>
            ))}
          </div>
        </>
      ) : null}
      {view.companies.length > 0 ? (
        <>
          <Text fw={600} mt="md">
            The most sought-after of them, with their median pay
          </Text>
          <ul className={bars.rows} aria-label={`Employers of ${view.title.name}, most sought-after first`}>
            {listed(points, unranked, view.company?.slug).map((c) => (
              <li key={c.slug} className={bars.row}>
                <div className={bars.head}>
                  <Link to={companyHref(c.slug)} className={c.slug === view.company?.slug ? classes.selected : undefined}>
                    {c.name}
                  </Link>
                  <span className={bars.value}>{money(c.median, cc)}</span>
                </div>
                <div className={bars.track} aria-hidden="true">
                  <span className={bars.fill} style={{ width: `${c.percentile}%` }} />
                </div>
                <div className={bars.facts}>
                  <span>{c.rank === null ? 'not ranked' : `rank #${c.rank}`}</span>
                  <span>{ordinal(c.percentile)} percentile</span>
                  <span>{c.count} salaries</span>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Text c="dimmed">
          No employer has enough salaries for {view.title.name} in {REGION_LABEL[cc]} yet.
        </Text>
      )}
    </CardSection>
  );
}
