import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';

/** A status page: its big heading, the line under it, and a link Home. */
function StatusContent({ heading, line }: { heading: string; line: string }) {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="xs" ta="center">
        <Title order={1} fz={48}>
          {heading}
        </Title>
        <Text fz="xl" c="dimmed">
          {line}
        </Text>
        <Anchor component={Link} to={paths.home()} fz="lg" mt="md">
          Home
        </Anchor>
      </Stack>
    </Container>
  );
}

/** SPEC §2.5 page-not-found: "404. Oops!", "Page Not Found", a link Home. */
export function NotFoundContent() {
  return <StatusContent heading="404. Oops!" line="Page Not Found" />;
}

/** SPEC §2.5 error: "Oops!", "Error occured", a link Home. */
export function ErrorContent() {
  return <StatusContent heading="Oops!" line="Error occured" />;
}
