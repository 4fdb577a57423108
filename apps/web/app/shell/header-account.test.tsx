import { MantineProvider } from '@mantine/core';
import type { SessionUser } from '@paysight/contract/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import HeaderAccount from './header-account';
import type { HeaderModel } from './header-model';

const user = { id: 'u1', name: 'Asha', email: 'asha@infosys.com', premium: false } as unknown as SessionUser;
const model = (percent: number): HeaderModel => ({
  logoHref: '/',
  navLinks: [],
  showForEmployers: false,
  loginHref: null,
  showUserMenu: false,
  showNotifications: false,
  upgradeHref: null,
  enterpriseLabel: null,
  region: null,
  completeness: { percent, cta: percent >= 100 ? 'Update Profile' : 'Complete Profile', href: '/profile' },
});
const render = (percent: number) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <HeaderAccount user={user} model={model(percent)} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('the profile ring in the header', () => {
  it('shows the percent inside the ring, and a tick once complete ("100%" does not fit a 40 px ring)', () => {
    expect(render(60)).toContain('>60%</p>');
    const complete = render(100);
    expect(complete).not.toContain('>100%<');
    expect(complete).toContain('tabler-icon-check');
    expect(complete).toContain('aria-label="Profile 100% complete"');
  });
});
