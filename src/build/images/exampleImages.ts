import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { fullSizeFormat, type ImageExtension, imageFormats, imagePath } from '../../config/assets.ts';
import type { ExampleImages, FullSizeImage, ImagePair, ResponsiveImage, SimulatedDamage } from '../../content/types.ts';
import type { EncodeCache } from './encodeCache.ts';
import { type Original, originals } from './originals.ts';

/**
 * The widths an example's `srcset` lists unless its photo says otherwise;
 * nothing is upscaled. A width is used only where the height comes out whole,
 * so every file has exactly the aspect ratio of the `width` and `height`
 * attributes and nothing shifts when the browser swaps the reserved box for
 * the decoded image (for a 3:2 photo, a multiple of 3). An example card (at
 * most 310 CSS px) gets up to 600, about twice its width; 720 would add about
 * 40% to the build's encoding time for a sharper card only on phones above 2×.
 */
const defaultSrcsetWidths = [300, 480, 600] as const;

/**
 * Encoder settings, tuned by eye against the largest-image budget
 * (audits/budgets.json `largestImageKb`): AVIF for browsers that take it,
 * WebP next, baseline JPEG for the rest.
 */
const encoderSettings = {
  avif: { quality: 52, effort: 4, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 5 },
  jpg: { quality: 72, mozjpeg: true },
  /** The inspect view's full-size file: judged at 100%, so less compression than the page's. */
  full: { quality: 82, effort: 4 },
} as const;

const encoders: Record<ImageExtension, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif(encoderSettings.avif),
  webp: (image) => image.webp(encoderSettings.webp),
  jpg: (image) => image.jpeg(encoderSettings.jpg),
};

/** One file to publish, encoded only when asked for (the build asks for all, the dev server for what a page requests). */
export interface PlannedFile {
  /** Path under the build's output folder. */
  readonly fileName: string;
  readonly width: number;
  readonly type: string;
  /** What its bytes are stored under in the encode cache: a hash of everything that makes them. */
  readonly cacheKey: string;
  readonly render: () => Promise<Buffer>;
}

export interface ImageFile extends Omit<PlannedFile, 'render'> {
  readonly source: Buffer;
}

/** A small seeded generator (mulberry32): the same grain on every build and machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Normally distributed samples from uniform ones (Box–Muller). */
function gaussian(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

async function raw(image: Sharp) {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * The simulated "before": the original with the damage its example's copy
 * describes, in a fixed order. Deterministic: no clock, no unseeded randomness.
 */
export async function simulateDamage(original: Buffer, damage: SimulatedDamage): Promise<Buffer> {
  let { data, info } = await raw(sharp(original));
  const { width, height } = info;
  const step = async (transform: (image: Sharp) => Sharp) => {
    ({ data, info } = await raw(transform(sharp(data, { raw: info }))));
  };

  if (damage.downscale) {
    const factor = damage.downscale;
    await step((image) => image.resize(Math.round(width / factor), Math.round(height / factor), { kernel: 'cubic' }));
    await step((image) => image.resize(width, height, { kernel: 'linear' }));
  }
  if (damage.motionBlur) {
    const length = damage.motionBlur | 1; // odd, so the smear is centred
    const row = Array.from({ length }, () => 1);
    const blank = Array.from({ length }, () => 0);
    await step((image) => image.convolve({ width: length, height: 3, kernel: [...blank, ...row, ...blank] }));
  }
  if (damage.blur) {
    const sigma = damage.blur;
    await step((image) => image.blur(sigma));
  }
  if (damage.fade !== undefined) {
    const keep = damage.fade;
    // Pull every channel towards a light grey and drain the colour: an old print.
    await step((image) => image.modulate({ saturation: keep }).linear(keep, (1 - keep) * 170));
  }
  if (damage.noise) {
    const next = gaussian(seededRandom(damage.seed));
    const spread = damage.noise;
    const noisy = Buffer.alloc(data.length);
    // A plain loop: a full-size photo has ten million samples.
    for (let index = 0; index < data.length; index++) {
      noisy[index] = Math.max(0, Math.min(255, Math.round((data[index] ?? 0) + next() * spread)));
    }
    data = noisy;
  }
  if (damage.jpegQuality) {
    const quality = damage.jpegQuality;
    const jpeg = await sharp(data, { raw: info }).jpeg({ quality, mozjpeg: false, chromaSubsampling: '4:2:0' }).toBuffer();
    ({ data, info } = await raw(sharp(jpeg)));
  }
  return sharp(data, { raw: info }).png().toBuffer();
}

/** Remembers a promise, so each file is encoded once however often it is asked for. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/**
 * A hash of everything that makes an image's files: the original's bytes, the
 * recipe (crop and size, damage, encoder settings, widths) and the versions
 * of sharp and libvips. Its first ten digits name the files.
 */
export function inputsDigest(source: Buffer, recipe: Readonly<Record<string, unknown>>, versions: object = sharp.versions): string {
  return createHash('sha256')
    .update(source)
    .update(JSON.stringify({ ...recipe, versions }))
    .digest('hex');
}

/**
 * This file's own text, part of every cache key: an edit to how an image is
 * made (a kernel, the order of the damage) is in no recipe, and must not be
 * answered with encodes made the old way. Vite's config loader gives each
 * bundled module its own `import.meta.url`.
 */
const pipelineDigest = createHash('sha256')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .digest('hex');

/** One file's key in the encode cache: its image's inputs, its width and format, and the pipeline's code. */
export function cacheKey(inputs: string, width: number, format: string, pipeline = pipelineDigest): string {
  return createHash('sha256').update(JSON.stringify({ inputs, width, format, pipeline })).digest('hex');
}

/** The file's bytes from the cache, or encoded and stored there; always encoded without a cache. */
function cached(cache: EncodeCache | undefined, key: string, encode: () => Promise<Buffer>): () => Promise<Buffer> {
  return once(async () => {
    const stored = await cache?.read(key);
    if (stored) return stored;
    const bytes = await encode();
    await cache?.write(key, bytes);
    return bytes;
  });
}

/**
 * Every width and format of one image. The name's hash comes from what makes
 * the bytes (the original, the damage, the encoder settings, the widths and
 * the versions of sharp and libvips; the encoders are deterministic, see the
 * unit test), so a page knows its URLs before any file is encoded: new inputs,
 * new URLs.
 */
function plan(
  source: { readonly bytes: Buffer; readonly original: Original },
  load: () => Promise<Buffer>,
  damage: SimulatedDamage | null,
  stem: string,
  srcsetWidths: readonly number[],
  cache: EncodeCache | undefined,
): { image: ResponsiveImage; files: PlannedFile[] } {
  const { width, height } = fullSize(source.original, stem);
  const widths = srcsetWidths.filter((candidate) => candidate <= width && (candidate * height) % width === 0);
  if (widths.length !== srcsetWidths.length) throw new Error(`${stem}: ${width}×${height} has no whole-pixel height at every listed width; change the crop`);
  const inputs = inputsDigest(source.bytes, { original: source.original, damage, damagedAt: 'widest srcset width', encoderSettings, widths });
  const hash = inputs.slice(0, 10);
  // The damage is drawn at the widest size the page shows, as the captions
  // describe it there: drawn at full size, the grain and the JPEG blocks
  // average away when the card's files are downscaled from it. Decoded once
  // to raw pixels, so each width and format only resizes and encodes.
  const largest = widths.at(-1) ?? width;
  const shown = once(async () =>
    largest === width
      ? load()
      : sharp(await load())
          .resize(largest, (height * largest) / width, { kernel: 'lanczos3' })
          .png()
          .toBuffer(),
  );
  const pixels = once(async () => raw(sharp(damage ? await simulateDamage(await shown(), damage) : await shown())));
  const files = widths.flatMap((candidate) =>
    imageFormats.map((format) => {
      const key = cacheKey(inputs, candidate, format.ext);
      return {
        fileName: imagePath(stem, hash, candidate, format.ext).slice(1),
        width: candidate,
        type: format.type,
        cacheKey: key,
        render: cached(cache, key, async () => {
          const { data, info } = await pixels();
          const image = sharp(data, { raw: info });
          const resized = candidate === largest ? image : image.resize(candidate, (height * candidate) / width, { kernel: 'lanczos3' });
          return encoders[format.ext](resized).toBuffer();
        }),
      };
    }),
  );
  return { image: { stem, hash, widths, height: (height * (widths.at(-1) ?? width)) / width }, files };
}

/** The size the build makes of an original's crop: its listed width, and the height that keeps the crop's ratio in whole pixels. */
function fullSize(original: Original, name: string): { width: number; height: number } {
  const { width, crop } = original;
  const height = (width * crop.height) / crop.width;
  if (!Number.isInteger(height) || width > crop.width) throw new Error(`${name}: ${width} px wide must be a whole-pixel reduction of its crop`);
  return { width, height };
}

/**
 * The damage as it would look drawn on a larger image: lengths in pixels
 * (the smear, the blur) grow with the image, so the full-size "before" is the
 * card's, enlarged; shares and qualities (the downscale factor, the fade, the
 * grain per pixel, the JPEG quality) stay as they are, because they describe
 * the photo, not the screen.
 */
function scaleDamage(damage: SimulatedDamage, factor: number): SimulatedDamage {
  return {
    ...damage,
    ...(damage.motionBlur ? { motionBlur: Math.round(damage.motionBlur * factor) } : {}),
    ...(damage.blur ? { blur: damage.blur * factor } : {}),
  };
}

/**
 * The photograph at its full size for the inspect view, one WebP file: the
 * original, or its damage drawn at full size (`scaleDamage`). Named, like the
 * others, by a hash of what makes it.
 */
function planFullSize(
  source: { readonly bytes: Buffer; readonly original: Original },
  load: () => Promise<Buffer>,
  damage: SimulatedDamage | null,
  stem: string,
  cache: EncodeCache | undefined,
): { image: FullSizeImage; file: PlannedFile } {
  const { width, height } = fullSize(source.original, stem);
  const inputs = inputsDigest(source.bytes, { original: source.original, damage, damagedAt: 'full size', settings: encoderSettings.full });
  const hash = inputs.slice(0, 10);
  const key = cacheKey(inputs, width, fullSizeFormat.ext);
  const file: PlannedFile = {
    fileName: imagePath(stem, hash, width, fullSizeFormat.ext).slice(1),
    width,
    type: fullSizeFormat.type,
    cacheKey: key,
    render: cached(cache, key, async () => {
      const pixels = damage ? await simulateDamage(await load(), damage) : await load();
      return sharp(pixels).webp(encoderSettings.full).toBuffer();
    }),
  };
  return { image: { stem, hash, width, height }, file };
}

/** One photograph to publish as a before/after pair. */
export interface ComparisonPhoto {
  /** Its key in `originals`. */
  readonly photo: string;
  readonly damage: SimulatedDamage;
  /** The widths its `srcset` lists (each must give a whole-pixel height); the examples' cards take up to 600. */
  readonly srcsetWidths?: readonly number[];
  /**
   * Fewer, smaller widths for the "before", where its damage leaves less
   * detail than the widths above could show (a photo shrunk 2.5 times has no
   * more to show at 1200 px than at 600): the browser scales it up, and the
   * first screen fetches a third of the bytes. Defaults to `srcsetWidths`.
   */
  readonly beforeSrcsetWidths?: readonly number[];
  /** Whether it can be opened at full size (the inspect view), which publishes one more file per image. */
  readonly inspect?: boolean;
}

/** The photograph at full size: its crop of the file, downscaled (lanczos3) to the listed width, as lossless PNG. */
async function loadOriginal(file: Buffer, original: Original): Promise<Buffer> {
  const { width, height } = fullSize(original, original.file);
  return sharp(file).extract(original.crop).resize(width, height, { kernel: 'lanczos3' }).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * The examples' images, planned: for each photograph, the original as "after"
 * and its simulated damage as "before", in AVIF, WebP and JPEG at every
 * candidate width. Returns the data the page renders at once and the files,
 * each encoded when first asked for, or read from `cache` when it holds them.
 */
export async function planExampleImages(
  assetsDir: string,
  photos: readonly ComparisonPhoto[],
  cache?: EncodeCache,
): Promise<{ images: ExampleImages; files: PlannedFile[] }> {
  const images: Record<string, ImagePair> = {};
  const files: PlannedFile[] = [];
  for (const { photo, damage, srcsetWidths = defaultSrcsetWidths, beforeSrcsetWidths = srcsetWidths, inspect = false } of photos) {
    const original = originals[photo];
    if (!original) throw new Error(`No original is listed for the photo "${photo}" (src/build/images/originals.ts)`);
    const source = { bytes: await readFile(join(assetsDir, original.file)), original };
    // Cropped and downscaled once per photo, for its "before" and its "after".
    const load = once(() => loadOriginal(source.bytes, original));
    const before = plan(source, load, damage, `${photo}-before`, beforeSrcsetWidths, cache);
    const after = plan(source, load, null, `${photo}-after`, srcsetWidths, cache);
    files.push(...before.files, ...after.files);
    if (!inspect) {
      images[photo] = { before: before.image, after: after.image };
      continue;
    }
    const shownWidth = before.image.widths.at(-1) ?? original.width;
    const fullBefore = planFullSize(source, load, scaleDamage(damage, original.width / shownWidth), `${photo}-before-full`, cache);
    const fullAfter = planFullSize(source, load, null, `${photo}-after-full`, cache);
    images[photo] = { before: before.image, after: after.image, full: { before: fullBefore.image, after: fullAfter.image } };
    files.push(fullBefore.file, fullAfter.file);
  }
  return { images, files };
}

/**
 * Every file encoded, one at a time, in plan order: what the build publishes.
 * One at a time because libvips already spreads each encode over the cores,
 * and because many encodes at once each hold a full-size image in memory.
 */
export async function buildExampleImages(
  assetsDir: string,
  photos: readonly ComparisonPhoto[],
  cache?: EncodeCache,
): Promise<{ images: ExampleImages; files: ImageFile[] }> {
  const { images, files } = await planExampleImages(assetsDir, photos, cache);
  const encoded: ImageFile[] = [];
  for (const { render, ...file } of files) encoded.push({ ...file, source: await render() });
  return { images, files: encoded };
}
