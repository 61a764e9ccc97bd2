import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { examples } from '../../src/content/examples.ts';
import { diskCache } from '../../src/build/images/encodeCache.ts';
import { buildExampleImages, cacheKey, type ComparisonPhoto, inputsDigest, planExampleImages, simulateDamage } from '../../src/build/images/exampleImages.ts';
import { originals } from '../../src/build/images/originals.ts';
import { meanDifference } from '../support/pixels.ts';

const assets = join(import.meta.dirname, '../../src/assets/examples');
const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Energy of the horizontal gradient: how much fine detail (edges, grain) an image holds. */
async function detail(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  data.forEach((value, index) => {
    if (index % info.width !== 0) sum += Math.abs(value - (data[index - 1] ?? value));
  });
  return sum / (info.height * (info.width - 1));
}

// What the build publishes of every photograph is checked on the build's own files (tests/build/exampleImages.test.ts).
describe('the example image pipeline', () => {
  it('names files by their inputs: another damage or another original, another hash', async () => {
    const [example] = examples;
    if (!example) throw new Error('no examples');
    const { images } = await planExampleImages(assets, [example]);
    const planned = images[example.photo];
    expect((await planExampleImages(assets, [example])).images[example.photo], 'planned again').toEqual(planned);
    const changed = await planExampleImages(assets, [{ ...example, damage: { ...example.damage, seed: example.damage.seed + 1 } }]);
    expect(changed.images[example.photo]?.before.hash).not.toBe(planned?.before.hash);
    expect(changed.images[example.photo]?.after.hash).toBe(planned?.after.hash);
    const other = await planExampleImages(assets, [{ ...example, photo: examples[1]?.photo ?? '' }]);
    expect(other.images[examples[1]?.photo ?? '']?.after.hash).not.toBe(planned?.after.hash);
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
    expect(await meanDifference(await simulateDamage(original, { seed: 1 }), original)).toBe(0);
  });
});

/**
 * The build reads its images from the encode cache (src/build/images/encodeCache.ts), so the
 * byte-identical rebuild in tests/build/serviceWorker.test.ts no longer encodes anything. These
 * prove what it proved of them: one small photo through every path (each damage step, the three
 * formats of a srcset, AVIF at a first-screen width, the full-size WebP of each side), encoded
 * twice with no cache gives the same bytes; and the cache gives back those bytes, under keys
 * that change with every input.
 */
describe('the encode cache', () => {
  const everyDamage = { seed: 7, downscale: 1.5, motionBlur: 5, blur: 0.8, fade: 0.85, noise: 12, jpegQuality: 40 };
  const photo: ComparisonPhoto = { photo: 'fig-plate-close', damage: everyDamage, srcsetWidths: [600, 1200], beforeSrcsetWidths: [600], inspect: true };
  const digests = (files: readonly { fileName: string; source: Buffer }[]) => files.map((file) => [file.fileName, digest(file.source)]);
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pixellift-encode-cache-'));
    // libvips caches operations by their arguments: each run below must encode.
    sharp.cache(false);
  });
  afterAll(() => {
    sharp.cache(true);
    rmSync(dir, { recursive: true, force: true });
  });

  /** The disk cache, counting what it answered and what it was given. */
  function counted() {
    const cache = diskCache(dir);
    const [read, write] = [vi.spyOn(cache, 'read'), vi.spyOn(cache, 'write')];
    const hits = () => read.mock.settledResults.filter((result) => result.type === 'fulfilled' && result.value).length;
    return { cache, count: () => ({ hits: hits(), writes: write.mock.calls.length }) };
  }

  let encoded: Awaited<ReturnType<typeof buildExampleImages>> | undefined;

  it('has nothing to hide: two runs encode the same bytes, in every format and at full size', async () => {
    const first = await buildExampleImages(assets, [photo]);
    // "before" and "after" at 600 in three formats, the "after" at 1200 too, and each side at full size.
    expect(first.files.map((file) => `${file.width} ${file.type}`).sort()).toEqual([
      ...['1200 image/avif', '1200 image/jpeg', '1200 image/webp'],
      ...['1600 image/webp', '1600 image/webp'],
      ...['600 image/avif', '600 image/avif', '600 image/jpeg', '600 image/jpeg', '600 image/webp', '600 image/webp'],
    ]);
    // The second run fills an empty cache: every file encoded again, none read.
    const miss = counted();
    const second = await buildExampleImages(assets, [photo], miss.cache);
    expect(miss.count()).toEqual({ hits: 0, writes: first.files.length });
    expect(digests(second.files)).toEqual(digests(first.files));
    encoded = second;
  });

  it('gives back on a hit the bytes a miss encoded, and encodes nothing then', async () => {
    if (!encoded) throw new Error('the cache was not filled');
    const hit = counted();
    const hits = await buildExampleImages(assets, [photo], hit.cache);
    expect(hit.count()).toEqual({ hits: encoded.files.length, writes: 0 });
    expect(digests(hits.files)).toEqual(digests(encoded.files));
  });

  it('keys each file by everything that makes it: original, crop, damage, widths, format, encoder, sharp and this pipeline', async () => {
    const keys = async (photos: readonly ComparisonPhoto[], assetsDir = assets) =>
      new Map((await planExampleImages(assetsDir, photos)).files.map((file) => [file.fileName.replace(/\.\w{10}\./, '.'), file.cacheKey]));
    const planned = await keys([photo]);
    expect(new Set(planned.values()).size, 'one key per file').toBe(planned.size);
    expect(await keys([photo]), 'the same inputs, the same keys').toEqual(planned);
    const files = (pattern: RegExp) => [...planned].filter(([name]) => pattern.test(name));
    const changed = (other: Map<string, string>, pattern: RegExp) => files(pattern).every(([name, key]) => other.get(name) !== key);
    const unchanged = (other: Map<string, string>, pattern: RegExp) => files(pattern).every(([name, key]) => other.get(name) === key);

    const reseeded = await keys([{ ...photo, damage: { ...everyDamage, seed: 8 } }]);
    expect(changed(reseeded, /-before-/) && unchanged(reseeded, /-after-/), 'another damage: new "before" keys only').toBe(true);
    const narrower = await keys([{ ...photo, beforeSrcsetWidths: [300, 600] }]);
    // Its full size is damaged at the same scale (the widest width is still 600): the same key.
    expect(changed(narrower, /-before-\d/) && unchanged(narrower, /-before-full-|-after-/), 'other widths: new keys for them only').toBe(true);

    // The same file, one byte longer (JPEG decoders ignore what follows the image).
    const copy = mkdtempSync(join(tmpdir(), 'pixellift-originals-'));
    try {
      const original = originals[photo.photo]?.file ?? '';
      copyFileSync(join(assets, original), join(copy, original));
      writeFileSync(join(copy, original), Buffer.concat([readFileSync(join(assets, original)), Buffer.from([0])]));
      const edited = await keys([photo], copy);
      expect(changed(edited, /./), 'other bytes: new keys').toBe(true);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }

    // What no plan varies, through the functions that make every key.
    const bytes = Buffer.from('original');
    const recipe = { original: originals[photo.photo], damage: everyDamage, encoderSettings: { avif: { quality: 52, effort: 4 } } };
    const inputs = inputsDigest(bytes, recipe);
    expect(inputsDigest(Buffer.from('original'), { ...recipe }), 'equal inputs, equal digests').toBe(inputs);
    const others = [
      inputsDigest(Buffer.from('originaL'), recipe),
      inputsDigest(bytes, { ...recipe, original: { ...recipe.original, crop: { left: 0, top: 0, width: 1600, height: 1200 } } }),
      inputsDigest(bytes, { ...recipe, encoderSettings: { avif: { quality: 53, effort: 4 } } }),
      inputsDigest(bytes, { ...recipe, encoderSettings: { avif: { quality: 52, effort: 5 } } }),
      inputsDigest(bytes, recipe, { ...sharp.versions, sharp: '0.35.6' }),
      inputsDigest(bytes, recipe, { ...sharp.versions, vips: '8.18.1' }),
    ];
    for (const other of others) expect(other).not.toBe(inputs);
    const key = cacheKey(inputs, 600, 'avif');
    for (const other of [cacheKey(inputs, 300, 'avif'), cacheKey(inputs, 600, 'webp'), cacheKey(inputs, 600, 'avif', 'edited pipeline')])
      expect(other).not.toBe(key);
  });
});

describe('the originals', () => {
  const credits = readFileSync(join(assets, 'CREDITS.md'), 'utf8').split('\n');

  it('are credited with their checksum and crop, and are large enough to judge at 100%', async () => {
    expect(new Set(Object.values(originals).map((original) => original.file)).size).toBeGreaterThanOrEqual(3);
    for (const [photo, { file, crop }] of Object.entries(originals)) {
      const bytes = readFileSync(join(assets, file));
      const row = credits.find((line) => line.startsWith(`| \`${file}\``)) ?? '';
      expect(row, `${file}'s checksum in CREDITS.md`).toContain(digest(bytes));
      expect(row, `${photo}'s crop in CREDITS.md`).toContain(`${crop.left}, ${crop.top}, ${crop.width} × ${crop.height}`);
      const { width, height } = await sharp(bytes).metadata();
      expect(Math.max(width, height), file).toBeGreaterThanOrEqual(1600);
    }
  });
});
