import { Alert, Badge, Button, Code, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { IntentForm } from '~/shell/intent-form';
import { OutcomeAlert } from '~/shell/outcome-alert';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import type { Route } from './+types/account';
import { paths } from '~/config/paths';
import { AccountBillingSections } from '~/features/billing/components/account-billing';
import { accountAction, type AccountIntent } from '~/features/profile/account.action';
import { loadAccount } from '~/features/profile/account.loader';
import { formatLocal, formatUtc } from '~/features/profile/account-model';
import local from '~/features/profile/account.module.css';
import classes from '~/features/profile/profile.module.css';
import { privatePageMeta } from '~/lib/meta';
import { usePendingIntent } from '~/lib/pending-intent';

/**
 * /account (SPEC §2.1): the signed-in member's sign-in email and its change (POST /profile/email,
 * confirmed by a link to the new address), where they are signed in (GET /account/sessions) with
 * "sign out everywhere else", their browser-extension keys, and deleting the account. Plain POST
 * forms, one `intent` each, so everything works before JavaScript. Above them: the plan
 * (subscriptions and cancelling their renewal), credits and receipts (PDF).
 */
export const loader = (args: Route.LoaderArgs) => loadAccount(args);

export const action = (args: Route.ActionArgs) => accountAction(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Your account',
  description: 'Your Paysight account: sign-in email, where you are signed in, the browser extension and deleting the account.',
  path: paths.account(),
});

/** An instant: UTC as rendered on the server, the visitor's local time once the page runs. */
function Instant({ iso }: { iso: string }) {
  const mounted = useMounted();
  return <time dateTime={iso}>{mounted ? formatLocal(iso) : formatUtc(iso)}</time>;
}

type ActionData = Route.ComponentProps['actionData'];

/** The answer to this section's form, if the last one posted was this section's. */
function Outcome({ actionData, intents }: { actionData: ActionData; intents: AccountIntent[] }) {
  if (!actionData || !intents.includes(actionData.intent)) return null;
  return (
    <OutcomeAlert ok={actionData.ok} failTitle="Not done">
      {actionData.message}
    </OutcomeAlert>
  );
}

/** One of the page's cards: a section named by its heading. */
function AccountCard({ id, title, danger = false, children }: { id: string; title: string; danger?: boolean; children: ReactNode }) {
  return (
    <section className={danger ? `${classes.card} ${local.danger}` : classes.card} aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, notice, sessions, keys, billing } = loaderData;
  const busy = usePendingIntent();
  const typed = (intent: AccountIntent) => (actionData && !actionData.ok && actionData.intent === intent ? actionData.typed : '');
  const others = sessions.filter((s) => !s.current).length;
  const newKey = actionData?.ok && actionData.intent === 'create-key' ? actionData.key : undefined;

  return (
    <PageFrame size="sm" fade={false}>
      <PageHeading eyebrow="Account" title="Your account" plainTitle />

      {notice && (
        <Alert color={notice.color} role={notice.color === 'green' ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}

      <AccountBillingSections
        billing={billing}
        cardClassName={classes.card}
        outcome={<Outcome actionData={actionData} intents={['cancel-subscription']} />}
        busy={busy('cancel-subscription')}
      />

      <AccountCard id="account-email" title="Sign-in email">
        <Text className={local.wrap}>
          You sign in as <strong data-testid="account-email">{email}</strong>.
        </Text>
        <Outcome actionData={actionData} intents={['change-email']} />
        {/* The key empties the field after a link was sent. */}
        <IntentForm
          intent="change-email"
          className={classes.form}
          key={actionData?.intent === 'change-email' && actionData.ok ? 'sent' : 'edit'}
        >
          <TextInput
            name="email"
            type="email"
            label="New email"
            description="A work or school address. We mail a link to it; your email changes when you follow the link."
            defaultValue={typed('change-email')}
            autoComplete="email"
            required
          />
          <Group>
            <Button type="submit" variant="light" loading={busy('change-email')}>
              Send confirmation link
            </Button>
          </Group>
        </IntentForm>
      </AccountCard>

      <AccountCard id="account-sessions" title="Where you’re signed in">
        <Outcome actionData={actionData} intents={['revoke-others', 'revoke-session']} />
        <ul className={local.list} aria-label="Sessions">
          {sessions.map((s) => (
            <li key={s.id} className={local.row} data-testid="session">
              <div className={local.rowText}>
                <Group gap="xs">
                  <Text fw={700}>{s.device}</Text>
                  {s.current && (
                    <Badge size="sm" variant="light">
                      This device
                    </Badge>
                  )}
                </Group>
                <Text fz="sm" c="dimmed">
                  {s.ip ? `${s.ip} · ` : ''}Signed in <Instant iso={s.createdAt} /> · Last active <Instant iso={s.lastSeenAt} />
                </Text>
              </div>
              {!s.current && (
                <IntentForm intent="revoke-session" fields={{ id: s.id }}>
                  <Button type="submit" size="xs" variant="subtle" color="red" aria-label={`Sign out ${s.device}`}>
                    Sign out
                  </Button>
                </IntentForm>
              )}
            </li>
          ))}
        </ul>
        <IntentForm intent="revoke-others">
          <Button type="submit" variant="light" color="red" disabled={others === 0} loading={busy('revoke-others')}>
            Sign out everywhere else
          </Button>
        </IntentForm>
      </AccountCard>

      <AccountCard id="account-extension" title="Browser extension">
        <Text fz="sm" c="dimmed">
          The Paysight extension signs in with a key. Revoke a key to sign out the extension that uses it.
        </Text>
        {newKey ? (
          <Alert color="green" role="status" title="Your new extension key">
            <Stack gap="xs">
              <Code block data-testid="new-extension-key" className={local.secret}>
                {newKey}
              </Code>
              <Text fz="sm">Copy it now: it is not shown again.</Text>
              <CopyButton value={newKey}>
                {({ copied, copy }) => (
                  <Group>
                    <Button size="xs" variant="light" onClick={copy}>
                      {copied ? 'Copied' : 'Copy key'}
                    </Button>
                  </Group>
                )}
              </CopyButton>
            </Stack>
          </Alert>
        ) : (
          <Outcome actionData={actionData} intents={['create-key', 'revoke-key']} />
        )}
        {keys.length === 0 ? (
          <Text>No extension key yet.</Text>
        ) : (
          <ul className={local.list} aria-label="Extension keys">
            {keys.map((k) => (
              <li key={k.prefix} className={local.row}>
                <div className={local.rowText}>
                  <Code>{k.prefix}…</Code>
                  <Text fz="sm" c="dimmed">
                    Created <Instant iso={k.createdAt} />
                  </Text>
                </div>
                <IntentForm intent="revoke-key" fields={{ prefix: k.prefix }}>
                  <Button type="submit" size="xs" variant="subtle" color="red" aria-label={`Revoke key ${k.prefix}`}>
                    Revoke
                  </Button>
                </IntentForm>
              </li>
            ))}
          </ul>
        )}
        <IntentForm intent="create-key">
          <Button type="submit" variant="light" loading={busy('create-key')}>
            Create a key
          </Button>
        </IntentForm>
      </AccountCard>

      <AccountCard id="account-delete" title="Delete account" danger>
        <Text fz="sm">
          This removes your account, profile, sessions and files for good. Salaries you shared stay only as anonymous records.
        </Text>
        <Outcome actionData={actionData} intents={['delete-account']} />
        <IntentForm intent="delete-account" className={classes.form}>
          <TextInput
            name="confirmEmail"
            label="Type your email to confirm"
            placeholder={email}
            defaultValue={typed('delete-account')}
            autoComplete="off"
            required
          />
          <Group>
            <Button type="submit" color="red" loading={busy('delete-account')}>
              Delete my account
            </Button>
          </Group>
        </IntentForm>
      </AccountCard>
    </PageFrame>
  );
}
