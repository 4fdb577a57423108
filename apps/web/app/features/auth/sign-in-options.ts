import { SOCIAL_PROVIDERS, type SocialProvider } from '@paysight/contract/core';
import { paths } from '~/config/paths';
import { appendQuery } from '~/lib/safe-url';

/**
 * How a visitor can sign in (SPEC §2.5, §6): regular visitors by magic link, a general web-account
 * provider (Google) or the professional network (LinkedIn); enterprise visitors through single
 * sign-on with Google or a workplace suite (Microsoft). GET /auth decides; when it cannot be
 * reached these defaults apply. Every provider link carries `next`, the page to come back to.
 */

export type SignInMode = 'regular' | 'enterprise';

export interface SignInProvider {
  provider: SocialProvider;
  /** A full-page navigation to the server, which sends the browser on to the provider. */
  href: string;
}

export interface SignInOptions {
  magicLink: boolean;
  providers: SignInProvider[];
}

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', linkedin: 'LinkedIn', microsoft: 'Microsoft' };

export const isSocialProvider = (value: string | undefined): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? '');

export function defaultSignInOptions(mode: SignInMode, next: string): SignInOptions {
  return mode === 'enterprise'
    ? {
        magicLink: false,
        providers: (['google', 'microsoft'] as const).map((provider) => ({ provider, href: paths.saasLogin(provider, next) })),
      }
    : {
        magicLink: true,
        providers: (['google', 'linkedin'] as const).map((provider) => ({ provider, href: paths.socialLogin(provider, next) })),
      };
}

/** GET /auth's answer (or null when the call failed), with `next` set on every provider link. */
export function signInOptionsFrom(
  answer: { magicLink: boolean; providers: ReadonlyArray<{ provider: SocialProvider; href: string }> } | null,
  mode: SignInMode,
  next: string,
): SignInOptions {
  if (!answer) return defaultSignInOptions(mode, next);
  return {
    magicLink: answer.magicLink,
    providers: answer.providers.map(({ provider, href }) => ({ provider, href: appendQuery(href, { next }) })),
  };
}
