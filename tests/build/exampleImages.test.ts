import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exampleImagesDir } from '../../src/config/assets.ts';
import { examples } from '../../src/content/examples.ts';
import { planExampleImages } from '../../src/build/images/exampleImages.ts';
import { originals } from '../../src/build/images/originals.ts';
import { comparisonPhotos } from '../../src/build/images/plugin.ts';
import { meanDifference } from '../support/pixels.ts';
import { dist, root } from './builtPages.ts';

const published = join(dist, exampleImagesDir);

/**
 * What the build published of the compared photographs, read back from dist/
 * and held to the plan the build made them from (src/build/images/plugin.ts):
 * the build encodes them, so these read its files rather than encoding every
 * photograph a second time.
 */
describe('the published example images', async () => {
  const { images, files } = await planExampleImages(join(root, 'src/assets/examples'), comparisonPhotos);

  it('are exactly the planned files: every photo in AVIF, WebP and JPEG at each of its widths, and nothing else', () => {
    expect(readdirSync(published).sort()).toEqual(files.map((file) => file.fileName.slice(exampleImagesDir.length + 1)).sort());
    for (const { photo } of comparisonPhotos) {
      const pair = images[photo];
      if (!pair) throw new Error(`no images for ${photo}`);
      for (const image of [pair.before, pair.after]) {
        expect(image.widths.length, image.stem).toBeGreaterThanOrEqual(image.stem.endsWith('-before') ? 1 : 2);
        const own = files.filter((file) => file.fileName.startsWith(`${exampleImagesDir}/${image.stem}-`) && !file.fileName.includes('-full-'));
        expect(own.map((file) => `${file.width} ${file.type}`).sort(), image.stem).toEqual(
          image.widths.flatMap((width) => ['image/avif', 'image/webp', 'image/jpeg'].map((type) => `${width} ${type}`)).sort(),
        );
        for (const file of own)
          expect(file.fileName).toMatch(new RegExp(`^${exampleImagesDir}/${image.stem}-${file.width}\\.${image.hash}\\.(avif|webp|jpg)$`));
      }
      // The page's own widths stay as listed: the full size is in no srcset.
      const { srcsetWidths } = comparisonPhotos.find((candidate) => candidate.photo === photo) ?? {};
      if (srcsetWidths) expect(pair.after.widths, photo).toEqual(srcsetWidths);
    }
  });

  it('are each in the format and at the size their names say, every width a whole-pixel reduction, the examples 3:2', async () => {
    const sizes = new Map<string, { width: number; height: number }>();
    for (const pair of Object.values(images)) {
      for (const image of [pair.before, pair.after]) {
        const last = image.widths.at(-1) ?? 0;
        for (const width of image.widths) sizes.set(`${image.stem}-${width}.`, { width, height: (image.height * width) / last });
      }
      for (const { stem, width, height } of pair.full ? [pair.full.before, pair.full.after] : []) sizes.set(`${stem}-${width}.`, { width, height });
    }
    const examplePhotos = new Set(examples.map((example) => example.photo));
    for (const file of files) {
      const name = file.fileName.slice(exampleImagesDir.length + 1);
      const size = [...sizes].find(([prefix]) => name.startsWith(prefix))?.[1];
      if (!size) throw new Error(`${name} is in no planned image`);
      expect(Number.isInteger(size.height), `${name}: ${size.height} px high`).toBe(true);
      const metadata = await sharp(readFileSync(join(dist, file.fileName))).metadata();
      expect({ format: `image/${metadata.format === 'heif' ? 'avif' : metadata.format}`, width: metadata.width, height: metadata.height }, name).toEqual({
        format: file.type,
        ...size,
      });
      if ([...examplePhotos].some((photo) => name.startsWith(`${photo}-`))) expect(metadata.height * 3, name).toBe(metadata.width * 2);
    }
  });

  it('at full size are their originals’ listed size, and show the damage drawn at that size: each "before" its own file, visibly unlike its "after"', async () => {
    const inspectable = Object.values(images).flatMap((pair) => (pair.full ? [pair.full] : []));
    expect(inspectable.length, 'the first screen and every example').toBe(1 + examples.length);
    for (const [photo, { full }] of Object.entries(images)) {
      const original = originals[photo];
      if (!full || !original) continue;
      const size = { width: original.width, height: (original.width * original.crop.height) / original.crop.width };
      for (const image of [full.before, full.after]) expect({ width: image.width, height: image.height }, image.stem).toEqual(size);
    }
    for (const { before, after } of inspectable) {
      const read = (image: typeof before) => readFileSync(join(published, `${image.stem}-${image.width}.${image.hash}.webp`));
      expect(before.hash, before.stem).not.toBe(after.hash);
      expect(await meanDifference(read(before), read(after)), before.stem).toBeGreaterThan(2);
    }
  });
});
