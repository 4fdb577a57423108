import type { api } from '@paysight/contract';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import salary from '~/features/salary/components/salary.module.css';
import { CardSection } from '~/shell/card-section';
import blocks from '~/shell/page-blocks.module.css';
import { formatCount, formatDay, noticeKind } from '../layoffs-text';
import classes from './layoffs.module.css';

/** What a flag means, in words. */
const flagText = (flag: string) => {
  const [field, reason] = flag.split(':');
  const name = (field ?? '').replaceAll('_', ' ');
  return reason === 'implausible'
    ? `The ${name} is far from the notice's other dates: likely a typo in the state's list, shown as written.`
    : reason === 'unreadable'
      ? `The ${name} could not be read.`
      : `The ${name} is missing.`;
};

/** One notice: what it says, its amendment links, and the state's row as published with its source and licence. */
export function LayoffNoticeView({ notice: n }: { notice: api.LayoffNotice }) {
  const facts: [string, React.ReactNode][] = [
    ['Employer', n.employer],
    [
      'Company',
      n.company ? <Link to={paths.layoffs({ company: n.company.slug })}>{n.company.name}: all notices</Link> : 'Not matched to a company',
    ],

    ['Where', [n.address, n.city, n.county ? `${n.county} County` : null, n.stateName].filter(Boolean).join(', ')],
    ['Notice date', formatDay(n.noticeDate)],
    ['Effective date', formatDay(n.effectiveDate)],
    ['Jobs', n.jobs === null ? 'Not given' : formatCount(n.jobs)],
    ['Kind', noticeKind(n)],
  ];
  if (n.site) facts.splice(2, 0, ['Site', n.site]);
  if (n.receivedDate) facts.push(['Received', formatDay(n.receivedDate)]);
  if (n.stateRef) facts.push(['State notice number', n.stateRef]);
  if (n.amendsId) facts.push(['Amends', <Link to={paths.layoffNotice(n.amendsId)}>notice {n.amendsId}</Link>]);
  if (n.amendedById)
    facts.push([
      'Amended by',
      <>
        <Link to={paths.layoffNotice(n.amendedById)}>notice {n.amendedById}</Link> (its jobs are the ones counted)
      </>,
    ]);
  return (
    <>
      <CardSection id="notice-facts" title="The notice" testId="layoff-notice">
        <dl className={classes.facts}>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {n.flags.length > 0 && (
          <ul className={blocks.sectionNote} data-testid="layoff-notice-flags">
            {n.flags.map((f) => (
              <li key={f}>{flagText(f)}</li>
            ))}
          </ul>
        )}
      </CardSection>
      <CardSection id="notice-source" title="The state's record" testId="layoff-notice-source">
        <p className={blocks.sectionNote}>
          The row of {n.source.publisher}&apos;s WARN list as published ({n.source.file}, notices through {formatDay(n.source.date)}).
        </p>
        <div className={salary.scroll}>
          <table className={salary.table} data-testid="layoff-source-row">
            <thead>
              <tr>
                <th scope="col">Column</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {n.sourceRow.map((cell) => (
                <tr key={cell.column}>
                  <th scope="row">{cell.column}</th>
                  <td className={classes.source}>{cell.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={blocks.sectionNote} data-testid="layoff-attribution">
          Source: {n.source.credit}. Licence: {n.source.licence}.
        </p>
      </CardSection>
    </>
  );
}
