// Checks of the built site: they read dist/ (and the build check builds it
// once more), so they run after `npm run build`, apart from the unit tests.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testHangMs } from '../../tooling/hangs.ts';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // A hang bound only (tooling/hangs.ts): the second build and the HTML checker take what the machine needs.
    testTimeout: testHangMs,
    hookTimeout: testHangMs,
    reporters: ['default', ['json', { outputFile: 'test-results/build.json' }]],
  },
});
