import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { edgeOutDir } from '../../src/build/hosts/edgeOutput.ts';
import { originOf, ports, workFolder } from '../../tooling/ports.ts';
import { runningFromPidFile } from '../../tooling/processes.ts';

/**
 * Cloudflare Pages on this machine, for the `workerd` browser-test project:
 * `wrangler pages dev dist-edge` runs Cloudflare's workerd runtime (from its
 * npm package) with Pages' own asset server and `_headers` engine, the folder
 * a deployer publishes (src/build/hosts/edgeOutput.ts).
 *
 * It never reaches the network, and writes nothing outside its own folder
 * (named after the port, so two worktrees never share one): see `quietEnv`.
 */

const root = join(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

export const workerdOrigin = originOf(ports.workerd);
/** What Netlify and Cloudflare Pages publish. */
const edgeDist = edgeOutDir(join(root, 'dist'));

const workDir = workFolder('workerd', ports.workerd);
const pidFile = join(workDir, 'wrangler.pid');
/** wrangler's own output, kept after the run: one line per request it answered. */
const wranglerLog = join(workDir, 'wrangler.log');

/**
 * The compatibility date the site is served with. Given explicitly: without
 * one, wrangler takes today's, and a date newer than its workerd makes it
 * warn and ask the npm registry for a newer wrangler.
 */
const compatibilityDate = '2026-04-26';

/**
 * wrangler's switches for what it would otherwise send or keep elsewhere,
 * each checked in its bundled source (wrangler 4.86.0):
 * - WRANGLER_SEND_METRICS: usage telemetry to sparrow.cloudflare.com;
 * - WRANGLER_SEND_ERROR_REPORTS: crash reports to Sentry;
 * - WRANGLER_HIDE_BANNER: the start-up banner, whose update check asks registry.npmjs.org;
 * - CLOUDFLARE_CF_FETCH_ENABLED: miniflare's download of `request.cf` data from workers.cloudflare.com;
 * - XDG_CONFIG_HOME, WRANGLER_LOG_PATH, WRANGLER_REGISTRY_PATH, WRANGLER_CACHE_DIR: its device id,
 *   debug logs and the registry other `wrangler dev` sessions on the machine read, kept in workDir.
 */
const quietEnv: NodeJS.ProcessEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  XDG_CONFIG_HOME: join(workDir, 'config'),
  WRANGLER_LOG_PATH: join(workDir, 'logs'),
  WRANGLER_REGISTRY_PATH: join(workDir, 'registry'),
  WRANGLER_CACHE_DIR: join(workDir, 'cache'),
  NO_COLOR: '1',
};

/** How `wrangler pages dev` serves: here only, with the date above, its state in workDir, and no interactive prompt. */
const wranglerOptions = {
  ip: '127.0.0.1',
  port: ports.workerd,
  'inspector-port': ports.workerdInspector,
  'compatibility-date': compatibilityDate,
  'persist-to': join(workDir, 'state'),
  'show-interactive-dev-session': false,
};

const wranglerPackage = require.resolve('wrangler/package.json');
const wranglerBin = join(dirname(wranglerPackage), 'bin/wrangler.js');

/** The workerd wrangler runs (its own dependency), and its version; throws with what it printed when the binary cannot run here (it needs glibc). */
export function workerdVersion(): string {
  const binary = join(dirname(createRequire(wranglerPackage).resolve('workerd/package.json')), 'bin/workerd');
  const result = spawnSync(process.execPath, [binary, '--version'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`workerd cannot run here (${binary}): ${result.stderr || result.error?.message || `exit ${result.status}`}`);
  return result.stdout.trim();
}

/**
 * Starts `wrangler pages dev` in the background, in a process group of its
 * own (wrangler, its Node child and both workerd processes), so it outlives
 * the test worker that starts it and stops as one. Resolves with its pid.
 */
export function startWorkerd(): number {
  if (!existsSync(join(edgeDist, 'index.html'))) throw new Error(`${edgeDist} has no index.html: run npm run build first`);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const log = openSync(wranglerLog, 'w');
  const options = Object.entries(wranglerOptions).map(([name, value]) => `--${name}=${String(value)}`);
  // Its working folder is workDir: wrangler writes .wrangler/tmp there.
  const child = spawn(process.execPath, [wranglerBin, 'pages', 'dev', edgeDist, ...options], {
    cwd: workDir,
    env: quietEnv,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  child.unref();
  if (!child.pid) throw new Error('wrangler did not start');
  writeFileSync(pidFile, String(child.pid));
  return child.pid;
}

/** The end of wrangler's log, for a failure message. */
export const wranglerLogTail = () => (existsSync(wranglerLog) ? readFileSync(wranglerLog, 'utf8').slice(-1500) : '(no log)');

/** Stops wrangler and every process it started (its process group); returns the pid it signalled, if any. */
export function stopWorkerd(): number | undefined {
  // The wrangler in the pid file, if it still runs and is ours.
  const pid = runningFromPidFile(pidFile, (command) => command.includes('pages dev') && command.includes(`--port=${ports.workerd}`));
  if (pid) process.kill(-pid, 'SIGTERM');
  return pid;
}
