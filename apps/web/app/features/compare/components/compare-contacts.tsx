import type { api } from '@paysight/contract';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { CardSection } from '~/shell/card-section';
import blocks from '~/shell/page-blocks.module.css';
import { DemoDataLabel } from '~/shell/page-frame';
import { answerTime, membersLabel } from '../compare-text';
import classes from './compare.module.css';

/**
 * "Ask people who work there" (GET /compare/leads/contacts): per compared company, how many
 * verified members offered to answer ("fewer than" under the privacy floor) and how fast they
 * answer; nobody named. Asking is a referral request at that company (/referral).
 */
export function CompareContacts({ data }: { data: api.CompareContacts }) {
  return (
    <CardSection id="compare-contacts" title="Ask people who work there" testId="compare-contacts">
      <p className={blocks.sectionNote}>
        Members verified at each company (a work email there, or a verified salary) who offered to answer questions. No names are shown: you
        ask through a referral request, and you learn who answered only when they accept.
      </p>
      <ul className={classes.comparisons}>
        {data.companies.map((c) => (
          <li key={c.company.slug} data-testid={`contacts-${c.company.slug}`}>
            <span>
              <strong>{c.company.name}</strong>{' '}
              <span className={classes.itemNote}>
                {membersLabel(c.members, data.minSlice)} can answer
                {c.medianAnswerHours !== null && ` · median answer ${answerTime(c.medianAnswerHours)}`}
                {c.demoMembers > 0 && ` · ${c.demoMembers} demo`}
              </span>{' '}
              {c.demoMembers > 0 && <DemoDataLabel notReal="members" />}
            </span>
            <Link className={blocks.link} to={paths.referral(c.company.name)}>
              Ask at {c.company.name}
            </Link>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
