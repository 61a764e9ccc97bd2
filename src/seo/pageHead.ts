import { site } from '../config/site';
import type { PageMeta } from '../content/pages';

/** Absolute URL of a site path on the public origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.siteUrl}/`).href;
}

/** Per-page head for the router: title, description, canonical URL and social tags. */
export function pageHead(page: PageMeta) {
  const url = absoluteUrl(page.path);
  return {
    meta: [
      { title: page.title },
      { name: 'description', content: page.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.name },
      { property: 'og:locale', content: 'en_US' },
      { property: 'og:title', content: page.title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: url },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: page.title },
      { name: 'twitter:description', content: page.description },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
