import { Avatar, Badge, Button, Indicator, Menu, Popover, RingProgress, Stack, Text, UnstyledButton } from '@mantine/core';
import type { SessionUser } from '@paysight/contract/core';
import { IconBell, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import type { HeaderModel } from './header-model';
import classes from './shell.module.css';

/** The signed-in parts of the header: plan label, Upgrade, notifications, profile completeness and the user menu. */
export default function HeaderAccount({ user, model, unreadCount }: { user: SessionUser; model: HeaderModel; unreadCount: number }) {
  return (
    <>
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
        // The popover's target is the button itself (its aria-expanded belongs on a button, not on the badge's wrapper).
        <Indicator disabled={unreadCount === 0} label={unreadCount} size={16} offset={4}>
          <Popover position="bottom-end" width={320} withArrow>
            <Popover.Target>
              <UnstyledButton aria-label={`Notifications, ${unreadCount} unread`} className={classes.iconButton}>
                <IconBell size={20} />
              </UnstyledButton>
            </Popover.Target>
            <Popover.Dropdown>
              <Text fz="sm" c="dimmed">
                No notifications yet.
              </Text>
            </Popover.Dropdown>
          </Popover>
        </Indicator>
      )}
      {model.completeness && (
        <Popover position="bottom-end" width={240} withArrow>
          <Popover.Target>
            <UnstyledButton aria-label={`Profile ${model.completeness.percent}% complete`}>
              <RingProgress
                size={40}
                thickness={4}
                roundCaps
                sections={[{ value: model.completeness.percent, color: 'brand' }]}
                label={
                  <Text ta="center" fz={10} fw={700}>
                    {model.completeness.percent}%
                  </Text>
                }
              />
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
    </>
  );
}
