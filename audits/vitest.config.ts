// The Lighthouse gate's own tests: real Chromium on local fixture pages, so
// they run apart from the unit tests, one at a time, with a long time limit.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testHangMs } from '../tooling/hangs.ts';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['audits/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // One module graph for every file: each file importing Lighthouse afresh cost 12 of the step's 98 CPU-s
    // (89 with one graph, this machine, speed 3.68 s). The files share no state but the fixtures' server.
    isolate: false,
    // Hang bounds only (tooling/hangs.ts): a Lighthouse run takes what the machine needs.
    testTimeout: testHangMs,
    hookTimeout: testHangMs,
    reporters: ['default', ['json', { outputFile: 'test-results/gate.json' }]],
  },
});
