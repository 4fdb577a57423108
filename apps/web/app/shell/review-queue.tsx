import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePendingIntent } from '~/lib/pending-intent';
import { CardSection } from './card-section';
import { TextField } from './fields';
import { IntentForm } from './intent-form';
import classes from './member-reports.module.css';

/** What every member report waiting for review carries (interview reports, India's layoff reports). */
export interface PendingReport {
  id: number;
  company: { name: string } | null;
  companyName: string;
  member: { email: string };
  createdAt: string;
}

/** The company as the admin should read it: the catalogue's, with what the member typed. */
export const typedCompany = (report: PendingReport) =>
  report.company ? `${report.company.name} (typed "${report.companyName}")` : `${report.companyName} (not in the catalogue)`;

/**
 * One report waiting, as the member wrote it (`children`), who sent it and when, then Approve, or
 * Reject with a reason: the page's action handles `intent` with the report's id and the decision.
 */
function ReviewItem({ report, intent, testId, children }: { report: PendingReport; intent: string; testId: string; children: ReactNode }) {
  const busy = usePendingIntent()(intent, { id: report.id });
  return (
    <li className={classes.queueItem} data-testid={testId}>
      {children}
      <Text fz="sm" c="dimmed">
        From {report.member.email} on {report.createdAt.slice(0, 10)}
      </Text>
      <Group gap="xs" align="end">
        <IntentForm intent={intent} fields={{ id: report.id, decision: 'approve' }} aria-label={`Approve report ${report.id}`}>
          <Button type="submit" loading={busy} size="sm">
            Approve
          </Button>
        </IntentForm>
        <IntentForm intent={intent} fields={{ id: report.id, decision: 'reject' }} aria-label={`Reject report ${report.id}`}>
          <TextField name="reason" label={`Why reject report ${report.id}`} required maxLength={300} />
          <Button type="submit" variant="default" loading={busy} size="sm" mt={4}>
            Reject
          </Button>
        </IntentForm>
      </Group>
    </li>
  );
}

/** An admin's queue of members' reports, oldest first; nothing of a report is edited. */
export function ReviewQueue<T extends PendingReport>({
  reports,
  title,
  empty,
  id,
  testId,
  intent,
  itemTestId,
  describe,
}: {
  reports: T[];
  title: string;
  empty: string;
  id: string;
  testId: string;
  /** The action's intent for a review. */
  intent: string;
  itemTestId: string;
  /** What the member reported, as they wrote it. */
  describe: (report: T) => ReactNode;
}) {
  return (
    <CardSection id={id} title={title} testId={testId}>
      {reports.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {reports.map((r) => (
            <ReviewItem key={r.id} report={r} intent={intent} testId={itemTestId}>
              {describe(r)}
            </ReviewItem>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
