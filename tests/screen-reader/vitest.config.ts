import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testHangMs } from '../../tooling/hangs.ts';
import { SecondTries } from '../support/secondTries.ts';

/** Orca reading every page in Firefox and Chromium (docs/testing.md: The screen reader). */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/screen-reader/*.test.ts'],
    globalSetup: ['tests/screen-reader/globalSetup.ts'],
    // Hang bounds only (tooling/hangs.ts): each step ends as soon as Orca has answered.
    testTimeout: testHangMs,
    hookTimeout: testHangMs,
    // One Orca per user at a time: the engines read one after the other.
    fileParallelism: false,
    // A second try, on a fresh visit: Orca 43.1 with Chromium 156 now and then stops answering for a minute
    // (mostly in the long contact journey). A transcript that differs in both tries, or a broken rule, fails.
    retry: 1,
    reporters: ['default', ['json', { outputFile: 'test-results/screen-reader.json' }], new SecondTries('screen-reader')],
  },
});
