import { imageFormats, imagePath } from '../../config/assets.ts';
import type { ResponsiveImage } from '../../content/types.ts';

interface PictureProps {
  readonly image: ResponsiveImage;
  readonly alt: string;
  /** The `sizes` list: how wide the image is drawn at each viewport width. */
  readonly sizes: string;
  readonly className?: string;
}

/**
 * A build-generated image in every format and width: AVIF, then WebP, then
 * JPEG. Below-the-fold by design: lazy, decoded off the main thread, and
 * sized by its intrinsic width and height so nothing shifts as it arrives.
 */
export function Picture({ image, alt, sizes, className }: PictureProps) {
  const { stem, hash, widths, height } = image;
  const srcset = (ext: (typeof imageFormats)[number]['ext']) => widths.map((width) => `${imagePath(stem, hash, width, ext)} ${width}w`).join(', ');
  const width = widths[widths.length - 1] ?? 0;
  // For browsers without srcset: the middle width as JPEG.
  const fallback = widths[Math.floor(widths.length / 2)] ?? width;
  return (
    <picture>
      {imageFormats
        .filter((format) => format.ext !== 'jpg')
        .map((format) => (
          <source key={format.type} type={format.type} srcSet={srcset(format.ext)} sizes={sizes} />
        ))}
      <img
        className={className}
        src={imagePath(stem, hash, fallback, 'jpg')}
        srcSet={srcset('jpg')}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
