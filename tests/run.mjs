#!/usr/bin/env node
// `npm test`: every check the project has, as the package.json scripts named
// in `stages` below. The checks that need no build run beside the build; then
// the checks of the built site, each browser suite and the Lighthouse budgets
// run one after the other. A failure stops the run; a passing step's output is printed
// whole when it ends, a failing one's after the steps it stopped, so the end of
// a log shows the cause; and every step's time at the end.
// It finds its own Chromium (CHROME_PATH, else a system one), nginx
// (NGINX_PATH, else a system one) and Java (JAVA_PATH, else a system one) and,
// as root on Debian or Ubuntu, installs the `chromium`, `nginx` or
// `default-jre-headless` package when one is missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, findHeadlessShell, findPageChromium } from './support/chromium.mjs';
import { cpuGroup } from './support/cpuGroup.mjs';
import { findFirefox, findMiniBrowser, findWebKitDriver, findXvfb } from './support/engines.mjs';
import { errorHeadline } from './support/errorHeadline.mjs';
import { findPinnedFonts } from './support/fonts.mjs';
import { findJava } from './support/java.mjs';
import { machineSpeed } from './support/machineSpeed.mjs';
import { brotliStaticModule, findNginx, nginxBuild } from './support/nginxBinary.mjs';
import { findAtSpiBusLauncher, findDbusDaemon, findOpenbox, findOrca, findXdotool } from './support/screenReader.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} command @param {string[]} args */
function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}

function isDebianLike() {
  if (!existsSync('/etc/os-release')) return false;
  return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
}

/** Installs a Debian package (as root); whether it worked. @param {string} name */
const aptInstall = (name) => run('apt-get', ['update', '-qq']) === 0 && run('apt-get', ['install', '-y', '-qq', name]) === 0;

/**
 * The path of a program the tests need: from its environment variable, else
 * found on the system, else (as root on Debian or Ubuntu) installed from the
 * Debian package of the same name. Otherwise stops with one line saying what
 * to install.
 * @param {{ name: string, variable: string, find: () => string | undefined, advice: string }} program
 * @returns {string}
 */
function ensure({ name, variable, find, advice }) {
  const found = find();
  if (found) return found;
  if (process.env[variable]) {
    console.error(`${variable} points at ${process.env[variable]}, which does not exist.`);
    process.exit(1);
  }
  if (process.getuid?.() === 0 && isDebianLike()) {
    console.log(`No ${name} found: installing Debian’s ${name} package…`);
    if (aptInstall(name)) {
      const installed = find();
      if (installed) return installed;
    }
  }
  console.error(`No ${name} found: ${advice}, or set ${variable} to its binary.`);
  process.exit(1);
}

const chromePath = ensure({
  name: 'chromium',
  variable: 'CHROME_PATH',
  find: findChromium,
  advice: 'install Chromium or Google Chrome (Debian/Ubuntu: sudo apt-get install chromium)',
});
// The Playwright suites open their pages in Chromium's headless shell, the same version without the browser
// around it, for about 40 % less CPU (tests/support/chromium.mjs); as root on Debian or Ubuntu, Debian's
// package is added beside Debian's Chromium. Without it the pages open in Chromium itself, headless.
if (!findHeadlessShell() && chromePath === '/usr/bin/chromium' && process.getuid?.() === 0 && isDebianLike()) {
  console.log('No Chromium headless shell found: installing Debian’s chromium-headless-shell…');
  aptInstall('chromium-headless-shell');
}
const pageChromePath = findPageChromium();
if (!pageChromePath) {
  console.error(`CHROME_HEADLESS_SHELL_PATH points at ${process.env.CHROME_HEADLESS_SHELL_PATH}, which does not exist.`);
  process.exit(1);
}
if (pageChromePath === chromePath)
  console.log(`Pages open in ${chromePath}, headless: no headless shell of its version (Debian/Ubuntu: apt-get install chromium-headless-shell).`);
// The browser tests serve the build with nginx too, using the generated config (tests/support/nginx.ts).
const nginxPath = ensure({ name: 'nginx', variable: 'NGINX_PATH', find: findNginx, advice: 'install nginx (Debian/Ubuntu: sudo apt-get install nginx)' });
// The nginx project serves the build with and without the brotli_static module; without the
// module only the second can run. As root on Debian or Ubuntu, the module's package is added.
if (!brotliStaticModule(nginxBuild(nginxPath)) && process.getuid?.() === 0 && isDebianLike()) {
  console.log('nginx has no brotli_static module: installing Debian’s libnginx-mod-http-brotli-static…');
  aptInstall('libnginx-mod-http-brotli-static');
}
// The cross-engine journeys (tests/engines/): Firefox, and WebKitGTK's WebDriver with its MiniBrowser under Xvfb.
const firefoxPath = ensure({
  name: 'firefox-esr',
  variable: 'FIREFOX_PATH',
  find: findFirefox,
  advice: 'install Firefox (Debian: sudo apt-get install firefox-esr)',
});
const webkitDriverPath = ensure({
  name: 'webkit2gtk-driver',
  variable: 'WEBKIT_DRIVER_PATH',
  find: () => (findMiniBrowser() ? findWebKitDriver() : undefined),
  advice: 'install WebKitGTK’s WebDriver and MiniBrowser (Debian/Ubuntu: sudo apt-get install webkit2gtk-driver)',
});
if (!process.env.DISPLAY) {
  ensure({ name: 'xvfb', variable: 'XVFB_PATH', find: findXvfb, advice: 'install Xvfb (Debian/Ubuntu: sudo apt-get install xvfb) or set DISPLAY' });
}
// The Nu HTML checker over the built pages (tests/build/html.test.ts) is a Java program.
const javaPath = ensure({
  name: 'default-jre-headless',
  variable: 'JAVA_PATH',
  find: findJava,
  advice: 'install Java 11 or later (Debian/Ubuntu: sudo apt-get install default-jre-headless)',
});
// The fonts the browsers render with, pinned by tests/visual/fonts.conf: the screenshots depend on them.
if (!findPinnedFonts() && !(process.getuid?.() === 0 && isDebianLike() && aptInstall('fonts-dejavu-core') && findPinnedFonts())) {
  console.error('No DejaVu fonts found: install them (Debian/Ubuntu: sudo apt-get install fonts-dejavu-core).');
  process.exit(1);
}
// The screen reader (tests/screen-reader/): Orca, xdotool to press its keys, openbox so the browser's window
// takes focus, and a D-Bus session bus with the AT-SPI bus.
for (const [name, variable, find] of /** @type {const} */ ([
  ['orca', 'ORCA_PATH', findOrca],
  ['xdotool', 'XDOTOOL_PATH', findXdotool],
  ['openbox', 'OPENBOX_PATH', findOpenbox],
  ['dbus-daemon', 'DBUS_DAEMON_PATH', findDbusDaemon],
  ['at-spi2-core', 'ATSPI_BUS_LAUNCHER_PATH', findAtSpiBusLauncher],
])) {
  ensure({ name, variable, find, advice: `install ${name} (Debian/Ubuntu: sudo apt-get install ${name})` });
}
const env = {
  ...process.env,
  // A baseline or a transcript is never written by npm test (tests/visual/compare.ts, tests/screen-reader/).
  VISUAL_UPDATE: '',
  UPDATE_TRANSCRIPTS: '',
  CHROME_PATH: chromePath,
  // The Chromium the Playwright suites open pages in, chosen once above (the shell, or Chromium itself).
  CHROME_HEADLESS_SHELL_PATH: pageChromePath,
  NGINX_PATH: nginxPath,
  FIREFOX_PATH: firefoxPath,
  WEBKIT_DRIVER_PATH: webkitDriverPath,
  JAVA_PATH: javaPath,
};
rmSync(join(root, 'test-results'), { recursive: true, force: true });
rmSync(join(root, 'audits/reports'), { recursive: true, force: true });

/**
 * The package.json scripts `npm test` runs: the steps of a stage side by
 * side, the stages in order. Machines this runs on have two cores. The checks
 * that need no build run beside the build: they compute, and sharing the cores
 * costs them nothing. The browser suites run one at a time, each with one
 * browser per two cores (support/workers.mjs): a browser under test keeps
 * about two cores busy by itself (with Orca, Orca and the AT-SPI bus too), and
 * side by side they starved each other. Then every wait ran long, and a wait
 * costs CPU too (pages drawing frames, Orca and the browsers answering each
 * other over D-Bus): on a quiet machine (speed 3.5 s) the three lanes used
 * 1,405 CPU-s together, and 1,032 one after the other, in about the same time
 * (docs/testing.md). No step
 * measures wall time: the browser suites wait on conditions, and the
 * Lighthouse gate simulates from CPU time scaled to a reference host
 * (audits/gate/). The gate still runs last, alone: with both cores kept busy
 * by the browser suites (load average 22-26), CPU time itself came out up to
 * half longer than the fixed workload that calibrates it, and /contact's Speed
 * Index was 801-836 ms in 4 runs of 4 against 800, where with the machine to
 * itself, even beside two busy loops, every page passed.
 */
const stages = [
  ['lint', 'format:check', 'typecheck', 'test:unit', 'test:gate', 'build'],
  // The built pages' checks first: they are the quickest to fail.
  ['test:build'],
  ['test:e2e'],
  ['test:engines'],
  ['test:screen-reader'],
  ['audit'],
];

const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
for (const name of stages.flat(2)) if (!scripts[name]) throw new Error(`tests/run.mjs runs \`npm run ${name}\`, which package.json does not define`);
/**
 * Marks every process a step starts, in its environment, which children inherit: the daemons that leave
 * the step's process group (Lighthouse's Chromium, the screen reader's D-Bus daemons and document
 * portal) included. A stopped run once left those running an hour later; `endStrays` finds them by it.
 */
const runMark = `${process.pid}.${Date.now()}`;
/** @param {string} name */
const stepMark = (name) => `${runMark}/${name}`;
// What `npm run` does, without npm's own start-up for each step.
const scriptEnv = { ...env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };

/** Test counts from the runners' JSON reports (and the audit's summary line). */
function counts() {
  let passed = 0;
  let failed = 0;
  for (const report of [
    'test-results/unit.json',
    'test-results/gate.json',
    'test-results/build.json',
    'test-results/engines.json',
    'test-results/screen-reader.json',
  ]) {
    if (!existsSync(join(root, report))) continue;
    const vitest = JSON.parse(readFileSync(join(root, report), 'utf8'));
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
  }
  const auditReport = join(root, 'audits/reports/gate.json');
  if (existsSync(auditReport)) {
    const audit = JSON.parse(readFileSync(auditReport, 'utf8'));
    passed += audit.passed;
    failed += audit.failed;
  }
  const e2eReport = join(root, 'test-results/e2e.json');
  if (existsSync(e2eReport)) {
    const e2e = JSON.parse(readFileSync(e2eReport, 'utf8'));
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
  }
  return { passed, failed };
}

/**
 * The pages browsers loaded from the servers a step started, as those servers
 * logged them (tests/support/pageLoads.ts): files named after the script
 * without `test:`, one line per load.
 * @param {string} name
 */
function pageLoads(name) {
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
 * @returns {string[]}
 */
function secondTries() {
  const folder = join(root, 'test-results/second-tries');
  const firstTry = (/** @type {string[]} */ errors) => errors.map((error) => `\n      first try: ${error}`).join('');
  const vitest = existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .flatMap((file) =>
          /** @type {import('./support/secondTries.ts').SecondTry[]} */ (JSON.parse(readFileSync(join(folder, file), 'utf8'))).map(
            ({ test, firstTry: errors }) => `${file.slice(0, -5)}: ${test}${firstTry(errors)}`,
          ),
        )
    : [];
  const e2eReport = join(root, 'test-results/e2e.json');
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
  if (existsSync(e2eReport)) for (const suite of JSON.parse(readFileSync(e2eReport, 'utf8')).suites) walk(suite);
  return [...vitest, ...flaky];
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();

/**
 * Runs one package.json script, its output kept until it ends.
 * @param {string} name
 * @returns {Promise<{ name: string, status: number, ms: number, cpu: number | undefined, output: string }>}
 */
function runScript(name) {
  const started = Date.now();
  const group = cpuGroup(name);
  // Its own process group, so a failure elsewhere can stop it with everything it started.
  const child = spawn('sh', ['-c', group ? `${group.enter}; ${scripts[name]}` : scripts[name]], {
    cwd: root,
    env: { ...scriptEnv, PIXELLIFT_TEST_STEP: stepMark(name) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  // Once the step itself has ended, whatever it started and left running is a stray. One that kept the
  // step's output open would also keep it from closing, and the run from ever ending. Ended without
  // blocking, so the other steps' output keeps flowing meanwhile; the step counts as done once it is.
  /** @type {Promise<void>} */
  let straysEnded = Promise.resolve();
  child.on('exit', () => {
    straysEnded = endStrays(stepMark(name)).then((ended) => {
      if (ended > 0) output.push(Buffer.from(`\nEnded ${ended} ${ended === 1 ? 'process' : 'processes'} npm run ${name} left running.\n`));
    });
  });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      void straysEnded.then(() => {
        running.delete(child);
        const cpu = group?.seconds();
        group?.remove();
        resolve({ name, status: code ?? (signal ? 1 : 0), ms: Date.now() - started, cpu, output: Buffer.concat(output).toString('utf8') });
      });
    });
  });
}

function stopAll() {
  for (const child of running) {
    try {
      // SIGINT, as Ctrl-C sends: Playwright then stops its web server, which runs in a group of its own
      // and outlives a SIGTERM; Vitest and chrome-launcher clean up on it too.
      if (child.pid) process.kill(-child.pid, 'SIGINT');
    } catch {
      // It ended on its own meanwhile.
    }
  }
}
/**
 * The processes still running whose step mark (`stepMark`) starts with `mark`, read from /proc: none
 * where there is no /proc (macOS), where strays are left to the system.
 * @param {string} mark
 * @returns {number[]}
 */
function strays(mark) {
  if (!existsSync('/proc/self/environ')) return [];
  const entry = `PIXELLIFT_TEST_STEP=${mark}`;
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'latin1')
          .split('\0')
          .some((variable) => variable.startsWith(entry));
      } catch {
        // Ended meanwhile, or not ours to read.
        return false;
      }
    })
    .map(Number);
}

/**
 * Sends `signal` to every process marked `mark` or below it, and returns how many there were.
 * @param {string} mark @param {NodeJS.Signals} signal
 */
function signalStrays(mark, signal) {
  const found = strays(mark);
  for (const pid of found) {
    try {
      process.kill(pid, signal);
    } catch {
      // It ended on its own meanwhile.
    }
  }
  return found.length;
}

/**
 * Ends the processes marked `mark` or below it, once the steps they belong to have ended: SIGTERM,
 * then SIGKILL to any still there 5 s later. Resolves with how many there were.
 * @param {string} mark
 */
async function endStrays(mark) {
  const found = signalStrays(mark, 'SIGTERM');
  if (found === 0) return 0;
  const deadline = Date.now() + 5000;
  while (strays(mark).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  signalStrays(mark, 'SIGKILL');
  return found;
}

/**
 * The same, for a run stopped by a signal, just before it exits: synchronous, and with 10 s for the
 * steps to stop what they started (Playwright its web server, Vitest its browsers).
 * @param {string} mark
 */
function endStraysNow(mark) {
  if (signalStrays(mark, 'SIGTERM') === 0) return;
  const deadline = Date.now() + 10_000;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (strays(mark).length > 0 && Date.now() < deadline) Atomics.wait(pause, 0, 0, 100);
  signalStrays(mark, 'SIGKILL');
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopAll();
    endStraysNow(`${runMark}/`);
    process.exit(1);
  });
}

// Every figure below depends on the machine: this one says how fast it is (tests/support/machineSpeed.mjs).
console.log(machineSpeed());
const started = Date.now();
/** @type {[string, number, number, number | undefined][]} Each step's name, time in ms, page loads and CPU-seconds. */
const timings = [];
/** How long each step took and how many pages it loaded, so a slow step shows in every run's output. */
function printTimings() {
  const width = Math.max(...timings.map(([name]) => name.length), ...stageTimes.map(([name]) => name.length));
  const loads = (/** @type {number} */ count) => (count > 0 ? `  ${String(count).padStart(4)} page loads` : '');
  const cpu = (/** @type {number | undefined} */ seconds) => (seconds === undefined ? '         ' : `  ${seconds.toFixed(0).padStart(5)} CPU-s`);
  console.log(
    `\n${timings.map(([name, ms, count, seconds]) => `  ${name.padEnd(width)}  ${(ms / 1000).toFixed(0).padStart(5)} s${cpu(seconds)}${loads(count)}`).join('\n')}`,
  );
  const total = timings.reduce((sum, [, , count]) => sum + count, 0);
  const cpuTotal = timings.every(([, , , seconds]) => seconds !== undefined) ? timings.reduce((sum, [, , , seconds]) => sum + (seconds ?? 0), 0) : undefined;
  console.log(`  ${'in all'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s${cpu(cpuTotal)}${loads(total)}`);
  for (const [name, ms, busy] of stageTimes)
    console.log(`  ${name.padEnd(width)}  ${(ms / 1000).toFixed(0).padStart(5)} s, the machine's ${cpus().length} cores ${(busy * 100).toFixed(0)} % busy`);
  const retried = secondTries();
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
 * stage reports how busy the whole machine was: near 100 %, the stage is
 * bound by the processor, not by its waits.
 */
function processorTime() {
  let busy = 0;
  let all = 0;
  for (const { times } of cpus()) {
    const sum = times.user + times.nice + times.sys + times.idle + times.irq;
    all += sum;
    busy += sum - times.idle;
  }
  return { busy, all };
}
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
        const result = await runScript(name);
        const loads = pageLoads(name);
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
      stopAll();
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
    const { passed, failed } = counts();
    printTimings();
    console.error(`\n✗ npm run ${failure.name} failed (exit ${failure.status})`);
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(failure.status || 1);
  }
}
const { passed, failed } = counts();
printTimings();
console.log(`\n✓ all checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
