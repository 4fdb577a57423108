import { Text } from '@mantine/core';
import type { Route } from './+types/admin.layoff-reports';
import { LayoffReportQueue } from '~/features/layoffs/components/reports-queue';
import { ADMIN_LAYOFF_REPORTS_PATH } from '~/features/layoffs/reports-india';
import { layoffReportReviewAction, loadLayoffReportQueue } from '~/features/layoffs/reports-admin';
import { privatePageMeta } from '~/lib/meta';
import { OutcomeAlert } from '~/shell/outcome-alert';
import { PageFrame, PageHeading } from '~/shell/page-frame';

/** /admin/layoff-reports (admins only): members' India layoff reports waiting for review. */
export const loader = (args: Route.LoaderArgs) => loadLayoffReportQueue(args);

export const action = (args: Route.ActionArgs) => layoffReportReviewAction(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Review layoff reports',
  description: "Members' India layoff reports waiting for review.",
  path: ADMIN_LAYOFF_REPORTS_PATH,
});

export default function AdminLayoffReportsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageFrame fade={false}>
      <PageHeading eyebrow="Admin" title="Review layoff reports">
        <Text c="dimmed" mt={6}>
          Check each report against its source. Approved reports are shown on /layoffs/india as member reports; a rejected one is not, and
          its member sees the reason.
        </Text>
      </PageHeading>
      {actionData && (
        <OutcomeAlert ok={actionData.ok} failTitle="Not done">
          {actionData.message}
        </OutcomeAlert>
      )}
      <LayoffReportQueue reports={loaderData.reports} />
    </PageFrame>
  );
}
