import { Avatar, Badge, Button, Menu, Popover, RingProgress, Stack, Text, UnstyledButton } from '@mantine/core';
import type { SessionUser } from '@paysight/contract/core';
import { IconCheck, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import type { HeaderModel } from './header-model';

/** The signed-in parts of the header: plan label, Upgrade, the notification bell, profile completeness and the user menu. */
export default function HeaderAccount({ user, model, bell }: { user: SessionUser; model: HeaderModel; bell?: ReactNode }) {
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
      {model.showNotifications && bell}
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
                  // "100%" does not fit inside a 40 px ring: a complete profile shows a tick.
                  model.completeness.percent >= 100 ? (
                    <IconCheck size={16} stroke={3} aria-hidden style={{ display: 'block', margin: '0 auto' }} />
                  ) : (
                    <Text ta="center" fz={10} fw={700}>
                      {model.completeness.percent}%
                    </Text>
                  )
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
