// Finds the Chromium the browser tests and Lighthouse drive. CHROME_PATH wins;
// otherwise the usual system locations. Playwright's and Puppeteer's own
// browser downloads are not used: they cannot be fetched on every machine.
import { execFileSync } from 'node:child_process';
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

/** Chromium's version, as `--version` prints it ("Chromium 156.0.8078.108 …"), or undefined. @param {string} binary */
function versionOf(binary) {
  try {
    return /\d+\.\d+\.\d+\.\d+/.exec(execFileSync(binary, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[0];
  } catch {
    return undefined;
  }
}

/** Chromium's headless shell: CHROME_HEADLESS_SHELL_PATH, else where Debian's `chromium-headless-shell` package puts it. @returns {string | undefined} */
export const findHeadlessShell = () => findProgram('CHROME_HEADLESS_SHELL_PATH', ['/usr/bin/chromium-headless-shell']);

/**
 * The Chromium the Playwright suites open their pages in: the headless shell
 * (Debian's `chromium-headless-shell`, the same Chromium built without the
 * browser's window, profile and UI layers) where it is the version of the
 * Chromium above, else that Chromium, headless. With the shell the Playwright
 * suite used 526 CPU-s instead of 853, and every screenshot matched the same
 * baselines. CHROME_HEADLESS_SHELL_PATH names one outright, unchecked: `npm
 * test` sets it to its choice, so the suites do not ask both binaries their
 * version again in every process that loads their config. What needs the
 * whole browser, installing the site as an app, uses `findChromium`.
 * @returns {string | undefined}
 */
export function findPageChromium() {
  const shell = findHeadlessShell();
  if (process.env.CHROME_HEADLESS_SHELL_PATH) return shell;
  const full = findChromium();
  if (!shell || !full) return full;
  const version = versionOf(full);
  return version !== undefined && versionOf(shell) === version ? shell : full;
}

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
