import { Anchor } from '@mantine/core';
import type { api } from '@paysight/contract';
import { formatCompact } from '@paysight/contract/core';
import { Link } from 'react-router';
import { placeLabels } from '~/lib/label-layout';
import { BarLegend, LEGEND_BOX, LEGEND_MEDIAN, PercentileLabels, YouMark } from '~/features/salary/components/percentile-labels';
import salary from '~/features/salary/components/salary.module.css';
import classes from './salary-standing.module.css';
import { standingHref, standingSentence } from './standing-text';

/**
 * Where a saved salary stands in its slice: a sentence, the slice's middle half and median on a
 * track with the member's total on it (plain HTML and CSS, nothing to hydrate), what was left out
 * to reach enough salaries, and the slice's salary page. Without a standing (too few salaries) only
 * the reason; a salary not counted yet gets nothing here.
 */
export function SalaryStanding({ standing }: { standing: api.ContributionStanding }) {
  if (standing.outcome === 'not-counted') return null;
  const sentence = standingSentence(standing);
  const m = standing.market;
  if (!sentence || !m) {
    return (
      <p className={classes.note} data-testid="salary-standing">
        No comparison yet. {standing.note}
      </p>
    );
  }
  const money = (v: number) => formatCompact(v, standing.countryCode);
  // The track spans the middle half and the member's total with room either side, so the box is
  // wide enough to read; the figures under it say where it starts and ends.
  const lo = Math.min(m.p25, standing.total);
  const hi = Math.max(m.p75, standing.total);
  const pad = Math.max((hi - lo) * 0.3, hi * 0.02, 1);
  const from = Math.max(0, lo - pad);
  const at = (v: number) => Math.round(((v - from) / (hi + pad - from)) * 10_000) / 100;
  const href = standingHref(standing);
  return (
    <div className={classes.standing} data-testid="salary-standing">
      <p className={classes.sentence}>{sentence}</p>
      <div className={`${salary.track} ${classes.track}`} aria-hidden="true">
        <span className={salary.box} style={{ left: `${at(m.p25)}%`, width: `${at(m.p75) - at(m.p25)}%` }} />
        <span className={salary.medianMark} style={{ left: `${at(m.p50)}%` }} />
        <YouMark at={`${at(standing.total)}%`} />
      </div>
      <PercentileLabels
        name="The slice's yearly totals"
        labels={placeLabels(
          (
            [
              ['p25', '25th'],
              ['p50', 'Median'],
              ['p75', '75th'],
            ] as const
          ).map(([key, label]) => ({ key, label, value: money(m[key]), at: at(m[key]) })),
        )}
      />
      <BarLegend items={[[classes.swatchYou, `You, ${money(standing.total)}`], LEGEND_BOX, LEGEND_MEDIAN]} />
      {standing.note && <p className={classes.note}>{standing.note}</p>}
      {href && standing.slice && (
        <Anchor component={Link} to={href} fz="sm" display="inline-block" mt="xs">
          See {standing.slice.title.name} salaries{standing.slice.company ? ` at ${standing.slice.company.name}` : ''} →
        </Anchor>
      )}
    </div>
  );
}
