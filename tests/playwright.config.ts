import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, findChromium } from '../src/node/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.TEST_PORT ?? '4174';
export const baseURL = `http://127.0.0.1:${port}`;

const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found: install it (Debian/Ubuntu: apt-get install chromium) or set CHROME_PATH.');

export default defineConfig({
  testDir: '.',
  testMatch: /(e2e|a11y|pwa)\/.*\.spec\.ts$/,
  outputDir: '../test-results/playwright',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath, args: chromiumArgs },
    trace: 'retain-on-failure',
    // Suites test the page itself; the PWA suite turns the service worker on.
    serviceWorkers: 'block',
  },
  // The production build, served by the same script as `npm start`.
  webServer: {
    command: 'node src/node/server/start.mjs --no-build',
    cwd: root,
    url: `${baseURL}/`,
    env: { PORT: port },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
