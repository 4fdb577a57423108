import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { HeaderModel } from './header-model';
import classes from './shell.module.css';

/**
 * Small drawn flags: emoji flags render as empty boxes where no emoji font is installed (Linux,
 * some Windows). The US flag without its stars, India's without the wheel's spokes.
 */
function Flag({ cc }: { cc: 'in' | 'us' }) {
  return (
    <svg
      width={20}
      height={14}
      viewBox="0 0 30 20"
      aria-hidden="true"
      style={{ borderRadius: 2, boxShadow: '0 0 0 1px rgb(0 0 0 / 0.15)' }}
    >
      {cc === 'us' ? (
        <>
          <rect width={30} height={20} fill="#b22234" />
          <path d="M0 2.3h30M0 5.4h30M0 8.5h30M0 11.5h30M0 14.6h30M0 17.7h30" stroke="#fff" strokeWidth={1.54} />
          <rect width={12} height={10.8} fill="#3c3b6e" />
        </>
      ) : (
        <>
          <rect width={30} height={20} fill="#fff" />
          <rect width={30} height={6.67} fill="#f93" />
          <rect y={13.33} width={30} height={6.67} fill="#138808" />
          <circle cx={15} cy={10} r={2.6} fill="none" stroke="#000080" strokeWidth={0.8} />
        </>
      )}
    </svg>
  );
}

/** USA / India: switching swaps /in/ and /us/ in the URL (SPEC §2.2). */
export default function RegionMenu({ region }: { region: NonNullable<HeaderModel['region']> }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" rightSection={<IconChevronDown size={14} />} aria-label="Region">
          <Flag cc={region.current} />
          <span className={classes.regionLabel}>{region.current === 'us' ? 'USA' : 'India'}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {region.options.map((option) => (
          <Menu.Item key={option.cc} component={Link} to={option.href} leftSection={<Flag cc={option.cc} />}>
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
