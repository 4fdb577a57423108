import { Anchor, Divider, Drawer, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { Logo } from './logo';
import type { NavLink } from './nav-links';
import classes from './shell.module.css';

/** The phone navigation, loaded on the first tap of the burger. */
export default function NavDrawer({
  opened,
  onClose,
  links,
  showForEmployers,
}: {
  opened: boolean;
  onClose: () => void;
  links: readonly NavLink[];
  showForEmployers: boolean;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title={<Logo size={24} />} hiddenFrom="md" size="xs" position="right">
      <Stack component="nav" aria-label="Main" gap={4}>
        {links.map((link) => (
          <Anchor key={link.href} component={Link} to={link.href} onClick={onClose} className={classes.drawerLink}>
            {link.label}
          </Anchor>
        ))}
        {showForEmployers && (
          <>
            <Divider my="xs" />
            <Anchor component={Link} to={paths.employers()} onClick={onClose} className={classes.drawerLink}>
              For Employers
            </Anchor>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
