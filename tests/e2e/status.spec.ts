import { expect, test } from '../support/fixtures.ts';

// What the server answers each route, a missing file and each file a browser reads by type with is tests/e2e/headers.spec.ts's.
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
