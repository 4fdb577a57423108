import { MantineProvider } from '@mantine/core';
import type { api } from '@paysight/contract';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VaultSection } from './networth-page';
import { PLAID_LINK_SCRIPT } from './plaid-link';

const vault = (provider: 'sandbox' | 'plaid'): api.VaultInstitutions => ({
  provider,
  label: provider === 'plaid' ? 'Plaid' : 'Sandbox — no real bank',
  notice: provider === 'plaid' ? "Plaid's own screen opens to pick your bank." : 'Made-up banks: nothing here is a real bank.',
  institutions: provider === 'plaid' ? [] : [{ id: 'sandbox-us-checking', name: 'Sandbox Checking (US)', countryCode: 'us', mfa: false }],
  linkToken: provider === 'plaid' ? 'link-sandbox-abc' : null,
  links: [],
});

const render = (v: api.VaultInstitutions) => {
  const Stub = createRoutesStub([{ path: '/tools/networth', Component: () => <VaultSection vault={v} answer={undefined} /> }]);
  return renderToString(
    <MantineProvider>
      <Stub initialEntries={['/tools/networth']} />
    </MantineProvider>,
  );
};
const scripts = (html: string) => [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);

describe('the linked banks section', () => {
  it('with Plaid: loads Plaid’s own script from Plaid, offers its screen, and says the second factor happens there', () => {
    const html = render(vault('plaid'));
    expect(scripts(html)).toEqual([PLAID_LINK_SCRIPT]);
    expect(PLAID_LINK_SCRIPT).toBe('https://cdn.plaid.com/link/v2/stable/link-initialize.js');
    expect(html).toContain('Link a bank with Plaid');
    expect(html).toContain('the second factor happens inside Plaid&#x27;s screen');
    expect(html).toContain('name="publicToken"');
    expect(html).not.toContain('Username at the bank');
  });

  it('with the offline sandbox: nothing from Plaid, the sandbox’s own form', () => {
    const html = render(vault('sandbox'));
    expect(scripts(html)).toEqual([]);
    expect(html).not.toContain('plaid.com');
    expect(html).toContain('Username at the bank');
    expect(html).toContain('Link a sandbox bank');
  });
});
