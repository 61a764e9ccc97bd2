import { hash } from 'node:crypto';
import type { HTMLElement } from 'node-html-parser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { budgets } from '../../audits/budgets.ts';
import { isCompressible, originalOf, precompressedEncodings } from '../../src/build/precompress/encodings.mjs';
import { compressors } from '../../src/build/precompress/precompress.ts';
import { publishedConfigs } from '../../src/build/hosts/hostConfigs.ts';
import { builtStyleHashes, cspHashOf, cspHashSource, inlineStylesOf } from '../../src/build/hosts/inlineStyles.mjs';
import { footerCopy } from '../../src/content/shell.ts';
import { routeAt, routes } from '../routes.ts';
import { describe, expect, it } from 'vitest';
import { builtPage, dist, fileForRoute, filesUnder, root } from './builtPages.ts';

const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const builtPages = () => readdirSync(dist).filter((name) => name.endsWith('.html'));

describe('the production build', () => {
  it('writes one flat HTML file per route and a 404 page', () => {
    expect(builtPages().sort()).toEqual(routes.map(fileForRoute).sort());
  });

  it('has no inline script and no style attribute in any page', () => {
    for (const { file, document } of routes.map(builtPage)) {
      const inline = document.querySelectorAll('script:not([src]):not([type="application/ld+json"])').filter((script) => script.text.trim() !== '');
      expect(inline.map(String), `${file} inline scripts`).toEqual([]);
      expect(document.querySelectorAll('[style]').map(String), `${file} style attributes`).toEqual([]);
    }
  });

  it('prerenders no Install app button: it exists only once the browser offers installation (InstallButton)', () => {
    for (const file of builtPages()) expect(read(file), file).not.toContain(footerCopy.installApp);
  });

  it('every script a page loads carries the SHA-384 of the file the build wrote, the entry boot.js inserts included', () => {
    const sha384 = (src = '') => `sha384-${hash('sha384', readFileSync(join(dist, src)), 'base64')}`;
    for (const { file, document } of routes.map(builtPage)) {
      const scripts = document.querySelectorAll('script[src]');
      const sources = scripts.map((script) => script.getAttribute('src'));
      expect(sources, `${file}: script tags`).toEqual(['/boot.js']);
      for (const script of scripts) expect(script.getAttribute('integrity'), `${file}: ${script.toString()}`).toBe(sha384(script.getAttribute('src')));
      const entry = document.querySelector('meta[name="pixellift:entry"]');
      expect(entry?.getAttribute('content'), `${file}: the entry`).toMatch(/^\/assets\/.+\.js$/);
      expect(entry?.getAttribute('data-integrity'), `${file}: entry integrity`).toBe(sha384(entry?.getAttribute('content')));
    }
  });

  it('every page carries its SVG favicon, the same drawing as public/favicon.svg, and no link to the file', () => {
    const svg = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
    for (const file of builtPages()) {
      const head = headOf(read(file));
      expect(head, file).not.toContain('favicon.svg');
      const icon = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)" sizes="any" type="image\/svg\+xml">/.exec(head)?.[1];
      expect(icon, `${file}: the SVG favicon`).toBeDefined();
      // Its attributes take single quotes in the page.
      expect(decodeURIComponent(icon ?? '').replace(/'/g, '"'), file).toBe(svg.trim().replace(/\s+/g, ' '));
    }
  });

  it('every page carries the whole stylesheet inline, byte-identical, and links none', () => {
    const css = builtPages().map((file) => {
      const html = read(file);
      expect(html, `${file} links a stylesheet`).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(inlineStylesOf(html), `${file}: one <style>, in <head>`).toHaveLength(1);
      expect(inlineStylesOf(headOf(html)), `${file}: one <style>, in <head>`).toHaveLength(1);
      return inlineStylesOf(html)[0] ?? '';
    });
    expect(new Set(css).size, 'the same stylesheet on every page').toBe(1);
    // It is the whole stylesheet: it styles the layout, the legal pages and the 404 page alike.
    expect(css[0]?.length).toBeGreaterThan(8 * 1024);
    expect(
      readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.css')),
      'no stylesheet file left behind',
    ).toEqual([]);
  });

  it('every host config allows the inline stylesheet by its hash, and nothing else', () => {
    // Recomputed from the built pages' own <style> text, not taken from the build step that wrote the configs.
    const expected = [cspHashOf(inlineStylesOf(read('index.html'))[0] ?? '')];
    expect(builtStyleHashes(dist)).toEqual(expected);
    for (const file of Object.keys(publishedConfigs({ styleHashes: expected })).filter((name) => !name.endsWith('brotli.conf'))) {
      const content = read(file);
      // Each hash it carries, once, sorted, as builtStyleHashes returns them.
      expect([...new Set(content.match(new RegExp(cspHashSource.source, 'g')))].sort(), file).toEqual(expected);
      const policies = content.match(/default-src[^"\n]*/g) ?? [];
      expect(policies.length, `${file}: CSPs`).toBeGreaterThan(0);
      for (const policy of policies) expect(policy, file).toContain(`style-src ${expected.join(' ')};`);
      expect(content, file).not.toContain('unsafe-inline');
    }
  });
});

it('every text file is precompressed once: a .br and a .gz beside it where smaller, each decoding to the file it stands for', async () => {
  const files = filesUnder(dist);
  const texts = files.filter(isCompressible);
  for (const name of ['index.html', '404.html', 'sw.js', 'manifest.webmanifest', 'sitemap.xml']) expect(texts, name).toContain(name);
  for (const file of texts) {
    const original = readFileSync(join(dist, file));
    for (const { coding, suffix } of precompressedEncodings) {
      const sibling = `${file}${suffix}`;
      if (!files.includes(sibling)) {
        // Left out only where it would not be smaller (robots.txt: gzip's header outweighs its gain).
        expect((await compressors[coding](original)).length, `${sibling} is missing`).toBeGreaterThanOrEqual(original.length);
        continue;
      }
      const compressed = readFileSync(join(dist, sibling));
      expect(compressed.length, sibling).toBeLessThan(original.length);
      const decoded = suffix === '.br' ? brotliDecompressSync(compressed) : gunzipSync(compressed);
      // The service worker and icons are written last of all: a sibling written before them would be stale.
      expect(decoded.equals(original), `${sibling} is ${file} as built`).toBe(true);
    }
  }
  const siblings = files.filter((file) => originalOf(file) !== undefined);
  expect(
    siblings.filter((file) => !files.includes(originalOf(file) ?? '')),
    'siblings without an original',
  ).toEqual([]);
});

it('every page, its CSS inline, fits in one TCP initial window (compressed)', () => {
  const limit = budgets.criticalPathKb * 1024;
  // Nothing else blocks the first paint: no stylesheet link (checked above), no script in <head> but boot.js (deferred).
  for (const file of builtPages()) {
    const html = readFileSync(join(dist, file));
    const bytes = gzipSync(html, { level: 9 }).length;
    expect(bytes, `${file}: ${bytes} bytes of HTML and CSS before first paint`).toBeLessThanOrEqual(limit);
  }
});

describe('the home page images', () => {
  const { document } = builtPage(routeAt('/'));
  /** Elements outside the inspect views: their full-size images are fetched only when one opens. */
  const onPage = (selector: string) => document.querySelectorAll(selector).filter((element) => !element.closest('dialog'));
  const examplesStart = document.getElementById('examples')?.range[0] ?? 0;
  const inExamples = (element: HTMLElement) => element.range[0] > examplesStart;
  const firstScreen = onPage('picture').filter((picture) => !inExamples(picture));
  const examples = onPage('picture').filter(inExamples);
  const imgOf = (picture: HTMLElement) => picture.querySelector('img') ?? expect.unreachable(`No <img> in ${picture.toString()}`);
  /** A picture's sources, each as its crop (a media query is the phone's) and type. */
  const sourcesOf = (picture: HTMLElement) =>
    picture.querySelectorAll('source').map((tag) => `${tag.getAttribute('media') ? 'phone' : 'wide'} ${tag.getAttribute('type') ?? 'untyped'}`);
  /** Fails, naming the element, unless it states its width and height in pixels and has every other attribute named. */
  const expectAttributes = (element: HTMLElement, ...others: string[]) => {
    for (const name of ['width', 'height']) expect(element.getAttribute(name) ?? 'none', `${name} on ${element.toString()}`).toMatch(/^\d+$/);
    for (const name of others) expect(element.getAttribute(name), `${name} on ${element.toString()}`).toBeTruthy();
  };
  /** Every image URL these `<img>` and `<source>` elements can request, from `src` and each `srcset` candidate. */
  const candidatesIn = (tags: readonly HTMLElement[]) => [
    ...new Set(
      tags
        .flatMap((tag) => [tag.getAttribute('src') ?? '', ...(tag.getAttribute('srcset') ?? '').split(',')])
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter((url) => /\.(avif|webp|jpe?g|png)$/.test(url)),
    ),
  ];
  const candidatesOf = (picture: HTMLElement | undefined) => candidatesIn(picture?.querySelectorAll('img, source') ?? []);
  const kb = (url: string) => readFileSync(join(dist, url)).length / 1024;

  it('in the examples each come in AVIF, WebP and JPEG at more than one width, lazy, async and with intrinsic size', () => {
    expect(examples.length, 'a before and an after for at least three examples').toBeGreaterThanOrEqual(6);
    for (const picture of examples) {
      const img = imgOf(picture);
      expect(sourcesOf(picture), img.toString()).toEqual(['wide image/avif', 'wide image/webp']);
      for (const tag of picture.querySelectorAll('source')) expect(tag.getAttribute('srcset'), `widths of ${tag.toString()}`).toMatch(/ \d+w, /);
      expectAttributes(img, 'sizes', 'alt');
      expect(img.getAttribute('src') ?? 'none', img.toString()).toMatch(/\.jpg$/);
      expect(img.getAttribute('srcset') ?? 'none', img.toString()).toMatch(/\.jpg \d+w, /);
      expect(`${img.getAttribute('loading')} ${img.getAttribute('decoding')}`, `loading and decoding of ${img.toString()}`).toBe('lazy async');
    }
  });

  it(`in the examples are each at most ${budgets.resources.largestImageKb} KB, in every width and format the page can request`, () => {
    const candidates = candidatesIn(onPage('img, source').filter(inExamples));
    expect(candidates.length).toBeGreaterThanOrEqual(6 * 3 * 2);
    const largest = candidates.map((url) => ({ url, kb: kb(url) })).reduce((max, size) => (size.kb > max.kb ? size : max));
    expect(largest.kb, largest.url).toBeLessThanOrEqual(budgets.resources.largestImageKb);
  });

  it('on the first screen are one pair, art-directed, sized on every source, the "after" fetched first and at once', () => {
    expect(firstScreen.length, 'pictures on the first screen').toBe(2);
    for (const picture of firstScreen) {
      // The phone crop in three formats, then the wide crop in two (its JPEG is the <img>).
      expect(sourcesOf(picture)).toEqual(['phone image/avif', 'phone image/webp', 'phone image/jpeg', 'wide image/avif', 'wide image/webp']);
      for (const tag of picture.querySelectorAll('source')) expectAttributes(tag, 'sizes');
      expectAttributes(imgOf(picture));
    }
    const loading = firstScreen.map(imgOf).map((img) => `${img.getAttribute('loading')} ${img.getAttribute('fetchpriority')}`);
    expect(loading, 'loading and fetchPriority of the "before", then the "after"').toEqual(['eager low', 'eager high']);
  });

  it(`on the first screen are each at most ${budgets.firstScreen.largestImageKb} KB and each pair at most ${budgets.firstScreen.pairKb} KB, in every width and format`, () => {
    const [before, after] = firstScreen.map(candidatesOf);
    expect(after?.length).toBeGreaterThanOrEqual(2 * 3 * 2);
    /** A candidate's crop and format: the browser picks the "before" and the "after" from the same <source>. */
    const group = (url: string) => url.replace(/-(before|after)-\d+\.[0-9a-f]+\./, ' ');
    const largest = (urls: readonly string[] = [], key: string) => Math.max(...urls.filter((url) => group(url) === key).map(kb));
    for (const url of [...(before ?? []), ...(after ?? [])]) expect(kb(url), url).toBeLessThanOrEqual(budgets.firstScreen.largestImageKb);
    const groups = new Set(after?.map(group));
    expect(groups.size, 'two crops in three formats').toBe(6);
    for (const key of groups) expect(largest(after, key) + largest(before, key), key).toBeLessThanOrEqual(budgets.firstScreen.pairKb);
  });

  it('at full size sit in the inspect views only: two per comparison, lazy, sized, WebP', () => {
    const inspectViews = document.querySelectorAll('dialog').filter((dialog) => dialog.querySelector('img[src*="-full-"]'));
    expect(inspectViews).toHaveLength(4);
    for (const dialog of inspectViews) {
      const images = dialog.querySelectorAll('img');
      expect(images).toHaveLength(2);
      for (const img of images) {
        expect(img.getAttribute('loading')).toBe('lazy');
        expect(img.getAttribute('src')).toMatch(/^\/assets\/examples\/[a-z-]+-(before|after)-full-\d+\.[0-9a-f]{10}\.webp$/);
        expect(Number(img.getAttribute('width'))).toBeGreaterThanOrEqual(1600);
        expect(statSync(join(dist, img.getAttribute('src') ?? '')).isFile()).toBe(true);
      }
    }
    expect(
      candidatesIn(onPage('img, source')).filter((url) => url.includes('-full-')),
      'full-size images outside the inspect views',
    ).toEqual([]);
  });
});
