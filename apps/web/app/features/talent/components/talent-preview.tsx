import { Anchor } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Link } from 'react-router';
import { countryName } from '~/features/salary/salary-text';
import blocks from '~/shell/page-blocks.module.css';
import shell from '~/shell/shell.module.css';
import { talentHref } from '../talent-query';
import { privacyText } from '../talent-text';
import { CompanyFlows, OffersFigure, PeerShare, TalentTotals, TalentYears } from './talent-report';
import classes from './talent.module.css';

/** Companies per direction the preview lists; the workspace screen lists every named one. */
const PREVIEW_COMPANIES = 5;

/**
 * /employers?feature=ti: the talent flows of the region's sample company (GET /talent/preview), the
 * same figures under the same rules as the workspace screen, labelled demo while they rest on demo
 * histories; null when the region has none yet.
 */
export function TalentPreview({
  report,
  cc,
  member,
  className,
  titleClassName,
}: {
  report: api.TalentReport | null;
  cc: api.TalentReport['countryCode'];
  member: boolean;
  className?: string | undefined;
  titleClassName?: string | undefined;
}) {
  if (!report) {
    return (
      <section aria-labelledby="talent-preview-title" className={className} data-testid="talent-preview">
        <h3 id="talent-preview-title" className={titleClassName}>
          Talent flows
        </h3>
        <p className={blocks.sectionNote}>No career histories in {countryName(cc)} yet: the example appears once members add theirs.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="talent-preview-title" className={className} data-testid="talent-preview">
      <div className={blocks.inline}>
        <h3 id="talent-preview-title" className={titleClassName}>
          Talent flows at {report.company.name}
        </h3>
        {report.isDemo && (
          <span className={shell.demoLabel} title="Generated demonstration data, not real career histories">
            Demo data
          </span>
        )}
      </div>
      <p className={blocks.sectionNote}>
        Example: {report.company.name}, the company in {countryName(cc)} the most people in our career histories worked at. Each move is one
        person changing companies; the time is spent in the role they left, the pay change is their yearly total at the new job against the
        old one.
      </p>
      <TalentTotals report={report} />
      <div className={`${blocks.columns} ${classes.flows}`}>
        <CompanyFlows report={report} direction="hires" limit={PREVIEW_COMPANIES} heading="h4" />
        <CompanyFlows report={report} direction="leavers" limit={PREVIEW_COMPANIES} heading="h4" />
      </div>
      <h4 className={classes.flowTitle}>Hires and leavers by year</h4>
      <TalentYears report={report} foldTable />
      <h4 className={classes.flowTitle}>Share of moves among the companies it trades people with</h4>
      <PeerShare report={report} />
      <h4 className={classes.flowTitle}>Offers against incumbents</h4>
      <OffersFigure report={report} />
      <p className={blocks.sectionNote} data-testid="talent-privacy">
        {privacyText(report.minSlice)}
      </p>
      <p>
        <Anchor component={Link} to={talentHref({ cc })} data-testid="talent-screen-link">
          {member
            ? 'Open any company’s talent flows, with your peer groups, by family, level and year'
            : 'Any company, against your own peer group: talent intelligence in an employer workspace'}
        </Anchor>
      </p>
    </section>
  );
}
