import { notFoundRoute, pageRoutes } from '../routes.ts';
import { expect, type ServerName, test } from '../support/fixtures.ts';

/** Cloudflare Pages redirects with 308 (permanent, and a POST stays a POST), npm start and nginx with 301. */
const permanentRedirect = (server: ServerName) => (server === 'workerd' ? 308 : 301);

/**
 * Each page has one URL: every other spelling of it (`.html`, a trailing slash, `/index.html` for
 * home) redirects there in one step, keeping the query. Runs against `npm start`, nginx and Pages' engine alike.
 */
const otherSpellings = pageRoutes.flatMap(({ path }) => {
  const html = path === '/' ? '/index.html' : `${path}.html`;
  const slashed = path === '/' ? [] : [[`${path}/`, path] as const];
  return [[html, path] as const, ...slashed, [`${html}?ref=mail`, `${path}?ref=mail`] as const];
});

test('.html, /index.html and trailing slashes redirect once to the clean URL, keeping the query', async ({ request, server }) => {
  for (const [variant, target] of otherSpellings) {
    const response = await request.get(variant, { maxRedirects: 0 });
    expect(response.status(), variant).toBe(permanentRedirect(server));
    expect(response.headers()['location'], variant).toBe(target);
  }
});

test('/index is no page: nginx answers it with the 404 page, npm start and Pages send it on to /', async ({ request, server }) => {
  const index = await request.get('/index', { maxRedirects: 0 });
  if (server === 'nginx') {
    // The generated config: /index is no page, so it gets the 404 page.
    expect(index.status()).toBe(404);
    expect(await index.text()).toContain(notFoundRoute.h1);
  } else {
    // npm start sends /index on to /, as serve-handler's clean URLs did; so does Pages.
    expect(index.status()).toBe(permanentRedirect(server));
    expect(index.headers()['location']).toBe('/');
  }
});
