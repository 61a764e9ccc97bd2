import type { VitePWAOptions } from 'vite-plugin-pwa';
import { appShortcuts } from '../../content/installedApp.ts';
import { pages } from '../../content/pages.ts';
import { exampleImagesDir } from '../../config/assets.ts';
import { darkColors, lightColors } from '../../styles/themes.ts';
import { manifestScreenshots, screenshotsDir } from './screenshots.ts';
import { shortcutIconPath, shortcutIconSize, shortcutIconsDir } from './shortcutIcons.ts';

/** The 404 page as precached: flat files are listed under their clean URL. */
export const offlineNotFoundUrl = pages.notFound.path;

/** `pricing.html` → `/pricing`, `index.html` → `/`: the URLs pages are linked and served under. */
function cleanPrecacheUrl(url: string): string {
  if (url === 'index.html') return '/';
  return url.endsWith('.html') ? `/${url.slice(0, -'.html'.length)}` : url;
}

/** The runtime cache that holds the example photos a visitor has seen. */
export const exampleImagesCache = 'example-images';

export const themeColors = { light: lightColors.surface, dark: darkColors.surface } as const;

/**
 * Everything about the installable, offline-first site in one typed object.
 * Registration is done by the app (useRegisterSW), never by an inline script.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  pwaAssets: {
    // Icons, apple-touch-icon and favicon.ico are generated at build time from this one SVG.
    image: 'public/favicon.svg',
    preset: 'minimal-2023',
    overrideManifestIcons: true,
    includeHtmlHeadLinks: true,
    injectThemeColor: false,
  },
  manifest: {
    id: '/',
    name: 'PixelLift: AI image enhancement',
    short_name: 'PixelLift',
    description: pages.home.description,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: themeColors.light,
    background_color: themeColors.light,
    categories: ['photo', 'productivity', 'utilities'],
    // Opening the app again (from its icon or a shortcut) brings the open window to that page, not a second window.
    launch_handler: { client_mode: 'navigate-existing' },
    shortcuts: appShortcuts.map((shortcut) => ({
      name: shortcut.name,
      url: pages[shortcut.page].path,
      description: pages[shortcut.page].description,
      icons: [{ src: shortcutIconPath(shortcut.page), sizes: `${shortcutIconSize}x${shortcutIconSize}`, type: 'image/png' }],
    })),
    screenshots: manifestScreenshots(),
  },
  workbox: {
    // The plugin adds manifest.webmanifest itself.
    globPatterns: ['**/*.{html,js,css,svg,png,ico}'],
    // Social cards are for crawlers, not for reading offline. Example photos come in
    // 3 formats × 2–3 widths: precaching them all is the anti-pattern Workbox warns of, so
    // only the ones a visitor's browser picked are kept, at runtime (below). The manifest's
    // screenshots and shortcut icons are read by the browser and the OS when the app is
    // installed, never by a page: precaching them would cost every visitor about 205 KiB.
    // favicon.svg is inside every page already (src/build/prerender/inlineFavicon.ts).
    globIgnores: ['social/**', `${exampleImagesDir}/**`, `${screenshotsDir}/**`, `${shortcutIconsDir}/**`, 'favicon.svg'],
    // Pages are precached under the URLs they are served at, so a lookup needs no redirect.
    manifestTransforms: [(entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: cleanPrecacheUrl(entry.url) })), warnings: [] })],
    // Precached pages answer their own URLs; any other navigation goes to the
    // network (real 404s online) and, offline, falls back to the 404 page.
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: offlineNotFoundUrl } },
      },
      {
        // Hashed file names never change content: the first copy is good for good.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(`/${exampleImagesDir}/`),
        handler: 'CacheFirst',
        options: {
          cacheName: exampleImagesCache,
          // The first screen's pair and 3 examples' (8 files), each pair again at full size once
          // inspected (8 more), and room for other widths after a rotation or a zoom.
          expiration: { maxEntries: 40, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
    cleanupOutdatedCaches: true,
    // The first install controls the open page at once, so it reads offline
    // without a reload; later versions wait for the visitor's consent.
    clientsClaim: true,
    skipWaiting: false,
    sourcemap: false,
  },
};
