import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { buildContentSecurityPolicy, opensPlaidLink } from './security.js';

describe('content security policy', () => {
  it('allows only our own scripts plus the nonce, and no third party by default', () => {
    const csp = buildContentSecurityPolicy(loadConfig({ NODE_ENV: 'production' }), 'n0nce');
    expect(csp).toContain("script-src 'self' 'nonce-n0nce'");
    expect(csp).not.toContain('googletagmanager');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('adds a tag’s hosts only when it is configured, and only in production', () => {
    const env = { GA_MEASUREMENT_ID: 'G-ABC123', CRISP_WEBSITE_ID: '1f9e8d7c-1234-4abc-9def-0123456789ab' };
    const prod = buildContentSecurityPolicy(loadConfig({ ...env, NODE_ENV: 'production' }), 'n');
    expect(prod).toContain('https://www.googletagmanager.com');
    expect(prod).toContain('wss://client.relay.crisp.chat');
    expect(prod).not.toContain('clarity.ms');
    const dev = buildContentSecurityPolicy(loadConfig({ ...env, NODE_ENV: 'development' }), 'n');
    expect(dev).not.toContain('googletagmanager');
  });

  it('lets Razorpay’s checkout script and payment window in wherever Razorpay is configured, and only then', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_abcdefghij', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'whsecret' };
    for (const NODE_ENV of ['production', 'development'] as const) {
      const csp = buildContentSecurityPolicy(loadConfig({ ...keys, NODE_ENV }), 'n');
      expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    }
    expect(buildContentSecurityPolicy(loadConfig({ NODE_ENV: 'production' }), 'n')).not.toContain('razorpay');
  });
});

describe('Plaid Link in the policy', () => {
  const plaid = { PLAID_CLIENT_ID: '0123456789abcdef01234567', PLAID_SECRET: '0123456789abcdef0123456789abcd' };

  it('lets Plaid’s script, frame and API in on the net-worth page when Plaid is configured, and nowhere else', () => {
    const config = loadConfig({ ...plaid, NODE_ENV: 'production' });
    expect(opensPlaidLink(config, '/tools/networth')).toBe(true);
    expect(opensPlaidLink(config, '/tools/networth?cc=us')).toBe(true);
    for (const url of ['/', '/tools/networth/x', '/tools/networth.data', '/referral', '/api/v1/vault/institutions'])
      expect(opensPlaidLink(config, url), url).toBe(false);
    const csp = buildContentSecurityPolicy(config, 'n', { plaidLink: true });
    expect(csp).toMatch(/script-src [^;]*https:\/\/cdn\.plaid\.com\/link\/v2\/stable\/link-initialize\.js/);
    expect(csp).toMatch(/frame-src https:\/\/cdn\.plaid\.com(;|$)/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/sandbox\.plaid\.com/);
    expect(buildContentSecurityPolicy(loadConfig({ ...plaid, PLAID_ENV: 'production' }), 'n', { plaidLink: true })).toContain(
      'https://production.plaid.com',
    );
    expect(buildContentSecurityPolicy(config, 'n')).not.toContain('plaid');
  });

  it('keeps Plaid out of every page with the offline sandbox', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(opensPlaidLink(config, '/tools/networth')).toBe(false);
    expect(buildContentSecurityPolicy(config, 'n', { plaidLink: true })).not.toContain('plaid');
  });
});
