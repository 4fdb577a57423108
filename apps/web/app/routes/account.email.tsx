import { Anchor, Button, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/account.email';
import { paths } from '~/config/paths';
import { AuthIcon, AuthPanel } from '~/features/auth/auth-panel';
import { emailChangeOutcome } from '~/features/profile/account-model';
import { confirmEmailChange } from '~/features/profile/api/confirm-email-change';
import { parseFormBody } from '~/lib/form-body';
import { privatePageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';

/**
 * /account/email?token=…: where the email-change mail links to. Opening it changes nothing (a mail
 * scanner at the new address follows links); the member confirms with the button, a plain POST
 * (works before JavaScript) to POST /profile/email/confirm, and lands on /account with
 * `emailChange=done`, `invalid` or `taken`, as the page tells them.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token) throw redirect(paths.account({ emailChange: 'invalid' }));
  return { token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get('token');
  const { api } = await import('@paysight/contract');
  const body = parseFormBody(api.confirmEmailChange, { token: typeof token === 'string' ? token.trim() : '' });
  const result = body.ok ? await confirmEmailChange(serverApi(context, request), api, body.body) : body;
  const outcome = emailChangeOutcome(result);
  if (outcome) throw redirect(paths.account({ emailChange: outcome }));
  // Neither changed nor refused (too many requests, the server down): say so, the button stays.
  return data({ message: result.message }, { status: result.status >= 400 && result.status < 600 ? result.status : 502 });
}

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Confirm your new email',
  description: 'Confirm the new email you asked to sign in to Paysight with.',
  path: paths.accountEmail(),
});

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <AuthPanel
      title="Confirm your new email"
      text="You asked to sign in to Paysight with this address from now on. Nothing changes until you confirm."
      icon={<AuthIcon icon={IconMailCheck} />}
      error={actionData?.message ?? null}
    >
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" size="md" fullWidth loading={navigation.state !== 'idle'}>
          Confirm my new email
        </Button>
      </Form>
      <Text fz="sm" ta="center" c="dimmed">
        Did not ask for it? Ignore the mail: nothing changes.{' '}
        <Anchor component={Link} to={paths.account()} fz="sm" fw={600}>
          Your account
        </Anchor>
      </Text>
    </AuthPanel>
  );
}
