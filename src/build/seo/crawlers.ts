import type { PageMeta } from '../../content/pages.ts';

/** sitemap.xml: every public page as an absolute URL on the site origin. */
export function sitemapXml(siteUrl: string, pages: readonly PageMeta[]): string {
  const urls = pages.map((page) => `  <url><loc>${new URL(page.path, `${siteUrl}/`).href}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
