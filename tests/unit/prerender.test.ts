import { describe, expect, it } from 'vitest';
import { injectPage } from '../../src/node/prerender/plugin';
import { fileForPath, prerenderTargets } from '../../src/node/prerender/targets';
import { routes } from '../routes';

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
