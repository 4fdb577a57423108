import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Indicator,
  Menu,
  Popover,
  RingProgress,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SessionUser } from '@paysight/contract';
import { IconBell, IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '~/config/paths';
import { getHeaderModel } from './header-model';
import { Logo } from './logo';
import classes from './shell.module.css';

const NAV_LINKS = [
  { label: 'Salaries', href: paths.salaries() },
  { label: 'Compare', href: paths.compareCompanies() },
  { label: 'Career', href: paths.career() },
  { label: 'Offers', href: paths.offers() },
  { label: 'JobGPT', href: paths.jobgpt() },
  { label: 'Leaderboard', href: paths.leaderboard() },
] as const;

export interface HeaderProps {
  user: SessionUser | null;
  /** Unread notifications; the list itself arrives with notifications. */
  unreadCount?: number;
}

export function Header({ user, unreadCount = 0 }: HeaderProps) {
  const location = useLocation();
  const model = getHeaderModel(user, location);
  const [drawerOpen, drawer] = useDisclosure(false);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="lg" wrap="nowrap">
            <Anchor component={Link} to={model.logoHref} underline="never" aria-label="Paysight home">
              <Logo />
            </Anchor>
            <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
              {NAV_LINKS.map((link) => (
                <Anchor key={link.href} component={Link} to={link.href} className={classes.navLink}>
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Group>

          <Group gap="xs" wrap="nowrap">
            {model.region && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button variant="subtle" size="compact-sm" rightSection={<IconChevronDown size={14} />} aria-label="Region">
                    <span aria-hidden="true">{model.region.current === 'us' ? '🇺🇸' : '🇮🇳'}</span>
                    <Text span ml={6} fz="sm" visibleFrom="xs">
                      {model.region.current === 'us' ? 'USA' : 'India'}
                    </Text>
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {model.region.options.map((option) => (
                    <Menu.Item key={option.cc} component={Link} to={option.href} leftSection={<span aria-hidden="true">{option.flag}</span>}>
                      {option.label}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
            {model.showForEmployers && (
              <Anchor component={Link} to={paths.employers()} className={classes.navLink} visibleFrom="sm">
                For Employers
              </Anchor>
            )}
            {model.enterpriseLabel && (
              <Badge variant="light" color="grape">
                {model.enterpriseLabel}
              </Badge>
            )}
            {model.upgradeHref && (
              <Button component={Link} to={model.upgradeHref} size="compact-md" variant="gradient" gradient={{ from: 'brand.6', to: 'grape.6' }}>
                Upgrade
              </Button>
            )}
            {model.showNotifications && (
              <Popover position="bottom-end" width={320} withArrow>
                <Popover.Target>
                  <Indicator disabled={unreadCount === 0} label={unreadCount} size={16} offset={4}>
                    <UnstyledButton aria-label={`Notifications, ${unreadCount} unread`} className={classes.iconButton}>
                      <IconBell size={20} />
                    </UnstyledButton>
                  </Indicator>
                </Popover.Target>
                <Popover.Dropdown>
                  <Text fz="sm" c="dimmed">
                    No notifications yet.
                  </Text>
                </Popover.Dropdown>
              </Popover>
            )}
            {model.completeness && (
              <Popover position="bottom-end" width={240} withArrow>
                <Popover.Target>
                  <UnstyledButton aria-label={`Profile ${model.completeness.percent}% complete`}>
                    <RingProgress size={40} thickness={4} roundCaps sections={[{ value: model.completeness.percent, color: 'brand' }]} label={<Text ta="center" fz={10} fw={700}>{model.completeness.percent}%</Text>} />
                  </UnstyledButton>
                </Popover.Target>
                <Popover.Dropdown>
                  <Stack gap="xs">
                    <Text fz="sm">Your profile is {model.completeness.percent}% complete.</Text>
                    <Button component={Link} to={model.completeness.href} size="xs">
                      {model.completeness.cta}
                    </Button>
                  </Stack>
                </Popover.Dropdown>
              </Popover>
            )}
            {model.showUserMenu && user ? (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <UnstyledButton aria-label="Account menu">
                    <Avatar src={user.avatar} alt={user.name} radius="xl" size={32} color="brand">
                      {user.name.slice(0, 1).toUpperCase()}
                    </Avatar>
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label>{user.name}</Menu.Label>
                  <Menu.Item component={Link} to={paths.profile()} leftSection={<IconUser size={16} />}>
                    Profile
                  </Menu.Item>
                  <Menu.Item component={Link} to={paths.account()} leftSection={<IconSettings size={16} />}>
                    Account
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Item component={Link} to={paths.logout()} leftSection={<IconLogout size={16} />}>
                    Log out
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : null}
            {model.loginHref && (
              <Button component={Link} to={model.loginHref} size="compact-md" variant="filled">
                LogIn/SignUp
              </Button>
            )}
            <Burger opened={drawerOpen} onClick={drawer.toggle} hiddenFrom="md" size="sm" aria-label="Open navigation" />
          </Group>
        </Group>
      </Container>

      <Drawer opened={drawerOpen} onClose={drawer.close} title={<Logo size={24} />} hiddenFrom="md" size="xs" position="right">
        <Stack component="nav" aria-label="Main" gap={4}>
          {NAV_LINKS.map((link) => (
            <Anchor key={link.href} component={Link} to={link.href} onClick={drawer.close} className={classes.drawerLink}>
              {link.label}
            </Anchor>
          ))}
          {model.showForEmployers && (
            <>
              <Divider my="xs" />
              <Anchor component={Link} to={paths.employers()} onClick={drawer.close} className={classes.drawerLink}>
                For Employers
              </Anchor>
            </>
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
