// The Chromium the browser tests and Lighthouse drive (tooling/programs.mjs
// finds it), and the one the Playwright suites open pages in. Playwright's and
// Puppeteer's own browser downloads are not used: they cannot be fetched on
// every machine.
import { execFileSync } from 'node:child_process';
import { need, program } from './programs.mjs';

/** Chromium's version, as `--version` prints it ("Chromium 156.0.8078.108 …"), or undefined. @param {string} binary */
function versionOf(binary) {
  try {
    return /\d+\.\d+\.\d+\.\d+/.exec(execFileSync(binary, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[0];
  } catch {
    return undefined;
  }
}

/**
 * The Chromium the Playwright suites open their pages in: the headless shell
 * (Debian's `chromium-headless-shell`, the same Chromium built without the
 * browser's window, profile and UI layers) where it is the version of the
 * Chromium above, else that Chromium, headless. With the shell the Playwright
 * suite used 526 CPU-s instead of 853, and every screenshot matched the same
 * baselines. CHROME_HEADLESS_SHELL_PATH names one outright, unchecked: `npm
 * test` sets it to its choice, so the suites do not ask both binaries their
 * version again in every process that loads their config. What needs the
 * whole browser, installing the site as an app, asks for `need('chromium')`.
 * Throws the line saying what is missing: no Chromium, or a
 * CHROME_HEADLESS_SHELL_PATH naming no file.
 * @returns {string}
 */
export function pageChromium() {
  if (process.env.CHROME_HEADLESS_SHELL_PATH) return need('headlessShell');
  const full = need('chromium');
  const shell = program('headlessShell');
  if (!shell) return full;
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
