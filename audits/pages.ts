// What the audits go over, and small helpers they share.
import { type PageKey, pages } from '../src/content/pages.ts';

/**
 * Every page the site has, from the list the prerender reads. The 404 page is
 * audited at its own path, where it is served with 200: Lighthouse will not
 * audit a 404 response.
 */
export const auditedPages = (Object.entries(pages) as [PageKey, (typeof pages)[PageKey]][]).map(([key, page]) => ({ key, path: page.path }));

/** Comma-separated choices from an environment variable, when it is set. */
export const only = (name: string) => process.env[name]?.split(',').filter(Boolean);

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
