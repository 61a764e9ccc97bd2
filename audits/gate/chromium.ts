// The Chromium that Lighthouse drives: the project's own (CHROME_PATH, else a
// system one), headless, with the flags every browser run here takes.
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, findChromium } from '../../tests/support/chromium.mjs';

export async function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found: install it (Debian/Ubuntu: apt-get install chromium) or set CHROME_PATH.');
  return chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumArgs], logLevel: 'silent' });
}
