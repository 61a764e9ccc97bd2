import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { nginxGzipOnlyOrigin, nginxHasBrotli } from '../support/nginx.ts';
import { rawRequest } from '../support/rawRequest.ts';

/**
 * Each server sends the file the build compressed for the encodings a request
 * accepts: the bytes on disk, their length, `Vary: Accept-Encoding`. Runs
 * against `npm start` and nginx (with brotli.conf where the module is
 * installed, and a server without it).
 */
const dist = join(import.meta.dirname, '../../dist');
const onDisk = (file: string) => readFileSync(join(dist, file));
const largestScript = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`)
  .sort((a, b) => statSync(join(dist, b)).size - statSync(join(dist, a)).size)[0];

const files = [
  { path: '/terms', file: 'terms.html', status: 200 },
  { path: `/${largestScript}`, file: largestScript ?? '', status: 200 },
  { path: '/no-such-page', file: '404.html', status: 404 },
  { path: '/sw.js', file: 'sw.js', status: 200 },
  { path: '/favicon.svg', file: 'favicon.svg', status: 200 },
  { path: '/manifest.webmanifest', file: 'manifest.webmanifest', status: 200 },
];

/** The servers a project tests, and whether each sends brotli. */
function origins(server: string, baseURL: string | undefined) {
  if (server === 'start') return [{ origin: baseURL ?? '', brotli: true }];
  return [
    { origin: baseURL ?? '', brotli: nginxHasBrotli() },
    { origin: nginxGzipOnlyOrigin, brotli: false },
  ];
}

test('every text file is sent as the build compressed it, for each encoding, with its length and Vary', async ({ server, baseURL }) => {
  for (const { origin, brotli } of origins(server, baseURL)) {
    const accepts = [
      { acceptEncoding: 'gzip, deflate, br, zstd', suffix: brotli ? '.br' : '.gz', coding: brotli ? 'br' : 'gzip' },
      { acceptEncoding: 'gzip', suffix: '.gz', coding: 'gzip' },
      { acceptEncoding: 'identity', suffix: '', coding: undefined },
    ];
    for (const { path, file, status } of files) {
      for (const { acceptEncoding, suffix, coding } of accepts) {
        const what = `${origin}${path} (${acceptEncoding})`;
        const response = await rawRequest(`${origin}${path}`, { 'Accept-Encoding': acceptEncoding });
        expect(response.status, what).toBe(status);
        expect(response.headers['content-encoding'], what).toBe(coding);
        expect(response.headers.vary, what).toBe('Accept-Encoding');
        expect(Number(response.headers['content-length']), what).toBe(onDisk(`${file}${suffix}`).length);
        expect(response.body.equals(onDisk(`${file}${suffix}`)), `${what}: the body is ${file}${suffix}`).toBe(true);
      }
    }
  }
});

test('HEAD answers with the headers of the GET and no body', async ({ server, baseURL }) => {
  for (const { origin, brotli } of origins(server, baseURL)) {
    for (const { path, file, status } of files) {
      const head = await rawRequest(`${origin}${path}`, { 'Accept-Encoding': 'gzip, br' }, 'HEAD');
      expect(head.status, path).toBe(status);
      expect(head.headers['content-encoding'], path).toBe(brotli ? 'br' : 'gzip');
      expect(Number(head.headers['content-length']), path).toBe(onDisk(`${file}${brotli ? '.br' : '.gz'}`).length);
      expect(head.body.length, path).toBe(0);
    }
  }
});

test('a Range is answered in the bytes of the encoding sent, or with the whole file', async ({ server, baseURL }) => {
  const path = `/${largestScript}`;
  for (const { origin, brotli } of origins(server, baseURL)) {
    const identity = await rawRequest(`${origin}${path}`, { 'Accept-Encoding': 'identity', Range: 'bytes=100-199' });
    expect(identity.status).toBe(206);
    expect(identity.headers['content-range']).toBe(`bytes 100-199/${onDisk(largestScript ?? '').length}`);
    expect(identity.body.equals(onDisk(largestScript ?? '').subarray(100, 200))).toBe(true);
    const suffix = brotli ? '.br' : '.gz';
    const encoded = await rawRequest(`${origin}${path}`, { 'Accept-Encoding': 'gzip, br', Range: 'bytes=100-199' });
    if (server === 'start') {
      expect(encoded.status).toBe(206);
      expect(encoded.headers['content-range']).toBe(`bytes 100-199/${onDisk(`${largestScript}${suffix}`).length}`);
      expect(encoded.body.equals(onDisk(`${largestScript}${suffix}`).subarray(100, 200))).toBe(true);
    } else {
      // nginx ignores a Range on a precompressed file (as on one it compressed itself): the whole file, which HTTP allows.
      expect(encoded.status).toBe(200);
      expect(encoded.body.equals(onDisk(`${largestScript}${suffix}`))).toBe(true);
    }
  }
});

test('nginx revalidates each encoding by its own ETag', async ({ server, baseURL }) => {
  // serve-handler answers conditional requests only with its `etag` option, which npm start's config never sets: it sends 200.
  test.skip(server !== 'nginx', 'npm start sends no ETag and ignores If-Modified-Since, as before');
  for (const { origin, brotli } of origins(server, baseURL)) {
    const first = await rawRequest(`${origin}/terms`, { 'Accept-Encoding': 'gzip, br' });
    const etag = first.headers.etag ?? '';
    expect(etag).toMatch(/^"/);
    const again = await rawRequest(`${origin}/terms`, { 'Accept-Encoding': 'gzip, br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.vary).toBe('Accept-Encoding');
    const since = await rawRequest(`${origin}/terms`, { 'Accept-Encoding': 'gzip, br', 'If-Modified-Since': first.headers['last-modified'] ?? '' });
    expect(since.status).toBe(304);
    // Another encoding is another representation: its own ETag, so this one does not match it.
    const other = await rawRequest(`${origin}/terms`, { 'Accept-Encoding': brotli ? 'gzip' : 'identity', 'If-None-Match': etag });
    expect(other.status).toBe(200);
  }
});
