/**
 * Debian's Chromium, as every browser run of the project starts it (Playwright journeys and the
 * benchmarks): browsers cannot be downloaded here, and without the background-networking flags
 * Chromium keeps trying hosts this machine's closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
