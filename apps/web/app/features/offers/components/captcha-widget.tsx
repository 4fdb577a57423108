import type {} from 'altcha/types/react';
import { useEffect, useState } from 'react';
import classes from './offers.module.css';

/**
 * The ALTCHA proof-of-work check (GET /offers/captcha). The widget's code loads after the page
 * has hydrated, on this page only; solving it puts the answer in the hidden field "captcha" of
 * the surrounding form.
 */
export function CaptchaWidget() {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    import('./altcha-setup').then(() => live && setState('ready')).catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, []);

  if (state === 'failed') {
    return (
      <p className={classes.captchaNote} role="alert">
        The captcha could not be loaded. Reload the page to try again.
      </p>
    );
  }
  return (
    <div className={classes.captcha} data-testid="offer-captcha">
      {state === 'ready' ? <altcha-widget name="captcha" /> : <p className={classes.captchaNote}>Loading the captcha…</p>}
    </div>
  );
}
