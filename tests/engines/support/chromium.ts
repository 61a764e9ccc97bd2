import { appendFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, pageChromium } from '../../../tooling/chromium.mjs';
import { type EnginePage, playwrightPage } from '../../support/enginePage.ts';
import { browserEnv } from '../../support/fonts.mjs';
import { conditionHangMs } from '../../../tooling/hangs.ts';
import { pageLoadLog } from '../../../tooling/pageLoads.ts';

const pageLoads = pageLoadLog('engines');

/**
 * The lock's Chromium, started through Playwright's library as the Playwright
 * suites start it (tests/playwright.config.ts), its page driven by the same
 * adapter as theirs: the component journeys then run in Chromium exactly as
 * written for Firefox and WebKit.
 */
export async function launchChromium(): Promise<EnginePage> {
  // Playwright's own 30 s caps are tuned on a fast machine: a hang bound instead.
  const browser = await chromium.launch({ executablePath: pageChromium(), args: chromiumArgs, env: browserEnv(), timeout: conditionHangMs });
  const page = await browser.newPage();
  page.setDefaultTimeout(conditionHangMs);
  const adapted = playwrightPage(page);
  return {
    ...adapted,
    async goto(url) {
      appendFileSync(pageLoads, `${url}\n`);
      await adapted.goto(url);
    },
    close: () => browser.close(),
  };
}
