import { pageChromium } from '../../tooling/chromium.mjs';

/** Playwright's global setup: no test starts without a Chromium, and the run stops with the line saying what to install. */
export default function needChromium(): void {
  pageChromium();
}
