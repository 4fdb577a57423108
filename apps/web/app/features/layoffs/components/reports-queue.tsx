import { Anchor, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { ReviewQueue, typedCompany } from '~/shell/review-queue';
import { formatMonth, plural } from '../layoffs-text';

/** What the member said and the source to check. */
function Report({ report }: { report: api.PendingLayoffReport }) {
  return (
    <>
      <Text fw={600}>
        {typedCompany(report)} · {formatMonth(report.month)} · {plural(report.people, 'person', 'people')}
      </Text>
      <Text fz="sm">
        Source:{' '}
        <Anchor href={report.sourceUrl} rel="nofollow noopener noreferrer" underline="always">
          {report.sourceUrl}
        </Anchor>
      </Text>
      {report.note && <Text fz="sm">Note: {report.note}</Text>}
    </>
  );
}

export function LayoffReportQueue({ reports }: { reports: api.PendingLayoffReport[] }) {
  return (
    <ReviewQueue
      reports={reports}
      id="layoff-queue-title"
      title={`India layoff reports: ${plural(reports.length, 'waiting', 'waiting')}`}
      testId="layoff-queue"
      empty="No layoff report waits for review."
      intent="review-layoff"
      itemTestId="layoff-report-item"
      describe={(r) => <Report report={r} />}
    />
  );
}
