import type { ResponsiveImage } from '../../content/types';

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
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        className={className}
        src={image.src}
        srcSet={image.srcset}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
