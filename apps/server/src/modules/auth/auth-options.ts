import { OAUTH_PROVIDERS, SAAS_PROVIDERS, type SocialProvider } from '@paysight/contract';
import type { Config } from '../../config.js';

const LABELS: Record<SocialProvider, string> = { google: 'Google', linkedin: 'LinkedIn', microsoft: 'Microsoft' };

/** A provider is offered once its client id and secret are configured. */
export function isProviderConfigured(config: Config, provider: SocialProvider): boolean {
  const key = provider.toUpperCase() as 'GOOGLE' | 'LINKEDIN' | 'MICROSOFT';
  return Boolean(config[`${key}_CLIENT_ID`] && config[`${key}_CLIENT_SECRET`]);
}

/**
 * GET /auth: regular members sign in by magic link, Google or LinkedIn; enterprise members by
 * single sign-on with Google or Microsoft (SPEC §6). Without an identity provider, enterprise
 * members are offered the emailed link: a workspace without single sign-on (a trial) signs in
 * that way (ADR 031), and a card with no way in would be a dead end.
 */
export function signInOptions(config: Config, input: { enterprise: boolean; next: string }) {
  const base = input.enterprise ? '/api/v1/saas-login' : '/api/v1/login';
  const providers = (input.enterprise ? SAAS_PROVIDERS : OAUTH_PROVIDERS)
    .filter((p) => isProviderConfigured(config, p))
    .map((provider) => ({ provider, label: LABELS[provider], href: `${base}/${provider}?next=${encodeURIComponent(input.next)}` }));
  const magicLink = config.MAGIC_LINK === 'on' && (!input.enterprise || providers.length === 0);
  return { magicLink, password: !input.enterprise, providers };
}
