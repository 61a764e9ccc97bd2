import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Orca reading every page in Firefox and Chromium (docs/testing.md: The screen reader). */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/screen-reader/*.test.ts'],
    globalSetup: ['tests/screen-reader/globalSetup.ts'],
    // Caps, not waits: each step ends as soon as Orca has answered.
    testTimeout: 150_000,
    hookTimeout: 90_000,
    // One Orca per user at a time: the engines read one after the other.
    fileParallelism: false,
    // Two more tries, each on a fresh visit: under load, Chromium's say-all of home now and then leaves out
    // an example's heading, the one read right after its View at 100% ("Archival landscape scan, heading
    // level 3"), a race inside Orca or Chromium. Beside two busy loops it did so in both of two tries
    // (1 of 3 such runs). A transcript that differs in all three tries, or a broken rule, still fails.
    retry: 2,
    reporters: ['default', ['json', { outputFile: 'test-results/screen-reader.json' }]],
  },
});
