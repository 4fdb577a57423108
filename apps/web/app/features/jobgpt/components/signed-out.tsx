import { Button, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import blocks from '~/shell/page-blocks.module.css';
import { PageHeading } from '~/shell/page-frame';

/** A JobGPT page for a visitor who is not signed in: what it does, and sign-in that comes back here. */
export function JobgptSignedOut({ loginHref, heading }: { loginHref: string; heading: string }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeading eyebrow="JobGPT" title={heading} />
        <section className={blocks.card} data-testid="jobgpt-signed-out">
          <Stack gap="sm">
            <Text>
              JobGPT looks through the jobs listed on Paysight for the roles you describe, scores each one against your skills, title,
              seniority, location and pay, and explains every score part by part.
            </Text>
            <Text>
              You approve the matches you like and it prepares each application: the answers it can give from your profile, the ones it
              leaves for you, and a resume tailored to the job. Auto mode, off until you turn it on, applies within your daily limit.
            </Text>
            <Text fw={600}>Sign in to start a job hunt.</Text>
            <div>
              <Button component={Link} to={loginHref} data-testid="jobgpt-sign-in">
                Sign in
              </Button>{' '}
              <Button component={Link} to={paths.autoApply()} variant="subtle">
                How auto-apply works
              </Button>
            </div>
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
