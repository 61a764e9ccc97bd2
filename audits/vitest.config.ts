// The Lighthouse gate's own tests: real Chromium on local fixture pages, so
// they run apart from the unit tests, one at a time, with a long time limit.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testHangMs } from '../tests/support/hangs.ts';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['audits/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // Hang bounds only (tests/support/hangs.ts): a Lighthouse run takes what the machine needs.
    testTimeout: testHangMs,
    hookTimeout: testHangMs,
    reporters: ['default', ['json', { outputFile: 'test-results/gate.json' }]],
  },
});
