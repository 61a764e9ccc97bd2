#!/usr/bin/env node
// `npm start`: build dist/ when it is missing or older than its sources, then
// serve it the way production does (clean URLs, real 404s, headers,
// compression) with the `serve` package's engine and the generated serve.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';
import { builtStyleHashes } from './inlineStyles.mjs';

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
/**
 * Headers for refusals: every rule of the generated serve.json except the one
 * for hashed assets, so a refusal carries the document policies (and is never
 * cached).
 * @type {{ key: string, value: string }[]}
 */
const baseHeaders = config.headers
  .filter((/** @type {{ source: string }} */ rule) => rule.source !== 'assets/**')
  .flatMap((/** @type {{ headers: { key: string, value: string }[] }} */ rule) => rule.headers);
// Static files: spend the CPU on the smallest gzip (browsers get brotli only over https).
const compress = promisify(compression({ level: 9 }));
const logRequests = Boolean(process.env.SERVE_LOG);

/** No page or asset has a path anywhere near this long; file systems refuse names past 255 bytes. */
const maxPathLength = 1024;

/** A static site only reads; serve-handler would answer every other method like GET. */
const allowedMethods = ['GET', 'HEAD'];

/** @type {Record<number, string>} */
const refusalText = { 400: 'Bad Request', 405: 'Method Not Allowed', 414: 'URI Too Long' };

/**
 * Requests refused before serve-handler sees them: methods a static site does
 * not answer (405), and paths serve-handler would hand to the file system in a
 * form the file system rejects, which it answers with a 500: malformed
 * percent-encoding and NUL bytes (400), and paths too long for any file (414).
 * @param {string} method
 * @param {string} url
 * @returns {number | undefined} the status to refuse with, if any
 */
function refusal(method, url) {
  if (!allowedMethods.includes(method)) return 405;
  const path = url.split('?')[0] ?? '';
  if (path.length > maxPathLength) return 414;
  try {
    return decodeURIComponent(path).includes('\0') ? 400 : undefined;
  } catch {
    return 400;
  }
}

/**
 * The one URL of a page, for the other spellings of it: `/pricing.html` and
 * `/pricing/` are `/pricing`, `/index.html` and `/index` are `/`. serve-handler
 * would redirect these too, but it drops the query, and takes /index.html to /
 * in two steps (via /index).
 * @param {string} path the request's path, still percent-encoded
 * @returns {string | undefined} where to redirect, if anywhere
 */
function cleanPath(path) {
  let target;
  if (path === '/index.html' || path === '/index') target = '/';
  else if (path.endsWith('.html')) target = path.slice(0, -'.html'.length);
  else if (path.length > 1 && path.endsWith('/')) target = path.replace(/\/+$/, '') || '/';
  // Never a protocol-relative URL (`//host`, `/\host`): browsers would leave the site for it.
  return target && !/^\/[/\\]/.test(target) ? target : undefined;
}

// The `serve` package's own engine (serve-handler with compression), in this
// process, so stopping `npm start` stops the server.
const server = createServer((request, response) => {
  const started = Date.now();
  if (logRequests) response.on('finish', () => console.log(`${request.method} ${request.url} ${response.statusCode} ${Date.now() - started} ms`));
  const refused = refusal(request.method ?? 'GET', request.url ?? '/');
  if (refused) {
    for (const { key, value } of baseHeaders) response.setHeader(key, value);
    if (refused === 405) response.setHeader('Allow', allowedMethods.join(', '));
    response.writeHead(refused, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${refusalText[refused] ?? 'Refused'}\n`);
    return;
  }
  const [path = '/', query] = (request.url ?? '/').split(/\?(.*)/s);
  const clean = cleanPath(path);
  if (clean) {
    for (const { key, value } of baseHeaders) response.setHeader(key, value);
    response.writeHead(301, { Location: query === undefined ? clean : `${clean}?${query}` }).end();
    return;
  }
  // compression's types expect Express; it only uses the Node request and response.
  compress(/** @type {any} */ (request), /** @type {any} */ (response))
    .then(() => handler(request, response, config))
    .catch((/** @type {Error} */ error) => {
      console.error(`${request.method} ${(request.url ?? '').slice(0, 120)}: ${error.message.slice(0, 200)}`);
      if (!response.headersSent) response.writeHead(500).end();
    });
});
server.listen(Number(port), host, () => console.log(`Serving dist/ at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`));
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.close(() => process.exit(0)));
