#!/usr/bin/env node
// `npm run accept`: accepts an intended change to the site in one command.
// On the test environment's lock (tooling/environment/), it builds the site,
// then runs every visit that makes a record with its records open for
// writing, one browser at a time: Chromium's sweep (screenshots, ARIA
// snapshots), the Firefox and WebKit page journeys (screenshots), Orca in both
// browsers (transcripts) and the installed app's window (the manifest's
// screenshots). Each rewrites only the records that changed, and each set's
// made-with.json names the lock. Then it writes one page with every record
// that now differs from the last commit (tests/records/review.ts): read it,
// commit what you meant, and `npm test` passes.
//
// `npm run test:drift` runs the same in a copy of the repository, on the
// newest browsers and Orca Debian offers (tests/records/drift.mjs).
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStep } from '../support/steps.mjs';
import { testEnvironment } from '../support/testEnvironment.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The visits that take the screenshots, in each engine: `npm run test:visual` runs them alone, comparing. */
export const screenshotVisits = {
  chromium: {
    name: 'Chromium: the sweep',
    command: 'playwright test -c tests/playwright.config.ts --project=start tests/sweep',
    writes: 'screenshots and ARIA snapshots',
  },
  engines: { name: 'Firefox and WebKit: the page journeys', command: "vitest run -c tests/engines/vitest.config.ts -t 'page /'", writes: 'screenshots' },
};

/** The visits that make records, in the order they run, with what each writes. */
const recordingSteps = [
  { name: 'build', command: 'vite build', writes: 'dist/' },
  // Playwright rewrites the ARIA snapshots that differ (and writes missing ones, as always).
  { ...screenshotVisits.chromium, command: `${screenshotVisits.chromium.command} --update-snapshots=changed` },
  screenshotVisits.engines,
  { name: 'Orca in Firefox and Chromium', command: 'vitest run -c tests/screen-reader/vitest.config.ts', writes: 'transcripts' },
  { name: "the installed app's window", command: 'tsx tests/support/screenshots/write.ts', writes: "the manifest's screenshots" },
];

/**
 * Runs the recording steps in `cwd` with `env`, records open for writing, and writes the review page.
 * Returns whether every step passed.
 * @param {string} cwd @param {NodeJS.ProcessEnv} env @param {string} title @param {string} intro
 */
export async function remakeRecords(cwd, env, title, intro) {
  const writing = { ...env, VISUAL_UPDATE: '1', UPDATE_TRANSCRIPTS: '1' };
  rmSync(join(cwd, 'test-results'), { recursive: true, force: true });
  let passed = true;
  for (const step of recordingSteps) {
    console.log(`\n▶ ${step.name}: ${step.command}`);
    const result = await runStep(cwd, step.name, step.command, writing);
    process.stdout.write(result.output);
    console.log(`── ${step.name}: ${result.status === 0 ? 'passed' : `failed, exit ${result.status}`} in ${Math.round(result.ms / 1000)} s`);
    passed &&= result.status === 0;
    // Without a build, nothing after it has a site to visit.
    if (step.name === 'build' && result.status !== 0) return false;
  }
  const review = await runStep(cwd, 'review', `tsx tests/records/review.ts review ${JSON.stringify(title)} ${JSON.stringify(intro)}`, env);
  process.stdout.write(review.output);
  return passed && review.status === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = await testEnvironment();
  const passed = await remakeRecords(
    root,
    env,
    'Accept',
    'Every record npm run accept remade that differs from the last commit. Read each; commit the ones the change meant, and restore any other with git restore.',
  );
  console.log(
    passed
      ? '\nRecords remade. Review review/index.html (npm test leaves it), then commit them with the change.'
      : '\nA step failed (above): the records of the steps that ran are remade; fix the failure, then run npm run accept again.',
  );
  process.exit(passed ? 0 : 1);
}
