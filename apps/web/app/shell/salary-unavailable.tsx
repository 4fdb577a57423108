import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import blocks from './page-blocks.module.css';

export interface NotFoundProps {
  /** "Not enough data yet" or "No salaries found". */
  reason: 'not-enough' | 'unknown';
  /** The API's message, shown as is. */
  message: string;
  /** The page without its filters, when some are set. */
  clearFiltersHref: string | null;
  /** The title-only page, on a company page. */
  titlePage: { href: string; label: string } | null;
}

/** The salary page's 404: what is missing, and where to go instead. */
export function SalaryNotFound({ reason, message, clearFiltersHref, titlePage }: NotFoundProps) {
  return (
    <section className={blocks.card} data-testid="salary-not-found">
      <Stack gap="xs">
        <Text fw={700} fz="lg">
          {reason === 'not-enough' ? 'Not enough data yet' : 'No salaries found'}
        </Text>
        <Text c="dimmed">{message}</Text>
        <Group gap="lg" mt="xs">
          {clearFiltersHref && (
            <Anchor component={Link} to={clearFiltersHref} fw={600}>
              Clear filters
            </Anchor>
          )}
          {titlePage && (
            <Anchor component={Link} to={titlePage.href} fw={600}>
              {titlePage.label}
            </Anchor>
          )}
          <Anchor component={Link} to={paths.home()} fw={600}>
            Back to Paysight home
          </Anchor>
        </Group>
      </Stack>
    </section>
  );
}

/** The daily search limit was reached: the figures stay hidden; the security check opens on top (SPEC §2.6). */
export function SalaryLimited(props: { message: string; signInHref: string | null; upgradeHref: string | null }) {
  const { message, signInHref, upgradeHref } = props;
  return (
    <section className={blocks.card} data-testid="salary-limited">
      <Stack gap="xs">
        <Text fw={700} fz="lg">
          Figures hidden
        </Text>
        <Text c="dimmed">{message}</Text>
        <Group gap="lg" mt="xs">
          {upgradeHref && (
            <Anchor component={Link} to={upgradeHref} fw={600}>
              Upgrade
            </Anchor>
          )}
          {signInHref && (
            <Anchor component={Link} to={signInHref} fw={600}>
              Sign In
            </Anchor>
          )}
          <Anchor component={Link} to={paths.home()} fw={600}>
            Back to Paysight home
          </Anchor>
        </Group>
      </Stack>
    </section>
  );
}
