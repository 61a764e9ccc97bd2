import type { ManifestOptions } from 'vite-plugin-pwa';
import { screenshotCaptions } from '../../content/installedApp.ts';
import { pages } from '../../content/pages.ts';

/**
 * The screenshots Chromium's richer install dialog shows: the real pages,
 * captured from the built site by `npm run accept` (tests/support/screenshots/write.ts)
 * (tests/support/screenshots/write.ts) and committed under public/, so the
 * build copies them and never needs a browser.
 */
export interface AppScreenshot {
  readonly page: keyof typeof screenshotCaptions;
  /** `wide` is shown by desktop install dialogs, `narrow` by phones. */
  readonly formFactor: 'wide' | 'narrow';
  /** The viewport in CSS pixels. */
  readonly viewport: { readonly width: number; readonly height: number };
  /** Device pixels per CSS pixel: a phone's screen is twice as dense. */
  readonly deviceScaleFactor: number;
}

/**
 * A desktop window and a phone, each on the home page and the pricing page.
 * Rules (web.dev, "richer install UI"): 320–3840 px a side, the long side at
 * most 2.3 times the short one, one aspect ratio per form factor.
 */
export const appScreenshots: readonly AppScreenshot[] = [
  { page: 'home', formFactor: 'wide', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { page: 'pricing', formFactor: 'wide', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { page: 'home', formFactor: 'narrow', viewport: { width: 375, height: 750 }, deviceScaleFactor: 2 },
  { page: 'pricing', formFactor: 'narrow', viewport: { width: 375, height: 750 }, deviceScaleFactor: 2 },
];

/** Under public/ in the repository, and at the site's root once built. */
export const screenshotsDir = 'screenshots';

const screenshotType = 'image/png';

export const screenshotPath = (shot: AppScreenshot) => `${screenshotsDir}/${shot.page}-${shot.formFactor}.png`;

export const screenshotPixels = (shot: AppScreenshot) => ({
  width: shot.viewport.width * shot.deviceScaleFactor,
  height: shot.viewport.height * shot.deviceScaleFactor,
});

export const screenshotPagePath = (shot: AppScreenshot) => pages[shot.page].path;

export function manifestScreenshots(): ManifestOptions['screenshots'] {
  return appScreenshots.map((shot) => {
    const { width, height } = screenshotPixels(shot);
    return {
      src: screenshotPath(shot),
      sizes: `${width}x${height}`,
      type: screenshotType,
      form_factor: shot.formFactor,
      label: screenshotCaptions[shot.page],
    };
  });
}
