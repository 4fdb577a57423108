import type { Route } from './+types/admin.review';
import { paths } from '~/config/paths';
import { AdminPage } from '~/shell/admin-page';
import { adminReviewAction } from '~/features/verified/admin-review.action';
import { loadAdminReview } from '~/features/verified/admin-review.loader';
import { HeldRecords, PendingDocs } from '~/features/verified/components/review-queue';
import { privatePageMeta } from '~/lib/meta';

/**
 * /admin/review (admins only): verification documents waiting for review and the records the
 * outlier rule held back. Guests are sent to sign in; other members get the not-found page (the
 * page does not say it exists). Plain POST forms; the action forwards each decision to the API.
 */
export const loader = (args: Route.LoaderArgs) => loadAdminReview(args);

export const action = (args: Route.ActionArgs) => adminReviewAction(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Review verifications',
  description: 'Verification documents and held salary records waiting for review.',
  path: paths.adminReview(),
});

const countOf = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

export default function AdminReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Review verifications"
      outcome={actionData}
      intro={
        <>
          {countOf(loaderData.docs.length, 'document')} and {countOf(loaderData.held.length, 'held record')} wait for review, oldest first.
        </>
      }
    >
      <PendingDocs docs={loaderData.docs} />
      <HeldRecords records={loaderData.held} />
    </AdminPage>
  );
}
