import { Button, Group, Modal, Text, ThemeIcon, Stack } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { securityPopupModel } from './security-popup-model';

export interface SecurityPopupProps {
  opened: boolean;
  onClose: () => void;
  signedIn: boolean;
  forcePremium?: boolean;
  /** The URL to come back to after signing in or upgrading. */
  returnTo: string;
  /** Sign In opens the login modal over the page (SPEC §2.5) instead of following its link to the login page. */
  onSignIn?: () => void;
}

export function SecurityPopup({ opened, onClose, signedIn, forcePremium, returnTo, onSignIn }: SecurityPopupProps) {
  const model = securityPopupModel({ signedIn, forcePremium: forcePremium ?? false, url: returnTo });
  return (
    // Composed rather than <Modal title>: its header is a plain div (a <header> there reads as a second
    // banner beside the site's) and its close button is named.
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>Security check</Modal.Title>
          <Modal.CloseButton aria-label="Close security check" />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon size="lg" variant="light" radius="xl">
                <IconShieldLock size={20} />
              </ThemeIcon>
              <Text>{model.text}</Text>
            </Group>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              {model.upgradeHref && (
                <Button component={Link} to={model.upgradeHref} onClick={onClose}>
                  Upgrade
                </Button>
              )}
              {model.signInHref && (
                <Button
                  component={Link}
                  to={model.signInHref}
                  onClick={(event: MouseEvent) => {
                    // A plain click stays on the page (the login modal); one that asks for a new tab or window follows the link.
                    if (onSignIn && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
                      event.preventDefault();
                      onSignIn();
                    }
                    onClose();
                  }}
                >
                  Sign In
                </Button>
              )}
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
