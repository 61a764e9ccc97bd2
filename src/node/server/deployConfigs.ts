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

/**
 * The methods a static site answers. The hosts that can express it refuse the
 * rest with 405 and `Allow`: `npm start` (start.mjs keeps its own copy of this
 * list) and nginx. The others cannot, from their config alone:
 * - vercel.json: `headers`, `redirects` and `rewrites` match on the path and on
 *   `has`/`missing` conditions (header, cookie, host, query), never the method.
 *   The legacy `routes` has `methods` and `status`, but Vercel refuses `routes`
 *   beside `headers`, `cleanUrls` or `trailingSlash`, which this config needs.
 * - firebase.json: `headers`, `redirects` and `rewrites` match the URL path only.
 * - _headers (Netlify, Cloudflare Pages): sets headers, never a status.
 */
const allowedMethods = ['GET', 'HEAD'] as const;

/** Types nginx's stock `mime.types` lacks (Debian's has no `webmanifest`), declared per file. */
const nginxTypes: Readonly<Record<string, string>> = { '/manifest.webmanifest': 'application/manifest+json' };

/**
 * An nginx `server` block body to include. Page headers are set at the server
 * level, so every location without an `add_header` of its own inherits them
 * (pages, the 404 page, redirects); a location that adds any header inherits
 * none, so the assets and the 405 answer list all of theirs.
 */
export function nginxConf(styles: BuiltStyles): string {
  const add = (headers: readonly Header[], indent = '') => headers.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`).join('\n');
  const pageHeaders = [...securityHeaders({ https: true, ...styles }), ['Cache-Control', cacheControl.revalidate] as const];
  const assetHeaders = [...universalHeaders({ https: true }), ['Cache-Control', cacheControl.immutable] as const];
  const typedFiles = Object.entries(nginxTypes).map(
    ([path, type]) => `location = ${path} {
    # An empty types map makes default_type the type, whatever mime.types says.
    types { }
    default_type ${type};
}
`,
  );
  return `# Generated from src/node/server/headers.ts by 'npm run host-configs': edit that module, not this file.
# Include inside a server { } block whose root is the built dist/ folder.

server_tokens off;
# Redirects name the path only (/pricing, not http://host:port/pricing), as on every other host.
absolute_redirect off;
charset utf-8;
error_page 404 /404.html;

# The build writes a .gz (and a .br) beside every text file: send those, never compress per request.
# Vary: Accept-Encoding goes on every file that has one, whichever encoding is sent. Where nginx has
# the brotli_static module, include nginx-brotli.conf beside this file too.
gzip_static on;
gzip_vary on;

${add(pageHeaders)}

# A static site only reads: other methods get 405 with Allow, before any redirect or lookup.
# nginx refuses TRACE itself with 405 before this runs; error_page still answers it.
if ($request_method !~ ^(${allowedMethods.join('|')})$) {
    return 405;
}
error_page 405 @method_not_allowed;
location @method_not_allowed {
    default_type text/plain;
    add_header Allow "${allowedMethods.join(', ')}" always;
${add(pageHeaders, '    ')}
    return 405 "Method Not Allowed\\n";
}

location = /404.html {
    internal;
}

location ${immutablePrefix} {
    try_files $uri =404;
${add(assetHeaders, '    ')}
}

${typedFiles.join('\n')}
# The home page has one URL: /index.html redirects to /, and /index is no page.
location = /index.html {
    return 301 /$is_args$args;
}
location = /index {
    return 404;
}

# /pricing.html and /pricing/ redirect once to /pricing, keeping the query.
# The target is cut from the raw $request_uri: the decoded path could carry CR/LF
# into the header (%0d%0a) or start with / or \\ (%2f, %5c), which browsers follow
# to another host. A path that would redirect off the site gets the 404 page.
location ~ \\.html$ {
    if ($request_uri ~ "^/([^/\\x5C?][^?]*)\\.html(\\?.*)?$") {
        return 301 /$1$2;
    }
    return 404;
}
location ~ ^/.+/$ {
    if ($request_uri ~ "^/([^/\\x5C?][^?]*?)/+(\\?.*)?$") {
        return 301 /$1$2;
    }
    return 404;
}

location / {
    try_files $uri $uri.html $uri/index.html =404;
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
