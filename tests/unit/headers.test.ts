import { describe, expect, it } from 'vitest';
import { nginxConf, publishedConfigs, serveConfig } from '../../src/build/hosts/hostConfigs.ts';
import { contentSecurityPolicy, hstsMaxAgeSeconds, securityHeaders, serializeCsp } from '../../src/build/hosts/headers.ts';
import { cspHashOf, inlineStylesOf } from '../../src/build/hosts/inlineStyles.mjs';

/** Any stylesheet's hash: these tests are about the policy around it, not about the built CSS. */
const styles = { styleHashes: [cspHashOf('body{margin:0}')] };

describe('the headers module', () => {
  it('has a strict CSP with no unsafe sources', () => {
    const csp = serializeCsp(contentSecurityPolicy(styles));
    for (const directive of ["default-src 'none'", "script-src 'self'", `style-src ${styles.styleHashes[0]};`, "frame-ancestors 'none'", "base-uri 'none'"])
      expect(csp).toContain(directive);
    expect(csp).not.toMatch(/unsafe-|\*|http:/);
    expect(Object.keys(contentSecurityPolicy(styles))).toContain('form-action');
  });

  it('allows styles only by the hash of an inline stylesheet, and refuses a policy without one', () => {
    for (const styleHashes of [[], ["'unsafe-inline'"], ["'self'"]])
      expect(() => contentSecurityPolicy({ styleHashes }), String(styleHashes)).toThrow(/sha256/);
  });

  it('hashes a stylesheet the way browsers do: SHA-256 of the exact UTF-8 text, base64', () => {
    // printf 'body{margin:0}' | openssl dgst -sha256 -binary | base64
    expect(cspHashOf('body{margin:0}')).toBe("'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='");
    // One character of whitespace more is another stylesheet.
    expect(cspHashOf('body{margin:0} ')).not.toBe(cspHashOf('body{margin:0}'));
    expect(cspHashOf('a::before{content:"→"}')).toBe(cspHashOf(inlineStylesOf('<style>a::before{content:"→"}</style>')[0] ?? ''));
  });

  it('sends HSTS of at least six months on https only', () => {
    expect(hstsMaxAgeSeconds).toBeGreaterThanOrEqual(15_768_000);
    expect(securityHeaders({ https: true, ...styles }).map(([name]) => name)).toContain('Strict-Transport-Security');
    expect(securityHeaders({ https: false, ...styles }).map(([name]) => name)).not.toContain('Strict-Transport-Security');
  });
});

describe('host configs', () => {
  const conf = nginxConf(styles);

  // Which hash the built ones carry is checked against the built pages (tests/build/site.test.ts).
  it('every host config carries every security header (npm start, on plain http, all but HSTS)', () => {
    const names = securityHeaders({ https: true, ...styles }).map(([name]) => name);
    const configs = { ...publishedConfigs(styles), 'npm start': JSON.stringify(serveConfig(styles, '/srv/site')) };
    for (const [file, content] of Object.entries(configs)) {
      if (file.endsWith('brotli.conf')) continue;
      for (const name of names) {
        if (file === 'npm start' && name === 'Strict-Transport-Security') continue;
        expect(content, `${file} lacks ${name}`).toContain(name);
      }
    }
  });

  it('nginx and npm start never serve the host configs published with the site', () => {
    expect(conf).toMatch(/location = \/_headers \{\n\s+internal;/);
    expect(conf).toMatch(/location \^~ \/_nginx\/ \{\n\s+internal;/);
    expect(Object.keys(publishedConfigs(styles)).every((file) => file === '_headers' || file.startsWith('_nginx/'))).toBe(true);
  });

  it('nginx serves clean URLs, answers misses with the 404 page and always adds headers', () => {
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).toContain('error_page 404 /404.html;');
    for (const line of conf.split('\n').filter((text) => text.includes('add_header'))) expect(line.trimEnd()).toMatch(/ always;$/);
    // What nginx does with them is tested on nginx itself (the nginx project of the browser tests).
    expect(conf).toContain('add_header Allow "GET, HEAD" always;');
    expect(conf).toContain('default_type application/manifest+json;');
    expect(conf).toMatch(/location = \/index\.html \{\n\s+return 301 \/\$is_args\$args;/);
  });

  it('nginx sends the files the build compressed, and loads without the brotli module', () => {
    for (const line of ['gzip_static on;', 'gzip_vary on;']) expect(conf).toContain(line);
    // Per-request compression is what the build's files replace; brotli_static lives in brotli.conf.
    expect(conf).not.toMatch(/^\s*gzip on;/m);
    expect(conf).not.toMatch(/^\s*brotli/m);
  });
});
