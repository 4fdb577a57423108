// The ALTCHA widget, loaded only by the offers page (and only in the browser). `altcha/external`
// leaves out the bundled workers, which it would start from blob: URLs that the page's CSP
// refuses; the PBKDF2 worker is built by Vite as a file of our own origin instead.
import 'altcha/external';
import 'altcha/altcha.css';
import type { AltchaGlobal } from 'altcha/types';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { captchaFetch, OFFERS_CAPTCHA_URL } from '../api/captcha-fetch';

const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
// Every widget asks GET /offers/captcha through the envelope-unwrapping fetch.
altcha.defaults.set({ challenge: OFFERS_CAPTCHA_URL, fetch: captchaFetch });
