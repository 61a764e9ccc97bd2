#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first
// failure: lint, typecheck, unit tests, the Lighthouse gate on its fixtures,
// production build, browser tests, Lighthouse budgets.
// It finds its own Chromium (CHROME_PATH, else a system one) and nginx
// (NGINX_PATH, else a system one), Firefox (FIREFOX_PATH) and WebKitGTK's
// WebDriver (WEBKIT_DRIVER_PATH) with Xvfb (XVFB_PATH, unless DISPLAY is set)
// and, as root on Debian or Ubuntu, installs the `chromium`, `nginx`,
// `firefox-esr`, `webkit2gtk-driver` or `xvfb` package when one is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../src/node/chromium.mjs';
import { findFirefox, findMiniBrowser, findWebKitDriver, findXvfb } from '../src/node/engines.mjs';
import { brotliStaticModule, findNginx, nginxBuild } from '../src/node/nginx.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** @param {string} name */
const bin = (name) => join(root, 'node_modules', '.bin', name);

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
if (!process.env.DISPLAY)
  ensure({ name: 'xvfb', variable: 'XVFB_PATH', find: findXvfb, advice: 'install Xvfb (Debian/Ubuntu: sudo apt-get install xvfb) or set DISPLAY' });
const env = { ...process.env, CHROME_PATH: chromePath, NGINX_PATH: nginxPath, FIREFOX_PATH: firefoxPath, WEBKIT_DRIVER_PATH: webkitDriverPath };
rmSync(join(root, 'test-results'), { recursive: true, force: true });
rmSync(join(root, 'audits/reports'), { recursive: true, force: true });

/** @type {[string, string, string[]][]} */
const steps = [
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  ['format', bin('prettier'), ['--check', '.']],
  ['typecheck (browser)', bin('tsc'), ['-p', 'tsconfig.json']],
  ['typecheck (node)', bin('tsc'), ['-p', 'tsconfig.node.json']],
  ['unit tests', bin('vitest'), ['run']],
  ['Lighthouse gate on its fixtures', bin('vitest'), ['run', '-c', 'audits/vitest.config.ts']],
  ['build', bin('vite'), ['build']],
  ['browser tests', bin('playwright'), ['test', '-c', 'tests/playwright.config.ts']],
  ['Firefox and WebKit journeys', bin('vitest'), ['run', '-c', 'tests/engines/vitest.config.ts']],
  ['Lighthouse budgets', bin('tsx'), ['audits/lighthouse.ts']],
];

/** Test counts from the runners' JSON reports (and the audit's summary line). */
function counts() {
  let passed = 0;
  let failed = 0;
  for (const report of ['test-results/unit.json', 'test-results/gate.json', 'test-results/engines.json']) {
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

const started = Date.now();
/** @type {[string, number][]} */
const timings = [];
/** How long each step took, so a slow step shows in every run's output. */
function printTimings() {
  const width = Math.max(...timings.map(([name]) => name.length));
  console.log(`\n${timings.map(([name, ms]) => `  ${name.padEnd(width)}  ${(ms / 1000).toFixed(0).padStart(5)} s`).join('\n')}`);
}
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const stepStarted = Date.now();
  const status = run(command, args, env);
  timings.push([name, Date.now() - stepStarted]);
  if (status !== 0) {
    const { passed, failed } = counts();
    printTimings();
    console.error(`\n✗ ${name} failed (exit ${status})`);
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(status);
  }
}
const { passed, failed } = counts();
printTimings();
console.log(`\n✓ all checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
