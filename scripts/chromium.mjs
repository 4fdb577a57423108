// How every tool here (Playwright tests, screenshots, benchmarks) launches Debian's Chromium: the
// system browser, never a downloaded one, with the flags this network-less machine needs.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
