// The Lighthouse gate's own tests: real Chromium on local fixture pages, so
// they run apart from the unit tests, one at a time, with a long time limit.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['audits/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'test-results/gate.json' }]],
  },
});
