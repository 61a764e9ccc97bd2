import { notFoundRoute, pageRoutes } from '../routes.ts';
import { expect, type ServerName, test } from '../support/fixtures.ts';

/** Cloudflare Pages redirects with 308 (permanent, and a POST stays a POST), npm start and nginx with 301. */
const permanentRedirect = (server: ServerName) => (server === 'workerd' ? 308 : 301);

/** Each page has one URL: every other spelling of it redirects there in one step. Runs against `npm start`, nginx and Pages' engine alike. */
test('.html and trailing slashes redirect once to the clean URL, keeping the query', async ({ request, server }) => {
  for (const route of pageRoutes.filter((candidate) => candidate.path !== '/')) {
    const variants: readonly (readonly [string, string])[] = [
      [`${route.path}.html`, route.path],
      [`${route.path}/`, route.path],
      [`${route.path}.html?ref=mail`, `${route.path}?ref=mail`],
    ];
    for (const [variant, target] of variants) {
      const response = await request.get(variant, { maxRedirects: 0 });
      expect(response.status(), variant).toBe(permanentRedirect(server));
      expect(response.headers()['location'], variant).toBe(target);
    }
  }
});

test('the home page has one URL: /index.html redirects once to /, and /index is no page', async ({ request, server }) => {
  const variants: readonly (readonly [string, string])[] = [
    ['/index.html', '/'],
    ['/index.html?ref=mail', '/?ref=mail'],
  ];
  for (const [variant, target] of variants) {
    const response = await request.get(variant, { maxRedirects: 0 });
    expect(response.status(), variant).toBe(permanentRedirect(server));
    expect(response.headers()['location'], variant).toBe(target);
  }
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
