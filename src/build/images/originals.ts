/**
 * Where each published photograph comes from: a file in src/assets/examples
 * (kept byte for byte as its Debian package ships it, so its SHA-256 in
 * CREDITS.md can be checked against the package) and the crop and size the
 * build makes of it. One file can give several photos: the hero's wide and
 * narrow crops are two views of one shot. Every crop is 3:2 or 4:3 with whole
 * pixels, so each published width keeps the aspect ratio exactly.
 */
export interface Original {
  /** File name in src/assets/examples. */
  readonly file: string;
  /** The region kept, in the file's pixels. */
  readonly crop: { readonly left: number; readonly top: number; readonly width: number; readonly height: number };
  /** Width of the full-size image the build makes of the crop (downscaled, never enlarged): what the inspect view shows at 1:1. */
  readonly width: number;
}

export const originals: Readonly<Record<string, Original>> = {
  'fig-plate': { file: 'fig-plate.jpg', crop: { left: 0, top: 13, width: 2571, height: 1714 }, width: 2400 },
  'fig-plate-close': { file: 'fig-plate.jpg', crop: { left: 630, top: 310, width: 1600, height: 1200 }, width: 1600 },
  dandelions: { file: 'dandelions.jpg', crop: { left: 300, top: 0, width: 4482, height: 2988 }, width: 2400 },
  spaniels: { file: 'spaniels.jpg', crop: { left: 0, top: 620, width: 2055, height: 1370 }, width: 1800 },
  'picos-de-europa': { file: 'picos-de-europa.jpg', crop: { left: 0, top: 120, width: 3264, height: 2176 }, width: 2400 },
};
