import { CLIENT_MESSAGES } from '@paysight/contract/core';
import { paths } from '~/config/paths';

/** SPEC §2.6: which text and buttons the security popup shows. */
export function securityPopupModel(input: { signedIn: boolean; forcePremium?: boolean; url: string }) {
  return {
    text: input.url.includes('switch') ? CLIENT_MESSAGES.premiumOnly : CLIENT_MESSAGES.searchLimit,
    upgradeHref: input.signedIn || input.forcePremium ? paths.pricing(input.url) : null,
    signInHref: input.signedIn ? null : paths.login({ returnUrl: input.url }),
  };
}
