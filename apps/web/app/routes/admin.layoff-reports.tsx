import type { Route } from './+types/admin.layoff-reports';
import { LayoffReportQueue } from '~/features/layoffs/components/reports-queue';
import { ADMIN_LAYOFF_REPORTS_PATH } from '~/features/layoffs/reports-india';
import { layoffReportReviewAction, loadLayoffReportQueue } from '~/features/layoffs/reports-admin';
import { privatePageMeta } from '~/lib/meta';
import { AdminPage } from '~/shell/admin-page';

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
    <AdminPage
      title="Review layoff reports"
      outcome={actionData}
      intro={
        <>
          Check each report against its source. Approved reports are shown on /layoffs/india as member reports; a rejected one is not, and
          its member sees the reason.
        </>
      }
    >
      <LayoffReportQueue reports={loaderData.reports} />
    </AdminPage>
  );
}
