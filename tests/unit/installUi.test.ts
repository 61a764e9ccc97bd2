import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pwaOptions } from '../../src/build/pwa/options.ts';
import { manifestScreenshots } from '../../src/build/pwa/screenshots.ts';
import { type ManifestScreenshot, screenshotProblems } from '../support/installUi.ts';
import { pixelsChanged } from '../visual/compare.ts';

const wide: ManifestScreenshot = { src: 'wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Home' };
const narrow: ManifestScreenshot = { src: 'narrow.png', sizes: '750x1500', type: 'image/png', form_factor: 'narrow', label: 'Home' };

describe('the install dialog screenshots', () => {
  it('the manifest declares screenshots the richer install dialog accepts', () => {
    expect(pwaOptions.manifest && pwaOptions.manifest.screenshots).toEqual(manifestScreenshots());
    expect(screenshotProblems(manifestScreenshots())).toEqual([]);
  });

  it('the rules catch what the dialog would refuse', () => {
    expect(screenshotProblems([wide, narrow])).toEqual([]);
    expect(screenshotProblems([wide])).toEqual(['no narrow screenshot']);
    expect(screenshotProblems([wide, { ...narrow, sizes: '700x1700' }])).toEqual(['narrow.png: 700x1700 has its long side more than 2.3 times the short one']);
    expect(screenshotProblems([wide, { ...narrow, sizes: '300x600' }])).toEqual(['narrow.png: 300x600 has a side outside 320–3840 px']);
    expect(screenshotProblems([wide, { ...wide, src: 'other.png', sizes: '1280x720' }, narrow])).toEqual([
      'wide screenshots differ in aspect ratio: 8:5, 16:9',
    ]);
    expect(screenshotProblems([{ ...wide, sizes: '1920x1200' }, wide, narrow])).toEqual([]);
    expect(
      screenshotProblems([
        { ...wide, label: ' ' },
        { ...narrow, type: 'image/webp' },
      ]),
    ).toEqual(['wide.png: no label', 'narrow.png: type image/webp, not PNG or JPEG']);
    expect(screenshotProblems([{ ...wide, sizes: '800x1280' }, narrow])).toEqual(['wide.png: a wide screenshot must be landscape']);
  });
});

describe('the screenshot comparison (tests/visual/compare.ts)', () => {
  /** A 4×4 image of one colour: pixelmatch leaves out pixels it takes for anti-aliasing, which a flat image has none of. */
  const flat = (red: number, green: number, blue: number, size = 4) =>
    sharp({ create: { width: size, height: size, channels: 3, background: { r: red, g: green, b: blue } } })
      .png()
      .toBuffer();

  it('counts the pixels whose colour distance is over the threshold', async () => {
    const base = await flat(100, 100, 100);
    expect(await pixelsChanged(base, base, 0.07)).toEqual({ width: 4, height: 4, changed: 0 });
    // The most the install screenshots' palette moves a pixel (15 levels a channel) stays under 0.07 …
    expect((await pixelsChanged(base, await flat(115, 85, 85), 0.07)).changed).toBe(0);
    expect((await pixelsChanged(base, await flat(115, 115, 115), 0.07)).changed).toBe(0);
    // … and the dark theme's sunken step (ink 900 to ink 850, 0.024) is over the baselines' 0.02.
    expect((await pixelsChanged(await flat(0x11, 0x17, 0x33), await flat(0x16, 0x1d, 0x3d), 0.02)).changed).toBe(16);
    expect((await pixelsChanged(base, await flat(130, 130, 130), 0.07)).changed).toBe(16);
  });

  it('refuses images of different sizes', async () => {
    await expect(pixelsChanged(await flat(0, 0, 0, 1), await flat(0, 0, 0), 0.07)).rejects.toThrow(/sizes differ/);
  });
});
