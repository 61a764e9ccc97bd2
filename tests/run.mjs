#!/usr/bin/env node
// `npm test`: every check the project has, as the package.json scripts named
// in support/plan.mjs, each started as soon as the steps it waits for have
// passed. A failure stops the run; a passing step's output is printed whole
// when it ends, a failing one's after the steps it stopped, so the end of a
// log shows the cause; and every step's time at the end. It first makes the
// machine's test environment the lock's (tooling/environment/: the browsers,
// Orca and the fonts the records were made with), then finds the other
// programs the tests run (tooling/programs.mjs), installing a missing
// one as root on Debian or Ubuntu.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineSpeed } from './support/machineSpeed.mjs';
import { counts, pageLoads, printTimings, processorTime } from './support/runReport.mjs';
import { cores } from '../tooling/cores.mjs';
import { selectPlan, sideBySide } from './support/plan.mjs';
import { runStep, stopSteps } from './support/steps.mjs';
import { testEnvironment } from './support/testEnvironment.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// `npm test -- --only build,test:e2e` runs those steps alone, in the plan's order: CI's parallel jobs (.github/workflows/ci.yml).
/** @type {Record<string, string[]>} */
let plan = {};
/** The cores' worth of processor the run may use (a CPU quota counted), read once. */
const machineCores = cores();
try {
  plan = sideBySide(selectPlan(process.argv.slice(2)), machineCores);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const env = await testEnvironment();
rmSync(join(root, 'test-results'), { recursive: true, force: true });
rmSync(join(root, 'audits/reports'), { recursive: true, force: true });

const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
for (const name of Object.keys(plan)) if (!scripts[name]) throw new Error(`tests/run.mjs runs \`npm run ${name}\`, which package.json does not define`);

// Every figure below depends on the machine: this one says how fast it is (tests/support/machineSpeed.mjs).
console.log(machineSpeed());
const started = Date.now();
const machineBefore = processorTime();
/** @type {[string, number, number, number | undefined, number][]} Each step's name, time in ms, page loads, CPU-seconds and start (ms into the run). */
const timings = [];
/** @type {{ name: string, status: number } | undefined} */
let failure;
/** @type {(() => void)[]} The outputs of the steps that did not pass, printed at the end, the failure's last. */
const held = [];
/** @param {string} name @param {string} outcome @param {number} ms @param {number} loads @param {string} output */
const print = (name, outcome, ms, loads, output) => {
  console.log(`\n── ${name} (${scripts[name]}): ${outcome} in ${Math.round(ms / 1000)} s${loads > 0 ? `, ${loads} page loads` : ''}\n`);
  process.stdout.write(output);
};
/** @type {Map<string, Promise<boolean>>} Each step's run, resolving to whether it passed. */
const runs = new Map();
/** @param {string} name @returns {Promise<boolean>} */
const run = (name) => {
  let running = runs.get(name);
  if (!running) {
    running = (async () => {
      const ready = await Promise.all((plan[name] ?? []).map(run));
      // A failure elsewhere stopped the run before this step began.
      if (failure || !ready.every(Boolean)) return false;
      const at = Date.now() - started;
      console.log(`\n▶ npm run ${name}${plan[name]?.length ? ` (after ${plan[name].join(', ')})` : ''}, at ${Math.round(at / 1000)} s`);
      const result = await runStep(root, name, scripts[name], env);
      const loads = pageLoads(root, name);
      timings.push([name, result.ms, loads, result.cpu, at]);
      if (result.status === 0) {
        print(name, 'passed', result.ms, loads, result.output);
        return true;
      }
      if (!failure) {
        failure = result;
        stopSteps();
        held.push(() => print(name, `failed, exit ${result.status}`, result.ms, loads, result.output));
      } else {
        // What a stopped step printed is not its own failure: it comes before the failure, so a log's end shows the cause.
        held.unshift(() => print(name, `stopped, as npm run ${failure?.name} failed`, result.ms, loads, result.output));
      }
      return false;
    })();
    runs.set(name, running);
  }
  return running;
};
console.log(
  `\n▶ ${Object.keys(plan).length} steps, each as soon as the steps it waits for have passed${machineCores < 2 ? `, one at a time on ${machineCores} core's worth of processor` : ''}`,
);
await Promise.all(Object.keys(plan).map(run));
for (const show of held) show();
const machineAfter = processorTime();
const busy = (machineAfter.busy - machineBefore.busy) / (machineAfter.all - machineBefore.all || 1);
const { passed, failed } = counts(root);
printTimings(root, timings, busy, started);
if (failure) {
  console.error(`\n✗ npm run ${failure.name} failed (exit ${failure.status})`);
  console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
  process.exit(failure.status || 1);
}
console.log(`\n✓ all checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
