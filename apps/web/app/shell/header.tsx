import { Anchor, Box, Button, Container, Group, UnstyledButton } from '@mantine/core';
import { IconMenu2, IconX } from '@tabler/icons-react';
import type { SessionUser } from '@paysight/contract/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '~/config/paths';
import { getHeaderModel } from './header-model';
import { Logo } from './logo';
import classes from './shell.module.css';

// Parts an anonymous visitor on most pages never sees load only when shown.
const HeaderAccount = lazy(() => import('./header-account'));
const RegionMenu = lazy(() => import('./region-menu'));
const NavDrawer = lazy(() => import('./nav-drawer'));

export interface HeaderProps {
  user: SessionUser | null;
  /**
   * The notification bell for a signed-in member (features/notifications, composed in root.tsx:
   * shared code never imports a feature).
   */
  bell?: ReactNode;
}

export function Header({ user, bell }: HeaderProps) {
  const location = useLocation();
  const model = getHeaderModel(user, location);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="lg" wrap="nowrap">
            <Anchor component={Link} to={model.logoHref} underline="never" aria-label="Paysight home">
              {/* With the region menu or the account controls there is no room for the word on a phone: the mark alone. */}
              <Logo wordmarkClassName={model.region || user ? classes.wordmarkWide : undefined} />
            </Anchor>
            <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
              {model.navLinks.map((link) => (
                <Anchor key={link.href} component={Link} to={link.href} className={classes.navLink}>
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Group>

          {/* Tight enough that a signed-in member on a salary page fits a 390 px phone. */}
          <Group gap={6} wrap="nowrap">
            {model.region && (
              <Suspense fallback={null}>
                <RegionMenu region={model.region} />
              </Suspense>
            )}
            {model.showForEmployers && (
              <Anchor component={Link} to={paths.employers()} className={classes.navLink} visibleFrom="sm">
                For Employers
              </Anchor>
            )}
            {user && (
              <Suspense fallback={null}>
                <HeaderAccount user={user} model={model} bell={bell} />
              </Suspense>
            )}
            {model.loginHref && (
              <Button component={Link} to={model.loginHref} size="compact-md" variant="filled">
                LogIn/SignUp
              </Button>
            )}
            <UnstyledButton
              className={classes.burger}
              onClick={() => {
                setDrawerLoaded(true);
                setDrawerOpen((o) => !o);
              }}
              aria-label="Open navigation"
              aria-expanded={drawerOpen}
            >
              {drawerOpen ? <IconX size={22} /> : <IconMenu2 size={22} />}
            </UnstyledButton>
          </Group>
        </Group>
      </Container>

      {drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer
            opened={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            links={model.navLinks}
            showForEmployers={model.showForEmployers}
          />
        </Suspense>
      )}
    </Box>
  );
}
