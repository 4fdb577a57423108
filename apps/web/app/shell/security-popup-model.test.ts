import { describe, expect, it } from 'vitest';
import { securityPopupModel } from './security-popup-model';

describe('security popup (SPEC §2.6)', () => {
  it('asks anonymous visitors to sign in after the daily search limit', () => {
    const m = securityPopupModel({ signedIn: false, url: '/in/salary/google' });
    expect(m.text).toBe('Daily search limit has been reached, please signin (or upgrade to premium) to continue!');
    expect(m.signInHref).toBe('/auth/login?returnUrl=%2Fin%2Fsalary%2Fgoogle');
    expect(m.upgradeHref).toBeNull();
  });

  it('offers Upgrade to signed-in users, and when premium is forced', () => {
    const signedIn = securityPopupModel({ signedIn: true, url: '/in/salary/google' });
    expect(signedIn.upgradeHref).toBe('/pricing?returnUrl=%2Fin%2Fsalary%2Fgoogle');
    expect(signedIn.signInHref).toBeNull();
    const forced = securityPopupModel({ signedIn: false, forcePremium: true, url: '/x' });
    expect(forced.upgradeHref).toBe('/pricing?returnUrl=%2Fx');
    expect(forced.signInHref).not.toBeNull();
  });

  it('says premium only on switch pages', () => {
    expect(securityPopupModel({ signedIn: true, url: '/in/switch/google' }).text).toBe('Premium only feature, upgrade to gain access!');
  });

  it('premium-only switch page for an anonymous visitor with premium forced: Upgrade and Sign In, both returning here', () => {
    const m = securityPopupModel({ signedIn: false, forcePremium: true, url: '/us/switch/stanford?major=cs' });
    expect(m).toEqual({
      text: 'Premium only feature, upgrade to gain access!',
      upgradeHref: '/pricing?returnUrl=%2Fus%2Fswitch%2Fstanford%3Fmajor%3Dcs',
      signInHref: '/auth/login?returnUrl=%2Fus%2Fswitch%2Fstanford%3Fmajor%3Dcs',
    });
  });
});
