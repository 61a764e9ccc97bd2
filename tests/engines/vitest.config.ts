import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testedEngines } from '../../src/content/accessibilityTesting.ts';
import { conditionHangMs, testHangMs } from '../../tooling/hangs.ts';
import { SecondTries } from '../support/secondTries.ts';
import { browserWorkers } from '../support/workers.mjs';

/** The cross-engine journeys (docs/testing.md: Testing in three engines): one file per engine, side by side where the machine has the cores (support/workers.mjs). */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    // One file per engine the site is tested in (src/content/accessibilityTesting.ts, which the accessibility statement reads).
    include: testedEngines.map((engine) => `tests/engines/${engine.key}.test.ts`),
    globalSetup: ['tests/engines/globalSetup.ts'],
    // Hang bounds only (tooling/hangs.ts): each test ends as soon as its conditions hold.
    testTimeout: testHangMs,
    hookTimeout: testHangMs,
    expect: { poll: { timeout: conditionHangMs } },
    maxWorkers: browserWorkers,
    // A journey failing once is run once more, and the report counts it as passed: in one npm test of
    // the whole suite beside the others (2 cores), Firefox once reported boot.js failing its integrity
    // check after the app-blocked journey, which neither a rerun nor 20 runs alone reproduced. A
    // regression fails both tries. Playwright's suites retry nothing.
    retry: 1,
    reporters: ['default', ['json', { outputFile: 'test-results/engines.json' }], new SecondTries('engines')],
  },
});
