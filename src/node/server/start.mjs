#!/usr/bin/env node
// `npm start`: build dist/ when it is missing or older than its sources, then
// serve it the way production does (clean URLs, real 404s, headers, the
// build's precompressed files) with the `serve` package's engine and the
// generated serve.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtStyleHashes } from './inlineStyles.mjs';
import { siteHandler } from './siteHandler.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
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

// The pages' inline stylesheet is allowed by its hash in serve.json's CSP: a
// stylesheet changed since the configs were written would be blocked.
const missingHashes = () => {
  const serveJson = readFileSync(join(root, 'serve.json'), 'utf8');
  return builtStyleHashes(join(root, 'dist')).filter((hash) => !serveJson.includes(hash));
};
if (missingHashes().length) {
  if (skipBuild) {
    console.error('serve.json does not allow the built stylesheet (its CSP hash changed): run `npm run host-configs` and commit the host configs.');
    process.exit(1);
  }
  console.log('The stylesheet changed: writing its CSP hash into the host configs (commit them with the change)…');
  const result = spawnSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'src/node/server/writeHostConfigs.ts')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0 || missingHashes().length) process.exit(result.status || 1);
}

const config = JSON.parse(readFileSync(join(root, 'serve.json'), 'utf8'));
config.public = join(root, config.public);
// In this process, so stopping `npm start` stops the server.
const server = createServer(siteHandler(config, { log: Boolean(process.env.SERVE_LOG) }));
server.listen(Number(port), host, () => console.log(`Serving dist/ at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`));
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.close(() => process.exit(0)));
