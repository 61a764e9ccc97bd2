#!/usr/bin/env node
// The serving benchmark's baseline (audits/serveBench.ts): `npm start` as it
// was before the build precompressed anything (issue 27), serve-handler behind
// the compression middleware at gzip level 9, compressing every response
// again. Only the serving path: the benchmark asks for no path start.mjs
// refuses or redirects.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';

const root = join(import.meta.dirname, '..');
const config = JSON.parse(readFileSync(join(root, 'serve.json'), 'utf8'));
config.public = join(root, config.public);
const compress = promisify(compression({ level: 9 }));

createServer((request, response) => {
  // compression's types expect Express; it only uses the Node request and response.
  compress(/** @type {any} */ (request), /** @type {any} */ (response))
    .then(() => handler(request, response, config))
    .catch(() => response.writeHead(500).end());
}).listen(Number(process.env.PORT), '127.0.0.1');
