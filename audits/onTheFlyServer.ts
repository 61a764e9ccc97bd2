// The serving benchmark's baseline (audits/serveBench.ts): `npm start` as it
// was before the build precompressed anything (issue 27), serve-handler behind
// the compression middleware at gzip level 9, compressing every response
// again. Only the serving path: the benchmark asks for no path `npm start`
// refuses or redirects.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';
import { serveConfig } from '../src/build/hosts/hostConfigs.ts';
import { builtStyleHashes } from '../src/build/hosts/inlineStyles.mjs';

const dist = join(import.meta.dirname, '..', 'dist');
const config = serveConfig({ styleHashes: builtStyleHashes(dist) }, dist);
// compression is Express middleware; it only uses the Node request and response.
const compress = promisify(compression({ level: 9 })) as (request: IncomingMessage, response: ServerResponse) => Promise<void>;

createServer((request, response) => {
  compress(request, response)
    .then(() => handler(request, response, config))
    .catch(() => response.writeHead(500).end());
}).listen(Number(process.env.PORT), '127.0.0.1');
