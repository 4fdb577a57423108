import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import { Link } from 'react-router';
import { benefitsHref } from '../benefits-query';
import { BenefitsTable } from './benefits-table';
import { countryName } from '~/features/salary/salary-text';
import blocks from '~/shell/page-blocks.module.css';
import { DemoDataLabel } from '~/shell/page-frame';

/**
 * The benefits example of /employers?feature=benefits (Benefits & Total Rewards): what members report of their companies' benefits (health cover, leave,
 * retirement, equity…), the region's most reported companies side by side, each figure with its
 * count or hidden under the privacy floor, and a link to every company's benefits.
 */
export function BenefitsExample({
  view,
  cc,
  className,
  titleClassName,
}: {
  view: api.BenefitsView | null;
  cc: CountryCode;
  /** The host page's example frame and heading styles. */
  className?: string;
  titleClassName?: string;
}) {
  const names = view?.compare.map((c) => c.company.name) ?? [];
  return (
    <section aria-labelledby="example-benefits" className={className} data-testid="benefits-example">
      <h3 id="example-benefits" className={titleClassName}>
        {names.length > 0 ? `Benefits at ${names.join(', ')}` : `Benefits in ${countryName(cc)}`}
        {view?.compare.some((c) => c.demo) && (
          <>
            {' '}
            <DemoDataLabel notReal="reports" />
          </>
        )}
      </h3>
      {!view ? (
        <p className={blocks.sectionNote}>The benefits example is not available right now.</p>
      ) : view.compare.length === 0 ? (
        <p className={blocks.sectionNote}>
          No company in {countryName(cc)} has benefit reports from {view.minSlice} members yet: a figure is shown only from {view.minSlice}.
        </p>
      ) : (
        <>
          <p className={blocks.sectionNote}>
            Example from members' benefit reports: the {names.length === 1 ? 'company' : `${names.length} companies`} in {countryName(cc)}{' '}
            with the most reports. Each figure counts the members behind it and is shown only from {view.minSlice} answers.
          </p>
          <BenefitsTable view={view} companyHref={(slug) => benefitsHref({ cc, companies: [slug] })} />
        </>
      )}
      <p className={blocks.sectionNote}>
        <Link className={blocks.link} to={benefitsHref({ cc, companies: [] })}>
          Benefits of every company with reports in {countryName(cc)}
        </Link>
      </p>
    </section>
  );
}
