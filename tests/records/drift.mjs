#!/usr/bin/env node
// `npm run test:drift`: what the newest browsers and Orca Debian offers would
// change in the records, before the lock is moved to them. It fails nothing:
// for each newer set it remakes every record in a clone of the last commit,
// as `npm run accept` does, and leaves the page that shows each difference in
// test-results/drift/<set>/index.html.
// - Debian 12's security suite, on this machine, as any user: its newest
//   Chromium and Firefox ESR are fetched as the lock's are (into the cache,
//   checked against the suite's SHA-256), beside the lock's WebKitGTK, Orca
//   and fonts.
// - Debian 13, as root with debootstrap: its Chromium, Firefox ESR, WebKitGTK
//   and Orca, in a Debian 13 root of its own (debian13.sh), which runs this
//   file there with `--here`.
// The browser suites of one user run one at a time: not beside npm test.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { debianPackage } from '../../tooling/environment/apt.mjs';
import { fetchGroup, lock, lockedProgram, unavailable } from '../../tooling/environment/environment.mjs';
import { testEnvironment } from '../support/testEnvironment.mjs';
import { remakeRecords } from './accept.mjs';

/** @typedef {import('../../tooling/environment/environment.mjs').Lock} Lock */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const results = join(root, 'test-results', 'drift');
const intro = (/** @type {string} */ what) =>
  `What the records would be with ${what}, against the last commit's, made with the test environment's lock (tooling/environment/lock.json). Nothing here fails a check: it is what moving the lock would change. To move it: npm run lock:update, then npm run accept (docs/testing.md).`;

/**
 * Remakes the records in a clone of the last commit with `env`, and keeps the review page as `set`.
 * @param {string} set @param {string} what @param {NodeJS.ProcessEnv} env
 */
async function inClone(set, what, env) {
  const scratch = mkdtempSync(join(tmpdir(), 'pixellift-drift-'));
  const clone = join(scratch, 'pixellift');
  try {
    const run = (/** @type {string} */ command, /** @type {string[]} */ args, cwd = root) => {
      const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
      if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
    };
    run('git', ['clone', '-q', '--no-hardlinks', root, clone]);
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], clone);
    const passed = await remakeRecords(clone, { ...env, RECORDS: 'drift' }, `Drift: ${what}`, intro(what));
    rmSync(join(results, set), { recursive: true, force: true });
    cpSync(join(clone, 'review'), join(results, set), { recursive: true });
    return passed;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** One line per set, at the end. @type {string[]} */
const summary = [];

if (process.argv[2] === '--here') {
  // In the Debian 13 root (debian13.sh): the system's programs, whatever their versions.
  const [, , , set = 'here', what = 'this system'] = process.argv;
  const env = await testEnvironment({ locked: false });
  // Orca's statement check and its h and m walks are of Orca 43 (docs/testing.md: The drift run).
  const passed = await inClone(set, what, { ...env, SCREEN_READER_MEASURE: '1' });
  console.log(`${what}: ${passed ? 'every step ran' : 'a step failed (above)'}; test-results/drift/${set}/index.html`);
  // Said to debian13.sh, for the summary; the drift run itself fails nothing.
  process.exit(passed ? 0 : 1);
}

const reason = unavailable();
if (reason) {
  console.log(reason);
  process.exit(0);
}

// Debian 12's security suite: the newest of each browser package the lock fetches.
/** @type {Lock} */
const newest = {
  ...lock,
  suite: `${lock.suite}-security`,
  fetched: {
    ...lock.fetched,
    ...Object.fromEntries(
      ['chromium', 'firefox'].map((group) => [
        group,
        Object.fromEntries(
          Object.keys(lock.fetched[group] ?? {}).map((name) => {
            const { version, file, sha256, archive } = debianPackage(name);
            return [name, { version, file, sha256, archive }];
          }),
        ),
      ]),
    ),
  },
};
const versionOf = (/** @type {Lock} */ of, /** @type {string} */ group, /** @type {string} */ name) => of.fetched[group]?.[name]?.version ?? '';
const browsers = `Chromium ${versionOf(newest, 'chromium', 'chromium')} and Firefox ESR ${versionOf(newest, 'firefox', 'firefox-esr')}`;
if (
  versionOf(newest, 'chromium', 'chromium') === versionOf(lock, 'chromium', 'chromium') &&
  versionOf(newest, 'firefox', 'firefox-esr') === versionOf(lock, 'firefox', 'firefox-esr')
) {
  summary.push(`Debian 12: nothing newer than the lock (${browsers})`);
} else {
  console.log(`\n■ Debian 12's newest: ${browsers}`);
  await Promise.all(['chromium', 'firefox'].map((group) => fetchGroup(group, newest)));
  const env = await testEnvironment();
  const passed = await inClone('debian-12', `Debian 12's newest, ${browsers}`, {
    ...env,
    CHROME_PATH: lockedProgram('chromium', newest),
    CHROME_HEADLESS_SHELL_PATH: lockedProgram('headlessShell', newest),
    FIREFOX_PATH: lockedProgram('firefox', newest),
  });
  summary.push(`Debian 12's newest (${browsers}): ${passed ? 'every step ran' : 'a step failed'}; test-results/drift/debian-12/index.html`);
}

// Debian 13: in a root of its own, as root.
const canRoot = process.getuid?.() === 0 && spawnSync('debootstrap', ['--version']).status === 0;
if (canRoot) {
  console.log('\n■ Debian 13');
  const status = spawnSync('bash', [join(root, 'tests/records/debian13.sh')], { cwd: root, stdio: 'inherit' }).status;
  summary.push(`Debian 13: ${status === 0 ? 'every step ran' : 'a step failed'}; test-results/drift/debian-13/index.html`);
} else summary.push('Debian 13: not run; it needs root and debootstrap (apt-get install debootstrap) to make a Debian 13 root');

console.log(`\nThe drift run (nothing here fails the gate):\n${summary.map((line) => `- ${line}`).join('\n')}`);
