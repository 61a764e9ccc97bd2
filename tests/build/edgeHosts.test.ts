import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HeadersHandler } from '@netlify/headers';
import { describe, expect, it } from 'vitest';
import { edgeOutDir } from '../../src/build/hosts/edgeOutput.ts';
import { cacheControl, documentHeaders, securityHeaders } from '../../src/build/hosts/headers.ts';
import { builtStyleHashes } from '../../src/build/hosts/inlineStyles.mjs';
import { deepUnknownPaths, routes } from '../routes.ts';
import { dist, filesUnder, root } from './builtPages.ts';

/**
 * What Netlify and Cloudflare Pages publish (dist-edge/), and the headers
 * Netlify gives each path, by Netlify's own headers engine (@netlify/headers,
 * from Netlify's primitives repository). Pages' engine
 * is run for real by the `workerd` browser-test project.
 */
const edge = edgeOutDir(dist);
const styles = { styleHashes: builtStyleHashes(dist) };

describe('the edge hosts’ folder (dist-edge/)', () => {
  it('holds every file of dist/ byte for byte, but the precompressed siblings and nginx’s includes', () => {
    const built = filesUnder(dist);
    const published = filesUnder(edge);
    const sibling = (file: string) => /\.(br|gz)$/.test(file) && built.includes(file.slice(0, -'.br'.length));
    expect(published).toEqual(built.filter((file) => !sibling(file) && !file.startsWith('_nginx/')));
    // The ones that matter by name: what Pages served as downloads and text before it had a folder of its own.
    for (const file of ['index.html.br', 'index.html.gz', 'sw.js.br', '_nginx/site.conf']) {
      expect(built).toContain(file);
      expect(published).not.toContain(file);
    }
    for (const file of ['_headers', 'index.html', '404.html', 'sw.js', 'manifest.webmanifest']) expect(published).toContain(file);
    for (const file of published) expect(readFileSync(join(edge, file)).equals(readFileSync(join(dist, file))), file).toBe(true);
  });
});

describe('Netlify’s headers engine on dist-edge/_headers', () => {
  const errors: string[] = [];
  const handler = new HeadersHandler({
    projectDir: root,
    publishDir: 'dist-edge',
    // The engine reports a rule it cannot parse here, and goes on without it.
    logger: { log: () => undefined, warn: (message: string) => errors.push(message), error: (message: string) => errors.push(message) },
  });
  /** The headers Netlify adds to a request for `path`, names as the file writes them. */
  const headersFor = async (path: string) => handler.apply(new Request(`https://pixellift.example${path}`));

  const entry = /<meta name="pixellift:entry" content="([^"]+)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1] ?? '';
  const photo = `/assets/examples/${readdirSync(join(dist, 'assets/examples'))[0] ?? ''}`;
  const every = Object.fromEntries(securityHeaders({ https: true, ...styles }));

  it('reads the file without an error, from the folder Netlify publishes', async () => {
    await headersFor('/');
    expect(handler.headersFiles).toContain(join(edge, '_headers'));
    expect(errors).toEqual([]);
  });

  it('gives every page, the 404 page and an unknown path at any depth every security header, and leaves Cache-Control to Netlify', async () => {
    const paths = [...routes.map((route) => route.path), ...deepUnknownPaths, '/pricing.html', '/pricing/', '/404'];
    for (const path of paths) expect(await headersFor(path), path).toEqual(every);
  });

  it('gives the service worker, the manifest and the other root files the same, revalidated by Netlify’s default', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/pwa-192x192.png', '/robots.txt', '/social/home.png'])
      expect(await headersFor(path), path).toEqual(every);
  });

  it('makes hashed assets immutable; they keep the document policies too, as Netlify has no `!` to take them off', async () => {
    expect(entry).toMatch(/^\/assets\/.+\.js$/);
    for (const path of [entry, photo, '/assets/missing.js']) {
      expect(await headersFor(path), path).toEqual({ ...every, 'Cache-Control': cacheControl.immutable });
    }
    // The policies that only documents read, present on Netlify's assets (Pages takes them off: headers.spec.ts).
    expect(Object.keys(await headersFor(entry))).toEqual(expect.arrayContaining(documentHeaders(styles).map(([name]) => name)));
  });

  it('sends no CORS header, and none of Pages’ `!` lines becomes a header', async () => {
    for (const path of ['/', entry, ...deepUnknownPaths]) {
      const names = Object.keys(await headersFor(path));
      expect(
        names.filter((name) => /^(access-control-|!)/i.test(name)),
        path,
      ).toEqual([]);
    }
  });
});
