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

test.describe('the example images', () => {
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  /** Every image URL the home page can request, from `src` and each `srcset` candidate. */
  const candidates = [
    ...new Set(
      [...home.matchAll(/\s(?:src|srcSet|srcset)="([^"]+)"/g)]
        .flatMap(([, list = '']) => list.split(','))
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter((url) => /\.(avif|webp|jpe?g|png)$/.test(url)),
    ),
  ];

  test('each come in AVIF, WebP and JPEG at more than one width, lazy, async and with intrinsic size', () => {
    const images = [...home.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map(([, inner = '']) => inner);
    expect(images.length, 'a before and an after for at least three examples').toBeGreaterThanOrEqual(6);
    for (const picture of images) {
      expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]+ \d+w, [^"]+"/);
      expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+ \d+w, [^"]+"/);
      const img = /<img\b[^>]*>/.exec(picture)?.[0] ?? '';
      for (const attribute of [
        /\ssrc="[^"]+\.jpg"/,
        /\ssrcSet="[^"]+\.jpg \d+w/,
        /\ssizes="[^"]+"/,
        /\swidth="\d+"/,
        /\sheight="\d+"/,
        /\sloading="lazy"/,
        /\sdecoding="async"/,
        /\salt="[^"]+"/,
      ]) {
        expect(img, String(attribute)).toMatch(attribute);
      }
    }
  });

  test(`are each at most ${budgets.resources.largestImageKb} KB, in every width and format the home page can request`, () => {
    expect(candidates.length).toBeGreaterThanOrEqual(6 * 3 * 2);
    const sizes = candidates.map((url) => ({ url, kb: readFileSync(join(dist, url)).length / 1024 }));
    const largest = sizes.reduce((max, size) => (size.kb > max.kb ? size : max));
    expect(largest.kb, largest.url).toBeLessThanOrEqual(budgets.resources.largestImageKb);
  });
});
