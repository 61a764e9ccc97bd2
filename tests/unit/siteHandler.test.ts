import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../src/build/precompress/precompress.ts';
import { hostOnlyPaths, serveConfig } from '../../src/build/hosts/hostConfigs.ts';
import { acceptedCodings } from '../../src/server/precompressedFiles.mjs';
import { siteHandler } from '../../src/server/siteHandler.mjs';
import { testHangMs } from '../../tooling/hangs.ts';
import { ports } from '../../tooling/ports.ts';
import { checkStillServing, type Server as StartedServer, startServer } from '../../tooling/server.ts';
import { rawRequest } from '../support/rawRequest.ts';

/** A site small enough to write here, large enough to compress, served by `npm start`'s handler. */
const page = (title: string) => `<!doctype html><title>${title}</title>${'<p>PixelLift enhances photos in seconds.</p>'.repeat(80)}\n`;
// Words that compress no better than a real bundle, so the script's brotli file is some 40 KB, as the
// largest script's is: many writes per answer.
let seed = 1;
const word = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31).toString(36);
const files: Record<string, string> = {
  // A built page carries an inline stylesheet, whose hash goes into the CSP.
  'index.html': '<!doctype html><title>PixelLift</title><style>body{margin:0}</style><p>PixelLift</p>\n',
  'terms.html': page('Terms'),
  '404.html': page('Not found'),
  'assets/app-1234.js': `export const words = [${Array.from({ length: 12_000 }, () => `"${word()}"`).join(',')}];\n`,
  'stale.html': page('Stale'),
  'photo.png': '\x89PNG not really',
  // Host configs published with the site: never content.
  _headers: '/*\n  X-Content-Type-Options: nosniff\n',
  '_nginx/site.conf': 'server_tokens off;\n',
};

let folder: string;
const onDisk = (file: string) => readFileSync(join(folder, file));

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pixellift-serve-'));
  mkdirSync(join(folder, 'assets'));
  mkdirSync(join(folder, '_nginx'));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
  await precompressFolder(folder);
  // Edited after the build: its siblings now hold the old text.
  const later = statSync(join(folder, 'stale.html.br')).mtime.getTime() / 1000 + 60;
  utimesSync(join(folder, 'stale.html'), later, later);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("npm start's handler, in this process, sends the build's precompressed files", () => {
  let server: Server;
  let origin: string;

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(`${origin}${path}`, headers, method);

  beforeAll(async () => {
    const config = serveConfig({ styleHashes: [`'sha256-${'A'.repeat(43)}='`] }, folder);
    server = createServer(siteHandler(config, { hidden: hostOnlyPaths }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const asIs = (body: Buffer) => body;
  const cases = [
    { acceptEncoding: 'gzip, deflate, br, zstd', coding: 'br', suffix: '.br', decode: brotliDecompressSync },
    { acceptEncoding: 'gzip', coding: 'gzip', suffix: '.gz', decode: gunzipSync },
    { acceptEncoding: 'br;q=0, gzip;q=0.5', coding: 'gzip', suffix: '.gz', decode: gunzipSync },
    { acceptEncoding: 'identity', coding: undefined, suffix: '', decode: asIs },
    { acceptEncoding: undefined, coding: undefined, suffix: '', decode: asIs },
  ];
  for (const { acceptEncoding, coding, suffix, decode } of cases) {
    for (const [path, file] of [
      ['/terms', 'terms.html'],
      ['/assets/app-1234.js', 'assets/app-1234.js'],
    ] as const) {
      it(`${path} with Accept-Encoding: ${acceptEncoding ?? '(none)'} is ${file}${suffix} as it is on disk, with its length, and varies by encoding; HEAD gets its headers alone`, async () => {
        const request: Record<string, string> = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
        const { status, headers, body } = await get(path, request);
        expect(status).toBe(200);
        expect(headers['content-encoding']).toBe(coding);
        expect(headers.vary).toBe('Accept-Encoding');
        expect(body.equals(onDisk(`${file}${suffix}`))).toBe(true);
        expect(Number(headers['content-length'])).toBe(body.length);
        expect(decode(body).equals(onDisk(file))).toBe(true);
        // The type is the original's, whatever the encoding; so are the config's headers.
        expect(headers['content-type']).toMatch(path === '/terms' ? /^text\/html/ : /javascript/);
        expect(headers['cache-control']).toBe(path === '/terms' ? 'no-cache' : 'public, max-age=31536000, immutable');
        const head = await get(path, request, 'HEAD');
        expect({ status: head.status, ...head.headers, date: headers.date }, 'HEAD: the GET’s status and headers').toEqual({ status, ...headers });
        expect(head.body.length, 'HEAD: body bytes').toBe(0);
      });
    }
  }

  it('counts a Range in the bytes of the encoding sent', async () => {
    const { status, headers, body } = await get('/assets/app-1234.js', { 'Accept-Encoding': 'br', Range: 'bytes=10-19' });
    expect(status).toBe(206);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-range']).toBe(`bytes 10-19/${onDisk('assets/app-1234.js.br').length}`);
    expect(body.equals(onDisk('assets/app-1234.js.br').subarray(10, 20))).toBe(true);
    const beyond = await get('/assets/app-1234.js', { 'Accept-Encoding': 'gzip', Range: 'bytes=999999-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${onDisk('assets/app-1234.js.gz').length}`);
  });

  it('sends the 404 page compressed, with status 404', async () => {
    const { status, headers, body } = await get('/missing', { 'Accept-Encoding': 'gzip, br' });
    expect(status).toBe(404);
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).equals(onDisk('404.html'))).toBe(true);
  });

  it.each(['/_headers', '/_nginx/site.conf', '/_nginx/site'])('answers %s, a host config, with the 404 page', async (path) => {
    const { status, body } = await get(path, {});
    expect(status).toBe(404);
    expect(body.equals(onDisk('404.html'))).toBe(true);
  });

  it('never sends a sibling older than its file', async () => {
    const { headers, body } = await get('/stale', { 'Accept-Encoding': 'gzip, br' });
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.equals(onDisk('stale.html'))).toBe(true);
  });

  it('sends images as they are, without Vary', async () => {
    const { headers, body } = await get('/photo.png', { 'Accept-Encoding': 'gzip, br' });
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers.vary).toBeUndefined();
    expect(body.equals(onDisk('photo.png'))).toBe(true);
  });
});

/** As many connections as the serving benchmark's heaviest cells. */
const connections = 200;

// The `npm start` process as the benchmarks and suites start it (tooling/server.ts), on the same folder:
// it sends a precompressed script to many connections at once, and when another process stops it, the
// check the bench and the gate run between measurements says how it ended instead of leaving refused
// connections to explain it.
describe('npm start, started by startServer', () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer({ port: ports.serverTest, env: { SITE_DIR: folder } });
  }, testHangMs);
  afterAll(() => server.stop());

  it(`sends the precompressed script to ${connections} connections at once, each whole`, async () => {
    const brotli = onDisk('assets/app-1234.js.br');
    const answers = await Promise.all(
      Array.from({ length: connections }, () => rawRequest(`${server.origin}/assets/app-1234.js`, { 'accept-encoding': 'gzip, deflate, br' })),
    );
    expect(answers.map(({ status, headers }) => `${status} ${headers['content-encoding']}`)).toEqual(Array(connections).fill('200 br'));
    expect(answers.filter(({ body }) => !body.equals(brotli))).toHaveLength(0);
  });

  it('says how it ended when another process stopped it', async () => {
    if (!server.pid) throw new Error('the server has no pid');
    const stillServing = checkStillServing({ 'npm start': server });
    stillServing('the first cell');
    // As a `pkill -f start.ts` from another checkout would.
    process.kill(server.pid, 'SIGTERM');
    await expect(server.exited).resolves.toBe('exit code 0');
    expect(() => stillServing('the second cell')).toThrow(`npm start (pid ${server.pid}) ended, exit code 0, by the end of the second cell`);
  });
});

describe('reading Accept-Encoding', () => {
  it('prefers brotli, then gzip, whatever order the client lists them in, and honours q=0 and the wildcard', () => {
    expect(acceptedCodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('gzip;q=1.0, br;q=0.1')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('GZIP')).toEqual(['gzip']);
    expect(acceptedCodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedCodings('br; q=0, *')).toEqual(['gzip']);
    expect(acceptedCodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('*;q=0')).toEqual([]);
    expect(acceptedCodings('identity')).toEqual([]);
    expect(acceptedCodings(undefined)).toEqual([]);
  });
});
