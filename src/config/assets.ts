/** Where the build publishes the examples' photos: under the hashed-assets folder hosts cache for a year. */
export const exampleImagesDir = 'assets/examples';

/** The formats every photo is published in, best first; the last is the fallback every browser reads. */
export const imageFormats = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
  { ext: 'jpg', type: 'image/jpeg' },
] as const;

export type ImageExtension = (typeof imageFormats)[number]['ext'];

/**
 * The inspect view's full-size files: WebP alone. Every browser that has a
 * modal <dialog> decodes WebP, and at full size AVIF took 30 times as long to
 * encode (about 16 s a photo here) for files a third smaller, fetched only by
 * visitors who open the view.
 */
export const fullSizeFormat = { ext: 'webp', type: 'image/webp' } as const satisfies (typeof imageFormats)[number];

/**
 * One published file: `/assets/examples/espresso-after-300.1a2b3c4d5e.avif`.
 * The build names the files with this and the page builds its srcset lists
 * with it, so the page ships a stem, a hash and widths, not every URL.
 */
export function imagePath(stem: string, hash: string, width: number, ext: ImageExtension): string {
  return `/${exampleImagesDir}/${stem}-${width}.${hash}.${ext}`;
}
