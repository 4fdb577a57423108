import type { Route } from './+types/admin.interview-reports';
import { interviewReportReviewAction } from '~/features/academy/admin-reports.action';
import { loadInterviewReportQueue } from '~/features/academy/admin-reports.loader';
import { ADMIN_INTERVIEW_REPORTS_PATH } from '~/features/academy/academy-query';
import { InterviewReportQueue } from '~/features/academy/components/report-queue';
import { privatePageMeta } from '~/lib/meta';
import { AdminPage } from '~/shell/admin-page';

/** /admin/interview-reports (admins only): members' interview reports waiting for review. */
export const loader = (args: Route.LoaderArgs) => loadInterviewReportQueue(args);

export const action = (args: Route.ActionArgs) => interviewReportReviewAction(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Review interview reports',
  description: "Members' interview reports waiting for review.",
  path: ADMIN_INTERVIEW_REPORTS_PATH,
});

export default function AdminInterviewReportsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Review interview reports"
      outcome={actionData}
      intro={
        <>
          Each report passed the automated checks (no email addresses, phone numbers or links; no names they know of; a type for every
          round). Read it as written: approve it and its questions are counted on /academy; reject it and it is never shown or counted, and
          its member sees your reason. Nothing is edited.
        </>
      }
    >
      <InterviewReportQueue reports={loaderData.reports} />
    </AdminPage>
  );
}
