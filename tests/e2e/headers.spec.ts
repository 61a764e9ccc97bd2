import { join } from 'node:path';
import { cacheControl, documentHeaders, securityHeaders, universalHeaders } from '../../src/build/hosts/headers.ts';
import { builtStyleHashes } from '../../src/build/hosts/inlineStyles.mjs';
import { routes } from '../routes.ts';
import { entryUrl, expect, test } from '../support/fixtures.ts';

const styles = { styleHashes: builtStyleHashes(join(import.meta.dirname, '../../dist')) };
const served = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

test.describe('the server sends the production headers', () => {
  for (const route of routes) {
    test(`${route.path}: every security header exactly as the headers module writes it (HSTS where served over https), revalidated, no CORS, no cookie`, async ({
      request,
      server,
    }) => {
      // nginx serves the deploy config, HSTS included; npm start serves plain http on localhost, without it.
      const https = server === 'nginx';
      const response = await request.get(route.path);
      expect(response.status()).toBe(route.status);
      const headers = served(response.headers());
      for (const [name, value] of securityHeaders({ https, ...styles })) expect(headers[name.toLowerCase()], name).toBe(value);
      if (!https) expect(headers['strict-transport-security'], 'HSTS over plain http').toBeUndefined();
      expect(headers['cache-control']).toBe(cacheControl.revalidate);

      // Nothing a CORS preflight could widen: no Access-Control-* header on any answer.
      const preflight = await request.fetch(route.path, {
        method: 'OPTIONS',
        headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
      });
      expect(Object.keys(preflight.headers()).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      expect(Object.keys(headers).filter((name) => name.startsWith('access-control-') || name === 'set-cookie')).toEqual([]);
    });
  }

  test('hashed assets are immutable, the service worker and manifest revalidate', async ({ request, server }) => {
    const script = await entryUrl(request);
    const asset = served((await request.get(script)).headers());
    expect(asset['cache-control']).toBe(cacheControl.immutable);
    // Assets carry what protects any response; document policies stay on documents.
    for (const [name, value] of universalHeaders({ https: server === 'nginx' })) expect(asset[name.toLowerCase()], name).toBe(value);
    for (const [name] of documentHeaders(styles)) expect(asset[name.toLowerCase()], name).toBeUndefined();
    for (const path of ['/sw.js', '/manifest.webmanifest', '/pwa-192x192.png']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(served(response.headers())['cache-control'], path).toBe(cacheControl.revalidate);
    }
  });

  test('pages and scripts are compressed', async ({ request }) => {
    const entry = await entryUrl(request);
    for (const path of ['/terms', entry, '/boot.js']) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(served(response.headers())['content-encoding'], path).toBe('gzip');
    }
  });
});
