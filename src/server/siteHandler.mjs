// What `npm start` answers, as a request listener: the tests start it in
// their own process, start.ts behind its build checks.
import { appendFileSync } from 'node:fs';
import { sep } from 'node:path';
import handler from 'serve-handler';
import { precompressedFiles } from './precompressedFiles.mjs';

/** @typedef {import('../build/hosts/hostConfigs.ts').ServeConfig} ServeConfig */

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

/**
 * File system calls that find no file at the hidden paths, so serve-handler
 * answers them as it answers any missing file: with the 404 page.
 * @param {ReturnType<typeof precompressedFiles>} files
 * @param {string} publicDir
 * @param {readonly string[]} hidden URL paths; one ending in `/` hides a folder
 */
function hiding(files, publicDir, hidden) {
  const hiddenFiles = hidden.map((path) => `${publicDir}${path.replaceAll('/', sep)}`);
  return {
    ...files,
    /** @param {string} path */
    lstat(path) {
      if (hiddenFiles.some((hiddenFile) => (hiddenFile.endsWith(sep) ? path.startsWith(hiddenFile) : path === hiddenFile))) {
        return Promise.reject(Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' }));
      }
      return files.lstat(path);
    },
  };
}

/**
 * Whether a request is a browser loading a page: a navigation by its Fetch
 * Metadata, or, from a client that sends none, a request that asks for HTML
 * first. A script's `fetch()` of a page (the service worker's precache) is
 * neither. The page-load log also asks that the answer was HTML.
 * @param {import('node:http').IncomingMessage} request
 */
export function isPageLoad(request) {
  const mode = request.headers['sec-fetch-mode'];
  return mode ? mode === 'navigate' : (request.headers.accept ?? '').startsWith('text/html');
}

/**
 * The `serve` package's own engine (serve-handler) with the config made from
 * the build's headers (src/build/hosts/), sending the build's precompressed
 * files where the request accepts them (precompressedFiles.mjs).
 * @param {ServeConfig} config
 * @param {{ log?: boolean, hidden?: readonly string[], pageLoadLog?: string }} [options] `hidden`: paths of dist/ that are no content (host configs),
 * answered with the 404 page; `pageLoadLog`: a file that gets a line (status and path) per page a browser loads (isPageLoad), so a test run can count them
 * @returns {import('node:http').RequestListener}
 */
export function siteHandler(config, { log = false, hidden = [], pageLoadLog } = {}) {
  // Headers for refusals: every rule except the one for hashed assets, so a
  // refusal carries the document policies (and is never cached).
  const baseHeaders = config.headers.filter((rule) => rule.source !== 'assets/**').flatMap((rule) => rule.headers);
  return (request, response) => {
    const started = Date.now();
    if (log) response.on('finish', () => console.log(`${request.method} ${request.url} ${response.statusCode} ${Date.now() - started} ms`));
    if (pageLoadLog && isPageLoad(request)) {
      response.on('finish', () => {
        if (String(response.getHeader('content-type') ?? '').startsWith('text/html')) appendFileSync(pageLoadLog, `${response.statusCode} ${request.url}\n`);
      });
    }
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
    // serve-handler's types want fs.Stats and fs.ReadStream from these; it only reads what lstat and createReadStream return.
    handler(request, response, config, /** @type {any} */ (hiding(precompressedFiles(request, response), config.public, hidden))).catch(
      (/** @type {Error} */ error) => {
        console.error(`${request.method} ${(request.url ?? '').slice(0, 120)}: ${error.message.slice(0, 200)}`);
        if (!response.headersSent) response.writeHead(500).end();
      },
    );
  };
}
