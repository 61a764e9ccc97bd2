import { site } from '../config/site.ts';
import type { PageMeta } from '../content/pages.ts';
import { socialImagePath, socialImageSize } from './socialCard.ts';

/** Absolute URL of a site path on the public origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.siteUrl}/`).href;
}

/** Per-page head for the router: title, description, canonical URL and social tags. */
export function pageHead(page: PageMeta) {
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(socialImagePath(page.path));
  // The brand once: titles already carry it, headings do not.
  const imageAlt = `${site.name}: ${page.heading}`;
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
      { property: 'og:image', content: image },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: String(socialImageSize.width) },
      { property: 'og:image:height', content: String(socialImageSize.height) },
      { property: 'og:image:alt', content: imageAlt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: page.title },
      { name: 'twitter:description', content: page.description },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: imageAlt },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
