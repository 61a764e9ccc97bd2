import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type AppBrowser, launchAppBrowser } from './appWindow.ts';
import { type AppScreenshot, screenshotPagePath } from '../../../src/build/pwa/screenshots.ts';

/**
 * The pages use the visitor's system font (system-ui), which on a build
 * machine is whatever it has installed (DejaVu Sans on Debian), a face no
 * visitor's phone or desktop shows. The screenshots set Inter, from
 * @fontsource/inter like the social cards, close to the system faces of
 * Android, macOS and Windows; it also makes the capture the same on every
 * machine, so the staleness test can recapture anywhere.
 */
const fontWeights = [400, 600, 700, 800] as const;
const fontFamily = 'Inter';

async function fontFaces(): Promise<string> {
  const require = createRequire(import.meta.url);
  const faces = await Promise.all(
    fontWeights.map(async (weight) => {
      const file = await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`));
      return `@font-face{font-family:"${fontFamily}";font-style:normal;font-weight:${weight};src:url(data:font/woff2;base64,${file.toString('base64')}) format("woff2")}`;
    }),
  );
  return `${faces.join('')}*,*::before,*::after{font-family:"${fontFamily}",sans-serif !important}`;
}

/** What made the manifest's screenshots: the test environment's lock and the Chromium (tooling/environment/). */
export const madeWithFile = fileURLToPath(new URL('made-with.json', import.meta.url));

export interface ScreenshotCamera {
  /** The page as the installed app shows it, as a PNG of the screenshot's pixel size. */
  capture(shot: AppScreenshot): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * A Chromium with the site installed, that photographs pages in its app
 * window: standalone, light theme, reduced motion (nothing mid-animation),
 * the service worker blocked (no "ready to read offline" notice), at the top
 * of the page once it has hydrated and every image in view has loaded.
 */
export async function openScreenshotCamera(origin: string): Promise<ScreenshotCamera> {
  const fonts = await fontFaces();
  // Device metrics are set per page below, so Playwright's own viewport emulation stays off.
  const app: AppBrowser = await launchAppBrowser({
    origin,
    serviceWorkers: 'block',
    viewport: null,
    bypassCSP: true,
  });
  return {
    async capture(shot) {
      const page = await app.openInApp(screenshotPagePath(shot));
      try {
        await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
        // Overrides last as long as the session that set them: it stays attached until the capture.
        const session = await app.context.newCDPSession(page);
        await session.send('Emulation.setDeviceMetricsOverride', {
          ...shot.viewport,
          deviceScaleFactor: shot.deviceScaleFactor,
          mobile: shot.formFactor === 'narrow',
        });
        // Load again at the final size, so layout, image choices and the app start as they would on that screen.
        await page.reload();
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await page.addStyleTag({ content: fonts });
        await page.evaluate(async (weights) => {
          for (const weight of weights) {
            if ((await document.fonts.load(`${weight} 16px Inter`)).length === 0) throw new Error(`Inter ${weight} did not load`);
          }
          await document.fonts.ready;
          window.scrollTo(0, 0);
        }, fontWeights);
        await page.waitForFunction(() =>
          [...document.images]
            .filter((image) => {
              const box = image.getBoundingClientRect();
              return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
            })
            .every((image) => image.complete && image.naturalWidth > 0),
        );
        // Two frames: the font swap and the scroll are painted before the capture.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const { data } = await session.send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: false });
        await session.detach();
        return Buffer.from(data, 'base64');
      } finally {
        await page.close();
      }
    },
    close: () => app.close(),
  };
}

/**
 * The committed file: a PNG quantised to at most 256 colours at quality 100
 * (libimagequant, through sharp). Measured on the four screenshots: 203 KiB in
 * all, against 350 KiB lossless and 348 KiB as JPEG at quality 80; no channel
 * moves by more than 15 of 255, on under 2% of the pixels, and text stays sharp.
 */
export function encodeScreenshot(png: Buffer): Promise<Buffer> {
  return sharp(png).png({ palette: true, quality: 100, effort: 10, compressionLevel: 9 }).toBuffer();
}
