/** Shapes of the site's static content (SPEC.md section 3). */
import type { IconName } from '../assets/iconPaths.ts';

export interface Statistic {
  readonly value: string;
  readonly label: string;
}

/** A feature or benefit card: the brief's feature (title, description) with a decorative icon. */
export interface Feature {
  readonly title: string;
  readonly description: string;
  /** Name of a decorative icon in components/Icon. */
  readonly icon: IconName;
}

export interface Testimonial {
  readonly name: string;
  readonly role: string;
  readonly content: string;
  /** Whole stars out of 5. */
  readonly rating: 1 | 2 | 3 | 4 | 5;
}

export interface FormatGroup {
  readonly title: string;
  readonly description: string;
  readonly formats: readonly { readonly name: string; readonly detail: string }[];
}

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/**
 * How the build simulates the "before" of an example from the original
 * photograph (src/build/images/exampleImages.ts). Steps run in this order;
 * each one matches a problem the example's copy names.
 */
export interface SimulatedDamage {
  /** Seed of the noise generator, so every build draws the same grain. */
  readonly seed: number;
  /** Shrink by this factor, then scale back up: lost resolution. */
  readonly downscale?: number;
  /** Horizontal smear in pixels: a shaky hand. */
  readonly motionBlur?: number;
  /** Gaussian blur sigma: missed focus. */
  readonly blur?: number;
  /** Contrast and saturation kept, 0–1: a faded print. */
  readonly fade?: number;
  /** Standard deviation of per-channel noise, 0–255 scale: high-ISO grain. */
  readonly noise?: number;
  /** Re-save as JPEG at this quality: blocky artefacts. */
  readonly jpegQuality?: number;
}

export interface ExampleShowcase {
  /** Key of the original in src/build/images/originals.ts (file and crop; see src/assets/examples/CREDITS.md). */
  readonly photo: string;
  readonly title: string;
  /** What the photograph shows, as the enhanced image's text alternative. */
  readonly alt: string;
  /** What is wrong with the "before", as the simulated image's text alternative and the visible caption. */
  readonly before: string;
  readonly after: string;
  /** What changed, for people who cannot see the comparison. */
  readonly description: string;
  /** Visible credit: author and license. */
  readonly credit: string;
  readonly damage: SimulatedDamage;
}

/** One image in every published width and format (src/config/assets.ts names the files). */
export interface ResponsiveImage {
  readonly stem: string;
  /** Hash of what makes this image's files (original, damage, encoder settings, widths), in each file's name: new inputs, new URLs. */
  readonly hash: string;
  /** Published widths, ascending; the last is the image's own width. */
  readonly widths: readonly number[];
  /** Height at the last width; every width keeps the same aspect ratio exactly. */
  readonly height: number;
}

/** One image at its full size, for the inspect view: a single WebP file (src/config/assets.ts names it). */
export interface FullSizeImage {
  readonly stem: string;
  readonly hash: string;
  readonly width: number;
  readonly height: number;
}

/** A photograph's "before" and "after", each in every `srcset` width and, where it can be inspected, at full size. */
export interface ImagePair {
  readonly before: ResponsiveImage;
  readonly after: ResponsiveImage;
  readonly full?: { readonly before: FullSizeImage; readonly after: FullSizeImage };
}

/** The build's images for each compared photograph, by its key in src/build/images/originals.ts. */
export type ExampleImages = Readonly<Record<string, ImagePair>>;
