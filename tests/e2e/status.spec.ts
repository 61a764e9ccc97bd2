import { entryUrl, expect, test } from '../support/fixtures.ts';

// What the server answers each route and a missing file with, page and headers, is tests/e2e/headers.spec.ts's.
test('the host configs published with the site are no content: the 404 page, with status 404', async ({ request, server }) => {
  for (const path of ['/_headers', '/_nginx/site.conf', '/_nginx/brotli.conf']) {
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
    expect(body, path).toContain('<h1');
  }
});

test('the files a browser reads by type are served with their own', async ({ request }) => {
  const entry = await entryUrl(request);
  const expected: Record<string, RegExp> = {
    '/manifest.webmanifest': /^application\/manifest\+json(; charset=utf-8)?$/i,
    '/sw.js': /^(application|text)\/javascript(; charset=utf-8)?$/i,
    '/boot.js': /^(application|text)\/javascript(; charset=utf-8)?$/i,
    [entry]: /^(application|text)\/javascript(; charset=utf-8)?$/i,
    '/favicon.svg': /^image\/svg\+xml(; charset=utf-8)?$/i,
    '/pwa-192x192.png': /^image\/png$/,
    '/sitemap.xml': /^(application|text)\/xml(; charset=utf-8)?$/i,
    '/robots.txt': /^text\/plain(; charset=utf-8)?$/i,
  };
  for (const [path, type] of Object.entries(expected)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
  }
});
