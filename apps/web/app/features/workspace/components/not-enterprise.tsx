import { Anchor, Container, Text, Title } from '@mantine/core';
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
