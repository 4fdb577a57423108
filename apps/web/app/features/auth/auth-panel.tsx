import { Alert, Anchor, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { Logo } from '~/shell/logo';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import classes from './auth.module.css';

export interface AuthPanelProps {
  title: string;
  /** The line under the title. */
  text?: ReactNode;
  /** A spinner above the title while a hand-off runs. */
  busy?: boolean;
  icon?: ReactNode;
  /** Shown in red under the title. */
  error?: string | null;
  /** Shown in green ("Hooray!") under the title, once done. */
  success?: ReactNode;
  children?: ReactNode;
}

/** A screen's icon above its title, in a light round badge. */
export function AuthIcon({ icon: Icon }: { icon: ComponentType<{ size?: number }> }) {
  return (
    <ThemeIcon size={56} radius="xl" variant="light">
      <Icon size={28} />
    </ThemeIcon>
  );
}

/**
 * The narrow centred card of the smaller auth screens: request-password, redeem, the enterprise
 * wall and the hand-offs (tyler, callback, logout, forum sign-in).
 */
export function AuthPanel({ title, text, busy, icon, error, success, children }: AuthPanelProps) {
  return (
    <div className={classes.narrow}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }} className={classes.card}>
        <Stack gap="lg">
          <Stack gap="sm" align="center" ta="center">
            {busy ? <Loader size="md" aria-hidden="true" /> : (icon ?? <Logo size={36} />)}
            <Title order={1} className={classes.heading}>
              {title}
            </Title>
            {text && (
              <Text c="dimmed" fz="sm">
                {text}
              </Text>
            )}
          </Stack>
          {error && (
            <Alert color="red" variant="light" role="alert">
              <Text fz="sm" c="var(--mantine-color-red-light-color)">
                {error}
              </Text>
            </Alert>
          )}
          {success && (
            <Alert color="green" variant="light" title="Hooray!" role="status">
              {success}
            </Alert>
          )}
          {children}
        </Stack>
      </Paper>
    </div>
  );
}

/** A sign-in hand-off that failed: what went wrong, and the way back to the login page. */
export function SignInFailed({ title, error }: { title: string; error: string }) {
  return (
    <AuthPanel title={title} error={error}>
      <Text fz="sm" ta="center">
        <Anchor component={Link} to={paths.login()} fw={600}>
          Back to login
        </Anchor>
      </Text>
    </AuthPanel>
  );
}
