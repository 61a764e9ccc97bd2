import { pages } from '../../content/pages.ts';

export interface PrerenderTarget {
  /** URL rendered by the router. */
  readonly url: string;
  /** File written under dist/. */
  readonly file: string;
  /** True only for the 404 page, whose file the server answers unknown paths with. */
  readonly notFound: boolean;
}

/**
 * Flat files (`pricing.html`, not `pricing/index.html`): static servers with
 * clean URLs and Workbox's precache both map `/pricing` to `pricing.html`.
 */
export function fileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** A path no route matches: the router renders its not-found view for it. */
const notFoundProbe = '/__pixellift-not-found__';

export const prerenderTargets: readonly PrerenderTarget[] = [
  ...Object.values(pages)
    .filter((page) => page !== pages.notFound)
    .map((page) => ({ url: page.path, file: fileForPath(page.path), notFound: false })),
  { url: notFoundProbe, file: '404.html', notFound: true },
];
