import { describe, expect, it } from 'vitest';
import { describeDevice, emailChangeNotice, formatUtc } from './account-model';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      'Chrome on iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      'Headless Chrome on Linux',
    ],
    ['curl/8.5.0', 'curl/8.5.0'],
    ['', 'Unknown device'],
    [null, 'Unknown device'],
  ])('%s → %s', (ua, device) => {
    expect(describeDevice(ua)).toBe(device);
  });
});

describe('emailChangeNotice', () => {
  it('says what the email-change link did', () => {
    expect(emailChangeNotice('done', 'asha@tcs.com')).toEqual({ color: 'green', text: 'Your sign-in email is now asha@tcs.com.' });
    expect(emailChangeNotice('invalid', 'x')?.color).toBe('red');
    expect(emailChangeNotice('taken', 'x')?.text).toContain('was not changed');
    expect(emailChangeNotice(null, 'x')).toBeNull();
    expect(emailChangeNotice('<script>', 'x')).toBeNull();
  });
});

it('writes instants in UTC the same on the server and in the browser', () => {
  expect(formatUtc('2026-11-22T09:30:00.000Z')).toBe('22 Nov 2026, 09:30 UTC');
});
