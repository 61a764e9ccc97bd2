import { business, site } from '../../src/config/site.ts';
import { contactFaqs, pricingFaqs } from '../../src/content/faqs.ts';
import { socialImagePath, socialImageSize } from '../../src/seo/socialCard.ts';
import { pageRoutes, routes } from '../routes.ts';
import { expect, test } from '../support/fixtures.ts';

interface Graph {
  '@context': string;
  '@graph': ({ '@type': string } & Record<string, unknown>)[];
}

test('sitemap.xml lists every public page by absolute URL, and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
  expect(locations).toEqual(pageRoutes.map((route) => new URL(route.path, `${site.siteUrl}/`).href));
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
});

for (const route of pageRoutes) {
  test(`${route.path} has a 1200×630 social card`, async ({ page, request }) => {
    await page.goto(route.path);
    const image = await page.locator('head meta[property="og:image"]').getAttribute('content');
    expect(image).toBe(new URL(socialImagePath(route.path), `${site.siteUrl}/`).href);
    await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const png = await (await request.get(socialImagePath(route.path))).body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(`${socialImageSize.width}x${socialImageSize.height}`);
  });
}

async function structuredData(page: import('@playwright/test').Page, path: string): Promise<Graph['@graph']> {
  await page.goto(path);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks, path).toHaveLength(1);
  const parsed = JSON.parse(blocks[0] ?? '') as Graph;
  expect(parsed['@context']).toBe('https://schema.org');
  return parsed['@graph'];
}

for (const route of routes) {
  test(`${route.path} carries the structured data it should: ${route.structuredData.join(', ') || 'none'}`, async ({ page }) => {
    if (route.structuredData.length === 0) {
      await page.goto(route.path);
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
      return;
    }
    const graph = await structuredData(page, route.path);
    expect(graph.map((node) => node['@type'])).toEqual(route.structuredData);
  });
}

test('JSON-LD on the home page describes the organisation, site and offer', async ({ page }) => {
  const graph = await structuredData(page, '/');
  const product = graph.find((node) => node['@type'] === 'Product');
  expect(product?.offers).toMatchObject({ '@type': 'Offer', price: '1.00', priceCurrency: business.currency, url: site.appUrl });
});

test('JSON-LD FAQ pages match the FAQs on the page', async ({ page }) => {
  for (const [path, faqs] of [
    ['/pricing', pricingFaqs],
    ['/contact', contactFaqs],
  ] as const) {
    const graph = await structuredData(page, path);
    const faq = graph.find((node) => node['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq?.mainEntity.map((entry) => entry.name)).toEqual(faqs.map((item) => item.question));
    expect(faq?.mainEntity.map((entry) => entry.acceptedAnswer.text)).toEqual(faqs.map((item) => item.answer));
    await expect(page.locator('details summary')).toHaveText(faqs.map((item) => item.question));
  }
});
