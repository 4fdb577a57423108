import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import type { Route } from './+types/admin.review';
import { paths } from '~/config/paths';
import blocks from '~/shell/page-blocks.module.css';
import { adminReviewAction } from '~/features/verified/admin-review.action';
import { loadAdminReview } from '~/features/verified/admin-review.loader';
import { HeldRecords, PendingDocs } from '~/features/verified/components/review-queue';
import { pageMeta } from '~/lib/meta';
import shell from '~/shell/shell.module.css';

/**
 * /admin/review (admins only): verification documents waiting for review and the records the
 * outlier rule held back. Guests are sent to sign in; other members get the not-found page (the
 * page does not say it exists). Plain POST forms; the action forwards each decision to the API.
 */
export const loader = (args: Route.LoaderArgs) => loadAdminReview(args);

export const action = (args: Route.ActionArgs) => adminReviewAction(args);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Review verifications',
      description: 'Verification documents and held salary records waiting for review.',
      path: paths.adminReview(),
      noindex: true,
    },
    matches,
  );

const countOf = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

export default function AdminReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <span className={shell.eyebrow}>Admin</span>
          <Title order={1} className={blocks.pageTitle} mt="sm">
            Review verifications
          </Title>
          <Text c="dimmed" mt={6}>
            {countOf(loaderData.docs.length, 'document')} and {countOf(loaderData.held.length, 'held record')} wait for review, oldest
            first.
          </Text>
        </div>
        {actionData && (
          <Alert
            color={actionData.ok ? 'green' : 'red'}
            role={actionData.ok ? 'status' : 'alert'}
            title={actionData.ok ? undefined : 'Not done'}
          >
            {actionData.message}
          </Alert>
        )}
        <PendingDocs docs={loaderData.docs} />
        <HeldRecords records={loaderData.held} />
      </Stack>
    </Container>
  );
}
