// Finds the two engines besides Chromium that the cross-engine suite drives
// (tests/engines/): Firefox (FIREFOX_PATH, else Debian's firefox-esr or a
// system firefox) and WebKitGTK's WebDriver (WEBKIT_DRIVER_PATH, else Debian's
// webkit2gtk-driver) with its MiniBrowser (WEBKIT_BROWSER_PATH), which needs a
// display: DISPLAY if set, else an Xvfb (XVFB_PATH) the suite starts.
import { existsSync } from 'node:fs';

/** @param {string} variable @param {readonly string[]} candidates @returns {string | undefined} */
function find(variable, candidates) {
  const fromEnv = process.env[variable];
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return candidates.find((path) => existsSync(path));
}

/** @returns {string | undefined} */
export const findFirefox = () => find('FIREFOX_PATH', ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox']);

/** @returns {string | undefined} */
export const findWebKitDriver = () => find('WEBKIT_DRIVER_PATH', ['/usr/bin/WebKitWebDriver']);

/** @returns {string | undefined} */
export const findMiniBrowser = () =>
  find(
    'WEBKIT_BROWSER_PATH',
    ['x86_64-linux-gnu', 'aarch64-linux-gnu'].flatMap((arch) => ['4.1', '4.0', '6.0'].map((api) => `/usr/lib/${arch}/webkit2gtk-${api}/MiniBrowser`)),
  );

/** @returns {string | undefined} */
export const findXvfb = () => find('XVFB_PATH', ['/usr/bin/Xvfb']);
