import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pwaOptions } from '../../src/build/pwa/options.ts';
import { manifestScreenshots } from '../../src/build/pwa/screenshots.ts';
import { type ManifestScreenshot, screenshotProblems } from '../support/installUi.ts';
import { comparePixels } from '../support/pixels.ts';

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

describe('pixel comparison', () => {
  const image = (pixels: number[]) =>
    sharp(Buffer.from(pixels), { raw: { width: 2, height: 1, channels: 3 } })
      .png()
      .toBuffer();

  it('counts pixels whose largest channel difference is over the threshold', async () => {
    const base = await image([10, 10, 10, 200, 200, 200]);
    expect(await comparePixels(base, base, 16)).toEqual({ width: 2, height: 1, changed: 0, largest: 0 });
    expect(await comparePixels(base, await image([10, 26, 10, 200, 200, 200]), 16)).toMatchObject({ changed: 0, largest: 16 });
    expect(await comparePixels(base, await image([10, 27, 10, 200, 200, 183]), 16)).toMatchObject({ changed: 2, largest: 17 });
  });

  it('refuses images of different sizes', async () => {
    const small = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(comparePixels(small, await image([0, 0, 0, 0, 0, 0]), 16)).rejects.toThrow(/sizes differ/);
  });
});
