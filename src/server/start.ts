// `npm start`: build dist/ when it is missing or older than its sources, then
// serve it the way production does (clean URLs, real 404s, headers, the
// build's precompressed files) with the `serve` package's engine. Its config
// comes from the same module as every host's (src/build/hosts/), with the CSP
// hash of the stylesheet the built pages carry: nothing to regenerate, nothing
// written outside dist/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { hostOnlyPaths, serveConfig } from '../build/hosts/hostConfigs.ts';
import { builtStyleHashes } from '../build/hosts/inlineStyles.mjs';
import { siteHandler } from './siteHandler.mjs';

const root = resolve(import.meta.dirname, '../..');
const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '4173';
/** Another built folder to serve as it is (the update test's redeploys), instead of this checkout's dist/. */
const siteDir = process.env.SITE_DIR;
const dist = siteDir ? resolve(siteDir) : join(root, 'dist');
const skipBuild = Boolean(siteDir) || process.argv.includes('--no-build');

/** Newest modification time under a path, in ms. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((path) => join(root, path));
const builtPage = join(dist, 'index.html');

function buildIsStale(): boolean {
  if (!existsSync(builtPage)) return true;
  const built = statSync(builtPage).mtimeMs;
  return sources.some((path) => newest(path) > built);
}

if (!skipBuild && buildIsStale()) {
  console.log('Building the site (dist/ is missing or older than its sources)…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else if (!existsSync(builtPage)) {
  console.error(`${dist} has no index.html: run \`npm run build\` first.`);
  process.exit(1);
}

const config = serveConfig({ styleHashes: builtStyleHashes(dist) }, dist);
// In this process, so stopping `npm start` stops the server.
// PAGE_LOAD_LOG: a file that gets a line per page a browser loads (the test runner counts them).
const server = createServer(siteHandler(config, { log: Boolean(process.env.SERVE_LOG), hidden: hostOnlyPaths, pageLoadLog: process.env.PAGE_LOAD_LOG }));
server.listen(Number(port), host, () => console.log(`Serving ${siteDir ? dist : 'dist/'} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
