import type { api } from '@paysight/contract';
import { Text } from '@mantine/core';
import { rangeBar, scaled } from '../career-model';
import { money, REGION_LABEL, usd } from '../career-text';
import { SourcesList } from './sources-list';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import classes from './career.module.css';
import bars from '~/shell/bars.module.css';

/** Market: US employment and wage ranges (BLS OEWS), jobs posted here by month, and our pay trend by quarter. */
export function MarketView({ view }: { view: api.CareerMarket }) {
  const cc = view.countryCode;
  const max = Math.max(0, ...view.wages.map((w) => w.annual.p90 ?? w.annual.p75 ?? w.annual.p50 ?? 0));
  const demand = view.demand ? scaled(view.demand, (d) => d.jobs) : null;
  const trend = scaled(view.payTrend, (p) => p.median);
  return (
    <CardSection id="market-title" title={<>The market for {view.title}</>} testId="view-market">
      <p className={blocks.sectionNote}>
        {view.ambiguous
          ? `“${view.title}” matches ${view.occupations.length} occupations in O*NET’s titles; each is shown.`
          : view.occupations.length === 1
            ? `Matched to the occupation “${view.occupations[0]!.title}” (${view.occupations[0]!.soc}) through O*NET’s titles.`
            : 'No occupation in O*NET’s titles matches this title.'}
      </p>

      {view.wages.length > 0 && (
        <>
          <Text fw={600}>US employment and yearly wages (p10, p25–p75, median, p90)</Text>
          <ul className={bars.rows} aria-label="US wages by occupation">
            {view.wages.map((w) => {
              const bar = rangeBar(w.annual, max);
              return (
                <li key={w.oewsSoc} className={bars.row}>
                  <div className={bars.head}>
                    <span>{w.title}</span>
                    <span className={bars.value}>{w.annual.p50 !== null ? `${usd(w.annual.p50)} median` : 'wages not published'}</span>
                  </div>
                  <div className={classes.range} aria-hidden="true">
                    {bar.whisker && (
                      <span className={classes.whisker} style={{ left: `${bar.whisker[0]}%`, width: `${bar.whisker[1]}%` }} />
                    )}
                    {bar.box && <span className={classes.box} style={{ left: `${bar.box[0]}%`, width: `${bar.box[1]}%` }} />}
                    {bar.median !== null && <span className={classes.median} style={{ left: `${bar.median}%` }} />}
                  </div>
                  <div className={bars.facts}>
                    <span>
                      {w.employment !== null ? `${w.employment.toLocaleString('en-US')} employed in the US` : 'employment not published'}
                    </span>
                    {w.annual.p10 !== null && w.annual.p90 !== null && (
                      <span>
                        {usd(w.annual.p10)} – {usd(w.annual.p90)}
                        {w.topCoded.includes('p90') ? '+' : ''}
                      </span>
                    )}
                    <span>{w.period}</span>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}

      <Text fw={600} mt="lg">
        Jobs posted in {REGION_LABEL[cc]}, by month
      </Text>
      {demand && demand.length > 0 ? (
        <>
          <div className={classes.columns} role="img" aria-label="Jobs posted by month">
            {demand.map((d) => (
              <span key={d.month} className={classes.column} style={{ height: `${Math.max(2, d.size)}%` }}>
                <span className={classes.columnValue}>{d.jobs}</span>
              </span>
            ))}
          </div>
          <div className={classes.columnLabels}>
            {demand.map((d) => (
              <span key={d.month}>{d.month.slice(2)}</span>
            ))}
          </div>
        </>
      ) : (
        <Text c="dimmed">No jobs with this title are listed here yet.</Text>
      )}

      <Text fw={600} mt="lg">
        Median yearly pay here, by quarter
      </Text>
      {trend.length > 0 ? (
        <>
          <div className={classes.columns} role="img" aria-label="Median pay by quarter">
            {trend.map((p) => (
              <span key={p.quarter} className={classes.column} data-tone="second" style={{ height: `${Math.max(2, p.size)}%` }}>
                <span className={classes.columnValue}>{money(p.median, cc)}</span>
              </span>
            ))}
          </div>
          <div className={classes.columnLabels}>
            {trend.map((p) => (
              <span key={p.quarter}>{p.quarter}</span>
            ))}
          </div>
        </>
      ) : (
        <Text c="dimmed">Not enough salaries for this title to show a trend yet.</Text>
      )}
      <SourcesList sources={view.sources} />
    </CardSection>
  );
}
