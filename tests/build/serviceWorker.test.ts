import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { exampleImagesDir } from '../../src/config/assets.ts';
import { edgeOutDir } from '../../src/build/hosts/edgeOutput.ts';
import { originalOf } from '../../src/build/precompress/encodings.mjs';
import { offlineNotFoundUrl } from '../../src/build/pwa/options.ts';
import { screenshotsDir } from '../../src/build/pwa/screenshots.ts';
import { shortcutIconsDir } from '../../src/build/pwa/shortcutIcons.ts';
import type { WebManifest } from '../support/installUi.ts';
import { pageRoutes } from '../routes.ts';
import { describe, expect, it } from 'vitest';
import { pages } from '../../src/content/pages.ts';
import { dist, filesUnder, root } from './builtPages.ts';

const builtManifest = () => JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as WebManifest;

describe('the service worker build', () => {
  it('emits sw.js and a complete web manifest', () => {
    const manifest = builtManifest();
    for (const key of ['name', 'short_name', 'start_url', 'scope', 'theme_color', 'background_color'] as const) expect(manifest[key], key).toBeTruthy();
    expect(manifest).toMatchObject({
      id: '/',
      lang: 'en',
      description: pages.home.description,
      display: 'standalone',
      categories: ['photo', 'productivity', 'utilities'],
      // Opens again in the window already open.
      launch_handler: { client_mode: 'navigate-existing' },
    });
    const shortcuts = manifest.shortcuts.map((shortcut) => shortcut.url);
    expect(shortcuts).toEqual(['/pricing', '/contact', '/terms', '/privacy']);
    // Each opens a page the servers answer with 200 and no redirect (tests/e2e/headers.spec.ts, for every route).
    expect(pageRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(shortcuts));
    const sizes = manifest.icons.map((icon) => `${icon.sizes}${icon.purpose === 'maskable' ? ' maskable' : ''}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).toContain('precacheAndRoute');
  });

  it('precaches every page under its own URL, the 404 page, and every asset', () => {
    const urls = [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/\{url:"([^"]+)",revision:(?:"[^"]*"|null)\}/g)].map(([, url = '']) => url);
    for (const route of pageRoutes) expect(urls, route.path).toContain(route.path);
    expect(urls).toContain(offlineNotFoundUrl);
    const assets = readdirSync(join(dist, 'assets'), { withFileTypes: true })
      .filter((entry) => entry.isFile() && originalOf(entry.name) === undefined)
      .map((entry) => `assets/${entry.name}`);
    for (const asset of assets) expect(urls, asset).toContain(asset);
    // The worker fetches originals and the server picks the encoding: a .br or .gz entry would be stored still compressed.
    expect(urls.filter((url) => originalOf(url) !== undefined)).toEqual([]);
    // Example photos are cached at runtime, only in the width and format the browser picked.
    const photos = readdirSync(join(dist, exampleImagesDir));
    expect(photos.length).toBeGreaterThan(0);
    expect(urls.filter((url) => url.startsWith(`${exampleImagesDir}/`))).toEqual([]);
    for (const icon of ['pwa-192x192.png', 'pwa-512x512.png', 'maskable-icon-512x512.png', 'favicon.ico', 'manifest.webmanifest']) expect(urls).toContain(icon);
    // Every page carries the SVG favicon inside it; the file is for whoever links it, not for reading offline.
    expect(urls).not.toContain('favicon.svg');
    // Read by the browser and the OS when the app is installed, never by a page: not worth every visitor's bytes.
    expect(urls.filter((url) => url.startsWith(`${screenshotsDir}/`) || url.startsWith(`${shortcutIconsDir}/`))).toEqual([]);
    expect(new Set(urls).size, 'no duplicate entries').toBe(urls.length);
    expect(
      urls.filter((url) => url.endsWith('.html')),
      'pages precached under .html names need a redirect',
    ).toEqual([]);
  });

  it('publishes the committed screenshots and a 96 px icon per shortcut, each of its declared size and type', async () => {
    const manifest = builtManifest();
    expect(manifest.screenshots.length).toBeGreaterThanOrEqual(2);
    const shortcutIcons = manifest.shortcuts.flatMap((shortcut) => shortcut.icons ?? []);
    expect(shortcutIcons).toHaveLength(manifest.shortcuts.length);
    expect(new Set(shortcutIcons.map((icon) => icon.src)).size, 'each shortcut has an icon of its own').toBe(manifest.shortcuts.length);
    for (const icon of shortcutIcons) expect(`${icon.sizes} ${icon.type}`, icon.src).toBe('96x96 image/png');
    for (const image of [...manifest.screenshots, ...shortcutIcons]) {
      const { width, height, format } = await sharp(join(dist, image.src)).metadata();
      expect(`${width}x${height}`, image.src).toBe(image.sizes);
      expect(`image/${format}`, image.src).toBe(image.type);
    }
    for (const shot of manifest.screenshots) {
      expect(readFileSync(join(dist, shot.src)).equals(readFileSync(join(root, 'public', shot.src))), `${shot.src} is the committed file`).toBe(true);
    }
  });

  // The example photos come from the encode cache the build under test filled (node_modules/.cache,
  // keyed by everything that makes each file), so this proves every other output reproducible, and
  // that the cache gives back what it stored; that encoding itself is deterministic is proved in
  // tests/unit/exampleImages.test.ts, one photo through every path. Re-encoding here would add
  // about 23 s of CPU to npm test (31 s for a build that encodes, 8 s cached) for the same check.
  // To compare two encoding builds by hand: `rm -rf node_modules/.cache/pixellift-images` before each.
  // A cap, not a measurement, kept for a cold cache (a dist/ built in another checkout): an encoding
  // build has taken over 180 s beside npm test's browser suites; a cached one takes 8 s of CPU.
  it('a second build of the same sources is byte-identical to the one under test, and touches no tracked file', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'pixellift-rebuild-'));
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file && existsSync(join(root, file)));
    const modified = () => new Map(tracked.map((file) => [file, statSync(join(root, file)).mtimeMs]));
    const before = modified();
    try {
      execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
        cwd: root,
        stdio: 'pipe',
        // As `npm run build` runs it: Vitest's NODE_ENV=test would give Workbox's development build.
        env: Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST'))),
      });
      const after = modified();
      expect(
        tracked.filter((file) => after.get(file) !== before.get(file)),
        'tracked files the build wrote',
      ).toEqual([]);
      // dist/ and the edge hosts' folder beside it (src/build/hosts/edgeOutput.ts).
      for (const [built, rebuilt] of [
        [dist, outDir],
        [edgeOutDir(dist), edgeOutDir(outDir)],
      ] as const) {
        const files = filesUnder(built);
        expect(filesUnder(rebuilt)).toEqual(files);
        expect(files).toContain('sw.js');
        for (const file of files) {
          expect(readFileSync(join(rebuilt, file)).equals(readFileSync(join(built, file))), `${file} differs between builds`).toBe(true);
        }
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(edgeOutDir(outDir), { recursive: true, force: true });
    }
  });
});
