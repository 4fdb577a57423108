import type { api } from '@paysight/contract';
import { benefitItemsOf, type CountryCode } from '@paysight/contract/core';
import { Link } from 'react-router';
import salary from '~/features/salary/components/salary.module.css';
import blocks from '~/shell/page-blocks.module.css';
import { figureText, itemLabel, reportsText, spreadText } from '../benefits-text';
import classes from './benefits.module.css';

/**
 * The region's benefits down the side, the companies across: each cell the company's figure with
 * the number of reports behind it, or "Fewer than N reports" under the privacy floor.
 */
export function BenefitsTable({ view, companyHref }: { view: api.BenefitsView; companyHref: (slug: string) => string }) {
  const cc = view.countryCode as CountryCode;
  const items = benefitItemsOf(cc);
  return (
    <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label="Benefits side by side">
      <table className={`${salary.table} ${classes.table}`} data-testid="benefits-table">
        <thead>
          <tr>
            <th scope="col">Benefit</th>
            {view.compare.map((c) => (
              <th scope="col" key={c.company.slug}>
                <Link className={blocks.link} to={companyHref(c.company.slug)}>
                  {c.company.name}
                </Link>
                <span className={blocks.cellNote}>
                  {c.reports === null ? `Fewer than ${view.minSlice} reports` : reportsText(c.reports)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.key} data-item={item.key}>
              <th scope="row">
                {itemLabel(item)}
                <span className={blocks.cellNote}>{item.hint}</span>
              </th>
              {view.compare.map((c) => {
                const f = c.items.find((x) => x.key === item.key);
                const text = f ? figureText(item, f, cc) : null;
                const spread = f ? spreadText(item, f, cc) : null;
                return (
                  <td key={c.company.slug}>
                    {text && f?.count ? (
                      <>
                        <span className={classes.figure}>{text}</span>
                        {spread && <span className={blocks.cellNote}>{spread}</span>}
                        <span className={blocks.cellNote}>{reportsText(f.count)}</span>
                      </>
                    ) : (
                      <span className={blocks.dim}>Fewer than {view.minSlice} answers</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
