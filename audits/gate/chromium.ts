// The Chromium that Lighthouse drives: the project's own (CHROME_PATH, else a
// system one), headless, with the flags every browser run here takes.
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs } from '../../tooling/chromium.mjs';
import { need } from '../../tooling/programs.mjs';
import { conditionHangMs } from '../../tooling/hangs.ts';

export async function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  const chromePath = need('chromium');
  // chrome-launcher gives up on a browser that has not opened its debugging port after 50 tries 500 ms
  // apart; asked every 500 ms until the hang bound instead (tooling/hangs.ts).
  const connectionPollInterval = 500;
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
    connectionPollInterval,
    maxConnectionRetries: conditionHangMs / connectionPollInterval,
  });
}
