// How `npm test` (tests/run.mjs) runs one package.json script: in a process
// group and a CPU-accounting group of its own, its output held until it ends,
// and nothing it started left running after it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { cpuGroup } from './cpuGroup.mjs';

/**
 * Marks every process a step starts, in its environment, which children inherit: the daemons that leave
 * the step's process group (Lighthouse's Chromium, the screen reader's D-Bus daemons and document
 * portal) included. A stopped run once left those running an hour later; `endStrays` finds them by it.
 * No library finds those: tree-killers follow parent links, which such a daemon cut when it forked
 * away. Where the step has a CPU group, it holds them too, but a normal user has none.
 */
const runMark = `${process.pid}.${Date.now()}`;
/** @param {string} name */
const stepMark = (name) => `${runMark}/${name}`;

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();

/**
 * @typedef {{ name: string, status: number, ms: number, cpu: number | undefined, output: string }} StepResult
 */

/**
 * Runs one package.json script as `npm run` would, without npm's own start-up for each step.
 * @param {string} root the project's folder
 * @param {string} name the script's name
 * @param {string} command the script
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<StepResult>}
 */
export function runStep(root, name, command, env) {
  const started = Date.now();
  const group = cpuGroup(name);
  // Its own process group, so a failure elsewhere can stop it with everything it started.
  const child = spawn('sh', ['-c', group ? `${group.enter}; ${command}` : command], {
    cwd: root,
    env: { ...env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${env.PATH ?? ''}`, PIXELLIFT_TEST_STEP: stepMark(name) },
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

/** Stops every step still running, with all it started. */
export function stopSteps() {
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
 * Sends `signal` to every running process marked `mark` or below it, read from /proc (none where
 * there is no /proc, as on macOS, where strays are left to the system); returns how many there were.
 * @param {string} mark @param {NodeJS.Signals | 0} signal
 */
function signalStrays(mark, signal) {
  if (!existsSync('/proc/self/environ')) return 0;
  // Variables are NUL-separated: one that begins with the entry follows a NUL (the first, the one put before).
  const entry = `\0PIXELLIFT_TEST_STEP=${mark}`;
  const found = readdirSync('/proc').filter((pid) => {
    try {
      return /^\d+$/.test(pid) && `\0${readFileSync(`/proc/${pid}/environ`, 'latin1')}`.includes(entry);
    } catch {
      // Ended meanwhile, or not ours to read.
      return false;
    }
  });
  for (const pid of found) {
    try {
      if (signal !== 0) process.kill(Number(pid), signal);
    } catch {
      // It ended on its own meanwhile.
    }
  }
  return found.length;
}

/**
 * Ends the processes marked `mark` or below it, once the steps they belong to have ended: SIGTERM,
 * then SIGKILL to any still there after `graceMs`. Resolves with how many there were.
 * @param {string} mark
 */
async function endStrays(mark, graceMs = 5000) {
  const found = signalStrays(mark, 'SIGTERM');
  if (found === 0) return 0;
  const deadline = Date.now() + graceMs;
  while (signalStrays(mark, 0) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  signalStrays(mark, 'SIGKILL');
  return found;
}

// A run stopped by a signal stops its steps, gives them 10 s to stop what they started (Playwright
// its web server, Vitest its browsers), then ends what is left, before it exits.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopSteps();
    void endStrays(`${runMark}/`, 10_000).then(() => process.exit(1));
  });
}
