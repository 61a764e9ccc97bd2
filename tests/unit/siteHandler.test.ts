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
import { rawRequest } from '../support/rawRequest.ts';

/** A site small enough to write here, large enough to compress, served by `npm start`'s handler in this process. */
const page = (title: string) => `<!doctype html><title>${title}</title>${'<p>PixelLift enhances photos in seconds.</p>'.repeat(80)}\n`;
const files: Record<string, string> = {
  'terms.html': page('Terms'),
  '404.html': page('Not found'),
  'assets/app-1234.js': `export const lines = [${Array.from({ length: 300 }, (_, index) => `"line ${index}"`).join(',')}];\n`,
  'stale.html': page('Stale'),
  'photo.png': '\x89PNG not really',
  // Host configs published with the site: never content.
  _headers: '/*\n  X-Content-Type-Options: nosniff\n',
  '_nginx/site.conf': 'server_tokens off;\n',
};

describe("npm start's server sends the build's precompressed files", () => {
  let folder: string;
  let server: Server;
  let origin: string;

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(`${origin}${path}`, headers, method);
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
    const config = serveConfig({ styleHashes: [`'sha256-${'A'.repeat(43)}='`] }, folder);
    server = createServer(siteHandler(config, { hidden: hostOnlyPaths }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

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

describe('reading Accept-Encoding', () => {
  it('prefers brotli, then gzip, whatever order the client lists them in', () => {
    expect(acceptedCodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('gzip;q=1.0, br;q=0.1')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('GZIP')).toEqual(['gzip']);
  });

  it('honours q=0 and the wildcard', () => {
    expect(acceptedCodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedCodings('br; q=0, *')).toEqual(['gzip']);
    expect(acceptedCodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('*;q=0')).toEqual([]);
    expect(acceptedCodings('identity')).toEqual([]);
    expect(acceptedCodings(undefined)).toEqual([]);
  });
});
