#!/usr/bin/env node
// `npm run test:visual`: the sweeps that take the screenshots (Chromium's in
// tests/sweep/, Firefox's and WebKit's in tests/engines/), side by side, with
// every check they carry, against the build in dist/ (npm run build first).
// `npm run test:visual -- --update` writes the baselines of the states that
// changed, and only those (tests/visual/compare.ts); review them as
// docs/testing.md says before committing. `npm test` never writes one.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const update = process.argv.includes('--update');
const env = {
  ...process.env,
  VISUAL_UPDATE: update ? '1' : '',
  PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
};
rmSync(join(root, 'test-results/visual'), { recursive: true, force: true });

/** @param {string} name @param {string[]} command */
function run(name, command) {
  const child = spawn(command[0] ?? '', command.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((done) => {
    child.on('close', (code) => {
      console.log(`\n── ${name}: ${code === 0 ? 'passed' : `failed, exit ${code}`}\n`);
      process.stdout.write(Buffer.concat(output).toString('utf8'));
      done(code ?? 1);
    });
  });
}

const codes = await Promise.all([
  run('Chromium (tests/sweep/)', ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--project=start', 'tests/sweep']),
  run('Firefox and WebKit (tests/engines/)', ['vitest', 'run', '-c', 'tests/engines/vitest.config.ts', '-t', 'sweep: ']),
]);
console.log(update ? '\nBaselines written where a state changed: review them with git diff --stat tests/visual/baselines.' : '');
if (codes.some((code) => code !== 0)) {
  console.log('A failing state’s baseline, new screenshot and diff are in test-results/visual/index.html.');
  process.exit(1);
}
