#!/usr/bin/env node
// `npm run test:visual`: the visits that take the screenshots (Chromium's
// sweep, tests/sweep/; Firefox's and WebKit's page journeys, tests/engines/),
// side by side, with every check they carry, against the build in dist/ (npm
// run build first), comparing each screenshot with its baseline. Records are
// written only by `npm run accept` (tests/records/accept.mjs), which runs the
// same visits.
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenshotVisits } from '../records/accept.mjs';
import { runStep } from '../support/steps.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
rmSync(join(root, 'test-results/visual'), { recursive: true, force: true });

const env = { ...process.env, VISUAL_UPDATE: '' };
const results = await Promise.all(Object.values(screenshotVisits).map(({ name, command }) => runStep(root, name, command, env)));
for (const { name, status, output } of results) {
  console.log(`\n── ${name}: ${status === 0 ? 'passed' : `failed, exit ${status}`}\n`);
  process.stdout.write(output);
}
if (results.some(({ status }) => status !== 0)) {
  console.log(
    'A failing state’s baseline, new screenshot and diff are in test-results/visual/index.html; npm run accept remakes the records of a change you meant.',
  );
  process.exit(1);
}
