import { Anchor, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { usePendingIntent } from '~/lib/pending-intent';
import { CardSection } from './card-section';
import { IntentForm } from './intent-form';
import classes from './member-reports.module.css';
import { SendOutcome } from './outcome-alert';

/** What a member's own report carries for the list under the form. */
interface OwnReport {
  id: number;
  reviewReason: string | null;
}

/**
 * A member's report form (interview reports, India's layoff reports; the admin reviews each): for
 * a signed-in member a plain POST form (intent "report", works before JavaScript) with the page's
 * fields, what came of the last send and "Send for review", then the member's own reports with
 * what became of them (the reviewer's reason when refused); a visitor gets the sign-in link back
 * to the page and what the report is for.
 */
export function MemberReportForm<R extends OwnReport>({
  id,
  title,
  testId,
  signedIn,
  answer,
  saved,
  formClassName,
  mine,
  mineTestId,
  describe,
  returnUrl,
  signInText,
  signInRest,
  children,
}: {
  id: string;
  title: string;
  testId: string;
  signedIn: boolean;
  answer: { ok: true; report: { id: number } } | { ok: false; message: string } | undefined;
  /** What the form says once a report is sent. */
  saved: string;
  formClassName?: string;
  mine: readonly R[];
  mineTestId: string;
  /** One of the member's reports as the list says it, before its status. */
  describe: (report: R) => ReactNode;
  returnUrl: string;
  signInText: string;
  signInRest: string;
  children: ReactNode;
}) {
  const sending = usePendingIntent()('report');
  return (
    <CardSection id={id} title={title} testId={testId}>
      {signedIn ? (
        <>
          <IntentForm intent="report" aria-label={title} className={formClassName} key={answer?.ok ? answer.report.id : 'form'}>
            {children}
            <SendOutcome answer={answer} saved={saved} failTitle="Report not sent" />
            {/* A form laid out by its class spaces the button itself. */}
            <Button type="submit" loading={sending} w="fit-content" mt={formClassName ? undefined : 'xs'}>
              Send for review
            </Button>
          </IntentForm>
          {mine.length > 0 && (
            <div data-testid={mineTestId}>
              <Text fw={600} mt="md">
                Your reports
              </Text>
              <ul className={classes.reportList}>
                {mine.map((r) => (
                  <li key={r.id}>
                    {describe(r)}
                    {r.reviewReason ? ` (${r.reviewReason})` : ''}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      ) : (
        <Text>
          <Anchor component={Link} to={paths.login({ returnUrl })} fw={600}>
            {signInText}
          </Anchor>{' '}
          {signInRest}
        </Text>
      )}
    </CardSection>
  );
}
