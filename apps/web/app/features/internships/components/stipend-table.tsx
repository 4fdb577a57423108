import type { api } from '@paysight/contract';
import { formatAmount, type CountryCode } from '@paysight/contract/core';
import { Link } from 'react-router';
import { FigureHeads } from '~/shell/figure-cells';
import blocks from '~/shell/page-blocks.module.css';
import { ScrollTable } from '~/features/salary/components/scroll-table';

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
    <ScrollTable
      label={`Stipends by ${heading.toLowerCase()}`}
      role="region"
      testId={testId}
      head={
        <>
          <th scope="col">{heading}</th>
          <FigureHeads names={['Median a month', 'Middle half', 'Stipends']} />
        </>
      }
    >
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
    </ScrollTable>
  );
}
