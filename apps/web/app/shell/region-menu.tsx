import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { HeaderModel } from './header-model';

/** USA / India: switching swaps /in/ and /us/ in the URL (SPEC §2.2). */
export default function RegionMenu({ region }: { region: NonNullable<HeaderModel['region']> }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" rightSection={<IconChevronDown size={14} />} aria-label="Region">
          <span aria-hidden="true">{region.current === 'us' ? '🇺🇸' : '🇮🇳'}</span>
          <Text span ml={6} fz="sm" visibleFrom="xs">
            {region.current === 'us' ? 'USA' : 'India'}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {region.options.map((option) => (
          <Menu.Item key={option.cc} component={Link} to={option.href} leftSection={<span aria-hidden="true">{option.flag}</span>}>
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
