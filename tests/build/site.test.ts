import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { budgets } from '../../audits/budgets.ts';
import { isCompressible, originalOf, precompressedEncodings } from '../../src/build/precompress/encodings.mjs';
import { compressors } from '../../src/build/precompress/precompress.ts';
import { publishedConfigs } from '../../src/build/hosts/hostConfigs.ts';
import { builtStyleHashes, cspHashOf, inlineStylesOf } from '../../src/build/hosts/inlineStyles.mjs';
import { routes } from '../routes.ts';
import { describe, expect, it } from 'vitest';
import { styleHashesIn } from '../support/styleHashes.ts';
import { dist, fileForRoute, filesUnder, root } from './builtPages.ts';

const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const builtPages = () => readdirSync(dist).filter((name) => name.endsWith('.html'));

describe('the production build', () => {
  it('writes one flat HTML file per route and a 404 page', () => {
    expect(builtPages().sort()).toEqual(routes.map(fileForRoute).sort());
  });

  it('has no inline script and no style attribute in any page', () => {
    for (const file of builtPages()) {
      // The inline stylesheet's text is CSS, not markup: leave it out of the markup checks.
      const html = read(file).replace(/<style>[\s\S]*?<\/style>/g, '<style></style>');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes = '', body = '']) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes) && body.trim() !== '',
      );
      expect(inline, `${file} inline scripts`).toEqual([]);
      expect(html, `${file} style attributes`).not.toMatch(/\sstyle="/);
    }
  });

  it('every script a page loads carries the SHA-384 of the file the build wrote, the entry boot.js inserts included', () => {
    const sha384 = (src: string) =>
      `sha384-${createHash('sha384')
        .update(readFileSync(join(dist, src)))
        .digest('base64')}`;
    for (const file of builtPages()) {
      const html = read(file);
      const scripts = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g)];
      expect(
        scripts.map(([, src]) => src),
        `${file}: script tags`,
      ).toEqual(['/boot.js']);
      for (const [tag, src = ''] of scripts) expect(/\sintegrity="([^"]+)"/.exec(tag)?.[1], `${file}: ${src}`).toBe(sha384(src));
      const entry = /<meta name="pixellift:entry" content="(\/assets\/[^"]+\.js)" data-integrity="([^"]+)">/.exec(html);
      expect(entry, `${file}: the entry and its hash`).not.toBeNull();
      expect(entry?.[2], `${file}: entry integrity`).toBe(sha384(entry?.[1] ?? ''));
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
    const configs = Object.fromEntries(
      Object.keys(publishedConfigs({ styleHashes: expected }))
        .filter((file) => !file.endsWith('brotli.conf'))
        .map((file) => [file, read(file)]),
    );
    for (const [file, content] of Object.entries(configs)) {
      expect(styleHashesIn(content), file).toEqual(expected);
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
  const home = read('index.html');
  const examplesAt = home.indexOf('id="examples"');
  /** The inspect views' markup, apart: their full-size images are fetched only when one opens. */
  const dialogs = [...home.matchAll(/<dialog\b[^>]*>[\s\S]*?<\/dialog>/g)].map(([markup]) => markup);
  const withoutDialogs = (html: string) => html.replace(/<dialog\b[^>]*>[\s\S]*?<\/dialog>/g, '');
  const firstScreen = withoutDialogs(home.slice(0, examplesAt));
  const examples = withoutDialogs(home.slice(examplesAt));
  const picturesIn = (html: string) => [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map(([, inner = '']) => inner);
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const tagsIn = (html: string, element: 'img' | 'source') => [...html.matchAll(new RegExp(`<${element}\\b[^>]*>`, 'g'))].map(([tag]) => tag);
  const imgOf = (picture: string) => tagsIn(picture, 'img')[0] ?? '';
  /** Fails, naming the tag, unless it states its width and height in pixels and has every other attribute named. */
  const expectAttributes = (tag: string, ...others: string[]) => {
    for (const name of ['width', 'height']) expect(attribute(tag, name) ?? 'none', `${name} on ${tag}`).toMatch(/^\d+$/);
    for (const name of others) expect(attribute(tag, name), `${name} on ${tag}`).toBeTruthy();
  };
  /** Every image URL some markup can request, from `src` and each `srcset` candidate. */
  const candidatesIn = (html: string) => [
    ...new Set(
      [...html.matchAll(/\s(?:src|srcSet|srcset)="([^"]+)"/g)]
        .flatMap(([, list = '']) => list.split(','))
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter((url) => /\.(avif|webp|jpe?g|png)$/.test(url)),
    ),
  ];
  const kb = (url: string) => readFileSync(join(dist, url)).length / 1024;

  it('in the examples each come in AVIF, WebP and JPEG at more than one width, lazy, async and with intrinsic size', () => {
    const images = picturesIn(examples);
    expect(images.length, 'a before and an after for at least three examples').toBeGreaterThanOrEqual(6);
    for (const picture of images) {
      expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]+ \d+w, [^"]+"/);
      expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+ \d+w, [^"]+"/);
      const img = imgOf(picture);
      expectAttributes(img, 'sizes', 'alt');
      expect(attribute(img, 'src') ?? 'none', img).toMatch(/\.jpg$/);
      expect(attribute(img, 'srcSet') ?? 'none', img).toMatch(/\.jpg \d+w/);
      expect(`${attribute(img, 'loading')} ${attribute(img, 'decoding')}`, `loading and decoding of ${img}`).toBe('lazy async');
    }
  });

  it(`in the examples are each at most ${budgets.resources.largestImageKb} KB, in every width and format the page can request`, () => {
    const candidates = candidatesIn(examples);
    expect(candidates.length).toBeGreaterThanOrEqual(6 * 3 * 2);
    const largest = candidates.map((url) => ({ url, kb: kb(url) })).reduce((max, size) => (size.kb > max.kb ? size : max));
    expect(largest.kb, largest.url).toBeLessThanOrEqual(budgets.resources.largestImageKb);
  });

  it('on the first screen are one pair, art-directed, sized on every source, the "after" fetched first and at once', () => {
    const [before = '', after = '', ...rest] = picturesIn(firstScreen);
    expect(rest).toEqual([]);
    for (const picture of [before, after]) {
      const sources = tagsIn(picture, 'source');
      // The phone crop in three formats, then the wide crop in two (its JPEG is the <img>).
      expect(sources.map((tag) => `${attribute(tag, 'media') ? 'phone' : 'wide'} ${attribute(tag, 'type')}`)).toEqual([
        'phone image/avif',
        'phone image/webp',
        'phone image/jpeg',
        'wide image/avif',
        'wide image/webp',
      ]);
      for (const tag of sources) expectAttributes(tag, 'sizes');
      expectAttributes(imgOf(picture));
      expect(attribute(imgOf(picture), 'loading')).toBe('eager');
    }
    expect(attribute(imgOf(after), 'fetchPriority')).toBe('high');
    expect(attribute(imgOf(before), 'fetchPriority')).toBe('low');
  });

  it(`on the first screen are each at most ${budgets.firstScreen.largestImageKb} KB and each pair at most ${budgets.firstScreen.pairKb} KB, in every width and format`, () => {
    const [before = '', after = ''] = picturesIn(firstScreen);
    const afterCandidates = candidatesIn(after);
    expect(afterCandidates.length).toBeGreaterThanOrEqual(2 * 3 * 2);
    /** A candidate's crop and format: the browser picks the "before" and the "after" from the same <source>. */
    const group = (url: string) => url.replace(/-(before|after)-\d+\.[0-9a-f]+\./, ' ');
    const largest = (urls: readonly string[], key: string) => Math.max(...urls.filter((url) => group(url) === key).map(kb));
    for (const url of [...candidatesIn(before), ...afterCandidates]) expect(kb(url), url).toBeLessThanOrEqual(budgets.firstScreen.largestImageKb);
    const groups = new Set(afterCandidates.map(group));
    expect(groups.size, 'two crops in three formats').toBe(6);
    for (const key of groups) {
      const pair = largest(afterCandidates, key) + largest(candidatesIn(before), key);
      expect(pair, key).toBeLessThanOrEqual(budgets.firstScreen.pairKb);
    }
  });

  it('at full size sit in the inspect views only: two per comparison, lazy, sized, WebP', () => {
    const inspectViews = dialogs.filter((dialog) => dialog.includes('-full-'));
    expect(inspectViews).toHaveLength(4);
    for (const dialog of inspectViews) {
      const images = tagsIn(dialog, 'img');
      expect(images).toHaveLength(2);
      for (const img of images) {
        expect(attribute(img, 'loading')).toBe('lazy');
        expect(attribute(img, 'src')).toMatch(/^\/assets\/examples\/[a-z-]+-(before|after)-full-\d+\.[0-9a-f]{10}\.webp$/);
        expect(Number(attribute(img, 'width'))).toBeGreaterThanOrEqual(1600);
        expect(statSync(join(dist, attribute(img, 'src') ?? '')).isFile()).toBe(true);
      }
    }
    expect(candidatesIn(withoutDialogs(home)).some((url) => url.includes('-full-'))).toBe(false);
  });
});
