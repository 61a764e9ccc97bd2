import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFile, nginxConf, repositoryConfigs } from '../../src/node/server/deployConfigs';
import { contentSecurityPolicy, headersFor, hstsMaxAgeSeconds, securityHeaders, serializeCsp } from '../../src/node/server/headers';
import { gradeHeaders } from '../support/observatory';

const root = join(import.meta.dirname, '../..');

describe('the headers module', () => {
  it('has a strict CSP with no unsafe sources', () => {
    const csp = serializeCsp();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toMatch(/unsafe-|\*|http:/);
    expect(Object.keys(contentSecurityPolicy)).toContain('form-action');
  });

  it('sends HSTS of at least six months on https only', () => {
    expect(hstsMaxAgeSeconds).toBeGreaterThanOrEqual(15_768_000);
    expect(securityHeaders({ https: true }).map(([name]) => name)).toContain('Strict-Transport-Security');
    expect(securityHeaders({ https: false }).map(([name]) => name)).not.toContain('Strict-Transport-Security');
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    const cache = (path: string) => headersFor(path).find(([name]) => name === 'Cache-Control')?.[1];
    expect(cache('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/pricing', '/sw.js', '/manifest.webmanifest', '/pwa-192x192.png']) expect(cache(path), path).toBe('no-cache');
  });

  it('hashed assets carry the headers that protect any response, and no document policies', () => {
    const names = headersFor('/assets/index-abc123.js').map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['Strict-Transport-Security', 'X-Content-Type-Options', 'Cross-Origin-Resource-Policy', 'Cache-Control']));
    expect(names).not.toContain('Content-Security-Policy');
  });

  it('grades A+ on the Observatory scale for every deployed document', () => {
    for (const path of ['/', '/terms', '/no-such-page', '/sw.js']) {
      const { grade, score } = gradeHeaders(Object.fromEntries(headersFor(path)));
      expect(grade, path).toBe('A+');
      expect(score, path).toBeGreaterThanOrEqual(100);
    }
  });

  it('the grader itself penalises weak headers', () => {
    // No CSP (-25), no HSTS (-20), no nosniff (-5), no framing protection (-20).
    expect(gradeHeaders({})).toMatchObject({ score: 30, grade: 'D' });
    const weak = Object.fromEntries(headersFor('/').map(([name, value]) => [name, name === 'Content-Security-Policy' ? "default-src 'self'; script-src 'self' 'unsafe-inline'" : value]));
    expect(gradeHeaders(weak).score).toBeLessThan(100);
  });
});

describe('generated host configs', () => {
  it.each(Object.entries(repositoryConfigs()))('%s in the repository matches the headers module', (file, expected) => {
    expect(readFileSync(join(root, file), 'utf8'), `${file} is stale: run npm run build`).toBe(expected);
  });

  it('every host config carries every security header', () => {
    const names = securityHeaders({ https: true }).map(([name]) => name);
    for (const [file, content] of Object.entries({ ...repositoryConfigs(), _headers: headersFile() })) {
      for (const name of names) {
        if (file === 'serve.json' && name === 'Strict-Transport-Security') continue;
        expect(content, `${file} lacks ${name}`).toContain(name);
      }
    }
  });

  it('nginx serves clean URLs, answers misses with the 404 page and always adds headers', () => {
    const conf = nginxConf();
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).toContain('error_page 404 /404.html;');
    for (const line of conf.split('\n').filter((text) => text.includes('add_header'))) expect(line.trimEnd()).toMatch(/ always;$/);
  });
});
