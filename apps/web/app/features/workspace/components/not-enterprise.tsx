import { Alert, Anchor, Container, type MantineSize, Text, Title } from '@mantine/core';
import { paths } from '~/config/paths';

/** What a signed-in member without an enterprise workspace sees on an employer screen. */
export function NotEnterprise({ screen }: { screen: string }) {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{screen}</Title>
      <Text mt="md" data-testid="not-enterprise">
        {screen} is part of Paysight for employers: it opens for members of an enterprise workspace, who sign in with their work email. Your
        account is not in one.
      </Text>
      <Text mt="sm">
        <Anchor href={paths.employers()}>See Paysight for employers and start a trial workspace</Anchor>
      </Text>
    </Container>
  );
}

/** An employer screen whose workspace the API would not open: the screen's title and the API's message. */
export function WorkspaceRefused({ screen, message, size }: { screen: string; message: string; size: MantineSize }) {
  return (
    <Container size={size} py="xl">
      <Title order={1}>{screen}</Title>
      <Alert color="red" role="alert" mt="md" title="The workspace could not be opened">
        {message}
      </Alert>
    </Container>
  );
}
