import { Container, Group, Stack, Text } from '@mantine/core';
import { COPYRIGHT_FROM_YEAR } from '@paysight/contract/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { Logo } from './logo';
import classes from './shell.module.css';
import { ThemeSwitch } from './theme-switch';
import blocks from './page-blocks.module.css';

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

/** Plain elements: the footer is on every page, and Mantine's Anchor costs three components per link in every render. */
function LinkColumn({ title, links }: { title: string; links: ReadonlyArray<{ label: string; href: string }> }) {
  return (
    <nav aria-label={title} className={classes.footerColumn}>
      <h2 className={classes.footerHeading}>{title}</h2>
      {links.map((link) => (
        <Link key={link.label} to={link.href} className={classes.footerLink}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

export function Footer({ year }: { year: number }) {
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <div className={`${blocks.columns} ${classes.footerGrid}`}>
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
          <Link to={paths.apiDocs()} reloadDocument className={classes.footerSmallLink}>
            API
          </Link>
        </Group>
      </Container>
    </footer>
  );
}
