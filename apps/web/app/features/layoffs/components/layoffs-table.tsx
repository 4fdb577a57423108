import type { api } from '@paysight/contract';
import { usStateName } from '@paysight/contract/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import salary from '~/features/salary/components/salary.module.css';
import { FigureCells, FigureHeads } from '~/shell/figure-cells';
import blocks from '~/shell/page-blocks.module.css';
import { formatCount, formatDay, noticeKind } from '../layoffs-text';
import classes from './layoffs.module.css';

/** One page of notices: each employer links to its notice's page. */
export function LayoffsTable({ rows }: { rows: api.LayoffNoticeRow[] }) {
  return (
    <div className={salary.scroll}>
      <table className={salary.table} data-testid="layoffs-list">
        <thead>
          <tr>
            <th scope="col">Employer</th>
            <th scope="col">Where</th>
            <th scope="col">Notice date</th>
            <FigureHeads names={['Jobs']} />
            <th scope="col">Kind</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-state={r.state}>
              <th scope="row" className={classes.employer}>
                <Link to={paths.layoffNotice(r.id)}>{r.employer}</Link>
                {r.company && <span className={blocks.dim}> · {r.company.name}</span>}
              </th>
              <td>
                {r.city ? `${r.city}, ` : ''}
                {usStateName(r.state)}
              </td>
              <td>{formatDay(r.noticeDate)}</td>
              <FigureCells values={[r.jobs === null ? '—' : formatCount(r.jobs)]} />
              <td className={classes.kind}>{noticeKind(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Where the figures come from: each state's publisher, file, date and licence (shown wherever they are). */
export function LayoffSources({ sources }: { sources: api.LayoffSource[] }) {
  if (sources.length === 0) return null;
  return (
    <p className={blocks.sectionNote} data-testid="layoffs-sources">
      Source:{' '}
      {sources.map((s, i) => (
        <span key={`${s.state}-${s.file}`}>
          {i > 0 && '; '}
          {s.publisher} WARN notices through {formatDay(s.date)} ({s.credit}; {s.licence})
        </span>
      ))}
      .
    </p>
  );
}
