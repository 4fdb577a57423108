import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { COPYRIGHT_FROM_YEAR } from '@paysight/contract/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { Logo } from './logo';
import classes from './shell.module.css';
import { ThemeSwitch } from './theme-switch';

/** SPEC §2.3: two columns, exactly these links, in this order. */
export const FOOTER_NAVIGATION = [
  { label: 'Salaries', href: paths.salaries() },
  { label: 'Compare Companies', href: paths.compareCompanies() },
  { label: 'Career Rankings', href: paths.career() },
  { label: 'Evaluate My Offer', href: paths.offers() },
  { label: 'Auto Apply to Jobs', href: paths.autoApply() },
  { label: 'Pricing', href: paths.pricing() },
  { label: 'Salary Verifications', href: paths.verified() },
  { label: 'Terms & Services', href: paths.terms() },
  { label: 'Privacy Policy', href: paths.privacy() },
] as const;

export const FOOTER_EMPLOYERS = [
  { label: 'Salary Benchmarking', href: paths.employers() },
  { label: 'Benefits & Total Rewards', href: paths.employers('benefits') },
  { label: 'Talent Intelligence', href: paths.employers('ti') },
] as const;

export const copyrightLine = (year: number) => `© ${COPYRIGHT_FROM_YEAR}–${year} Paysight`;

function LinkColumn({ title, links }: { title: string; links: ReadonlyArray<{ label: string; href: string }> }) {
  return (
    <Stack gap={8} component="nav" aria-label={title}>
      <Title order={2} fz="sm" tt="uppercase" c="dimmed" lts={0.5}>
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.label} component={Link} to={link.href} className={classes.footerLink}>
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

export function Footer({ year }: { year: number }) {
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <div className={classes.footerGrid}>
          <Stack gap="sm">
            <Logo />
            <Text fz="sm" c="dimmed" maw={320}>
              The compensation trust layer between employees and employers.
            </Text>
            <ThemeSwitch />
          </Stack>
          <LinkColumn title="Navigation" links={FOOTER_NAVIGATION} />
          <LinkColumn title="For Employers" links={FOOTER_EMPLOYERS} />
        </div>
        <Group justify="space-between" mt="xl" gap="xs">
          <Text fz="xs" c="dimmed" data-testid="copyright">
            {copyrightLine(year)}
          </Text>
          <Anchor component={Link} to={paths.apiDocs()} reloadDocument fz="xs" c="dimmed">
            API
          </Anchor>
        </Group>
      </Container>
    </footer>
  );
}
