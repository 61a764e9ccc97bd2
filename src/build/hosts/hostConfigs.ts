import { type BuiltStyles, cacheControl, documentHeaders, type Header, immutablePrefix, securityHeaders, universalHeaders } from './headers.ts';

/**
 * Each host's configuration, from the headers module. All of them: clean URLs
 * (`/pricing` serves pricing.html; `/pricing.html` and `/pricing/` redirect
 * once to it), the 404 page with status 404 for unknown paths, the same
 * security headers everywhere, and long caching only for hashed assets. The
 * CSP names the built pages' inline stylesheet by hash, so each config is
 * made from the build it serves: the build writes the hosts' files into
 * dist/ (`publishedConfigs`), and `npm start` makes its own when it starts.
 * Nothing generated is committed.
 */

/** serve-handler's options (what the `serve` package reads from serve.json), with `public` an absolute path. */
export interface ServeConfig {
  readonly public: string;
  readonly cleanUrls: boolean;
  readonly trailingSlash: boolean;
  readonly directoryListing: boolean;
  readonly headers: { source: string; headers: { key: string; value: string }[] }[];
}

/** Where the build writes nginx's includes, inside dist/; nginx and `npm start` answer 404 there. */
export const nginxConfigDir = '_nginx';
/** Host files inside dist/ that are configuration, never content. */
export const hostOnlyPaths = ['/_headers', `/${nginxConfigDir}/`] as const;
const toPairs = (headers: readonly Header[]) => headers.map(([key, value]) => ({ key, value }));
const assetsGlob = `${immutablePrefix.slice(1)}**`;

/** The server config `npm start` hands serve-handler (src/server/), over plain http on localhost: no HSTS. */
export function serveConfig(styles: BuiltStyles, publicDir: string): ServeConfig {
  return {
    public: publicDir,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      { source: '**/*', headers: toPairs([...universalHeaders({ https: false }), ['Cache-Control', cacheControl.revalidate]]) },
      // Everything outside the hashed assets folder: pages, the service worker, the manifest, icons.
      { source: `{!(${immutablePrefix.slice(1, -1)})/**,!(${immutablePrefix.slice(1, -1)})}`, headers: toPairs(documentHeaders(styles)) },
      { source: assetsGlob, headers: toPairs([['Cache-Control', cacheControl.immutable]]) },
    ],
  };
}

/**
 * Netlify and Cloudflare Pages read `_headers` from the published folder
 * (dist-edge/, edgeOutput.ts). Every rule that matches a path applies, in
 * order. Pages drops a header a rule names after `!` (its own defaults too:
 * it adds `Access-Control-Allow-Origin: *` to every answer); Netlify has no
 * such syntax, and its parser skips the line. So one `/*` rule gives every
 * path, the 404 page at any depth included, the page headers, and the assets
 * rule takes the document policies off again where the host can (Pages). A
 * header two matching rules set is joined on Pages and replaced by Netlify's
 * engine, so Cache-Control is set only for hashed assets;
 * everything else keeps the hosts' default `max-age=0, must-revalidate`,
 * which revalidates like `no-cache`. Tested through each host's own engine:
 * Netlify's in tests/build/edgeHosts.test.ts, Cloudflare's in the `workerd` browser-test project.
 */
function headersFile(styles: BuiltStyles): string {
  const block = (pattern: string, detached: readonly string[], headers: readonly Header[]) =>
    [pattern, ...detached.map((name) => `  ! ${name}`), ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const documentPolicies = documentHeaders(styles);
  return `${[
    block('/*', ['Access-Control-Allow-Origin'], [...universalHeaders({ https: true }), ...documentPolicies]),
    block(
      `${immutablePrefix}*`,
      documentPolicies.map(([name]) => name),
      [['Cache-Control', cacheControl.immutable]],
    ),
  ].join('\n\n')}\n`;
}

/**
 * The methods a static site answers. `npm start` (siteHandler.mjs keeps its
 * own copy of this list) and nginx refuse the rest with 405 and `Allow`;
 * `_headers` (Netlify, Cloudflare Pages) sets headers, never a status.
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
  return `# Written by the build from src/build/hosts/headers.ts: edit that module, not this file.
# Include inside a server { } block whose root is this dist/ folder (this file is dist/${nginxConfigDir}/site.conf).

server_tokens off;
# Redirects name the path only (/pricing, not http://host:port/pricing), as on every other host.
absolute_redirect off;
charset utf-8;
error_page 404 /404.html;

# The build writes a .gz (and a .br) beside every text file: send those, never compress per request.
# Vary: Accept-Encoding goes on every file that has one, whichever encoding is sent. Where nginx has
# the brotli_static module, include brotli.conf after this file too.
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

# The hosts' configuration files published with the site are no content: 404.
${hostOnlyPaths.map((path) => `location ${path.endsWith('/') ? '^~' : '='} ${path} {\n    internal;\n}`).join('\n')}

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

/** The brotli_static switch, included after site.conf where nginx has the module. */
const nginxBrotliConf = `# Include after site.conf where nginx has the brotli_static module
# (Debian: apt-get install libnginx-mod-http-brotli-static, which loads it).
# Sends the .br the build wrote beside each text file to clients that accept
# br; others get the .gz (gzip_static in site.conf) or the file itself.
brotli_static on;
`;

/** Every host config published with the site, by path inside dist/. */
export function publishedConfigs(styles: BuiltStyles): Record<string, string> {
  return {
    _headers: headersFile(styles),
    [`${nginxConfigDir}/site.conf`]: nginxConf(styles),
    [`${nginxConfigDir}/brotli.conf`]: nginxBrotliConf,
  };
}
