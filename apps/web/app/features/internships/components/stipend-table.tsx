import type { api } from '@paysight/contract';
import { formatAmount, type CountryCode } from '@paysight/contract/core';
import { Link } from 'react-router';
import salary from '~/features/salary/components/salary.module.css';
import blocks from '~/shell/page-blocks.module.css';

/** Groups (companies, titles or cities) with their median stipend a month, middle half and count; each may link somewhere. */
export function StipendTable({
  groups,
  cc,
  heading,
  hrefOf,
  testId,
}: {
  groups: api.StipendGroup[];
  cc: CountryCode;
  heading: string;
  hrefOf?: (slug: string) => string;
  testId: string;
}) {
  return (
    <div className={salary.scroll} tabIndex={0} role="region" aria-label={`Stipends by ${heading.toLowerCase()}`}>
      <table className={salary.table} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col" className={blocks.num}>
              Median a month
            </th>
            <th scope="col" className={blocks.num}>
              Middle half
            </th>
            <th scope="col" className={blocks.num}>
              Stipends
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.group.slug}>
              <th scope="row" className={blocks.strong}>
                {hrefOf ? (
                  <Link className={blocks.link} to={hrefOf(g.group.slug)}>
                    {g.group.name}
                  </Link>
                ) : (
                  g.group.name
                )}
              </th>
              <td className={`${blocks.num} ${blocks.strong}`}>{formatAmount(g.median, cc)}</td>
              <td className={blocks.num}>
                {formatAmount(g.p25, cc)}–{formatAmount(g.p75, cc)}
              </td>
              <td className={blocks.num}>{g.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
