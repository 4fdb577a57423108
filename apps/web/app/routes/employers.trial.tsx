import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/employers.trial';
import { paths } from '~/config/paths';
import { checkTrialLink } from '~/features/employers/api/check-trial-link';
import { confirmTrial } from '~/features/employers/api/confirm-trial';
import classes from '~/features/employers/employers.module.css';
import blocks from '~/shell/page-blocks.module.css';
import { countryName, formatDay } from '~/features/salary/salary-text';
import { pageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import shell from '~/shell/shell.module.css';

/**
 * /employers/trial?token=…: the link mailed by the trial request. The loader only checks the link
 * (GET /enterprise/link/is/token does not spend it: mail scanners open links); the button spends it
 * from the browser, which creates the workspace and signs the requester in as its admin.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const { api } = await import('@paysight/contract');
  const result = token ? await checkTrialLink(serverApi(context, request), api, token) : null;
  if (result?.ok) return { ok: true as const, token, link: result.data, trialDays: context.clientConfig.trialDays };
  return {
    ok: false as const,
    message: result && result.status !== 400 ? result.message : 'This trial link is incomplete. Please open the link from the mail again.',
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    { title: 'Start your trial workspace', description: 'Confirm your Paysight trial workspace.', path: '/employers/trial', noindex: true },
    matches,
  );

export default function TrialConfirmPage({ loaderData }: Route.ComponentProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm(token: string) {
    setBusy(true);
    setError(null);
    try {
      const result = await confirmTrial(token);
      // A full load: the new session (cookie) and its enterprise header come with the next page.
      if (result.ok) window.location.assign(paths.peer());
      else {
        setError(result.message);
        setBusy(false);
      }
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="md" className={blocks.content}>
        <span className={shell.eyebrow}>For employers</span>
        <Title order={1} className={blocks.pageTitle}>
          {loaderData.ok ? `Start ${loaderData.link.companyName}'s trial workspace` : 'This trial link cannot be used'}
        </Title>
        {loaderData.ok ? (
          <section className={classes.card} aria-label="Your trial">
            <Stack gap="sm">
              <Text>
                A {loaderData.trialDays}-day workspace for <strong>{loaderData.link.domain}</strong>, for{' '}
                {countryName(loaderData.link.region)}, with <strong>{loaderData.link.email}</strong> as its admin. Colleagues with an email
                at {loaderData.link.domain} sign in by emailed link and join as viewers; you choose who becomes an analyst or an admin.
              </Text>
              <Text fz="sm" c="dimmed">
                This link works once, until {formatDay(loaderData.link.expiresAt.slice(0, 10))}.
              </Text>
              {error && (
                <Alert color="red" role="alert" data-testid="trial-error">
                  {error}
                </Alert>
              )}
              <Button onClick={() => void confirm(loaderData.token)} loading={busy} style={{ alignSelf: 'flex-start' }}>
                Create the workspace
              </Button>
            </Stack>
          </section>
        ) : (
          <Alert color="red" role="alert" data-testid="trial-error">
            {loaderData.message}
          </Alert>
        )}
        <Text fz="sm">
          <Anchor component={Link} to={paths.employers()}>
            Back to Paysight for employers
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
