// Finds the two engines besides Chromium that the cross-engine suite drives
// (tests/engines/): Firefox (FIREFOX_PATH, else Debian's firefox-esr or a
// system firefox) and WebKitGTK's WebDriver (WEBKIT_DRIVER_PATH, else Debian's
// webkit2gtk-driver) with its MiniBrowser (WEBKIT_BROWSER_PATH), which needs a
// display: DISPLAY if set, else an Xvfb (XVFB_PATH) the suite starts.
import { findProgram } from './findProgram.mjs';

/** @returns {string | undefined} */
export const findFirefox = () => findProgram('FIREFOX_PATH', ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox']);

/** @returns {string | undefined} */
export const findWebKitDriver = () => findProgram('WEBKIT_DRIVER_PATH', ['/usr/bin/WebKitWebDriver']);

/** @returns {string | undefined} */
export const findMiniBrowser = () =>
  findProgram(
    'WEBKIT_BROWSER_PATH',
    ['x86_64-linux-gnu', 'aarch64-linux-gnu'].flatMap((arch) => ['4.1', '4.0', '6.0'].map((api) => `/usr/lib/${arch}/webkit2gtk-${api}/MiniBrowser`)),
  );

/** @returns {string | undefined} */
export const findXvfb = () => findProgram('XVFB_PATH', ['/usr/bin/Xvfb']);
