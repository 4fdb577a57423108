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

/** A link of a notice; false or null where the page has none. */
type NoticeLink = { href: string; label: string } | false | null;

/** A card that says why a page shows no figures (`title`, then `message`) and where to go instead. */
export function NoticeCard({ testId, title, message, links }: { testId: string; title: string; message: string; links: NoticeLink[] }) {
  return (
    <section className={blocks.card} data-testid={testId}>
      <Stack gap="xs">
        <Text fw={700} fz="lg">
          {title}
        </Text>
        <Text c="dimmed">{message}</Text>
        <Group gap="lg" mt="xs">
          {links.map(
            (link) =>
              link && (
                <Anchor key={link.href} component={Link} to={link.href} fw={600}>
                  {link.label}
                </Anchor>
              ),
          )}
        </Group>
      </Stack>
    </section>
  );
}

/** Where to go from a page with no figures: the home page. */
export const HOME_LINK = { href: paths.home(), label: 'Back to Paysight home' };

/** The salary page's 404: what is missing, and where to go instead. */
export function SalaryNotFound({ reason, message, clearFiltersHref, titlePage }: NotFoundProps) {
  return (
    <NoticeCard
      testId="salary-not-found"
      title={reason === 'not-enough' ? 'Not enough data yet' : 'No salaries found'}
      message={message}
      links={[clearFiltersHref ? { href: clearFiltersHref, label: 'Clear filters' } : null, titlePage, HOME_LINK]}
    />
  );
}

/** The daily search limit was reached: the figures stay hidden; the security check opens on top (SPEC §2.6). */
export function SalaryLimited(props: { message: string; signInHref: string | null; upgradeHref: string | null }) {
  const { message, signInHref, upgradeHref } = props;
  return (
    <NoticeCard
      testId="salary-limited"
      title="Figures hidden"
      message={message}
      links={[
        upgradeHref ? { href: upgradeHref, label: 'Upgrade' } : null,
        signInHref ? { href: signInHref, label: 'Sign In' } : null,
        HOME_LINK,
      ]}
    />
  );
}
