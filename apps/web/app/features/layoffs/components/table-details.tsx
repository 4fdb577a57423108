import type { ReactNode } from 'react';
import salary from '~/features/salary/components/salary.module.css';

/** A table behind a summary line (a chart's or the map's figures as a table), scrolling inside its card on a phone. */
export function TableDetails({ summary, testId, children }: { summary: string; testId: string; children: ReactNode }) {
  return (
    <details className={salary.chartTable}>
      <summary>{summary}</summary>
      <div className={salary.scroll}>
        <table className={salary.table} data-testid={testId}>
          {children}
        </table>
      </div>
    </details>
  );
}
