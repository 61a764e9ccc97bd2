import { pageRoutes, routes } from '../routes.ts';
import { expect, test } from '../support/fixtures.ts';

/** Each page has one URL: every other spelling of it redirects there in one step. Runs against `npm start` and nginx alike. */
test('.html and trailing slashes redirect once to the clean URL, keeping the query', async ({ request }) => {
  for (const route of pageRoutes.filter((candidate) => candidate.path !== '/')) {
    const variants: readonly (readonly [string, string])[] = [
      [`${route.path}.html`, route.path],
      [`${route.path}/`, route.path],
      [`${route.path}.html?ref=mail`, `${route.path}?ref=mail`],
    ];
    for (const [variant, target] of variants) {
      const response = await request.get(variant, { maxRedirects: 0 });
      expect(response.status(), variant).toBe(301);
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
    expect(response.status(), variant).toBe(301);
    expect(response.headers()['location'], variant).toBe(target);
  }
  const index = await request.get('/index', { maxRedirects: 0 });
  if (server === 'nginx') {
    // The generated config: /index is no page, so it gets the 404 page.
    const notFound = routes.find((route) => route.status === 404);
    expect(index.status()).toBe(404);
    expect(await index.text()).toContain(notFound?.h1 ?? 'the 404 route');
  } else {
    // npm start sends /index on to /, as serve-handler's clean URLs did.
    expect(index.status()).toBe(301);
    expect(index.headers()['location']).toBe('/');
  }
});
