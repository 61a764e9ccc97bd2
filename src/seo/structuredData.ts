import type { FAQPage, Graph, Organization, Product, Thing, WebSite } from 'schema-dts';
import { business, site } from '../config/site.ts';
import { pages } from '../content/pages.ts';
import { plan } from '../content/pricing.ts';
import type { FaqItem } from '../content/types.ts';
import { absoluteUrl } from './pageHead.ts';

/** schema.org data for search engines, built from the same content the pages show; schema-dts types it (types only, nothing shipped). */
export type JsonLd = Exclude<Thing, string>;

const organizationId = `${site.siteUrl}/#organization`;

export function organization(): Exclude<Organization, string> {
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/pwa-512x512.png'),
    email: site.supportEmail,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: site.supportEmail, availableLanguage: 'English' },
  };
}

export function webSite(): WebSite {
  return { '@type': 'WebSite', '@id': `${site.siteUrl}/#website`, name: site.name, url: absoluteUrl('/'), publisher: { '@id': organizationId } };
}

export function product(): Product {
  return {
    '@type': 'Product',
    name: `${site.name} AI image enhancement`,
    description: pages.pricing.description,
    brand: { '@id': organizationId },
    offers: {
      '@type': 'Offer',
      name: plan.name,
      price: business.pricePerImage.toFixed(2),
      priceCurrency: business.currency,
      availability: 'https://schema.org/InStock',
      url: site.appUrl,
    },
  };
}

export function faqPage(items: readonly FaqItem[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}

/** One JSON-LD document; `<` is escaped so no string can close the script element. */
export function serializeJsonLd(nodes: readonly JsonLd[]): string {
  const graph: Graph = { '@context': 'https://schema.org', '@graph': [...nodes] };
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}
