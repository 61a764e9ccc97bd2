// Finds the Chromium the browser tests and Lighthouse drive. CHROME_PATH wins;
// otherwise the usual system locations. Playwright's and Puppeteer's own
// browser downloads are not used: they cannot be fetched on every machine.
import { findProgram } from './findProgram.mjs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** @returns {string | undefined} */
export const findChromium = () => findProgram('CHROME_PATH', candidates);

/**
 * Flags for headless Chromium on CI and laptops alike. As root the sandbox
 * cannot start; the networking flags stop Chromium calling home on a closed network.
 */
export const chromiumArgs = [
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
