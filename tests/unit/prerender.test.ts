import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { integrityOf, withSubresourceIntegrity } from '../../src/build/prerender/integrity.ts';
import { injectPage } from '../../src/build/prerender/plugin.ts';
import { fileForPath, prerenderTargets } from '../../src/build/prerender/targets.ts';
import { routes } from '../routes.ts';

describe('prerender targets', () => {
  it('map clean URLs to flat files', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/pricing')).toBe('pricing.html');
    expect(fileForPath('/ai-terms')).toBe('ai-terms.html');
  });

  // The routes of the brief (SPEC.md, section 2), written out rather than derived the way the code derives them.
  const briefPages = [
    ['/', 'index.html'],
    ['/pricing', 'pricing.html'],
    ['/contact', 'contact.html'],
    ['/terms', 'terms.html'],
    ['/ai-terms', 'ai-terms.html'],
    ['/privacy', 'privacy.html'],
  ];

  it('cover every page of the brief and exactly one 404', () => {
    expect(prerenderTargets.filter((target) => !target.notFound).map((target) => [target.url, target.file])).toEqual(briefPages);
    expect(prerenderTargets.filter((target) => target.notFound).map((target) => target.file)).toEqual(['404.html']);
    // The 404 is rendered from a path no route matches.
    expect(prerenderTargets.find((target) => target.notFound)?.url).not.toMatch(/^\/(pricing|contact|terms|ai-terms|privacy)?$/);
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
