import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/auth.request-password';
import { sendMagicLink } from '~/features/auth/api/request-magic-link';
import { AuthPanel } from '~/features/auth/auth-panel';
import { EmailForm } from '~/features/auth/email-form';
import { sendPostedMagicLink } from '~/features/auth/email-form.action';
import { LOGIN_TEXTS, type MagicLinkSubmission } from '~/features/auth/login-card-model';
import { paths } from '~/config/paths';
import { privatePageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Forgot Password',
  description: 'Get a link to sign in to Paysight and reset your password.',
  path: '/auth/request-password',
});

/**
 * The form posted before JavaScript loaded (once hydrated the browser sends it itself): the same
 * link to /account, answered as the panel's next step; the address never goes into a URL.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return sendPostedMagicLink(request, context, paths.account());
}

/** SPEC §2.5 auth/request-password: a magic link to the email, and a way back to login. */
export default function RequestPassword({ actionData }: Route.ComponentProps) {
  const [submission, setSubmission] = useState<MagicLinkSubmission>(actionData?.posted ?? { state: 'idle' });
  const submit = async (email: string) => {
    setSubmission({ state: 'submitting' });
    try {
      const result = await sendMagicLink({ email, next: paths.account() });
      setSubmission(result.ok ? { state: 'sent', email } : { state: 'failed', message: result.message });
    } catch (err) {
      setSubmission({ state: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  };
  return (
    <AuthPanel
      title="Forgot Password"
      text="Enter your work or school email adress and we will send a link to reset your password"
      error={submission.state === 'failed' ? submission.message : null}
      success={submission.state === 'sent' && LOGIN_TEXTS.linkSent(submission.email)}
    >
      <EmailForm
        onSubmit={(email) => void submit(email)}
        submitting={submission.state === 'submitting'}
        buttonLabel="Send Link"
        // Before JavaScript loads: a POST to this page's action.
        method="post"
      />
      <Text fz="sm" ta="center" c="dimmed">
        Remembered it?{' '}
        <Anchor component={Link} to={paths.login()} fw={600}>
          Sign In
        </Anchor>
      </Text>
    </AuthPanel>
  );
}
