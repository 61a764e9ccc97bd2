import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { svgDataUrl, withInlineFavicon } from '../../src/build/prerender/inlineFavicon.ts';
import { integrityOf, withSubresourceIntegrity } from '../../src/build/prerender/integrity.ts';
import { injectPage } from '../../src/build/prerender/plugin.ts';
import { prerenderTargets } from '../../src/build/prerender/targets.ts';
import { routes } from '../routes.ts';

describe('prerender targets', () => {
  // The routes of the brief (SPEC.md, section 2), and the accessibility statement (issue 49), with their flat
  // files, written out rather than derived the way the code derives them (fileForPath).
  const briefPages = [
    ['/', 'index.html'],
    ['/pricing', 'pricing.html'],
    ['/contact', 'contact.html'],
    ['/terms', 'terms.html'],
    ['/ai-terms', 'ai-terms.html'],
    ['/privacy', 'privacy.html'],
    ['/accessibility', 'accessibility.html'],
  ];

  it('cover every page of the brief and exactly one 404', () => {
    expect(prerenderTargets.filter((target) => !target.notFound).map((target) => [target.url, target.file])).toEqual(briefPages);
    expect(prerenderTargets.filter((target) => target.notFound).map((target) => target.file)).toEqual(['404.html']);
    // The 404 is rendered from a path no route matches.
    expect(prerenderTargets.find((target) => target.notFound)?.url).not.toMatch(/^\/(pricing|contact|terms|ai-terms|privacy|accessibility)?$/);
    expect(routes.filter((route) => route.status === 200).map((route) => route.path)).toEqual(briefPages.map(([path]) => path));
  });
});

describe('injectPage', () => {
  const template = '<head><!--app-head--></head><div id="root"><!--app-html--></div>';

  it('puts the head tags in <head> and the markup in #root', () => {
    expect(injectPage(template, { head: '<title>T</title>', body: '<p>B</p>' })).toBe('<head><title>T</title></head><div id="root"><p>B</p></div>');
  });

  it('copies replacement patterns like $& literally', () => {
    expect(injectPage(template, { head: '<title>$&</title>', body: "<p>$' $1</p>" })).toContain('<title>$&</title></head><div id="root"><p>$\' $1</p>');
  });

  it('refuses a template without placeholders', () => {
    expect(() => injectPage('<head></head>', { head: '', body: '' })).toThrow(/placeholder/);
  });
});

describe('Subresource Integrity', () => {
  it('hashes bytes the way browsers check them: SHA-384, base64', () => {
    // printf 'alert(1)' | openssl dgst -sha384 -binary | base64
    expect(integrityOf(Buffer.from('alert(1)'))).toBe('sha384-HT2E9NfWiuQ/w1PRai+hTyqW16NIoCGA/m8VQDUopfAtcz6YQjtsMmQd5uRbVDpW');
  });

  const outDir = mkdtempSync(join(tmpdir(), 'pixellift-sri-'));
  mkdirSync(join(outDir, 'assets'));
  writeFileSync(join(outDir, 'boot.js'), 'alert(1)');
  writeFileSync(join(outDir, 'assets/index-abc.js'), 'alert(2)');
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  const template = '<head><meta name="pixellift:entry" content="/assets/index-abc.js">\n<script src="/boot.js" defer fetchpriority="low"></script></head>';

  it('puts the hash of each file on its script tag, and the entry hash beside the entry URL', async () => {
    const html = await withSubresourceIntegrity(template, outDir);
    expect(html).toBe(
      '<head><meta name="pixellift:entry" content="/assets/index-abc.js" data-integrity="' +
        integrityOf(Buffer.from('alert(2)')) +
        '">\n<script src="/boot.js" integrity="sha384-HT2E9NfWiuQ/w1PRai+hTyqW16NIoCGA/m8VQDUopfAtcz6YQjtsMmQd5uRbVDpW" defer fetchpriority="low"></script></head>',
    );
  });

  it('refuses a script from elsewhere, a missing file, and a template without exactly one entry', async () => {
    await expect(withSubresourceIntegrity(template.replace('/boot.js', 'https://cdn.example/boot.js'), outDir)).rejects.toThrow(/not a file of this build/);
    await expect(withSubresourceIntegrity(template.replace('/boot.js', '//cdn.example/boot.js'), outDir)).rejects.toThrow(/not a file of this build/);
    await expect(withSubresourceIntegrity(template.replace('/boot.js', '/missing.js'), outDir)).rejects.toThrow(/ENOENT/);
    await expect(withSubresourceIntegrity(template.replace(/<meta[^>]+>/, ''), outDir)).rejects.toThrow(/names 0 entry scripts/);
    await expect(withSubresourceIntegrity(template.replace('<script src="/boot.js" defer fetchpriority="low"></script>', ''), outDir)).rejects.toThrow(
      /loads no script/,
    );
  });
});

describe('the SVG favicon, inlined', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'pixellift-favicon-'));
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">\n  <rect width="8" height="8" fill="#6d28d9"/>\n</svg>\n';
  writeFileSync(join(outDir, 'favicon.svg'), svg);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  const template =
    '<head><link rel="manifest" href="/manifest.webmanifest">\n<link rel="icon" href="/favicon.ico" sizes="48x48">\n' +
    '<link rel="icon" href="/favicon.svg" sizes="any" type="image/svg+xml"></head>';

  it('replaces the link to the file with a data: URL of it, and keeps the rest of the head', async () => {
    expect(await withInlineFavicon(template, outDir)).toBe(
      '<head><link rel="manifest" href="/manifest.webmanifest">\n<link rel="icon" href="/favicon.ico" sizes="48x48">\n' +
        `<link rel="icon" href="data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%208%208'%3E%20%3Crect%20width='8'%20height='8'%20fill='%236d28d9'/%3E%20%3C/svg%3E" sizes="any" type="image/svg+xml"></head>`,
    );
  });

  it('writes a data: URL that decodes to the same drawing, with no character a URL or the attribute cannot hold', () => {
    const url = svgDataUrl('<svg>\n<text x="1">café & 100% #1 🙂</text></svg>');
    expect(url).toMatch(/^data:image\/svg\+xml,[\x21\x24-\x3b\x3d\x3f-\x7e]+$/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe("<svg> <text x='1'>café & 100% #1 🙂</text></svg>");
  });

  it('refuses a template without exactly one SVG favicon', async () => {
    await expect(withInlineFavicon(template.replace(/<link rel="icon" href="\/favicon.svg"[^>]+>/, ''), outDir)).rejects.toThrow(/links 0 SVG favicons/);
  });
});
