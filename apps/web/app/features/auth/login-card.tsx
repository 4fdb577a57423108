import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { safeReturnUrl } from '@paysight/contract/core';
import { Logo } from '~/shell/logo';
import { sendMagicLink } from './api/request-magic-link';
import classes from './auth.module.css';
import { EmailForm } from './email-form';
import { isEnterpriseMode, LOGIN_TEXTS, loginCardModel, type LoginCardInput, type MagicLinkSubmission } from './login-card-model';
import { ProviderIcon } from './provider-icon';
import { defaultSignInOptions, PROVIDER_NAMES, type SignInMode, type SignInOptions } from './sign-in-options';
import { writeRole } from './use-stored-role';

export interface LoginCardProps extends Omit<LoginCardInput, 'magicLinkEnabled' | 'providers' | 'submission'> {
  /** How to sign in, per mode (GET /auth); the defaults for a mode not given. */
  options?: Partial<Record<SignInMode, SignInOptions>>;
  /** Modal config (SPEC §3): an image above the texts. */
  ctaImageUrl?: string | null;
  ctaImageWidth?: number | null;
  /** What the sign-in page's action answered when the email form was posted before JavaScript loaded. */
  posted?: MagicLinkSubmission | null;
}

/**
 * The login card (SPEC §2.5): logo or modal header, the texts for the mode, the red error list,
 * the green "Hooray!" box, the magic-link form, "or", the provider buttons and the legal line.
 * The page and the modal both draw this.
 */
export function LoginCard({ options, ctaImageUrl, ctaImageWidth, posted, ...input }: LoginCardProps) {
  const [submission, setSubmission] = useState<MagicLinkSubmission>(posted ?? { state: 'idle' });
  const mode: SignInMode = isEnterpriseMode(input.role, input.storedRole) ? 'enterprise' : 'regular';
  const signIn = options?.[mode] ?? defaultSignInOptions(mode, safeReturnUrl(input.returnUrl));
  const model = loginCardModel({
    ...input,
    magicLinkEnabled: signIn.magicLink,
    providers: signIn.providers.map((p) => p.provider),
    submission,
  });
  const page = input.variant === 'page';

  const submit = async (email: string) => {
    setSubmission({ state: 'submitting' });
    const result = await sendMagicLink({ email, next: model.next }).catch((err: unknown) => ({
      ok: false as const,
      status: 0,
      message: err instanceof Error ? err.message : String(err),
    }));
    setSubmission(result.ok ? { state: 'sent', email } : { state: 'failed', message: result.message });
  };

  const body = (
    <Stack gap="lg">
      {/* Plain elements where Mantine's would only add script: the sign-in page's budget is 150 KB of JS. */}
      {page && (
        <div className={classes.center}>
          <Logo size={36} />
        </div>
      )}
      {ctaImageUrl && (
        <div className={classes.center}>
          <img src={ctaImageUrl} width={ctaImageWidth ?? 160} alt="" style={{ maxWidth: '100%', height: 'auto' }} />
        </div>
      )}
      {(model.label || model.heading || model.subtitle) && (
        <Stack gap={6} align="center" ta="center">
          {model.label && <span className={classes.label}>{model.label}</span>}
          {model.heading && (
            <Title order={page ? 1 : 2} className={classes.heading}>
              {model.heading}
            </Title>
          )}
          {model.subtitle && (
            <Text c="dimmed" fz="sm">
              {model.subtitle}
            </Text>
          )}
        </Stack>
      )}

      {model.errors.length > 0 && (
        <div className={classes.notice} data-tone="error" role="alert">
          <ul className={classes.noticeList}>
            {model.errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {model.success && (
        <div className={classes.notice} data-tone="success" role="status">
          <p className={classes.noticeTitle}>Hooray!</p>
          <p className={classes.noticeText}>{model.success}</p>
        </div>
      )}

      {model.showEmailForm && (
        <EmailForm
          onSubmit={(email) => void submit(email)}
          submitting={model.submitting}
          buttonLabel={model.emailButton}
          // Before JavaScript loads: a POST to the sign-in page's action (the page's own URL, keeping its query).
          method="post"
          action={page ? undefined : paths.login({ returnUrl: model.next, role: model.mode === 'enterprise' ? 'enterprise' : undefined })}
        />
      )}
      {model.showSeparator && (
        <div className={classes.separator} role="separator" aria-label="or">
          <span aria-hidden="true">or</span>
        </div>
      )}

      {signIn.providers.length > 0 && (
        <Stack gap="sm">
          {signIn.providers.map(({ provider, href }) => (
            <Button
              key={provider}
              component="a"
              href={href}
              variant="default"
              size="md"
              fullWidth
              className={classes.providerButton}
              leftSection={<ProviderIcon provider={provider} />}
            >
              Continue with {PROVIDER_NAMES[provider]}
            </Button>
          ))}
        </Stack>
      )}

      {model.noSignInMethod && (
        <Text fz="sm" c="dimmed" ta="center">
          {model.noSignInText}
        </Text>
      )}

      {model.trialHref && (
        <Text fz="sm" ta="center" data-testid="start-trial">
          {LOGIN_TEXTS.trialPrompt}{' '}
          <Anchor component={Link} to={model.trialHref} fz="sm" fw={600}>
            {LOGIN_TEXTS.trialLink}
          </Anchor>
        </Text>
      )}

      {model.memberSignInHref && (
        <Text fz="sm" ta="center" data-testid="member-sign-in">
          {LOGIN_TEXTS.notEnterprise} {/* A plain link (?role=member clears the stored role), so it works before JavaScript too. */}
          <Anchor component={Link} to={model.memberSignInHref} onClick={() => writeRole(null)} fz="sm" fw={600}>
            {LOGIN_TEXTS.memberSignIn}
          </Anchor>
        </Text>
      )}

      <Text className={classes.legal}>
        By signing up you agree to our{' '}
        <Anchor component={Link} to={paths.privacy()} fz="xs" underline="always">
          Privacy Policy
        </Anchor>{' '}
        and{' '}
        <Anchor component={Link} to={paths.terms()} fz="xs" underline="always">
          Terms and Conditions
        </Anchor>
        .
      </Text>
    </Stack>
  );

  if (!page) return body;
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }} className={classes.card}>
      {body}
    </Paper>
  );
}
