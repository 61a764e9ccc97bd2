#!/usr/bin/env node
// `npm test`: every check the project has, as the package.json scripts named
// in support/stages.mjs. The checks that need no build run beside the build; then
// the checks of the built site, each browser suite and the Lighthouse budgets
// run one after the other. A failure stops the run; a passing step's output is printed
// whole when it ends, a failing one's after the steps it stopped, so the end of
// a log shows the cause; and every step's time at the end. It first makes the
// machine's test environment the lock's (tests/environment/: the browsers,
// Orca and the fonts the records were made with), then finds the other
// programs the tests run (tests/support/programs.mjs), installing a missing
// one as root on Debian or Ubuntu.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineSpeed } from './support/machineSpeed.mjs';
import { counts, pageLoads, printTimings, processorTime } from './support/runReport.mjs';
import { selectStages } from './support/stages.mjs';
import { runStep, stopSteps } from './support/steps.mjs';
import { testEnvironment } from './support/testEnvironment.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// `npm test -- --only build,test:e2e` runs those steps alone, in their stages: CI's parallel jobs (.github/workflows/ci.yml).
/** @type {string[][]} */
let stages = [];
try {
  stages = selectStages(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const env = await testEnvironment();
rmSync(join(root, 'test-results'), { recursive: true, force: true });
rmSync(join(root, 'audits/reports'), { recursive: true, force: true });

const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
for (const name of stages.flat(2)) if (!scripts[name]) throw new Error(`tests/run.mjs runs \`npm run ${name}\`, which package.json does not define`);

// Every figure below depends on the machine: this one says how fast it is (tests/support/machineSpeed.mjs).
console.log(machineSpeed());
const started = Date.now();
/** @type {[string, number, number, number | undefined][]} Each step's name, time in ms, page loads and CPU-seconds. */
const timings = [];
/** @type {[string, number, number][]} Each stage's name, time in ms and the share of the machine's processor time it kept busy. */
const stageTimes = [];

for (const [index, stage] of stages.entries()) {
  const stageStarted = { at: Date.now(), ...processorTime() };
  console.log(
    `\n▶ ${stage
      .map((lane) =>
        [lane]
          .flat()
          .map((name) => `npm run ${name}`)
          .join(' then '),
      )
      .join(', ')}`,
  );
  /** @type {{ name: string, status: number } | undefined} */
  let failure;
  /** @type {(() => void)[]} The outputs of the steps that did not pass, printed when the stage ends, the failure's last. */
  const held = [];
  /** @param {string} name @param {string} outcome @param {number} ms @param {number} loads @param {string} output */
  const print = (name, outcome, ms, loads, output) => {
    console.log(`\n── ${name} (${scripts[name]}): ${outcome} in ${Math.round(ms / 1000)} s${loads > 0 ? `, ${loads} page loads` : ''}\n`);
    process.stdout.write(output);
  };
  await Promise.all(
    stage.map(async (lane) => {
      for (const name of [lane].flat()) {
        // A failure elsewhere stopped the lane before this step began.
        if (failure) return;
        const result = await runStep(root, name, scripts[name], env);
        const loads = pageLoads(root, name);
        timings.push([name, result.ms, loads, result.cpu]);
        if (result.status === 0) {
          print(name, 'passed', result.ms, loads, result.output);
          continue;
        }
        fail(name, result, loads);
        return;
      }
    }),
  );
  /** @param {string} name @param {{ name: string, status: number, ms: number, output: string }} result @param {number} loads */
  function fail(name, result, loads) {
    if (!failure) {
      failure = result;
      stopSteps();
      held.push(() => print(name, `failed, exit ${result.status}`, result.ms, loads, result.output));
    } else {
      // What a stopped step printed is not its own failure: it comes before the failure, so a log's end shows the cause.
      held.unshift(() => print(name, `stopped, as npm run ${failure?.name} failed`, result.ms, loads, result.output));
    }
  }
  for (const show of held) show();
  const stageEnded = processorTime();
  stageTimes.push([`stage ${index + 1}`, Date.now() - stageStarted.at, (stageEnded.busy - stageStarted.busy) / (stageEnded.all - stageStarted.all || 1)]);
  if (failure) {
    const { passed, failed } = counts(root);
    printTimings(root, timings, stageTimes, started);
    console.error(`\n✗ npm run ${failure.name} failed (exit ${failure.status})`);
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(failure.status || 1);
  }
}
const { passed, failed } = counts(root);
printTimings(root, timings, stageTimes, started);
console.log(`\n✓ all checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
