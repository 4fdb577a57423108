import { Text } from '@mantine/core';
import type { Route } from './+types/admin.review';
import { paths } from '~/config/paths';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import { adminReviewAction } from '~/features/verified/admin-review.action';
import { loadAdminReview } from '~/features/verified/admin-review.loader';
import { HeldRecords, PendingDocs } from '~/features/verified/components/review-queue';
import { privatePageMeta } from '~/lib/meta';
import { OutcomeAlert } from '~/shell/outcome-alert';

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
    <PageFrame fade={false}>
      <PageHeading eyebrow="Admin" title="Review verifications">
        <Text c="dimmed" mt={6}>
          {countOf(loaderData.docs.length, 'document')} and {countOf(loaderData.held.length, 'held record')} wait for review, oldest first.
        </Text>
      </PageHeading>
      {actionData && (
        <OutcomeAlert ok={actionData.ok} failTitle="Not done">
          {actionData.message}
        </OutcomeAlert>
      )}
      <PendingDocs docs={loaderData.docs} />
      <HeldRecords records={loaderData.held} />
    </PageFrame>
  );
}
