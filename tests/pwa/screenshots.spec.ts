import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { madeWith, offLock, printedVersion } from '../../tooling/environment/environment.mjs';
import { need } from '../../tooling/programs.mjs';
import { encodeScreenshot, madeWithFile, openScreenshotCamera } from '../support/screenshots/capture.ts';
import { appScreenshots, screenshotPath, screenshotPixels } from '../../src/build/pwa/screenshots.ts';
import { expect, test } from '../support/fixtures.ts';
import { pixelsChanged } from '../visual/compare.ts';

const publicDir = join(import.meta.dirname, '../../public');

/**
 * How far a fresh capture may differ from the committed screenshot. Measured
 * here (Debian's Chromium 156, a shared 2-core machine under load), capturing
 * all four screenshots each time:
 * - run to run, in separate browsers: no pixel differs at all (3 runs);
 * - Skia without its CPU-specific code (`--disable-skia-runtime-opts`, the
 *   path another processor could take): no channel moves by more than 1 of 255;
 * - the smallest copy edit tried, one letter ("No watermarks" to "No
 *   watermark", 15 px text): 339 pixels of the wide home page (0.033%) over
 *   the threshold below; a one-word change in a heading 2,000 to 11,000
 *   pixels (by each channel's difference, as this test once compared).
 * So a pixel counts as changed when its colour distance (pixelmatch's, as
 * every screenshot comparison here: tests/visual/compare.ts) exceeds 0.07,
 * above rendering noise and above the most the palette encoding's 15 levels
 * can move a pixel (0.059, at +15, -15, -15), and a screenshot is stale
 * when more than 0.005% of its pixels changed: 51 of a desktop screenshot's
 * 1,024,000, a sixth of the smallest edit.
 */
const colourThreshold = 0.07;
const staleShare = 0.00005;

test('every committed screenshot shows the pages as they are built now', async ({ baseURL }) => {
  // Records are compared on the lock's Chromium only, and must be this lock's (tooling/environment/).
  const version = printedVersion(need('chromium'));
  const off = offLock('chromium', version);
  test.skip(off !== undefined, off);
  const stale = madeWith(madeWithFile, { engine: 'Chromium', version }, false);
  if (stale) throw new Error(`the manifest's screenshots: ${stale}`);
  // Installing the app and loading each page at its size and density takes a while on a busy machine.
  const camera = await openScreenshotCamera(baseURL ?? '');
  const changed: string[] = [];
  try {
    for (const shot of appScreenshots) {
      const committed = readFileSync(join(publicDir, screenshotPath(shot)));
      const fresh = await encodeScreenshot(await camera.capture(shot));
      const difference = await pixelsChanged(committed, fresh, colourThreshold);
      const { width, height } = screenshotPixels(shot);
      expect(`${difference.width}x${difference.height}`, screenshotPath(shot)).toBe(`${width}x${height}`);
      const share = difference.changed / (width * height);
      test.info().annotations.push({
        type: screenshotPath(shot),
        description: `${difference.changed} pixels changed (${(share * 100).toFixed(4)}%)`,
      });
      if (share > staleShare) changed.push(`${screenshotPath(shot)}: ${difference.changed} pixels changed (${(share * 100).toFixed(3)}%)`);
    }
  } finally {
    await camera.close();
  }
  expect(changed, 'screenshots that no longer match the pages: `npm run accept` remakes them and writes the page to review them on').toEqual([]);
});
