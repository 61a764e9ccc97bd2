#!/usr/bin/env node
// `npm run test:visual`: the visits that take the screenshots (Chromium's
// sweep, tests/sweep/; Firefox's and WebKit's page journeys, tests/engines/), side by side, with
// every check they carry, against the build in dist/ (npm run build first).
// `npm run test:visual -- --update` writes the baselines of the states that
// changed, and only those (tests/visual/compare.ts); review them as
// docs/testing.md says before committing. `npm test` never writes one.
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStep } from '../support/steps.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const update = process.argv.includes('--update');
rmSync(join(root, 'test-results/visual'), { recursive: true, force: true });

const env = { ...process.env, VISUAL_UPDATE: update ? '1' : '' };
const results = await Promise.all([
  runStep(root, 'Chromium (tests/sweep/)', 'playwright test -c tests/playwright.config.ts --project=start tests/sweep', env),
  runStep(root, 'Firefox and WebKit (tests/engines/)', "vitest run -c tests/engines/vitest.config.ts -t 'page /'", env),
]);
for (const { name, status, output } of results) {
  console.log(`\n── ${name}: ${status === 0 ? 'passed' : `failed, exit ${status}`}\n`);
  process.stdout.write(output);
}
console.log(update ? '\nBaselines written where a state changed: review them with git diff --stat tests/visual/baselines.' : '');
if (results.some(({ status }) => status !== 0)) {
  console.log('A failing state’s baseline, new screenshot and diff are in test-results/visual/index.html.');
  process.exit(1);
}
