#!/usr/bin/env node
// `npm start`: build dist/ when it is missing or older than its sources, then
// serve it the way production does (clean URLs, real 404s, compression) with
// the `serve` package and the serve.json next to package.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '4173';
const skipBuild = process.argv.includes('--no-build');

/**
 * Newest modification time under a path, in ms.
 * @param {string} path
 * @returns {number}
 */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((path) => join(root, path));
const builtPage = join(root, 'dist', 'index.html');

function buildIsStale() {
  if (!existsSync(builtPage)) return true;
  const built = statSync(builtPage).mtimeMs;
  return sources.some((path) => newest(path) > built);
}

if (!skipBuild && buildIsStale()) {
  console.log('Building the site (dist/ is missing or older than its sources)…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else if (!existsSync(builtPage)) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

// Run serve's own entry, not `npx serve`, so that this process owns the server
// and stopping it stops the server.
const server = spawn(
  process.execPath,
  [join(root, 'node_modules/serve/build/main.js'), '--listen', `tcp://${host}:${port}`, '--no-port-switching', '--no-clipboard', ...(process.env.SERVE_LOG ? [] : ['--no-request-logging'])],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NO_UPDATE_CHECK: '1' } },
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
