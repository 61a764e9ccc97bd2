import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type HTMLElement, parse } from 'node-html-parser';
import sharp from 'sharp';
import { business, site } from '../../src/config/site.ts';
import { contactFaqs, pricingFaqs } from '../../src/content/faqs.ts';
import { socialImagePath, socialImageSize } from '../../src/seo/socialCard.ts';
import { pageRoutes, type RouteCase, routeAt, routes } from '../routes.ts';
import { describe, expect, it } from 'vitest';
import { builtPage, dist, fileForRoute, textOf } from './builtPages.ts';

/**
 * What search engines and link previews read: each page's head, its JSON-LD,
 * the sitemap, robots.txt and the social cards, all from dist/ as built.
 */

interface GraphNode extends Record<string, unknown> {
  readonly '@type': string;
}

interface JsonLd {
  readonly '@context': string;
  readonly '@graph': readonly GraphNode[];
}

interface FaqPageNode extends GraphNode {
  readonly mainEntity: readonly { readonly name: string; readonly acceptedAnswer: { readonly text: string } }[];
}

const canonicalUrl = (path: string) => new URL(path, `${site.siteUrl}/`).href;

/** The one element the selector matches in the page, failing with the file and selector if there are none or several. */
function only(route: RouteCase, selector: string): HTMLElement {
  const { file, document } = builtPage(route);
  const found = document.querySelectorAll(selector);
  expect(found, `${file} (${route.path}): exactly one ${selector}`).toHaveLength(1);
  return found[0] as HTMLElement;
}

/** The page's JSON-LD blocks, as the text a browser hands a crawler (script content is raw text: no entity decoding). */
const jsonLdBlocks = (route: RouteCase) =>
  builtPage(route)
    .document.querySelectorAll('script[type="application/ld+json"]')
    .map((script) => script.rawText);

/** The page's one JSON-LD block, checked for its schema.org context. */
function graphOf(route: RouteCase): readonly GraphNode[] {
  const { file } = builtPage(route);
  const blocks = jsonLdBlocks(route);
  expect(blocks, `${file} (${route.path}): one JSON-LD block`).toHaveLength(1);
  const parsed = JSON.parse(blocks[0] ?? '') as JsonLd;
  expect(parsed['@context'], `${file}: JSON-LD @context`).toBe('https://schema.org');
  return parsed['@graph'];
}

it('sitemap.xml lists every public page by absolute URL, and robots.txt points at it', () => {
  const sitemap = parse(readFileSync(join(dist, 'sitemap.xml'), 'utf8'));
  const locations = sitemap.querySelectorAll('urlset > url > loc').map(textOf);
  expect(locations, 'sitemap.xml <loc>s').toEqual(pageRoutes.map((route) => canonicalUrl(route.path)));
  expect(readFileSync(join(dist, 'robots.txt'), 'utf8'), 'robots.txt').toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
});

for (const route of routes) {
  const file = fileForRoute(route);

  describe(`${route.path} (${file})`, () => {
    it('has one title, one description and one h1, each the route’s own', () => {
      const { document } = builtPage(route);
      expect(textOf(only(route, 'head title')), `${file}: <title>`).toBe(route.title);
      expect(only(route, 'head meta[name="description"]').getAttribute('content'), `${file}: meta description`).toBe(route.description);
      // The headings a browser's role query finds at level 1; textContent keeps visually hidden text, as toHaveText did.
      const headings = document.querySelectorAll('h1, [role="heading"][aria-level="1"]');
      expect(headings.map(textOf), `${file}: level-1 headings`).toEqual([route.h1]);
    });

    if (route.status === 200) {
      it('names its canonical URL, and its Open Graph URL and title match', () => {
        const canonical = canonicalUrl(route.path);
        expect(only(route, 'head link[rel="canonical"]').getAttribute('href'), `${file}: canonical link`).toBe(canonical);
        expect(only(route, 'head meta[property="og:url"]').getAttribute('content'), `${file}: og:url`).toBe(canonical);
        expect(only(route, 'head meta[property="og:title"]').getAttribute('content'), `${file}: og:title`).toBe(route.title);
      });

      it(`has a ${socialImageSize.width}×${socialImageSize.height} social card`, async () => {
        const image = only(route, 'head meta[property="og:image"]').getAttribute('content');
        expect(image, `${file}: og:image`).toBe(canonicalUrl(socialImagePath(route.path)));
        expect(only(route, 'head meta[name="twitter:card"]').getAttribute('content'), `${file}: twitter:card`).toBe('summary_large_image');
        const card = socialImagePath(route.path);
        const { format, width, height } = await sharp(join(dist, card)).metadata();
        expect(`${format} ${width}x${height}`, `${card}: format and size`).toBe(`png ${socialImageSize.width}x${socialImageSize.height}`);
      });
    } else {
      it('is kept out of search results: no canonical link, robots noindex', () => {
        const { document } = builtPage(route);
        expect(document.querySelectorAll('head link[rel="canonical"]'), `${file}: canonical links`).toHaveLength(0);
        expect(only(route, 'head meta[name="robots"]').getAttribute('content'), `${file}: meta robots`).toBe('noindex');
      });
    }

    it(`carries the structured data it should: ${route.structuredData.join(', ') || 'none'}`, () => {
      if (route.structuredData.length === 0) {
        expect(jsonLdBlocks(route), `${file}: JSON-LD blocks`).toEqual([]);
        return;
      }
      const types = graphOf(route).map((node) => node['@type']);
      expect(types, `${file}: JSON-LD @graph types`).toEqual(route.structuredData);
    });
  });
}

it('JSON-LD on the home page describes the organisation, site and offer', () => {
  const product = graphOf(routeAt('/')).find((node) => node['@type'] === 'Product');
  expect(product?.offers, 'index.html: the Product offer').toMatchObject({
    '@type': 'Offer',
    price: '1.00',
    priceCurrency: business.currency,
    url: site.appUrl,
  });
});

for (const [path, faqs] of [
  ['/pricing', pricingFaqs],
  ['/contact', contactFaqs],
] as const) {
  it(`${path} has FAQPage JSON-LD matching the FAQs the page shows`, () => {
    const route = routeAt(path);
    const { file, document } = builtPage(route);
    const faq = graphOf(route).find((node): node is FaqPageNode => node['@type'] === 'FAQPage');
    const entries = faq?.mainEntity.map((entry) => ({ question: entry.name, answer: entry.acceptedAnswer.text }));
    expect(entries, `${file}: FAQPage questions and answers`).toEqual(faqs.map(({ question, answer }) => ({ question, answer })));
    expect(document.querySelectorAll('details summary').map(textOf), `${file}: the questions in <details>`).toEqual(faqs.map((item) => item.question));
  });
}
