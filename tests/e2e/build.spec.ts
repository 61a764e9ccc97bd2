import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgets } from '../../audits/budgets';
import { fileForPath } from '../../src/node/prerender/targets';
import { routes } from '../routes';
import { expect, test } from '../support/fixtures';

const dist = join(import.meta.dirname, '../../dist');

test.describe('the production build', () => {
  test('writes one flat HTML file per route and a 404 page', () => {
    const files = readdirSync(dist)
      .filter((file) => file.endsWith('.html'))
      .sort();
    const expected = routes.map((route) => (route.status === 404 ? '404.html' : fileForPath(route.path))).sort();
    expect(files).toEqual(expected);
  });

  test('has no inline script and no style attribute in any page', () => {
    for (const file of readdirSync(dist).filter((name) => name.endsWith('.html'))) {
      const html = readFileSync(join(dist, file), 'utf8');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes = '', body = '']) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes) && body.trim() !== '',
      );
      expect(inline, `${file} inline scripts`).toEqual([]);
      expect(html, `${file} style attributes`).not.toMatch(/\sstyle="/);
      expect(html, `${file} inline <style>`).not.toMatch(/<style\b/);
    }
  });

  test('each page holds its own head, once', () => {
    for (const route of routes) {
      const file = route.status === 404 ? '404.html' : fileForPath(route.path);
      const html = readFileSync(join(dist, file), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<title>/g), file).toHaveLength(1);
      expect(head.match(/<meta name="description"/g), file).toHaveLength(1);
      expect(html.indexOf('<title>'), `${file}: title inside <head>`).toBeLessThan(html.indexOf('</head>'));
      expect(html).toMatch(/<link rel="stylesheet"[^>]+href="\/assets\/[^"]+\.css"/);
    }
  });
});

test('every page and its render-blocking CSS fit in one TCP initial window (compressed)', () => {
  const limit = budgets.criticalPathKb * 1024;
  for (const route of routes) {
    const file = route.status === 404 ? '404.html' : fileForPath(route.path);
    const html = readFileSync(join(dist, file));
    const stylesheets = [...html.toString('utf8').matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href = '']) =>
      readFileSync(join(dist, href)),
    );
    const bytes = [html, ...stylesheets].reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0);
    expect(bytes, `${file}: ${bytes} bytes of HTML and CSS before first paint`).toBeLessThanOrEqual(limit);
  }
});
