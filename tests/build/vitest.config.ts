// Checks of the built site: they read dist/ (and the build check builds it
// once more), so they run after `npm run build`, apart from the unit tests.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'test-results/build.json' }]],
  },
});
