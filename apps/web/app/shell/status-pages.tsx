import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';

/** SPEC §2.5 page-not-found: "404. Oops!", "Page Not Found", a link Home. */
export function NotFoundContent() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="xs" ta="center">
        <Title order={1} fz={48}>
          404. Oops!
        </Title>
        <Text fz="xl" c="dimmed">
          Page Not Found
        </Text>
        <Anchor component={Link} to={paths.home()} fz="lg" mt="md">
          Home
        </Anchor>
      </Stack>
    </Container>
  );
}

/** SPEC §2.5 error: "Oops!", "Error occured", a link Home. */
export function ErrorContent() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="xs" ta="center">
        <Title order={1} fz={48}>
          Oops!
        </Title>
        <Text fz="xl" c="dimmed">
          Error occured
        </Text>
        <Anchor component={Link} to={paths.home()} fz="lg" mt="md">
          Home
        </Anchor>
      </Stack>
    </Container>
  );
}
