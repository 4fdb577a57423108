import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ordinal } from '../career-text';
import classes from './career.module.css';

/** One of the standing figures side by side: its label in grey, then the figure (or why there is none). */
export function StandingFigure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

/** A company's rank from moves, large: "#3 of 120". */
export function RankFigure({ rank, ranked, testId }: { rank: number; ranked: number; testId?: string }) {
  return (
    <div className={classes.figure} data-testid={testId}>
      #{rank}{' '}
      <Text span fz="md" c="dimmed">
        of {ranked}
      </Text>
    </div>
  );
}

/** A pay percentile: the figure ("72nd percentile"), then its place on a 0–100 gauge (decoration, hidden from screen readers). */
export function PercentileGauge({ percentile, testId }: { percentile: number; testId?: string }) {
  return (
    <>
      <div className={classes.figure} data-testid={testId}>
        {ordinal(percentile)}{' '}
        <Text span fz="md" c="dimmed">
          percentile
        </Text>
      </div>
      <div className={classes.gauge} aria-hidden="true">
        <span className={classes.gaugeMark} style={{ left: `${percentile}%` }} />
      </div>
    </>
  );
}
