// What `npm test` (tests/run.mjs) reports: each step's time, CPU-seconds and
// page loads, the tests counted from every runner's report, and the tests
// that passed only on a second try.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { errorHeadline } from './errorHeadline.mjs';

/** A runner's JSON report, parsed, or undefined where the run wrote none. @param {string} root @param {string} path */
const readReport = (root, path) => (existsSync(join(root, path)) ? JSON.parse(readFileSync(join(root, path), 'utf8')) : undefined);

/** Test counts from the runners' JSON reports (and the audit's summary line). @param {string} root */
export function counts(root) {
  const vitest = ['unit', 'gate', 'build', 'engines', 'screen-reader'].map((name) => readReport(root, `test-results/${name}.json`));
  const audit = readReport(root, 'audits/reports/gate.json');
  const e2e = readReport(root, 'test-results/e2e.json')?.stats;
  /** @type {([number, number] | undefined)[]} Each report's passed and failed tests, where it wrote one. */
  const tallies = vitest.map((report) => report && [report.numPassedTests, report.numFailedTests]);
  tallies.push(audit && [audit.passed, audit.failed], e2e && [e2e.expected + e2e.flaky, e2e.unexpected]);
  return tallies.reduce((sum, [passed, failed] = [0, 0]) => ({ passed: sum.passed + passed, failed: sum.failed + failed }), { passed: 0, failed: 0 });
}

/**
 * The pages browsers loaded from the servers a step started, as those servers
 * logged them (tooling/pageLoads.ts): files named after the script
 * without `test:`, one line per load.
 * @param {string} root @param {string} name
 */
export function pageLoads(root, name) {
  const folder = join(root, 'test-results/page-loads');
  if (!existsSync(folder)) return 0;
  const suite = name.replace(/^test:/, '');
  return readdirSync(folder)
    .filter((file) => file.split('.')[0] === suite && file.endsWith('.log'))
    .reduce((sum, file) => sum + readFileSync(join(folder, file), 'utf8').split('\n').filter(Boolean).length, 0);
}

/**
 * The tests that passed only on a second try, each with the first line of what
 * failed its first: Vitest's `retry`, in the suites that allow one, as their
 * reporter listed them (tests/support/secondTries.ts), and Playwright's flaky
 * ones, from its JSON report. A green run still names them.
 * @param {string} root
 * @returns {string[]}
 */
function secondTries(root) {
  const folder = join(root, 'test-results/second-tries');
  const firstTry = (/** @type {string[]} */ errors) => errors.map((error) => `\n      first try: ${error}`).join('');
  const vitest = existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .flatMap((file) =>
          /** @type {import('./secondTries.ts').SecondTry[]} */ (JSON.parse(readFileSync(join(folder, file), 'utf8'))).map(
            ({ test, firstTry: errors }) => `${file.slice(0, -5)}: ${test}${firstTry(errors)}`,
          ),
        )
    : [];
  /** @type {string[]} */
  const flaky = [];
  /** @param {{ title: string, suites?: unknown[], specs?: { title: string, tests: { status: string, projectName: string, results: { error?: { message?: string } }[] }[] }[] }} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests.filter(({ status }) => status === 'flaky')) {
        const errors = test.results.flatMap(({ error }) => (error?.message ? [errorHeadline(error.message)] : []));
        flaky.push(`e2e: [${test.projectName}] ${suite.title} › ${spec.title}${firstTry(errors)}`);
      }
    for (const child of suite.suites ?? []) walk(/** @type {Parameters<typeof walk>[0]} */ (child));
  };
  for (const suite of readReport(root, 'test-results/e2e.json')?.suites ?? []) walk(suite);
  return [...vitest, ...flaky];
}

/**
 * When each step started and how long it took, its CPU-seconds and how many pages it loaded, so a slow
 * step shows in every run's output; how busy the run kept the cores; and the tests that passed only on
 * a second try.
 * @param {string} root
 * @param {readonly [string, number, number, number | undefined, number][]} timings each step's name, time in ms, page loads, CPU-seconds and start (ms into the run)
 * @param {number} busy the share of the machine's processor time the run kept busy
 * @param {number} started when the run began (ms)
 */
export function printTimings(root, timings, busy, started) {
  const width = Math.max(...timings.map(([name]) => name.length), 'in all'.length);
  const loads = (/** @type {number} */ count) => (count > 0 ? `  ${String(count).padStart(4)} page loads` : '');
  const cpu = (/** @type {number | undefined} */ seconds) => (seconds === undefined ? '         ' : `  ${seconds.toFixed(0).padStart(5)} CPU-s`);
  const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(0).padStart(5);
  console.log(
    `\n${timings
      .toSorted((a, b) => a[4] - b[4])
      .map(([name, ms, count, used, at]) => `  ${name.padEnd(width)}  ${seconds(at)} s to ${seconds(at + ms)} s${cpu(used)}${loads(count)}`)
      .join('\n')}`,
  );
  const total = timings.reduce((sum, [, , count]) => sum + count, 0);
  const cpuTotal = timings.every(([, , , used]) => used !== undefined) ? timings.reduce((sum, [, , , used]) => sum + (used ?? 0), 0) : undefined;
  console.log(
    `  ${'in all'.padEnd(width)}  ${seconds(0)} s to ${seconds(Date.now() - started)} s${cpu(cpuTotal)}${loads(total)}, the machine's ${cpus().length} cores ${(busy * 100).toFixed(0)} % busy`,
  );
  const retried = secondTries(root);
  console.log(
    retried.length === 0 ? '\nNo test passed only on a second try.' : `\nPassed only on a second try:\n${retried.map((test) => `  ${test}`).join('\n')}`,
  );
}

/**
 * The machine's processor time so far, in ms: busy and in all, over every
 * core (os.cpus(), since boot). The steps share the machine's cores, and a
 * step's own CPU time cannot be read whole: a shell's `times` misses what is
 * reaped outside it, such as browsers' child processes (in one run the
 * shells counted 541 of about 1,180 CPU-s the second stage used). So each
 * run reports how busy the whole machine was: near 100 %, the run is
 * bound by the processor, not by its waits.
 */
export function processorTime() {
  let busy = 0;
  let all = 0;
  for (const { times } of cpus()) {
    const sum = times.user + times.nice + times.sys + times.idle + times.irq;
    all += sum;
    busy += sum - times.idle;
  }
  return { busy, all };
}
