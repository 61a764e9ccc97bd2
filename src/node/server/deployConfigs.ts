import { type BuiltStyles, cacheControl, documentHeaders, type Header, immutablePrefix, securityHeaders, universalHeaders } from './headers.ts';

/**
 * Each host's configuration, written from the headers module. All of them:
 * clean URLs (`/pricing` serves pricing.html; `/pricing.html` and `/pricing/`
 * redirect once to it), the 404 page with status 404 for unknown paths, the
 * same security headers everywhere, and long caching only for hashed assets.
 * The CSP names the built pages' inline stylesheet by hash, so every config
 * takes the hashes of the build it deploys.
 */
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const toPairs = (headers: readonly Header[]) => headers.map(([key, value]) => ({ key, value }));
const assetsGlob = `${immutablePrefix.slice(1)}**`;

/** `npm start` (the `serve` package), over plain http on localhost: no HSTS. */
export function serveJson(styles: BuiltStyles): string {
  return json({
    public: 'dist',
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      { source: '**/*', headers: toPairs([...universalHeaders({ https: false }), ['Cache-Control', cacheControl.revalidate]]) },
      // Everything outside the hashed assets folder: pages, the service worker, the manifest, icons.
      { source: `{!(${immutablePrefix.slice(1, -1)})/**,!(${immutablePrefix.slice(1, -1)})}`, headers: toPairs(documentHeaders(styles)) },
      { source: assetsGlob, headers: toPairs([['Cache-Control', cacheControl.immutable]]) },
    ],
  });
}

/**
 * Netlify and Cloudflare Pages read `_headers` from the published folder. Both
 * merge the values of a header matched by two rules, so Cache-Control is set
 * only for hashed assets; everything else keeps the hosts' default
 * `max-age=0, must-revalidate`, which revalidates like `no-cache`.
 */
export function headersFile(styles: BuiltStyles): string {
  const block = (pattern: string, headers: readonly Header[]) => [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  // `:page` matches one path segment: every page and root file, never a file under /assets/.
  return `${[
    block('/*', universalHeaders({ https: true })),
    block('/', documentHeaders(styles)),
    block('/:page', documentHeaders(styles)),
    block(`${immutablePrefix}*`, [['Cache-Control', cacheControl.immutable]]),
  ].join('\n\n')}\n`;
}

export function vercelJson(styles: BuiltStyles): string {
  return json({
    $schema: 'https://openapi.vercel.sh/vercel.json',
    outputDirectory: 'dist',
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: '/(.*)', headers: toPairs([...universalHeaders({ https: true }), ['Cache-Control', cacheControl.revalidate]]) },
      { source: `/((?!${immutablePrefix.slice(1)}).*)`, headers: toPairs(documentHeaders(styles)) },
      { source: `${immutablePrefix}(.*)`, headers: toPairs([['Cache-Control', cacheControl.immutable]]) },
    ],
  });
}

export function firebaseJson(styles: BuiltStyles): string {
  return json({
    hosting: {
      public: 'dist',
      cleanUrls: true,
      trailingSlash: false,
      ignore: ['firebase.json', '**/.*'],
      headers: [
        { source: '**', headers: toPairs([...universalHeaders({ https: true }), ['Cache-Control', cacheControl.revalidate]]) },
        // `*` matches one path segment: every page and root file, never a file under /assets/.
        { source: '/', headers: toPairs(documentHeaders(styles)) },
        { source: '/*', headers: toPairs(documentHeaders(styles)) },
        { source: `${immutablePrefix}**`, headers: toPairs([['Cache-Control', cacheControl.immutable]]) },
      ],
    },
  });
}

/** An nginx `server` block body to include; `add_header` is repeated per location because nginx does not inherit it. */
export function nginxConf(styles: BuiltStyles): string {
  const add = (headers: readonly Header[], indent: string) => headers.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`).join('\n');
  const pageHeaders = [...securityHeaders({ https: true, ...styles }), ['Cache-Control', cacheControl.revalidate] as const];
  const assetHeaders = [...universalHeaders({ https: true }), ['Cache-Control', cacheControl.immutable] as const];
  return `# Generated from src/node/server/headers.ts by 'npm run host-configs': edit that module, not this file.
# Include inside a server { } block whose root is the built dist/ folder.

server_tokens off;
error_page 404 /404.html;

location = /404.html {
    internal;
${add(pageHeaders, '    ')}
}

location ${immutablePrefix} {
    try_files $uri =404;
${add(assetHeaders, '    ')}
}

# /pricing.html and /pricing/ redirect once to /pricing.
location ~ ^/(?<page>.+)\\.html$ {
    return 301 /$page$is_args$args;
}
location ~ ^/(?<page>.+)/$ {
    return 301 /$page$is_args$args;
}

location / {
    try_files $uri $uri.html $uri/index.html =404;
${add(pageHeaders, '    ')}
}
`;
}

/** Configs kept in the repository, by path from the project root (hosts read them from there). */
export function repositoryConfigs(styles: BuiltStyles): Record<string, string> {
  return {
    'serve.json': serveJson(styles),
    'vercel.json': vercelJson(styles),
    'firebase.json': firebaseJson(styles),
    'src/node/server/nginx.conf': nginxConf(styles),
  };
}

/** Configs published with the site, by path inside dist/. */
export function publishedConfigs(styles: BuiltStyles): Record<string, string> {
  return { _headers: headersFile(styles) };
}
