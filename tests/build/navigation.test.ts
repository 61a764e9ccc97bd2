import { type HTMLElement } from 'node-html-parser';
import { site } from '../../src/config/site.ts';
import { hero } from '../../src/content/home.ts';
import { footerProductLinks } from '../../src/content/navigation.ts';
import { plan } from '../../src/content/pricing.ts';
import { headerCopy } from '../../src/content/shell.ts';
import { pageRoutes, routeAt, routes } from '../routes.ts';
import { describe, expect, it } from 'vitest';
import { accessibleName, builtPage, fileForRoute, navigationsNamed, textOf } from './builtPages.ts';

/**
 * Where each page's links lead, read from the prerendered markup: the state
 * the header shows, the legal pages' contents, every link's target and every
 * fragment's element. The closed mobile menu is markup too, so its links are
 * checked with the rest.
 */

/** The page's banner: a `<header>` not inside a section, article, aside, main or nav. */
const bannerOf = (document: HTMLElement) =>
  document.querySelectorAll('header').filter((header) => !header.parentNode?.closest('article, aside, main, nav, section'));

function idCounts(document: HTMLElement): Map<string, number> {
  const counts = new Map<string, number>();
  for (const element of document.querySelectorAll('[id]')) counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
  return counts;
}

const hrefsOf = (document: HTMLElement) => document.querySelectorAll('a[href]').map((link) => link.getAttribute('href') ?? '');

const onSite = (href: string) => href.startsWith('/') || href.startsWith('#');

for (const route of routes) {
  const file = fileForRoute(route);

  describe(`${route.path} (${file})`, () => {
    it(route.activeNav ? `marks ${route.activeNav} as the current page in the header's Main navigation` : 'marks no page current in the header', () => {
      const { document } = builtPage(route);
      // The header's bar and its menu dialog each hold a Main navigation; both must agree.
      const mainNavs = bannerOf(document).flatMap((banner) => navigationsNamed(banner, 'Main'));
      expect(mainNavs.length, `${file}: Main navigations in the header`).toBeGreaterThan(0);
      for (const [index, nav] of mainNavs.entries()) {
        const current = nav.querySelectorAll('[aria-current="page"]').map(textOf);
        expect(current, `${file}: aria-current="page" in the header's Main navigation #${index + 1}`).toEqual(route.activeNav ? [route.activeNav] : []);
      }
    });

    if (route.legalSections) {
      const sections = route.legalSections;
      // That each link's target is there once is the check of every fragment on the site, below.
      it(`lists its ${sections} numbered sections in its Contents, each link into the page`, () => {
        const { document } = builtPage(route);
        const tocHrefs = navigationsNamed(document, 'Contents').flatMap(hrefsOf);
        expect(tocHrefs, `${file}: links in the Contents navigation`).toHaveLength(sections);
        const numbered = document
          .querySelectorAll('main h2[id$="-title"]')
          .map(textOf)
          .filter((heading) => /^\d+\. /.test(heading));
        expect(numbered, `${file}: numbered section headings ("1. …")`).toHaveLength(sections);
        for (const href of tocHrefs) expect(href, `${file}: a Contents link points into the page`).toMatch(/^#./);
      });
    }

    it('links only within the site, to the app, or to support by e-mail', () => {
      const { document } = builtPage(route);
      const hrefs = hrefsOf(document);
      expect(hrefs.length, `${file}: links`).toBeGreaterThan(0);
      const elsewhere = hrefs.filter((href) => !onSite(href) && href !== site.appUrl && !href.startsWith(`mailto:${site.supportEmail}`));
      expect(elsewhere, `${file}: links leading off the site`).toEqual([]);
    });

    it('leads every link on the site to a built page, and every fragment to one element there', () => {
      const { document } = builtPage(route);
      const broken: string[] = [];
      for (const href of hrefsOf(document).filter(onSite)) {
        const url = new URL(href, new URL(route.path, 'https://site.invalid/'));
        const target = url.pathname === route.path ? route : pageRoutes.find((candidate) => candidate.path === url.pathname);
        if (!target) {
          broken.push(`${href}: no page at ${url.pathname}`);
          continue;
        }
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (!fragment) continue;
        const count = idCounts(builtPage(target).document).get(fragment) ?? 0;
        if (count !== 1) broken.push(`${href}: ${count} elements with id "${fragment}" in ${fileForRoute(target)}`);
      }
      expect(broken, `${file}: links to a missing page or fragment`).toEqual([]);
    });
  });
}

describe('the named calls to action lead to the app in the same tab', () => {
  const expected: Record<string, readonly string[]> = {
    '/': [hero.primaryAction.label, headerCopy.getStarted.label, ...footerProductLinks.filter((link) => 'destination' in link).map((link) => link.label)],
    '/pricing': [plan.action.label],
  };
  for (const [path, names] of Object.entries(expected)) {
    it(path, () => {
      const { file, document } = builtPage(routeAt(path));
      for (const name of names) {
        // By accessible name, as the browser test found them: "Get Started in the PixelLift app" is a Get Started link.
        const links = document.querySelectorAll('a[href]').filter((link) => new RegExp(`^${name}\\b`).test(accessibleName(link, document)));
        expect(links.length, `${file}: links named ${name}`).toBeGreaterThan(0);
        for (const link of links) {
          expect(link.getAttribute('href'), `${file}: ${name} href`).toBe(site.appUrl);
          expect(link.getAttribute('target') ?? '', `${file}: ${name} target`).toBe('');
        }
      }
    });
  }
});
