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
 * One published file: `/assets/examples/espresso-after-300.1a2b3c4d5e.avif`.
 * The build names the files with this and the page builds its srcset lists
 * with it, so the page ships a stem, a hash and widths, not every URL.
 */
export function imagePath(stem: string, hash: string, width: number, ext: ImageExtension): string {
  return `/${exampleImagesDir}/${stem}-${width}.${hash}.${ext}`;
}
