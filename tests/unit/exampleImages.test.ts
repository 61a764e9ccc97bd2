import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageFormats } from '../../src/config/assets.ts';
import { examples } from '../../src/content/examples.ts';
import { heroComparison } from '../../src/content/home.ts';
import { buildExampleImages, planExampleImages, simulateDamage } from '../../src/build/images/exampleImages.ts';
import { originals } from '../../src/build/images/originals.ts';

const assets = join(import.meta.dirname, '../../src/assets/examples');
const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Mean absolute difference per channel between two same-sized images, 0–255. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const left = await sharp(a).removeAlpha().raw().toBuffer();
  const right = await sharp(b).removeAlpha().raw().toBuffer();
  let sum = 0;
  left.forEach((value, index) => (sum += Math.abs(value - (right[index] ?? 0))));
  return sum / left.length;
}

/** Energy of the horizontal gradient: how much fine detail (edges, grain) an image holds. */
async function detail(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  data.forEach((value, index) => {
    if (index % info.width !== 0) sum += Math.abs(value - (data[index - 1] ?? value));
  });
  return sum / (info.height * (info.width - 1));
}

// Encoding every example in three formats from its full-size crop takes about 17 s of CPU, more on a busy machine.
describe('the example image pipeline', { timeout: 180_000 }, () => {
  const built = buildExampleImages(assets, examples);

  it('publishes every example in AVIF, WebP and JPEG at two or more widths, each with a whole-pixel 3:2 size', async () => {
    const { images, files } = await built;
    for (const example of examples) {
      const pair = images[example.photo];
      if (!pair) throw new Error(`no images for ${example.photo}`);
      for (const image of [pair.before, pair.after]) {
        const own = files.filter((file) => file.fileName.includes(`/${image.stem}-`));
        expect(image.widths.length, image.stem).toBeGreaterThanOrEqual(2);
        expect(own.map((file) => `${file.width} ${file.type}`).sort()).toEqual(
          image.widths.flatMap((width) => imageFormats.map((format) => `${width} ${format.type}`)).sort(),
        );
        for (const file of own) expect(file.fileName).toMatch(new RegExp(`^assets/examples/${image.stem}-${file.width}\\.${image.hash}\\.(avif|webp|jpg)$`));
      }
    }
    for (const file of files) {
      const metadata = await sharp(file.source).metadata();
      expect(metadata.width, file.fileName).toBe(file.width);
      expect(metadata.height * 3, file.fileName).toBe(file.width * 2);
      expect(`image/${metadata.format === 'heif' ? 'avif' : metadata.format}`, file.fileName).toBe(file.type);
    }
  });

  it('names files by their inputs: another damage or another original, another hash', async () => {
    const [example] = examples;
    if (!example) throw new Error('no examples');
    const { images } = await planExampleImages(assets, [example]);
    const builtImages = (await built).images[example.photo];
    expect(images[example.photo]).toEqual(builtImages);
    const changed = await planExampleImages(assets, [{ ...example, damage: { ...example.damage, seed: example.damage.seed + 1 } }]);
    expect(changed.images[example.photo]?.before.hash).not.toBe(builtImages?.before.hash);
    expect(changed.images[example.photo]?.after.hash).toBe(builtImages?.after.hash);
    const other = await planExampleImages(assets, [{ ...example, photo: examples[1]?.photo ?? '' }]);
    expect(other.images[examples[1]?.photo ?? '']?.after.hash).not.toBe(builtImages?.after.hash);
  });

  it('gives the same bytes on every run, seeded grain included', async () => {
    // One example again (the build test compares whole builds): the one with noise.
    const noisy = examples.filter((example) => example.damage.noise);
    expect(noisy.length).toBeGreaterThan(0);
    const again = await buildExampleImages(assets, noisy);
    const names = (files: readonly { fileName: string; source: Buffer }[]) => files.map((file) => [file.fileName, digest(file.source)]);
    const first = (await built).files.filter((file) => noisy.some((example) => file.fileName.includes(`/${example.photo}-`)));
    expect(names(again.files)).toEqual(names(first));
  });

  it('publishes an inspected photo at its full size too: one WebP per side, the damage drawn at that size', async () => {
    const { photo, damage } = heroComparison;
    const original = originals[photo];
    if (!original) throw new Error(`no original for ${photo}`);
    const { images, files } = await buildExampleImages(assets, [{ photo, damage, srcsetWidths: [600, 1200], inspect: true }]);
    const full = images[photo]?.full;
    if (!full) throw new Error('no full-size images');
    const height = (original.width * original.crop.height) / original.crop.width;
    const fileOf = (stem: string) => files.find((file) => file.fileName.includes(`/${stem}-`));
    for (const image of [full.before, full.after]) {
      expect(image).toMatchObject({ width: original.width, height });
      const file = fileOf(image.stem);
      if (!file) throw new Error(`no file for ${image.stem}`);
      expect(file.fileName).toBe(`assets/examples/${image.stem}-${original.width}.${image.hash}.webp`);
      expect(await sharp(file.source).metadata()).toMatchObject({ format: 'webp', width: original.width, height });
    }
    // The "before" is the damaged photo at full size, not the card's enlarged: its own file, and visibly different.
    const [before, after] = [fileOf(full.before.stem), fileOf(full.after.stem)];
    if (!before || !after) throw new Error('missing full-size files');
    expect(await difference(before.source, after.source)).toBeGreaterThan(2);
    // The page's own sizes stay as listed, the full size is in no srcset.
    expect(images[photo]?.after.widths).toEqual([600, 1200]);
  });

  it('damages each "before" the way its caption says, and only that way', async () => {
    // A detailed 600×400 view of one original: meadow, rock and snow.
    const original = await sharp(join(assets, 'picos-de-europa.jpg')).resize(600, 400, { fit: 'cover' }).png().toBuffer();
    const grain = await simulateDamage(original, { seed: 1, noise: 30 });
    const blurred = await simulateDamage(original, { seed: 1, blur: 2 });
    const smeared = await simulateDamage(original, { seed: 1, motionBlur: 13 });
    // Noise adds fine detail, blur and smear take it away.
    expect(await detail(grain)).toBeGreaterThan((await detail(original)) * 1.5);
    expect(await detail(blurred)).toBeLessThan((await detail(original)) * 0.7);
    expect(await detail(smeared)).toBeLessThan((await detail(original)) * 0.7);
    // The seed fixes the grain: the same seed draws the same noise, another seed other noise.
    expect(digest(await simulateDamage(original, { seed: 1, noise: 30 }))).toBe(digest(grain));
    expect(digest(await simulateDamage(original, { seed: 2, noise: 30 }))).not.toBe(digest(grain));
    // No damage listed: the photograph comes back untouched.
    expect(await difference(await simulateDamage(original, { seed: 1 }), original)).toBe(0);
  });
});

describe('the originals', () => {
  const credits = readFileSync(join(assets, 'CREDITS.md'), 'utf8');

  it('are credited with their checksum and crop, and are large enough to judge at 100%', async () => {
    const files = new Set(Object.values(originals).map((original) => original.file));
    expect(files.size).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const bytes = readFileSync(join(assets, file));
      const row = credits.split('\n').find((line) => line.startsWith(`| \`${file}\``)) ?? '';
      expect(row, `${file}'s row in CREDITS.md`).toContain(digest(bytes));
      const { width, height } = await sharp(bytes).metadata();
      expect(Math.max(width, height), file).toBeGreaterThanOrEqual(1600);
    }
    for (const [photo, { file, crop }] of Object.entries(originals)) {
      const row = credits.split('\n').find((line) => line.startsWith(`| \`${file}\``)) ?? '';
      expect(row, `${photo}'s crop in CREDITS.md`).toContain(`${crop.left}, ${crop.top}, ${crop.width} × ${crop.height}`);
    }
  });
});
