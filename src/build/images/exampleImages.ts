import { createHash } from 'node:crypto';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { type ImageExtension, imageFormats, imagePath } from '../../config/assets.ts';
import type { ExampleImages, ExampleShowcase, ResponsiveImage, SimulatedDamage } from '../../content/types.ts';

/**
 * Candidate widths; the original's own width closes each list, and nothing is
 * upscaled. A width is used only where the height comes out whole, so every
 * file has exactly the aspect ratio of the `width` and `height` attributes and
 * nothing shifts when the browser swaps the reserved box for the decoded image.
 */
const candidateWidths = [300, 480, 640] as const;

/**
 * Encoder settings, tuned by eye against the largest-image budget
 * (audits/budgets.json `largestImageKb`): AVIF for browsers that take it,
 * WebP next, baseline JPEG for the rest.
 */
const encoderSettings = {
  avif: { quality: 52, effort: 4, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 5 },
  jpg: { quality: 72, mozjpeg: true },
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
    data.forEach((value, index) => {
      noisy[index] = Math.max(0, Math.min(255, Math.round(value + next() * spread)));
    });
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
 * Every width and format of one image. The name's hash comes from what makes
 * the bytes (the original, the damage, the encoder settings, the widths and
 * the versions of sharp and libvips; the encoders are deterministic, see the
 * unit test), so a page knows its URLs before any file is encoded: new inputs,
 * new URLs.
 */
async function plan(original: Buffer, damage: SimulatedDamage | null, stem: string): Promise<{ image: ResponsiveImage; files: PlannedFile[] }> {
  const { width, height } = await sharp(original).metadata();
  if (!width || !height) throw new Error(`${stem}: unreadable image`);
  const widths = [...candidateWidths.filter((candidate) => candidate < width && (candidate * height) % width === 0), width];
  if (widths.length < 2) throw new Error(`${stem}: ${width}×${height} has no smaller width with a whole height; crop the original`);
  const hash = createHash('sha256')
    .update(original)
    .update(JSON.stringify({ damage, encoderSettings, widths, versions: sharp.versions }))
    .digest('hex')
    .slice(0, 10);
  const pixels = once(() => (damage ? simulateDamage(original, damage) : Promise.resolve(original)));
  const files = widths.flatMap((candidate) =>
    imageFormats.map((format) => ({
      fileName: imagePath(stem, hash, candidate, format.ext).slice(1),
      width: candidate,
      type: format.type,
      render: once(async () => {
        const image = sharp(await pixels());
        const resized = candidate === width ? image : image.resize(candidate, (height * candidate) / width, { kernel: 'lanczos3' });
        return encoders[format.ext](resized).toBuffer();
      }),
    })),
  );
  return { image: { stem, hash, widths, height }, files };
}

/**
 * The examples' images, planned: for each photograph, the original as "after"
 * and its simulated damage as "before", in AVIF, WebP and JPEG at every
 * candidate width. Returns the data the page renders at once and the files,
 * each encoded when first asked for.
 */
export async function planExampleImages(assetsDir: string, examples: readonly ExampleShowcase[]): Promise<{ images: ExampleImages; files: PlannedFile[] }> {
  const images: Record<string, { before: ResponsiveImage; after: ResponsiveImage }> = {};
  const files: PlannedFile[] = [];
  for (const example of examples) {
    const original = await sharp(join(assetsDir, `${example.photo}.webp`))
      .png()
      .toBuffer();
    const before = await plan(original, example.damage, `${example.photo}-before`);
    const after = await plan(original, null, `${example.photo}-after`);
    images[example.photo] = { before: before.image, after: after.image };
    files.push(...before.files, ...after.files);
  }
  return { images, files };
}

/** Every file encoded: what the build publishes. */
export async function buildExampleImages(assetsDir: string, examples: readonly ExampleShowcase[]): Promise<{ images: ExampleImages; files: ImageFile[] }> {
  const { images, files } = await planExampleImages(assetsDir, examples);
  const encoded: ImageFile[] = [];
  for (const { render, ...file } of files) encoded.push({ ...file, source: await render() });
  return { images, files: encoded };
}
