import { join } from 'node:path';
import { escapeHtml } from '../../src/build/escapeHtml.ts';
import { cacheControl, documentHeaders, securityHeaders, universalHeaders } from '../../src/build/hosts/headers.ts';
import { builtStyleHashes } from '../../src/build/hosts/inlineStyles.mjs';
import { deepUnknownPaths, notFoundRoute, routes } from '../routes.ts';
import { entryUrl, expect, type ServerName, test } from '../support/fixtures.ts';

const styles = { styleHashes: builtStyleHashes(join(import.meta.dirname, '../../dist')) };

/** nginx and Cloudflare Pages serve the deploy configs, HSTS included; npm start serves plain http on localhost, without it. */
const servesHttps = (server: ServerName) => server !== 'start';

/**
 * The Cache-Control a page, the 404 page or another file outside /assets/ gets.
 * Pages keeps its default on them (`_headers` sets Cache-Control for hashed
 * assets only, see src/build/hosts/hostConfigs.ts), which revalidates like
 * no-cache, and sends `no-store` with every 404.
 */
function revalidating(server: ServerName, status = 200): string {
  if (server !== 'workerd') return cacheControl.revalidate;
  return status === 404 ? 'no-store' : 'public, max-age=0, must-revalidate';
}

test.describe('the server sends the prerendered pages with the production headers', () => {
  // Every route, and unknown paths at any depth, which get the 404 route's page: what the server answers, before any script runs.
  for (const { path, status, title, h1, keyText } of [...routes, ...deepUnknownPaths.map((path) => ({ ...notFoundRoute, path }))]) {
    test(`${path}: the prerendered page with status ${status}, every security header exactly as the headers module writes it (HSTS where served over https), revalidated, no CORS, no cookie`, async ({
      request,
      server,
    }) => {
      const https = servesHttps(server);
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      const headers = response.headers();
      expect(headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
      const html = await response.text();
      expect(html).toContain(`<title>${escapeHtml(title)}</title>`);
      for (const text of [h1, ...keyText]) expect(html, `server HTML holds "${text}"`).toContain(escapeHtml(text));
      // The app's entry is named for boot.js, which loads it after first paint, with its hash for Subresource Integrity.
      expect(html).toMatch(/<meta name="pixellift:entry" content="\/assets\/[^"]+\.js" data-integrity="sha384-[A-Za-z0-9+/]{64}">/);
      for (const [name, value] of securityHeaders({ https, ...styles })) expect(headers[name.toLowerCase()], name).toBe(value);
      if (!https) expect(headers['strict-transport-security'], 'HSTS over plain http').toBeUndefined();
      expect(headers['cache-control']).toBe(revalidating(server, status));

      // Nothing a CORS preflight could widen: no Access-Control-* header on any answer.
      const preflight = await request.fetch(path, {
        method: 'OPTIONS',
        headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
      });
      expect(Object.keys(preflight.headers()).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      expect(Object.keys(headers).filter((name) => name.startsWith('access-control-') || name === 'set-cookie')).toEqual([]);
    });
  }

  test('a missing or unpublished file is the 404 page, with a page’s headers, or on Pages in /assets/ an asset’s', async ({ request, server }) => {
    const https = servesHttps(server);
    const hostConfigs = ['/_headers', '/_nginx/site.conf', '/_nginx/brotli.conf'];
    // Where the host compresses itself (Pages), the build's .br and .gz files are not published: npm start and nginx send them (encoding.spec.ts).
    const siblings = server === 'workerd' ? ['/index.html.br', '/index.html.gz', '/sw.js.br', `${await entryUrl(request)}.gz`, '/manifest.webmanifest.br'] : [];
    for (const path of ['/assets/index-doesnotexist.js', '/assets/examples/missing.avif', '/missing.png', ...hostConfigs, ...siblings]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const body = await response.text();
      expect(body, path).not.toMatch(/Content-Security-Policy|add_header|brotli_static/);
      if (server === 'workerd' && path === '/_headers') {
        // Pages never publishes _headers. wrangler keeps it in the folder and, looking for /_headers/index.html
        // beneath the file, fails with ENOTDIR: its own 502, never the file.
        expect(response.status(), path).toBe(502);
        continue;
      }
      expect(response.status(), path).toBe(404);
      expect(body, path).toContain(notFoundRoute.h1);
      const headers = response.headers();
      if (server === 'workerd' && path.startsWith('/assets/')) {
        // Pages applies _headers by path, never by status: /assets/* takes the document policies off a miss there too.
        for (const [name, value] of universalHeaders({ https })) expect(headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
        for (const [name] of documentHeaders(styles)) expect(headers[name.toLowerCase()], `${path}: ${name}`).toBeUndefined();
      } else {
        for (const [name, value] of securityHeaders({ https, ...styles })) expect(headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
      }
      expect(headers['cache-control'], path).toBe(revalidating(server, 404));
    }
  });

  test('each file a browser reads by type comes with its own type; hashed assets are immutable, the rest revalidate', async ({ request, server }) => {
    const entry = await entryUrl(request);
    const javascript = /^(application|text)\/javascript(; charset=utf-8)?$/i;
    const types: Record<string, RegExp> = {
      '/manifest.webmanifest': /^application\/manifest\+json(; charset=utf-8)?$/i,
      '/sw.js': javascript,
      '/boot.js': javascript,
      [entry]: javascript,
      '/favicon.svg': /^image\/svg\+xml(; charset=utf-8)?$/i,
      '/pwa-192x192.png': /^image\/png$/,
      '/sitemap.xml': /^(application|text)\/xml(; charset=utf-8)?$/i,
      '/robots.txt': /^text\/plain(; charset=utf-8)?$/i,
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(type);
      expect(response.headers()['cache-control'], path).toBe(path === entry ? cacheControl.immutable : revalidating(server));
    }
    // Assets carry what protects any response; document policies stay on documents.
    const asset = (await request.get(entry)).headers();
    for (const [name, value] of universalHeaders({ https: servesHttps(server) })) expect(asset[name.toLowerCase()], name).toBe(value);
    for (const [name] of documentHeaders(styles)) expect(asset[name.toLowerCase()], name).toBeUndefined();
    expect(Object.keys(asset).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});
