import { Anchor, Button, Stack, Text } from '@mantine/core';
import { data, Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/layoffs.unsubscribe';
import { paths } from '~/config/paths';
import { unsubscribeAction, unsubscribeLoader } from '~/features/layoffs/subscribe-unsubscribe';
import { usePendingIntent } from '~/lib/pending-intent';
import { pageMeta } from '~/lib/meta';
import { pageQuery } from '~/lib/page-query';
import { CardSection } from '~/shell/card-section';
import { OutcomeAlert } from '~/shell/outcome-alert';
import { PageFrame, PageHeading } from '~/shell/page-frame';

/**
 * The token is the page: it is the query the page reads (so a signed-out visitor's page is rendered
 * with it: the page cache renders an anonymous visit from the declared query alone), and the page
 * is never stored by a cache (`private, no-store`) nor indexed.
 */
export const handle = pageQuery('token');
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

/**
 * /layoffs/unsubscribe?token=…: the link in every layoff alert and digest mail (ADR 045). GET says
 * what the link stops and asks to confirm; POST stops it, without signing in. The same POST is the
 * mail's RFC 8058 one-click target (List-Unsubscribe-Post), which mail providers send without a
 * session and with the token in the address.
 */
export const loader = ({ request, context }: Route.LoaderArgs) => unsubscribeLoader(request, context);

export async function action({ request, context }: Route.ActionArgs) {
  const { answer, status } = await unsubscribeAction(request, context);
  return data(answer, { status });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Unsubscribe from layoff alerts',
      description: 'Stop a layoff alert or the weekly digest of WARN notices.',
      path: '/layoffs/unsubscribe',
      noindex: true,
    },
    matches,
  );

export default function UnsubscribePage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const pending = usePendingIntent()('unsubscribe');
  return (
    <PageFrame>
      <PageHeading eyebrow="Layoff tracking · Mail" title="Unsubscribe" />
      <CardSection id="unsubscribe" title={answer?.ok ? 'Unsubscribed' : 'Stop these mails'} testId="layoffs-unsubscribe">
        <Stack gap="sm">
          {answer ? (
            <OutcomeAlert ok={answer.ok} failTitle="Not unsubscribed">
              {answer.ok ? `Done: you will get no more of ${answer.info.description}.` : answer.message}
            </OutcomeAlert>
          ) : loaderData.kind === 'ok' ? (
            <Form method="post" aria-label="Unsubscribe">
              <input type="hidden" name="intent" value="unsubscribe" />
              <input type="hidden" name="token" value={loaderData.token} />
              <Stack gap="sm">
                <Text>Stop {loaderData.info.description}? No sign-in is needed.</Text>
                <Button type="submit" loading={pending} w="fit-content">
                  Unsubscribe
                </Button>
              </Stack>
            </Form>
          ) : (
            <OutcomeAlert ok={false} failTitle="This link does not work">
              {loaderData.message}
            </OutcomeAlert>
          )}
          <Text fz="sm">
            <Anchor component={Link} to={paths.layoffs()} fw={600}>
              WARN layoff notices
            </Anchor>
          </Text>
        </Stack>
      </CardSection>
    </PageFrame>
  );
}
