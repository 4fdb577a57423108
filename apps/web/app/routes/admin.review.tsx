import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { data } from 'react-router';
import type { Route } from './+types/admin.review';
import { paths } from '~/config/paths';
import { listHeldRecords } from '~/features/verified/api/list-held-records';
import { listPendingVerifications } from '~/features/verified/api/list-pending-verifications';
import { reviewHeldRecord } from '~/features/verified/api/review-held-record';
import { reviewVerification } from '~/features/verified/api/review-verification';
import salary from '~/features/salary/components/salary.module.css';
import { HeldRecords, PendingDocs } from '~/features/verified/components/review-queue';
import { requireUser } from '~/lib/auth-guard';
import { parseFormBody } from '~/lib/form-body';
import { pageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import shell from '~/shell/shell.module.css';

/**
 * /admin/review (admins only): verification documents waiting for review and the records the
 * outlier rule held back. Guests are sent to sign in; other members get the not-found page (the
 * page does not say it exists). Plain POST forms; the action forwards each decision to the API.
 */
function requireAdmin(request: Request, context: Route.LoaderArgs['context']) {
  const user = requireUser(request, context);
  if (user.role !== 'admin') throw data(null, { status: 404 });
  return user;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const [docs, held] = await Promise.all([listPendingVerifications(client, api), listHeldRecords(client, api)]);
  if (!docs.ok) throw new Error(`GET /admin/verifications answered ${docs.status}: ${docs.message}`);
  if (!held.ok) throw new Error(`GET /admin/held-records answered ${held.status}: ${held.message}`);
  return { docs: docs.data, held: held.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  const id = String(form.get('id') ?? '');
  const decision = String(form.get('decision') ?? '');
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  if (intent === 'review-doc') {
    const reason = String(form.get('reason') ?? '').trim();
    const body = parseFormBody(api.reviewVerification, { decision, reason: reason || undefined });
    const result = body.ok ? await reviewVerification(client, api, id, body.body) : body;
    if (result.ok)
      return {
        ok: true,
        message: result.data.status === 'approved' ? 'Approved: the salary is now verified.' : 'Rejected; the member was told why.',
      };
    return data({ ok: false, message: result.message }, { status: result.status >= 400 && result.status < 500 ? result.status : 500 });
  }
  if (intent === 'review-held') {
    const body = parseFormBody(api.reviewHeldRecord, { decision });
    const result = body.ok ? await reviewHeldRecord(client, api, id, body.body) : body;
    if (result.ok)
      return {
        ok: true,
        message: result.data.status === 'published' ? 'Published: the record counts from now on.' : 'Rejected: the record was removed.',
      };
    return data({ ok: false, message: result.message }, { status: result.status >= 400 && result.status < 500 ? result.status : 500 });
  }
  return data({ ok: false, message: 'Unknown form.' }, { status: 400 });
}

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
          <Title order={1} className={salary.pageTitle} mt="sm">
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
