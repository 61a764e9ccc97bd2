import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The cross-engine journeys (README: Testing in three engines): one file per engine, run side by side. */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/engines/*.test.ts'],
    globalSetup: ['tests/engines/globalSetup.ts'],
    // Caps, not waits: each test ends as soon as its conditions hold.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    reporters: ['default', ['json', { outputFile: 'test-results/engines.json' }]],
  },
});
