import { defineConfig } from '@playwright/test';
import { chromiumArgs, pageChromium } from '../tooling/chromium.mjs';
import { browserEnv } from './support/fonts.mjs';
import type { ProjectOptions } from './support/fixtures.ts';
import { nginxOrigin } from '../tooling/nginx.ts';
import { pageLoadLog } from '../tooling/pageLoads.ts';
import { originOf, ports } from '../tooling/ports.ts';
import { root, startCommand } from '../tooling/server.ts';
import { workerdOrigin } from './support/workerd.ts';
import { conditionHangMs, testHangMs } from '../tooling/hangs.ts';
import { browserWorkers } from './support/workers.mjs';

export const baseURL = originOf(ports.site);

// Pages open in the headless shell where there is one (tooling/chromium.mjs): the same Chromium, for less CPU.
// Tools load this file too (knip, on a machine with no browser yet): where none is found, the global
// setup stops a test run with the line saying what to install.
const executablePath = (() => {
  try {
    return pageChromium();
  } catch {
    return undefined;
  }
})();

/** What a server decides: statuses, headers, redirects, refusals, and what the service worker gets from it. */
const serverSpecs = /(e2e\/(headers|redirects|hostile|encoding)|pwa\/offline-reading)\.spec\.ts$/;

export default defineConfig<ProjectOptions>({
  // Every suite in tests/, and each component's own specs beside it in src/ (docs/testing.md).
  testDir: '..',
  testIgnore: ['**/node_modules/**', 'dist/**', 'dist-edge/**'],
  outputDir: '../test-results/playwright',
  globalSetup: './support/needChromium.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: browserWorkers,
  // Hang bounds only (tooling/hangs.ts): a test ends as soon as its conditions hold, however long the
  // machine needs for them.
  timeout: testHangMs,
  expect: { timeout: conditionHangMs },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    // The pinned fonts (tests/support/fonts.mjs): the sweep's screenshots depend on them.
    launchOptions: { executablePath, args: chromiumArgs, env: browserEnv(), timeout: conditionHangMs },
    // No trace on the green path: recording one for every test (DOM snapshots, a screencast) and throwing
    // it away when the test passed cost the sweep 209 CPU-s instead of 131, the most of any one setting.
    // A failure still leaves its page's ARIA snapshot (error-context.md) and a screenshot, taken only
    // then; to see one step by step: npm run test:e2e -- --trace retain-on-failure (docs/testing.md).
    trace: 'off',
    screenshot: 'only-on-failure',
    // Suites test the page itself; the PWA suite turns the service worker on.
    serviceWorkers: 'block',
  },
  projects: [
    // Every suite, against the production build served by `npm start`'s own script.
    { name: 'start', testMatch: /(tests\/(sweep|e2e|pwa)|src)\/.*\.spec\.ts$/, use: { baseURL, server: 'start' } },
    // The server specs again, against Debian's nginx serving dist/ with the include the build wrote (dist/_nginx/site.conf).
    { name: 'nginx setup', testMatch: /nginx\/nginx\.setup\.ts$/, grepInvert: /stops?$/, teardown: 'nginx teardown' },
    { name: 'nginx teardown', testMatch: /nginx\/nginx\.setup\.ts$/, grep: /stops?$/ },
    { name: 'nginx', testMatch: serverSpecs, dependencies: ['nginx setup'], use: { baseURL: nginxOrigin, server: 'nginx' } },
    // And against Cloudflare Pages' own engine: wrangler pages dev on workerd, serving dist-edge/ with its _headers.
    { name: 'workerd setup', testMatch: /workerd\/workerd\.setup\.ts$/, grepInvert: /stops?$/, teardown: 'workerd teardown' },
    { name: 'workerd teardown', testMatch: /workerd\/workerd\.setup\.ts$/, grep: /stops?$/ },
    { name: 'workerd', testMatch: serverSpecs, dependencies: ['workerd setup'], use: { baseURL: workerdOrigin, server: 'workerd' } },
  ],
  // The production build, served by the same script as `npm start`.
  webServer: {
    command: startCommand,
    cwd: root,
    url: `${baseURL}/`,
    env: { PORT: String(ports.site), PAGE_LOAD_LOG: pageLoadLog('e2e') },
    reuseExistingServer: false,
    timeout: conditionHangMs,
  },
});
