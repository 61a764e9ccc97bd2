import { describe, expect, it } from 'vitest';
import { pages } from '../../src/content/pages';
import { injectPage } from '../../src/prerender/plugin';
import { fileForPath, prerenderTargets } from '../../src/prerender/routes';
import { routes } from '../routes';

describe('prerender targets', () => {
  it('map clean URLs to flat files', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/pricing')).toBe('pricing.html');
    expect(fileForPath('/ai-terms')).toBe('ai-terms.html');
  });

  it('cover every page of the site and exactly one 404', () => {
    const pagePaths = Object.values(pages)
      .filter((page) => page !== pages.notFound)
      .map((page) => page.path);
    expect(prerenderTargets.filter((target) => !target.notFound).map((target) => target.url)).toEqual(pagePaths);
    expect(prerenderTargets.filter((target) => target.notFound).map((target) => target.file)).toEqual(['404.html']);
    expect(routes.filter((route) => route.status === 200).map((route) => route.path)).toEqual(pagePaths);
  });
});

describe('injectPage', () => {
  const template = '<head><!--app-head--></head><div id="root"><!--app-html--></div>';

  it('puts the head tags in <head> and the markup in #root', () => {
    expect(injectPage(template, { head: '<title>T</title>', body: '<p>B</p>' })).toBe('<head><title>T</title></head><div id="root"><p>B</p></div>');
  });

  it('copies replacement patterns like $& literally', () => {
    expect(injectPage(template, { head: '<title>$&</title>', body: "<p>$' $1</p>" })).toContain("<title>$&</title></head><div id=\"root\"><p>$' $1</p>");
  });

  it('refuses a template without placeholders', () => {
    expect(() => injectPage('<head></head>', { head: '', body: '' })).toThrow(/placeholder/);
  });
});
